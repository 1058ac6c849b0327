import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { idColumn, timestamps, tz } from './columns.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The job queue (ARCHITECTURE.md "Background work"): a table every worker claims from with
 * `FOR UPDATE SKIP LOCKED`. At-least-once: a claimed job whose lock expires (its worker died) is
 * claimed again, so handlers are idempotent. Failed runs retry with backoff until maxAttempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    /** which handler runs it: 'judge', 'email', 'certificate', … */
    queue: varchar('queue', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 12 }).$type<JobStatus>().notNull().default('queued'),
    /** not before this time (backoff, scheduling) */
    runAt: tz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** while running: the claim expires here and another worker may take the job again */
    lockedUntil: tz('locked_until'),
    lockedBy: varchar('locked_by', { length: 80 }),
    lastError: text('last_error'),
    /** at most one job per key (e.g. one e-mail per recipient per send) */
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    finishedAt: tz('finished_at'),
    ...timestamps,
  },
  (t) => [
    index('jobs_claim_idx').on(t.queue, t.status, t.runAt),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
