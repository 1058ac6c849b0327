import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** What daily_stats counts; each is kept by statement triggers on its table (migration 0009). */
export const STAT_METRICS = [
  'kodr',
  'kodex',
  'webinar',
  'callback',
  'payment',
  'enrolment',
  'quiz_attempt',
] as const;
export type StatMetric = (typeof STAT_METRICS)[number];

/**
 * Per IST day, metric and utm_source ('' when none): how many, and an amount (paise, payments
 * only). Statement-level triggers with transition tables keep it exact on every insert, update and
 * delete of the source tables, so the admin dashboard reads a few hundred rows whatever the
 * volume (issue #7: under 200 ms with 1,000,000 registrations).
 */
export const dailyStats = pgTable(
  'daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: varchar('metric', { length: 16 }).$type<StatMetric>().notNull(),
    source: varchar('source', { length: 100 }).notNull().default(''),
    count: integer('count').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.source] })],
);
