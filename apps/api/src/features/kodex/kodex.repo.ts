import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import {
  classifySearch,
  istDayEnd,
  istDayStart,
  normalizeContact,
  type KodexYear,
} from '@app/shared';

import type { ExportCursor } from '../../core/csv-export.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  kodexContests as c,
  kodexRegistrations as r,
  users,
  whizzAttempts,
  whizzes as w,
} from '../../db/schema/index.ts';
import type { ContestRecord, RegistrationRecord } from './kodex.dto.ts';

const contestColumns = {
  contest: c,
  whizz: {
    startDate: w.startDate,
    endsAt: w.endsAt,
    questions: w.questions,
    totalScore: w.totalScore,
  },
};

function toRecord(row: {
  contest: typeof c.$inferSelect;
  whizz: ContestRecord['whizz'];
}): ContestRecord {
  return { ...row.contest, whizz: row.whizz };
}

async function selectContests(
  db: Tx,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<ContestRecord[]> {
  const query = db
    .select(contestColumns)
    .from(c)
    .innerJoin(w, eq(w.id, c.whizzId))
    .where(where)
    .orderBy(...order);
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map(toRecord);
}

export async function findContest(db: Tx, id: string): Promise<ContestRecord | null> {
  const [row] = await selectContests(db, eq(c.id, id), []);
  return row ?? null;
}

/** The running published contest, else the next upcoming one, else the last finished one. */
export async function findFeaturedContest(db: Tx, now: Date): Promise<ContestRecord | null> {
  const live = and(eq(c.isPublished, true), lte(w.startDate, now), gt(w.endsAt, now));
  const [running] = await selectContests(db, live, [asc(w.startDate)], 1);
  if (running) return running;
  const upcoming = and(eq(c.isPublished, true), gt(w.startDate, now));
  const [next] = await selectContests(db, upcoming, [asc(w.startDate)], 1);
  if (next) return next;
  const [last] = await findFinishedContests(db, now, 1);
  return last ?? null;
}

export function findFinishedContests(db: Tx, now: Date, limit: number) {
  const finished = and(eq(c.isPublished, true), lte(w.endsAt, now));
  return selectContests(db, finished, [desc(w.endsAt), desc(c.id)], limit);
}

export function listContests(db: Tx) {
  return selectContests(db, undefined, [desc(w.startDate), desc(c.createdAt)]);
}

/** Has someone with this phone (or this user) registered for the contest. */
export async function isRegistered(
  db: Tx,
  contestId: string,
  who: { userId: string; phone: string | null },
): Promise<boolean> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.contestId, contestId),
        who.phone ? or(eq(r.phone, who.phone), eq(r.userId, who.userId)) : eq(r.userId, who.userId),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Counts one registration on the contest, but only inside its registration window. The row
 * lock this takes queues concurrent registrations for the contest.
 */
export async function claimRegistration(tx: Tx, contestId: string, now: Date) {
  const [row] = await tx
    .update(c)
    .set({ registeredCount: sql`${c.registeredCount} + 1`, updatedAt: sql`${c.updatedAt}` })
    .where(
      and(
        eq(c.id, contestId),
        eq(c.isPublished, true),
        lte(c.registrationOpensAt, now),
        gt(c.registrationClosesAt, now),
      ),
    )
    .returning({ id: c.id });
  return row ?? null;
}

export async function findUserIdByPhone(tx: Tx, phone: string): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  return row?.id ?? null;
}

export async function insertRegistration(tx: Tx, values: typeof r.$inferInsert) {
  const [row] = await tx.insert(r).values(values).returning();
  return row!;
}

export async function countRegistrations(tx: Tx, contestId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(r).where(eq(r.contestId, contestId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- admin list

export type KodexFilter = {
  search?: string;
  contestId?: string;
  year?: KodexYear[];
  experience?: ('beginner' | 'intermediate' | 'advanced')[];
  participated?: 'true' | 'false';
  startDate?: string;
  endDate?: string;
};

/** Did this registration's person start the contest's whizz (by user id, or by phone). */
const participatedSql = sql<boolean>`exists (
  select 1 from ${whizzAttempts} a
  left join ${users} u on u.id = a.user_id
  where a.whizz_id = ${c.whizzId}
    and (a.user_id = ${r.userId} or u.phone_number = ${r.phone})
)`;

function searchCondition(search: string | undefined): SQL | undefined {
  const found = classifySearch(search);
  if (!found) return undefined;
  if (found.field === 'email') return sql`${r.email} ilike ${containsPattern(found.value)}`;
  if (found.field === 'contact') {
    return sql`${r.phone} like ${containsPattern(normalizeContact(found.value))}`;
  }
  return sql`lower(${r.name}) like ${containsPattern(found.value.toLowerCase())}`;
}

function registrationWhere(filter: KodexFilter, extra: (SQL | undefined)[] = []) {
  return and(
    searchCondition(filter.search),
    filter.contestId ? eq(r.contestId, filter.contestId) : undefined,
    filter.year?.length ? inArray(r.year, filter.year) : undefined,
    filter.experience?.length ? inArray(r.experience, filter.experience) : undefined,
    filter.participated === 'true' ? participatedSql : undefined,
    filter.participated === 'false' ? sql`not ${participatedSql}` : undefined,
    filter.startDate ? gte(r.createdAt, istDayStart(filter.startDate)) : undefined,
    filter.endDate ? lt(r.createdAt, istDayEnd(filter.endDate)) : undefined,
    ...extra,
  );
}

const registrationColumns = {
  id: r.id,
  contestId: r.contestId,
  contestTitle: c.title,
  name: r.name,
  email: r.email,
  phone: r.phone,
  organisation: r.organisation,
  year: r.year,
  experience: r.experience,
  userId: r.userId,
  participated: participatedSql,
  utm: r.utm,
  createdAt: r.createdAt,
};

export async function countMatching(db: Tx, filter: KodexFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .innerJoin(c, eq(c.id, r.contestId))
    .where(registrationWhere(filter));
  return row?.n ?? 0;
}

/** A page of registrations, newest first, and how many match (one query). */
export async function findPage(
  db: Tx,
  filter: KodexFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RegistrationRecord[]; total: number }> {
  const rows = await db
    .select({ ...registrationColumns, total: totalRows() })
    .from(r)
    .innerJoin(c, eq(c.id, r.contestId))
    .where(registrationWhere(filter))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map(({ total: _total, ...row }) => normaliseRecord(row)),
    total: await pageTotal(rows, page.offset, () => countMatching(db, filter)),
  };
}

function normaliseRecord(
  row: Omit<RegistrationRecord, 'participated'> & { participated: unknown },
) {
  // A raw boolean expression may come back as 't'/'f' text on some drivers.
  const p = row.participated;
  return { ...row, participated: p === true || p === 't' || p === 'true' } as RegistrationRecord;
}

/** The next `size` rows after `cursor`, newest first: the CSV export reads in keyset batches. */
export async function findBatchAfter(
  db: Tx,
  filter: KodexFilter,
  cursor: ExportCursor | null,
  size: number,
) {
  const after = cursor
    ? sql`(${r.createdAt}, ${r.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await db
    .select({ ...registrationColumns, cursor: sql<string>`${r.createdAt}::text` })
    .from(r)
    .innerJoin(c, eq(c.id, r.contestId))
    .where(registrationWhere(filter, [after]))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(size);
  return rows.map((row) => ({ ...normaliseRecord(row), cursor: row.cursor }));
}

// ---------------------------------------------------------------- contests (staff)

export async function findWhizz(db: Tx, id: string) {
  const [row] = await db
    .select({ id: w.id, isPublic: w.isPublic, endsAt: w.endsAt, questions: w.questions })
    .from(w)
    .where(eq(w.id, id));
  return row ?? null;
}

export async function contestOfWhizz(db: Tx, whizzId: string): Promise<string | null> {
  const [row] = await db.select({ id: c.id }).from(c).where(eq(c.whizzId, whizzId));
  return row?.id ?? null;
}

export async function lockContest(tx: Tx, id: string) {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
  return row ?? null;
}

export async function insertContest(tx: Tx, values: typeof c.$inferInsert) {
  const [row] = await tx.insert(c).values(values).returning();
  return row!;
}

export async function updateContest(tx: Tx, id: string, values: Partial<typeof c.$inferInsert>) {
  const [row] = await tx.update(c).set(values).where(eq(c.id, id)).returning();
  return row!;
}

export async function deleteContest(tx: Tx, id: string) {
  await tx.delete(c).where(eq(c.id, id));
}
