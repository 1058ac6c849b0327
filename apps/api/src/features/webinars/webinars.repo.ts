import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';

import { WEBINAR_MSG, type WebinarStatus } from '@app/shared';

import { notFound } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern, countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import { webinars as w, webinarUsers as wu, type WebinarRow } from '../../db/schema/index.ts';

export async function findWebinarRow(db: Tx, id: string): Promise<WebinarRow | null> {
  const [row] = await db.select().from(w).where(eq(w.id, id)).limit(1);
  return row ?? null;
}

/** The webinar row or a 404 'Webinar not found'. */
export async function getWebinarRow(db: Tx, id: string): Promise<WebinarRow> {
  const row = await findWebinarRow(db, id);
  if (!row) throw notFound(WEBINAR_MSG.notFound);
  return row;
}

const endTime = sql`(${w.startTime} + make_interval(mins => ${w.durationMinutes}))`;

/** The status filter in SQL, with the same rule as webinarStatusAt (start ≤ now < end is live). */
function statusCondition(status: WebinarStatus | undefined, now: Date): SQL | undefined {
  if (status === 'upcoming') return gt(w.startTime, now);
  if (status === 'live') return and(lte(w.startTime, now), sql`${endTime} > ${now}`);
  if (status === 'past') return and(lte(w.startTime, now), sql`${endTime} <= ${now}`);
  return undefined;
}

// ---------------------------------------------------------------- webinars (staff)

export type WebinarFilter = { search?: string; status?: WebinarStatus };

function webinarWhere(filter: WebinarFilter, now: Date) {
  const search = filter.search?.trim().toLowerCase();
  // Title through the trigram index on lower(title); codes are lowercase already. The OR keeps
  // the planner on a scan of webinars, a table of hundreds of rows, never of registrants.
  const byText = search
    ? sql`(lower(${w.title}) like ${containsPattern(search)} or ${w.webinarCode} like ${containsPattern(search)})`
    : undefined;
  return and(byText, statusCondition(filter.status, now));
}

/**
 * A page of webinars and the total, in one round trip. Order (ours): what is still to come or
 * running first, soonest first (what staff are preparing), then past ones newest first.
 */
export async function findWebinarPage(
  db: Tx,
  filter: WebinarFilter,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: WebinarRow[]; total: number }> {
  const where = webinarWhere(filter, now);
  const isOver = sql`${endTime} <= ${now}`;
  const rows = await db
    .select({ webinar: w, total: totalRows() })
    .from(w)
    .where(where)
    .orderBy(
      asc(isOver),
      sql`case when ${isOver} then null else ${w.startTime} end asc nulls last`,
      desc(w.startTime),
      desc(w.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countWhere(db, w, where));
  return { rows: rows.map((r) => r.webinar), total };
}

export type WebinarCountsRow = {
  registered: number;
  attended: number;
  certificatesSent: number;
  certificatesFailed: number;
};
export const NO_COUNTS: WebinarCountsRow = {
  registered: 0,
  attended: 0,
  certificatesSent: 0,
  certificatesFailed: 0,
};

/** Registrant counts of these webinars: one grouped aggregate, whatever the page size. */
export async function countsByWebinar(
  db: Tx,
  ids: string[],
): Promise<Map<string, WebinarCountsRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      webinarId: wu.webinarId,
      registered: sql<number>`count(*)`.mapWith(Number),
      attended: sql<number>`count(*) filter (where ${wu.attended})`.mapWith(Number),
      certificatesSent:
        sql<number>`count(*) filter (where ${wu.certificateStatus} = 'sent')`.mapWith(Number),
      certificatesFailed:
        sql<number>`count(*) filter (where ${wu.certificateStatus} = 'failed')`.mapWith(Number),
    })
    .from(wu)
    .where(inArray(wu.webinarId, ids))
    .groupBy(wu.webinarId);
  return new Map(rows.map(({ webinarId, ...counts }) => [webinarId, counts]));
}

export async function lockWebinar(tx: Tx, id: string): Promise<WebinarRow | null> {
  const [row] = await tx.select().from(w).where(eq(w.id, id)).for('update');
  return row ?? null;
}

export async function lockWebinarByCode(tx: Tx, code: string): Promise<WebinarRow | null> {
  const [row] = await tx.select().from(w).where(eq(w.webinarCode, code)).for('update');
  return row ?? null;
}

export async function findWebinarByCode(db: Tx, code: string): Promise<WebinarRow | null> {
  const [row] = await db.select().from(w).where(eq(w.webinarCode, code)).limit(1);
  return row ?? null;
}

export async function insertWebinar(tx: Tx, values: typeof w.$inferInsert) {
  const [row] = await tx.insert(w).values(values).returning();
  return row!;
}

export async function updateWebinar(tx: Tx, id: string, values: Partial<typeof w.$inferInsert>) {
  const [row] = await tx.update(w).set(values).where(eq(w.id, id)).returning();
  return row!;
}

/** Registrants, runs and deliveries go with it (FK cascade); certificates stay (set null). */
export async function deleteWebinar(tx: Tx, id: string) {
  await tx.delete(w).where(eq(w.id, id));
}

/** Upcoming and live webinars, soonest first (the public list). */
export function findOpenWebinars(db: Tx, now: Date, limit: number) {
  return db
    .select()
    .from(w)
    .where(sql`${endTime} > ${now}`)
    .orderBy(asc(w.startTime), asc(w.id))
    .limit(limit);
}

/** Counts one more registrant; the webinar's updatedAt stays (it is not an edit). */
export async function incrementRegistered(tx: Tx, webinarId: string) {
  await tx
    .update(w)
    .set({ registeredCount: sql`${w.registeredCount} + 1`, updatedAt: sql`${w.updatedAt}` })
    .where(eq(w.id, webinarId));
}
