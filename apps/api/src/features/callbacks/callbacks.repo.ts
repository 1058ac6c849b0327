import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';

import {
  FOLLOW_UP_STATUSES,
  istDayEnd,
  istDayStart,
  type EnquiryType,
  type FollowUpStatus,
  type SearchFilter,
  type StaffRole,
} from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/list-query.ts';
import { callbackRequests, users, type CallbackRequestRow } from '../../db/schema/index.ts';

export type CallbackFilters = {
  search: SearchFilter | null;
  enquiryFor?: EnquiryType[] | undefined;
  assignedToId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/** Every filter except follow-up status: the status counts are taken over these. */
function whereOf(f: CallbackFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.search?.field === 'contact') {
    const pattern = containsPattern(f.search.value);
    // The number alone, or country code + number ("+91 98765 43210" → 919876543210).
    parts.push(
      or(
        sql`${callbackRequests.contactNumber} like ${pattern}`,
        sql`(replace(${callbackRequests.contactCode}, '+', '') || ${callbackRequests.contactNumber}) like ${pattern}`,
      ),
    );
  } else if (f.search) {
    // Callbacks carry no e-mail: an e-mail-looking search is matched against the name.
    parts.push(
      sql`lower(${callbackRequests.name}) like ${containsPattern(f.search.value.toLowerCase())}`,
    );
  }
  if (f.enquiryFor?.length) parts.push(inArray(callbackRequests.enquiryFor, f.enquiryFor));
  if (f.assignedToId === 'none') parts.push(isNull(callbackRequests.assignedToId));
  else if (f.assignedToId) parts.push(eq(callbackRequests.assignedToId, f.assignedToId));
  if (f.startDate) parts.push(gte(callbackRequests.createdAt, istDayStart(f.startDate)));
  if (f.endDate) parts.push(lt(callbackRequests.createdAt, istDayEnd(f.endDate)));
  return and(...parts);
}

const staffName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const rowWithAssignee = {
  callback: callbackRequests,
  assigneeId: users.id,
  assigneeName: staffName,
  assigneeRole: users.role,
};
export type CallbackWithAssignee = {
  callback: CallbackRequestRow;
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeRole: string | null;
};

export async function findCallbacks(
  db: Tx,
  filters: CallbackFilters,
  statuses: FollowUpStatus[] | undefined,
  page: { limit: number; offset: number },
): Promise<CallbackWithAssignee[]> {
  const where = and(
    whereOf(filters),
    statuses?.length ? inArray(callbackRequests.followUpStatus, statuses) : undefined,
  );
  return db
    .select(rowWithAssignee)
    .from(callbackRequests)
    .leftJoin(users, eq(users.id, callbackRequests.assignedToId))
    .where(where)
    .orderBy(desc(callbackRequests.createdAt), desc(callbackRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many requests match the non-status filters, per follow-up status (every status present). */
export async function countByStatus(
  db: Tx,
  filters: CallbackFilters,
): Promise<Record<FollowUpStatus, number>> {
  const rows = await db
    .select({ status: callbackRequests.followUpStatus, n: count() })
    .from(callbackRequests)
    .where(whereOf(filters))
    .groupBy(callbackRequests.followUpStatus);
  const counts = Object.fromEntries(FOLLOW_UP_STATUSES.map((s) => [s, 0])) as Record<
    FollowUpStatus,
    number
  >;
  for (const row of rows) {
    if (row.status in counts) counts[row.status] = Number(row.n);
  }
  return counts;
}

export async function findCallbackById(
  db: Tx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<CallbackRequestRow | null> {
  const query = db.select().from(callbackRequests).where(eq(callbackRequests.id, id)).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findCallbackWithAssignee(
  db: Tx,
  id: string,
): Promise<CallbackWithAssignee | null> {
  const [row] = await db
    .select(rowWithAssignee)
    .from(callbackRequests)
    .leftJoin(users, eq(users.id, callbackRequests.assignedToId))
    .where(eq(callbackRequests.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertCallback(db: Tx, values: typeof callbackRequests.$inferInsert) {
  const [row] = await db.insert(callbackRequests).values(values).returning();
  return row!;
}

export async function updateCallback(
  db: Tx,
  id: string,
  values: Partial<Pick<CallbackRequestRow, 'followUpStatus' | 'staffNotes' | 'assignedToId'>>,
) {
  const [row] = await db
    .update(callbackRequests)
    .set(values)
    .where(eq(callbackRequests.id, id))
    .returning();
  return row!;
}

export async function findStaffUser(db: Tx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      phoneNumber: users.phoneNumber,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function findActiveStaff(db: Tx, roles: readonly StaffRole[]) {
  return db
    .select({
      _id: users.id,
      name: staffName,
      role: users.role,
      phoneNumber: users.phoneNumber,
      email: users.email,
    })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.isActive, true)))
    .orderBy(staffName, users.id)
    .limit(500);
}
