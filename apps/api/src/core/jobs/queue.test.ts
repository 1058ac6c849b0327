import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jobs } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { backoffDelayMs, createJobQueue, PermanentJobError, type JobQueue } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let queueCounter = 0;
/** A queue name of its own per test: each test's queue instance only sees its jobs. */
const qname = () => `t${process.pid % 1000}-${++queueCounter}`;

async function jobRow(id: string) {
  const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** Seconds from the database's now() to the job's run_at. */
async function runsInS(id: string): Promise<number> {
  const res = await ctx.db.execute(
    sql`select extract(epoch from (run_at - now()))::float8 as s from jobs where id = ${id}`,
  );
  return Number((res as unknown as { rows: { s: number }[] }).rows[0]!.s);
}

async function makeDue(id: string) {
  await ctx.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));
}

function newQueue(backoffMs = 1000): JobQueue {
  return createJobQueue(ctx.db, { backoffMs, leaseMs: 30_000, pollMs: 50 });
}

describe('job queue', () => {
  it('runs an enqueued job once and marks it done (app.jobs)', async () => {
    const q = qname();
    const seen: unknown[] = [];
    ctx.app.jobs.register(q, async (job) => {
      seen.push(job.payload);
    });
    const job = await ctx.app.jobs.enqueue(ctx.db, q, { n: 1 });
    expect(job.status).toBe('queued');
    await ctx.app.jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);
    const row = await jobRow(job.id);
    expect(row.status).toBe('done');
    expect(row.attempts).toBe(1);
    expect(row.finishedAt).toBeInstanceOf(Date);
    await ctx.app.jobs.drain();
    expect(seen).toHaveLength(1);
  });

  it('enqueues inside a transaction and ignores a second job with the same dedupe key', async () => {
    const queue = newQueue();
    const q = qname();
    let runs = 0;
    queue.register(q, async () => {
      runs += 1;
    });
    const key = `dedupe-${q}`;
    const first = await ctx.db.transaction((tx) =>
      queue.enqueue(tx, q, { a: 1 }, { dedupeKey: key }),
    );
    const second = await queue.enqueue(ctx.db, q, { a: 2 }, { dedupeKey: key });
    expect(second.id).toBe(first.id);
    expect(second.payload).toEqual({ a: 1 });
    const rows = await ctx.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
    expect(rows).toHaveLength(1);
    await queue.drain();
    // done jobs keep their key: enqueueing it again is still a no-op
    const third = await queue.enqueue(ctx.db, q, { a: 3 }, { dedupeKey: key });
    expect(third.id).toBe(first.id);
    await queue.drain();
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const queue = newQueue(1000);
    const q = qname();
    let calls = 0;
    queue.register(q, async (job) => {
      calls += 1;
      expect(job.attempts).toBe(calls);
      if (calls < 3) throw new Error(`boom ${calls}`);
    });
    const job = await queue.enqueue(ctx.db, q, {}, { maxAttempts: 5 });
    await queue.drain();
    let row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(row.lastError).toContain('boom 1');
    let wait = await runsInS(job.id);
    expect(wait).toBeGreaterThan(0.5);
    expect(wait).toBeLessThanOrEqual(1.05);
    // not due yet: drain leaves it
    await queue.drain();
    expect(calls).toBe(1);

    await makeDue(job.id);
    await queue.drain();
    row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.lastError).toContain('boom 2');
    wait = await runsInS(job.id);
    expect(wait).toBeGreaterThan(1.5);
    expect(wait).toBeLessThanOrEqual(2.05);

    await makeDue(job.id);
    await queue.drain();
    row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(backoffDelayMs(1, 1000, 60_000)).toBe(1000);
    expect(backoffDelayMs(4, 1000, 60_000)).toBe(8000);
    expect(backoffDelayMs(20, 1000, 60_000)).toBe(60_000);
  });

  it('fails for good after maxAttempts, keeping the last error', async () => {
    const queue = newQueue(1);
    const q = qname();
    let calls = 0;
    queue.register(q, async () => {
      calls += 1;
      throw new Error(`always ${calls}`);
    });
    const job = await queue.enqueue(ctx.db, q, {}, { maxAttempts: 2 });
    await queue.drain();
    await makeDue(job.id);
    await queue.drain();
    await makeDue(job.id);
    await queue.drain();
    const row = await jobRow(job.id);
    expect(calls).toBe(2);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(2);
    expect(row.lastError).toContain('always 2');
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('fails at once on a PermanentJobError', async () => {
    const queue = newQueue(1);
    const q = qname();
    queue.register(q, async () => {
      throw new PermanentJobError('not worth retrying');
    });
    const job = await queue.enqueue(ctx.db, q, {});
    await queue.drain();
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('not worth retrying');
  });

  it('claims again a job whose worker died once its lease expires (at-least-once)', async () => {
    const queue = newQueue();
    const q = qname();
    const ran: string[] = [];
    queue.register(q, async (job) => {
      ran.push(job.id);
    });
    // Two jobs claimed by a worker that died: one lease expired, one still held.
    const [expired] = await ctx.db
      .insert(jobs)
      .values({
        queue: q,
        payload: { which: 'expired' },
        status: 'running',
        attempts: 1,
        lockedBy: 'dead-worker',
        lockedUntil: sql`now() - interval '5 seconds'`,
      })
      .returning();
    const [held] = await ctx.db
      .insert(jobs)
      .values({
        queue: q,
        payload: { which: 'held' },
        status: 'running',
        attempts: 1,
        lockedBy: 'busy-worker',
        lockedUntil: sql`now() + interval '5 minutes'`,
      })
      .returning();
    await queue.drain();
    expect(ran).toEqual([expired!.id]);
    expect(await jobRow(expired!.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(held!.id)).toMatchObject({ status: 'running', attempts: 1 });

    // A job that died on its last allowed attempt fails instead of running again.
    const [last] = await ctx.db
      .insert(jobs)
      .values({
        queue: q,
        payload: {},
        status: 'running',
        attempts: 2,
        maxAttempts: 2,
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    await queue.drain();
    expect(ran).toHaveLength(1);
    const row = await jobRow(last!.id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('worker stopped');
  });

  it('never runs more handlers of a queue at once than its concurrency', async () => {
    const queue = newQueue();
    const q = qname();
    let running = 0;
    let peak = 0;
    let done = 0;
    queue.register(
      q,
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 40));
        running -= 1;
        done += 1;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 7; i += 1) await queue.enqueue(ctx.db, q, { i });
    await queue.drain();
    expect(done).toBe(7);
    expect(peak).toBe(2);
  });

  it('drain also runs jobs that handlers enqueue, and leaves jobs scheduled later', async () => {
    const queue = newQueue();
    const q = qname();
    const order: number[] = [];
    queue.register<{ step: number }>(q, async (job) => {
      order.push(job.payload.step);
      if (job.payload.step < 3) await queue.enqueue(ctx.db, q, { step: job.payload.step + 1 });
    });
    await queue.enqueue(ctx.db, q, { step: 1 });
    const later = await queue.enqueue(
      ctx.db,
      q,
      { step: 99 },
      { runAt: new Date(Date.now() + 60 * 60_000) },
    );
    await queue.drain();
    expect(order).toEqual([1, 2, 3]);
    expect((await jobRow(later.id)).status).toBe('queued');
    await makeDue(later.id);
    await queue.drain();
    expect(order).toEqual([1, 2, 3, 99]);
  });

  it('started workers wake on enqueue; stop waits for the running handler', async () => {
    const queue = newQueue();
    const q = qname();
    let finished = false;
    let startedAt = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const begun = new Promise<void>((resolve) => {
      queue.register(q, async () => {
        startedAt = Date.now();
        resolve();
        await gate;
        await new Promise((r) => setTimeout(r, 30));
        finished = true;
      });
    });
    queue.start();
    const t0 = Date.now();
    const job = await queue.enqueue(ctx.db, q, {});
    await begun;
    expect(startedAt - t0).toBeLessThan(2000);
    const stopping = queue.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    expect((await jobRow(job.id)).status).toBe('done');
    // stopped: a new job stays queued
    const next = await queue.enqueue(ctx.db, q, {});
    await new Promise((r) => setTimeout(r, 150));
    expect((await jobRow(next.id)).status).toBe('queued');
    await queue.drain();
    expect((await jobRow(next.id)).status).toBe('done');
  });

  it('two workers on one table run each job exactly once (SKIP LOCKED)', async () => {
    const q = qname();
    const counts = new Map<number, number>();
    const handler = async (job: { payload: { i: number } }) => {
      counts.set(job.payload.i, (counts.get(job.payload.i) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    const a = newQueue();
    const b = newQueue();
    a.register(q, handler, { concurrency: 3 });
    b.register(q, handler, { concurrency: 3 });
    for (let i = 0; i < 20; i += 1) await a.enqueue(ctx.db, q, { i });
    await Promise.all([a.drain(), b.drain()]);
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('refuses a second handler for one queue', () => {
    const queue = newQueue();
    const q = qname();
    queue.register(q, async () => undefined);
    expect(() => queue.register(q, async () => undefined)).toThrow(/already/);
  });
});
