import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { rowsOf, type Tx } from './client.ts';

/** What the staff lists' repositories share: the total in the page's own query, and text search. */

/**
 * Select it as `total`: how many rows the query matched, counted before ORDER BY, OFFSET and
 * LIMIT cut the page, on every row of the page — rows and total in one round trip.
 */
export const totalRows = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page whose rows carry `totalRows()`. A page past the end has no row to carry
 * it: then, and only then, `count` counts on its own (page 1 empty means 0).
 */
export async function pageTotal(
  rows: readonly { total: number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length) return rows[0]!.total;
  return offset > 0 ? count() : 0;
}

/** How many rows of `table` match `where`: a page's fallback count (pageTotal). */
export async function countWhere(db: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** `%value%` for LIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, '\\$&')}%`;
}

/** From this many rows on, an unfiltered list shows the planner's row estimate as its total. */
export const ESTIMATE_FROM_ROWS = 100_000;

/**
 * The planner's row estimate of an unfiltered list's table, or null when it should be counted.
 * A filtered list counts exactly (the filter narrows the scan, and an index serves it). An
 * unfiltered one over a big table would have count(*) read the whole table on every page turn
 * (about 100 ms at 1,000,000 users), so it takes pg_class's reltuples instead, which ANALYZE and
 * autovacuum keep within a few percent: the page count of a million-row list may be off by a
 * handful of pages, never its rows. A small or never analysed table (reltuples -1 or under
 * ESTIMATE_FROM_ROWS) is counted exactly.
 */
export async function estimatedTotal(
  db: Tx,
  table: string,
  filtered: boolean,
): Promise<number | null> {
  if (filtered) return null;
  const [row] = await rowsOf<{ n: number | string | null }>(
    db,
    sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${table}::text)`,
  );
  const estimate = Math.round(Number(row?.n ?? -1));
  return estimate >= ESTIMATE_FROM_ROWS ? estimate : null;
}

/** The total an admin list shows: the estimate for a big unfiltered table, else `exact()`. */
export async function listTotal(
  db: Tx,
  table: string,
  filtered: boolean,
  exact: () => Promise<number>,
): Promise<number> {
  return (await estimatedTotal(db, table, filtered)) ?? exact();
}
