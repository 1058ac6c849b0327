import { sql, type SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';

/** Rows of a raw statement; both drivers answer { rows }. */
export async function rowsOf<T>(db: Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** From this many rows on, an unfiltered list shows the planner's row estimate as its total. */
export const ESTIMATE_FROM_ROWS = 100_000;

/**
 * The total an admin list shows. A filtered list counts exactly (the filter narrows the scan,
 * and an index serves it). An unfiltered one over a big table would have count(*) read the
 * whole table on every page turn (about 100 ms at 1,000,000 users), so it takes pg_class's
 * reltuples instead, which ANALYZE and autovacuum keep within a few percent: the page count of
 * a million-row list may be off by a handful of pages, never its rows. A small or never
 * analysed table (reltuples -1 or under ESTIMATE_FROM_ROWS) is counted exactly.
 */
export async function listTotal(
  db: Tx,
  table: string,
  filtered: boolean,
  exact: () => Promise<number>,
): Promise<number> {
  if (filtered) return exact();
  const [row] = await rowsOf<{ n: number | string | null }>(
    db,
    sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${table}::text)`,
  );
  const estimate = Math.round(Number(row?.n ?? -1));
  return estimate >= ESTIMATE_FROM_ROWS ? estimate : exact();
}

/** `%value%` for LIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, '\\$&')}%`;
}
