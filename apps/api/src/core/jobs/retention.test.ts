import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jobs, outbox } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { newId } from '../ids.ts';
import { deleteExpired, RETENTION_TASK } from './index.ts';
import { idBefore } from './retention.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { retentionDays: 30 } });
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
let tag = 0;

type JobStatus = 'queued' | 'running' | 'done' | 'failed';
/** A job made `createdDays` ago (its id too, as the queue makes them), finished `finishedDays` ago. */
function jobRow(prefix: string, status: JobStatus, createdDays: number, finishedDays?: number) {
  const createdAt = daysAgo(createdDays);
  return {
    id: newId(createdAt),
    queue: `retention-${prefix}`,
    payload: {},
    status,
    dedupeKey: `${prefix}:${++tag}`,
    createdAt,
    updatedAt: createdAt,
    finishedAt: finishedDays === undefined ? null : daysAgo(finishedDays),
  };
}

type OutboxStatus = 'pending' | 'sent' | 'failed' | 'logged';
function messageRow(prefix: string, status: OutboxStatus, createdDays: number) {
  const createdAt = daysAgo(createdDays);
  return {
    id: newId(createdAt),
    channel: 'email' as const,
    to: `${prefix}@example.com`,
    body: 'Hello',
    status,
    dedupeKey: `${prefix}:${++tag}`,
    createdAt,
    updatedAt: createdAt,
  };
}

async function left(prefix: string) {
  const j = await ctx.db
    .select({ status: jobs.status, dedupeKey: jobs.dedupeKey })
    .from(jobs)
    .where(like(jobs.queue, `retention-${prefix}%`));
  const o = await ctx.db
    .select({ status: outbox.status })
    .from(outbox)
    .where(like(outbox.to, `${prefix}@%`));
  return { jobs: j.map((r) => r.status).sort(), outbox: o.map((r) => r.status).sort() };
}

describe('retention', () => {
  it('deletes finished jobs and delivered messages past the retention period, nothing else', async () => {
    await ctx.db.insert(jobs).values([
      jobRow('a', 'done', 40, 35),
      jobRow('a', 'failed', 33, 31),
      // created long ago, finished recently (a long retry run): kept until it is old itself
      jobRow('a', 'done', 40, 10),
      jobRow('a', 'done', 5, 5),
      // still work: never deleted, however old
      jobRow('a', 'queued', 60),
      jobRow('a', 'running', 60),
    ]);
    await ctx.db
      .insert(outbox)
      .values([
        messageRow('a', 'sent', 45),
        messageRow('a', 'logged', 31),
        messageRow('a', 'sent', 29),
        messageRow('a', 'pending', 60),
        messageRow('a', 'failed', 60),
      ]);

    const done = await deleteExpired(ctx.db, { retentionDays: 30 });
    expect(done.more).toBe(false);
    expect(done).toMatchObject({ jobs: 2, outbox: 2 });
    expect(await left('a')).toEqual({
      jobs: ['done', 'done', 'queued', 'running'],
      outbox: ['failed', 'pending', 'sent'],
    });
  });

  it('works in batches: a backlog is deleted a batch at a time, the rest next run', async () => {
    const rows = Array.from({ length: 250 }, () => jobRow('b', 'done', 50, 45));
    await ctx.db.insert(jobs).values(rows);
    const first = await deleteExpired(ctx.db, { retentionDays: 30, batchSize: 100, maxBatches: 2 });
    expect(first).toMatchObject({ jobs: 200, more: true });
    expect((await left('b')).jobs).toHaveLength(50);
    const second = await deleteExpired(ctx.db, {
      retentionDays: 30,
      batchSize: 100,
      maxBatches: 2,
    });
    expect(second).toMatchObject({ jobs: 50, more: false });
    expect((await left('b')).jobs).toHaveLength(0);
  });

  it('runs as the scheduled task with RETENTION_DAYS', async () => {
    expect(ctx.app.scheduler.names()).toContain(RETENTION_TASK);
    const old = jobRow('c', 'done', 31, 31);
    const kept = messageRow('c', 'sent', 29);
    await ctx.db.insert(jobs).values(old);
    await ctx.db.insert(outbox).values([messageRow('c', 'logged', 31), kept]);
    expect(await ctx.app.scheduler.tick(RETENTION_TASK)).toBe(true);
    expect(await left('c')).toEqual({ jobs: [], outbox: ['sent'] });
    // On PostgreSQL the tick left its ledger row (a done job, finished now): not swept later.
    await ctx.app.scheduler.tick(RETENTION_TASK, new Date(Date.now() + 3_600_000));
    const ledger = await ctx.db
      .select()
      .from(jobs)
      .where(inArray(jobs.dedupeKey, [`scheduler:${RETENTION_TASK}`]));
    expect(ledger).toHaveLength(process.env.TEST_DB === 'postgres' ? 1 : 0);
  });

  it('the id bound covers every id made before the cutoff', () => {
    const cutoff = new Date('2025-05-01T10:00:00.500Z');
    expect(newId(new Date('2025-05-01T10:00:00.000Z')) < idBefore(cutoff)).toBe(true);
    expect(newId(new Date('2025-05-01T10:00:02.000Z')) < idBefore(cutoff)).toBe(false);
  });
});
