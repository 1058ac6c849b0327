import { and, between, inArray, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { dailyStats as s, STAT_METRICS, type StatMetric } from '../../db/schema/index.ts';

/** A metric's count (or, for `revenuePaise`, the payments' amount) on a day or from a source. */
export type StatTotals = Record<StatMetric, number> & { revenuePaise: number };
/** Every metric at 0, to add rows into. */
export function zeroTotals(): StatTotals {
  return {
    kodr: 0,
    kodex: 0,
    webinar: 0,
    callback: 0,
    payment: 0,
    enrolment: 0,
    quiz_attempt: 0,
    revenuePaise: 0,
  };
}

export type StatRow = StatTotals & {
  /** set on the per-day rows, null on the per-source ones */
  day: string | null;
  /** set on the per-source rows, null on the per-day ones */
  source: string | null;
};

const countOf = (metric: StatMetric) =>
  sql<number>`coalesce(sum(${s.count}) filter (where ${s.metric} = ${metric}), 0)`.mapWith(Number);

/**
 * daily_stats over an IST day range, summed two ways in one statement: per day (the figures
 * and the time series) and per source (the UTM breakdown), each row holding every metric in
 * its own column, so a year comes back as about 380 rows. It reads metrics × days × sources
 * rows (the primary key (metric, day, source) serves a short range), whatever the size of the
 * tables behind them.
 */
export async function statsInRange(db: Tx, from: string, to: string): Promise<StatRow[]> {
  const metrics = Object.fromEntries(STAT_METRICS.map((m) => [m, countOf(m)])) as Record<
    StatMetric,
    ReturnType<typeof countOf>
  >;
  return db
    .select({
      day: sql<string | null>`${s.day}::text`,
      source: s.source,
      ...metrics,
      revenuePaise:
        sql<number>`coalesce(sum(${s.amount}) filter (where ${s.metric} = 'payment'), 0)`.mapWith(
          Number,
        ),
    })
    .from(s)
    .where(and(inArray(s.metric, [...STAT_METRICS]), between(s.day, from, to)))
    .groupBy(sql`grouping sets ((${s.day}), (${s.source}))`);
}

export type NowCounts = { openCallbacks: number; activeBatches: number; upcomingWebinars: number };

/**
 * The figures that describe the present whatever the range, each a count over an index:
 * callbacks still to be dealt with (callbacks_status_idx), batches running or to come
 * (few rows), webinars not yet started (webinars_start_idx).
 */
export async function nowCounts(
  db: Tx,
  opts: { openStatuses: readonly string[]; today: string; now: Date },
): Promise<NowCounts> {
  const statuses = sql.join(
    opts.openStatuses.map((st) => sql`${st}`),
    sql`, `,
  );
  const result = await db.execute<Record<keyof NowCounts, number | string>>(sql`
    select
      (select count(*) from callback_requests where follow_up_status in (${statuses}))
        as "openCallbacks",
      (select count(*) from batches where is_active and end_date >= ${opts.today}::date)
        as "activeBatches",
      (select count(*) from webinars where start_time > ${opts.now.toISOString()}::timestamptz)
        as "upcomingWebinars"`);
  const row = (result as unknown as { rows: Record<keyof NowCounts, number | string>[] }).rows[0]!;
  return {
    openCallbacks: Number(row.openCallbacks),
    activeBatches: Number(row.activeBatches),
    upcomingWebinars: Number(row.upcomingWebinars),
  };
}
