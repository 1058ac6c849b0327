import { and, desc, eq, sql, type SQL } from 'drizzle-orm';

import { classifySearch, normalizeContact, type CertificateStatus } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { containsPattern, countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  users,
  webinars as w,
  webinarUsers as wu,
  type WebinarUserRow,
} from '../../db/schema/index.ts';

/** Registrants of webinars (webinar_users): students lists, search, registration, attendance. */

// ---------------------------------------------------------------- registrants

export type StudentFilter = {
  search?: string;
  attended?: 'true' | 'false';
  certificateStatus?: CertificateStatus;
};

/** The admin search rule: @ → e-mail, 10+ digits → phone (last 10 digits), else name. */
function userSearch(search: string | undefined): SQL | undefined {
  const found = classifySearch(search);
  if (!found) return undefined;
  // E-mails are stored lowercased (the form and the update schema lowercase them).
  if (found.field === 'email') return sql`${wu.email} like ${containsPattern(found.value)}`;
  if (found.field === 'contact') {
    return sql`${wu.phone} like ${containsPattern(normalizeContact(found.value).slice(-10))}`;
  }
  return sql`lower(${wu.name}) like ${containsPattern(found.value.toLowerCase())}`;
}

function studentWhere(webinarId: string, filter: StudentFilter, extra?: SQL) {
  return and(
    eq(wu.webinarId, webinarId),
    userSearch(filter.search),
    filter.attended ? eq(wu.attended, filter.attended === 'true') : undefined,
    filter.certificateStatus ? eq(wu.certificateStatus, filter.certificateStatus) : undefined,
    extra,
  );
}

/** A page of one webinar's registrants, newest first, and the total. */
export async function findStudentPage(
  db: Tx,
  webinarId: string,
  filter: StudentFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: WebinarUserRow[]; total: number }> {
  const where = studentWhere(webinarId, filter);
  const rows = await db
    .select({ user: wu, total: totalRows() })
    .from(wu)
    .where(where)
    .orderBy(desc(wu.createdAt), desc(wu.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countStudents(db, webinarId, filter));
  return { rows: rows.map((r) => r.user), total };
}

export function countStudents(db: Tx, webinarId: string, filter: StudentFilter) {
  return countWhere(db, wu, studentWhere(webinarId, filter));
}

/** The next `size` registrants after `cursor` (newest first): the CSV export's keyset batches. */
export async function findStudentBatchAfter(
  db: Tx,
  webinarId: string,
  filter: StudentFilter,
  cursor: { createdAt: string; id: string } | null,
  size: number,
) {
  const after = cursor
    ? sql`(${wu.createdAt}, ${wu.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await db
    .select({ user: wu, cursor: sql<string>`${wu.createdAt}::text` })
    .from(wu)
    .where(studentWhere(webinarId, filter, after))
    .orderBy(desc(wu.createdAt), desc(wu.id))
    .limit(size);
  return rows.map((r) => ({ ...r.user, cursor: r.cursor }));
}

/** Registrants of every webinar matching the search, with their webinar, newest first. */
export async function searchUsers(db: Tx, search: string, page: { offset: number; limit: number }) {
  const where = userSearch(search);
  const rows = await db
    .select({
      user: wu,
      webinarCode: w.webinarCode,
      webinarTitle: w.title,
      webinarStartTime: w.startTime,
      total: totalRows(),
    })
    .from(wu)
    .innerJoin(w, eq(w.id, wu.webinarId))
    .where(where)
    .orderBy(desc(wu.createdAt), desc(wu.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countWhere(db, wu, where));
  return { rows, total };
}

export async function lockWebinarUser(tx: Tx, id: string): Promise<WebinarUserRow | null> {
  const [row] = await tx.select().from(wu).where(eq(wu.id, id)).for('update');
  return row ?? null;
}

export async function findWebinarUser(db: Tx, id: string): Promise<WebinarUserRow | null> {
  const [row] = await db.select().from(wu).where(eq(wu.id, id)).limit(1);
  return row ?? null;
}

export async function updateWebinarUser(
  tx: Tx,
  id: string,
  values: Partial<typeof wu.$inferInsert>,
) {
  const [row] = await tx.update(wu).set(values).where(eq(wu.id, id)).returning();
  return row!;
}

export async function findRegistrantByPhone(tx: Tx, webinarId: string, phone: string) {
  const [row] = await tx
    .select({ id: wu.id })
    .from(wu)
    .where(and(eq(wu.webinarId, webinarId), eq(wu.phone, phone)))
    .limit(1);
  return row ?? null;
}

export async function findUserIdByPhone(tx: Tx, phone: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phone))
    .limit(1);
  return row?.id ?? null;
}

export async function insertWebinarUser(tx: Tx, values: typeof wu.$inferInsert) {
  const [row] = await tx.insert(wu).values(values).returning();
  return row!;
}

// ---------------------------------------------------------------- attendance import

export type AttendanceCandidate = Pick<
  WebinarUserRow,
  'id' | 'email' | 'phone' | 'attended' | 'attendedMinutes'
>;

/** The webinar's registrants with one of these e-mails or phones (arrays are single params). */
export async function findRegistrantsByContact(
  db: Tx,
  webinarId: string,
  emails: string[],
  phones: string[],
): Promise<AttendanceCandidate[]> {
  if (!emails.length && !phones.length) return [];
  return db
    .select({
      id: wu.id,
      email: wu.email,
      phone: wu.phone,
      attended: wu.attended,
      attendedMinutes: wu.attendedMinutes,
    })
    .from(wu)
    .where(
      and(
        eq(wu.webinarId, webinarId),
        sql`(${wu.email} = any(${sql.param(emails)}::text[]) or ${wu.phone} = any(${sql.param(phones)}::text[]))`,
      ),
    );
}

/**
 * Marks these registrants attended in one statement; minutes null keeps what they had (the file
 * had no duration column).
 */
export async function markAttended(
  tx: Tx,
  webinarId: string,
  marks: { id: string; minutes: number | null }[],
) {
  if (!marks.length) return;
  const ids = marks.map((m) => m.id);
  const minutes = marks.map((m) => m.minutes);
  await tx.execute(sql`
    update ${wu} set
      attended = true,
      attended_minutes = coalesce(v.minutes, ${wu.attendedMinutes}),
      updated_at = now()
    from unnest(${sql.param(ids)}::text[], ${sql.param(minutes)}::int[]) as v(id, minutes)
    where ${wu.id} = v.id and ${wu.webinarId} = ${webinarId}`);
}
