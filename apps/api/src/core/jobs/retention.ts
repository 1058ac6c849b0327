import { and, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client.ts';
import { jobs, outbox } from '../../db/schema/index.ts';

/**
 * Retention: finished jobs (done, failed) and delivered outbox rows (sent, logged) older than
 * RETENTION_DAYS (30) are deleted, a batch at a time, by a scheduled task (core/jobs/scheduler.ts)
 * that runs once an hour across the cluster.
 *
 * Dedupe keys: a job's or an outbox row's dedupe key is what makes its work exactly-once (one
 * judging per submission, one e-mail per webinar delivery, one SMS per paid payment). Every key
 * names a one-off thing (a submission, a delivery, a payment) and is only presented again by a
 * retry of the same job, and retries end within hours (backoff capped at 10 minutes, a few
 * attempts, 60 s leases). Rows a retention period old are far outside any retry window, so
 * deleting them and their keys cannot let anything be sent twice. Queued and running jobs and
 * pending or failed outbox rows are never deleted here: they are work or evidence still open.
 */

export const RETENTION_TASK = 'retention';
export const RETENTION_EVERY_MS = 60 * 60_000;
const BATCH = 1_000;
/** Per table per run; a backlog (first run on an old database) is worked off hour by hour. */
const MAX_BATCHES = 100;

/**
 * Ids are timestamp-prefixed at creation (core/ids.ts) and a row is created before it finishes,
 * so every row finished before the cutoff has an id below this one: the primary key finds the
 * old rows without scanning the table, the status/time test then decides.
 */
export function idBefore(cutoff: Date): string {
  const seconds = Math.floor(cutoff.getTime() / 1000) + 1;
  return seconds.toString(16).padStart(8, '0') + '0'.repeat(16);
}

type Batching = { batchSize: number; maxBatches: number };

/** Deletes `size` rows at a time, each batch its own statement (and transaction). */
async function deleteInBatches(
  db: Db,
  table: typeof jobs | typeof outbox,
  where: SQL,
  { batchSize, maxBatches }: Batching,
): Promise<{ deleted: number; more: boolean }> {
  let deleted = 0;
  for (let i = 0; i < maxBatches; i += 1) {
    const ids = db.select({ id: table.id }).from(table).where(where).limit(batchSize);
    const rows = await db.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
    deleted += rows.length;
    if (rows.length < batchSize) return { deleted, more: false };
  }
  return { deleted, more: true };
}

export async function deleteExpired(
  db: Db,
  opts: { retentionDays: number; now?: Date } & Partial<Batching>,
): Promise<{ jobs: number; outbox: number; more: boolean }> {
  const batching = {
    batchSize: opts.batchSize ?? BATCH,
    maxBatches: opts.maxBatches ?? MAX_BATCHES,
  };
  const now = opts.now ?? new Date();
  const cutoff = new Date(now.getTime() - opts.retentionDays * 86_400_000);
  const below = idBefore(cutoff);
  const oldJobs = and(
    lt(jobs.id, below),
    inArray(jobs.status, ['done', 'failed']),
    lt(jobs.finishedAt, cutoff),
  )!;
  const oldMessages = and(
    lt(outbox.id, below),
    inArray(outbox.status, ['sent', 'logged']),
    lt(outbox.createdAt, cutoff),
  )!;
  const j = await deleteInBatches(db, jobs, oldJobs, batching);
  const o = await deleteInBatches(db, outbox, oldMessages, batching);
  return { jobs: j.deleted, outbox: o.deleted, more: j.more || o.more };
}

export function registerRetention(app: FastifyInstance): void {
  app.scheduler.register({
    name: RETENTION_TASK,
    everyMs: RETENTION_EVERY_MS,
    async run({ db, now, log }) {
      const done = await deleteExpired(db, { retentionDays: app.config.retentionDays, now });
      if (done.jobs || done.outbox) {
        log?.info(
          { ...done, retentionDays: app.config.retentionDays },
          'retention: old rows deleted',
        );
      }
    },
  });
}
