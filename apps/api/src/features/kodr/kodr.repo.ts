import { and, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';

import type { ExportCursor } from '../../core/csv-export.ts';
import { rowsOf, type Tx } from '../../db/client.ts';
import {
  kodrCohorts,
  kodrRegistrations as r,
  kodrRegistrationStats as s,
} from '../../db/schema/index.ts';
import { newestFirst, registrationWhere, statsWhere } from './kodr-filters.repo.ts';
import type { KodrFilter } from './kodr.filters.ts';

/** Every column a DTO needs (contact_digits stays internal). */
const columns = {
  id: r.id,
  cohortId: r.cohortId,
  name: r.name,
  email: r.email,
  contact: r.contact,
  dob: r.dob,
  education: r.education,
  experience: r.experience,
  callStatus: r.callStatus,
  status: r.status,
  paymentStatus: r.paymentStatus,
  userId: r.userId,
  utm: r.utm,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};
export type RegistrationRecord = {
  [K in keyof typeof columns]: (typeof r.$inferSelect)[K];
};

/**
 * Takes one seat of the current cohort, or none when it is full or its start date (`today` or
 * later stays open) has passed. The row lock this takes makes concurrent registrations queue
 * here, and each re-checks the condition on the latest count, so the count can never pass
 * capacity. updated_at stays the content's last edit.
 */
export async function claimSeat(tx: Tx, today: string) {
  const [row] = await tx
    .update(kodrCohorts)
    .set({
      registeredCount: sql`${kodrCohorts.registeredCount} + 1`,
      updatedAt: sql`${kodrCohorts.updatedAt}`,
    })
    .where(
      and(
        eq(kodrCohorts.isCurrent, true),
        lt(kodrCohorts.registeredCount, kodrCohorts.capacity),
        or(isNull(kodrCohorts.startDate), gte(kodrCohorts.startDate, today)),
      ),
    )
    .returning({
      id: kodrCohorts.id,
      capacity: kodrCohorts.capacity,
      registeredCount: kodrCohorts.registeredCount,
    });
  return row ?? null;
}

export async function insertRegistration(tx: Tx, values: typeof r.$inferInsert) {
  const [row] = await tx.insert(r).values(values).returning({ id: r.id, createdAt: r.createdAt });
  return row!;
}

export async function findRegistration(tx: Tx, id: string, forUpdate = false) {
  const query = tx.select(columns).from(r).where(eq(r.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function updateRegistration(
  tx: Tx,
  id: string,
  values: Partial<Pick<typeof r.$inferInsert, 'callStatus' | 'status' | 'paymentStatus'>>,
) {
  const [row] = await tx.update(r).set(values).where(eq(r.id, id)).returning(columns);
  return row!;
}

/**
 * Total for a filter without text, read from the per-day stats, plus where page `offset`
 * starts: the newest day whose running total (newest first) passes the offset, and how many
 * matching rows the days after it hold. One statement, so both come from one snapshot.
 */
export async function seekByDay(db: Tx, filter: KodrFilter, offset: number) {
  const where = statsWhere(filter);
  const [row] = await rowsOf<{ total: number; day: string | null; before: number | null }>(
    db,
    sql`with days as (
      select ${s.day} as day, sum(${s.n})::int as n from ${s}
      ${where ? sql`where ${where}` : sql``}
      group by ${s.day}
    ), running as (
      select day, n, sum(n) over (order by day desc) as through from days
    )
    select t.total, p.day, p.before
    from (select coalesce(sum(n), 0)::int as total from days) t
    left join (
      select day::text as day, (through - n)::int as before from running
      where through > ${offset} order by running.day desc limit 1
    ) p on true`,
  );
  return {
    total: Number(row?.total ?? 0),
    day: row?.day ?? null,
    before: Number(row?.before ?? 0),
  };
}

/*
 * The two statements the list runs on every call are written out as SQL: the query builder
 * costs about 0.1 ms a request to assemble them, an eighth of the API's own CPU for a list
 * call. Rows are mapped with the columns' own driver mappings, as the builder would.
 */
const RECORD_COLUMNS = sql.raw(
  'r.id, r.cohort_id, r.name, r.email, r.contact, r.dob, r.education, r.experience, ' +
    'r.call_status, r.status, r.payment_status, r.user_id, r.utm, r.created_at, r.updated_at',
);
const NEWEST_FIRST_R = sql.raw('r.created_at desc nulls last, r.id desc nulls last');
const NEWEST_FIRST = sql.raw('created_at desc nulls last, id desc nulls last');

type RecordRow = {
  id: string;
  cohort_id: string;
  name: string;
  email: string;
  contact: string;
  dob: string;
  education: string;
  experience: string;
  call_status: RegistrationRecord['callStatus'];
  status: RegistrationRecord['status'];
  payment_status: RegistrationRecord['paymentStatus'];
  user_id: string | null;
  utm: unknown;
  created_at: string;
  updated_at: string;
};

function toRecord(row: RecordRow): RegistrationRecord {
  return {
    id: row.id,
    cohortId: row.cohort_id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    dob: r.dob.mapFromDriverValue(row.dob) as string,
    education: row.education,
    experience: row.experience,
    callStatus: row.call_status,
    status: row.status,
    paymentStatus: row.payment_status,
    userId: row.user_id,
    utm: row.utm === null ? null : (r.utm.mapFromDriverValue(row.utm) as RegistrationRecord['utm']),
    createdAt: r.createdAt.mapFromDriverValue(row.created_at) as Date,
    updatedAt: r.updatedAt.mapFromDriverValue(row.updated_at) as Date,
  };
}

/**
 * One page, newest first, as a deferred join: the ids come from an index walk that reads as
 * little as it can (index-only without filters), then only `limit` full rows are fetched.
 * `olderThan` starts the walk at a day boundary found by seekByDay.
 */
export async function findPage(
  db: Tx,
  filter: KodrFilter,
  page: { offset: number; limit: number; olderThan?: Date },
): Promise<RegistrationRecord[]> {
  const where = registrationWhere(filter, [
    page.olderThan ? lt(r.createdAt, page.olderThan) : undefined,
  ]);
  const rows = await rowsOf<RecordRow>(
    db,
    sql`select ${RECORD_COLUMNS} from ${r} r join (
      select id from ${r} ${where ? sql`where ${where}` : sql``}
      order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}
    ) page using (id)
    order by ${NEWEST_FIRST_R}`,
  );
  return rows.map(toRecord);
}

/**
 * For a substring search: one statement that takes up to `cap + 1` matches (the trigram index
 * finds them), counts them and answers the requested page of them, each row carrying that
 * count. When the count is at most `cap`, these were all the matches and the page is exact;
 * above it they were an arbitrary cap + 1, and the caller lists the newest with findPage.
 */
export async function findMatchesPage(
  db: Tx,
  filter: KodrFilter,
  page: { offset: number; limit: number; cap: number },
): Promise<(RegistrationRecord & { matched: number })[]> {
  // count(*) over () is taken before ORDER BY / OFFSET / LIMIT: it counts every match taken.
  const rows = await rowsOf<RecordRow & { matched: string | number }>(
    db,
    sql`select ${RECORD_COLUMNS}, on_page.matched from ${r} r join (
      select id, count(*) over () as matched from (
        select id, created_at from ${r} where ${registrationWhere(filter)} limit ${page.cap + 1}
      ) matches
      order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}
    ) on_page using (id)
    order by ${NEWEST_FIRST_R}`,
  );
  return rows.map((row) => ({ ...toRecord(row), matched: Number(row.matched) }));
}

/** Matches counted up to `cap + 1` (stopping there), for filters with a substring match. */
export async function countUpTo(db: Tx, filter: KodrFilter, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(r)
    .where(registrationWhere(filter))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** created_at as PostgreSQL text: a keyset cursor keeps its microseconds (a JS Date would not). */
/** The next `size` rows after `cursor`, newest first: the CSV export reads in keyset batches. */
export async function findBatchAfter(
  db: Tx,
  filter: KodrFilter,
  cursor: ExportCursor | null,
  size: number,
) {
  const after = cursor
    ? sql`(${r.createdAt}, ${r.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;
  return db
    .select({ ...columns, cursor: sql<string>`${r.createdAt}::text` })
    .from(r)
    .where(registrationWhere(filter, [after]))
    .orderBy(...newestFirst)
    .limit(size);
}
