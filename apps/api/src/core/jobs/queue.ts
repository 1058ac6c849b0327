import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { jobs, type JobRow } from '../../db/schema/jobs.ts';

/**
 * A table-backed job queue (ARCHITECTURE.md "Background work") that works on PGlite and
 * PostgreSQL. Workers claim due jobs with `FOR UPDATE SKIP LOCKED`, hold them with a lease that
 * a heartbeat extends while the handler runs, and retry failures with exponential backoff until
 * maxAttempts (then status failed with lastError). A job whose worker died is claimed again when
 * its lease expires: delivery is at-least-once, so handlers must be idempotent.
 */

export type EnqueueOptions = {
  /** At most one job per key: enqueueing an existing key returns the existing job. */
  dedupeKey?: string;
  /** Not before this time. */
  runAt?: Date;
  /** Runs before the job fails for good (default 5). */
  maxAttempts?: number;
};

export type Job<P = Record<string, unknown>> = {
  id: string;
  queue: string;
  payload: P;
  /** 1 on the first run */
  attempts: number;
  maxAttempts: number;
};

export type JobHandler<P = Record<string, unknown>> = (job: Job<P>) => Promise<void>;

/** Thrown by a handler: the job fails at once, without further retries. */
export class PermanentJobError extends Error {}

export type JobQueue = {
  enqueue(
    db: Tx,
    queue: string,
    payload: Record<string, unknown>,
    opts?: EnqueueOptions,
  ): Promise<JobRow>;
  register<P = Record<string, unknown>>(
    queue: string,
    handler: JobHandler<P>,
    opts?: { concurrency?: number },
  ): void;
  /** Start polling workers (server.ts). Tests call drain() instead. */
  start(): void;
  /** Stop claiming and wait for running handlers to finish. */
  stop(): Promise<void>;
  /**
   * Process every job that is due now, including jobs enqueued by handlers while draining, until
   * none is due and none is running. Jobs retried with backoff wait for their time (tests move
   * run_at). Rejects after timeoutMs (default 120 s).
   */
  drain(opts?: { timeoutMs?: number }): Promise<void>;
  /** Handlers currently running (all queues). */
  running(): number;
  /** The queues this process has handlers for (metrics look at these). */
  queues(): string[];
};

export type JobQueueOptions = {
  log?: FastifyBaseLogger;
  /** Idle poll interval (default 400 ms). */
  pollMs?: number;
  /** Claim lease; a heartbeat renews it every third of it (default 60 s). */
  leaseMs?: number;
  /** First retry delay; doubles each attempt (default 2 s), capped at maxBackoffMs (10 min). */
  backoffMs?: number;
  maxBackoffMs?: number;
};

type Registered = {
  queue: string;
  handler: JobHandler;
  concurrency: number;
  running: number;
  timer: NodeJS.Timeout | null;
  polling: boolean;
};

const MAX_ERROR_CHARS = 4000;

export function backoffDelayMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Writes a job row in the caller's transaction (what `enqueue` does, without waking this
 * process's workers: the next poll finds it). For code that has a transaction but no app, such
 * as core/outbox.ts queueing a message.
 */
export async function insertJob(
  tx: Tx,
  queue: string,
  payload: Record<string, unknown>,
  o: EnqueueOptions = {},
): Promise<JobRow> {
  const values = {
    queue,
    payload,
    ...(o.runAt && { runAt: o.runAt }),
    ...(o.maxAttempts && { maxAttempts: Math.max(1, Math.floor(o.maxAttempts)) }),
    ...(o.dedupeKey && { dedupeKey: o.dedupeKey }),
  };
  if (!o.dedupeKey) {
    const [row] = await tx.insert(jobs).values(values).returning();
    return row!;
  }
  const [row] = await tx
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`dedupe_key is not null` })
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(jobs).where(eq(jobs.dedupeKey, o.dedupeKey)).limit(1);
  if (existing) return existing;
  throw new Error(`job with dedupe key ${o.dedupeKey} vanished`);
}

export type QueueFigures = { queue: string; queued: number; running: number; oldest: number };

/**
 * The /metrics gauges of these queues, in one query: per queue three index lookups on
 * jobs_claim_idx (queue, status, run_at); finished jobs are never read. `oldest` is how long the
 * oldest due job has waited past its run time, in seconds (0: none).
 */
export async function queueFigures(db: Db, names: string[]): Promise<QueueFigures[]> {
  const list = sql.join(
    names.map((n) => sql`(${n})`),
    sql`, `,
  );
  const rows = await rowsOf<QueueFigures>(
    db,
    sql`
      select q.name as queue,
        (select count(*) from jobs j where j.queue = q.name and j.status = 'queued')::int as queued,
        (select count(*) from jobs j where j.queue = q.name and j.status = 'running')::int as running,
        coalesce(extract(epoch from now() - (
          select min(j.run_at) from jobs j
          where j.queue = q.name and j.status = 'queued' and j.run_at <= now()
        )), 0)::float8 as oldest
      from (values ${list}) as q(name)`,
  );
  return rows.map((r) => ({
    queue: r.queue,
    queued: Number(r.queued),
    running: Number(r.running),
    oldest: Math.max(0, Number(r.oldest)),
  }));
}

export function createJobQueue(db: Db, opts: JobQueueOptions = {}): JobQueue {
  const pollMs = opts.pollMs ?? 400;
  const leaseMs = opts.leaseMs ?? 60_000;
  const backoffMs = opts.backoffMs ?? 2_000;
  const maxBackoffMs = opts.maxBackoffMs ?? 10 * 60_000;
  const workerId = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const queues = new Map<string, Registered>();
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let stopping = false;

  async function claim(reg: Registered, limit: number): Promise<JobRow[]> {
    if (limit <= 0) return [];
    const leaseS = leaseMs / 1000;
    const result = await db.execute(sql`
      update ${jobs} set
        status = 'running',
        attempts = ${jobs.attempts} + 1,
        locked_until = now() + make_interval(secs => ${leaseS}),
        locked_by = ${workerId},
        updated_at = now()
      where ${jobs.id} in (
        select ${jobs.id} from ${jobs}
        where ${jobs.queue} = ${reg.queue}
          and ((${jobs.status} = 'queued' and ${jobs.runAt} <= now())
            or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))
        order by ${jobs.runAt}, ${jobs.createdAt}
        limit ${limit}
        for update skip locked
      )
      returning id, queue, payload, attempts, max_attempts`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map(
      (r) =>
        ({
          id: r.id,
          queue: r.queue,
          payload: r.payload,
          attempts: Number(r.attempts),
          maxAttempts: Number(r.max_attempts),
        }) as JobRow,
    );
  }

  async function finish(id: string) {
    await db
      .update(jobs)
      .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(jobs.id, id));
  }

  async function fail(job: Job, error: unknown) {
    const message = (error instanceof Error ? error.stack || error.message : String(error)).slice(
      0,
      MAX_ERROR_CHARS,
    );
    const permanent = error instanceof PermanentJobError;
    if (permanent || job.attempts >= job.maxAttempts) {
      await db
        .update(jobs)
        .set({ status: 'failed', lastError: message, lockedUntil: null, finishedAt: new Date() })
        .where(eq(jobs.id, job.id));
      opts.log?.error({ jobId: job.id, queue: job.queue, err: error }, 'job failed for good');
      return;
    }
    const delayS = backoffDelayMs(job.attempts, backoffMs, maxBackoffMs) / 1000;
    await db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: message,
        lockedUntil: null,
        lockedBy: null,
        runAt: sql`now() + make_interval(secs => ${delayS})`,
      })
      .where(eq(jobs.id, job.id));
    opts.log?.warn({ jobId: job.id, queue: job.queue, err: error }, 'job failed; will retry');
  }

  function runJob(reg: Registered, row: JobRow): Promise<void> {
    reg.running += 1;
    const job: Job = {
      id: row.id,
      queue: row.queue,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
    };
    const heartbeat = setInterval(
      () => {
        void db
          .update(jobs)
          .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
          .catch(() => undefined);
      },
      Math.max(50, leaseMs / 3),
    );
    heartbeat.unref();
    const work = (async () => {
      try {
        // A job whose worker died on its last allowed attempt is not run again.
        if (job.attempts > job.maxAttempts) {
          await fail(job, new PermanentJobError('the worker stopped while running it'));
          return;
        }
        try {
          await reg.handler(job);
        } catch (error) {
          await fail(job, error);
          return;
        }
        await finish(job.id);
      } catch (error) {
        // The database went away; the lease expires and another run picks the job up.
        opts.log?.error({ jobId: job.id, err: error }, 'job bookkeeping failed');
      } finally {
        clearInterval(heartbeat);
        reg.running -= 1;
      }
    })();
    inFlight.add(work);
    void work.finally(() => {
      inFlight.delete(work);
      if (started && !stopping) schedule(reg, 0);
    });
    return work;
  }

  /** Claims up to the free slots of one queue and starts the handlers; returns how many. */
  async function fill(reg: Registered): Promise<number> {
    const rows = await claim(reg, reg.concurrency - reg.running);
    for (const row of rows) void runJob(reg, row);
    return rows.length;
  }

  function schedule(reg: Registered, delay: number) {
    if (!started || stopping) return;
    if (reg.timer) clearTimeout(reg.timer);
    reg.timer = setTimeout(() => void poll(reg), delay);
    reg.timer.unref();
  }

  async function poll(reg: Registered) {
    reg.timer = null;
    if (reg.polling || stopping) return;
    reg.polling = true;
    let claimed = 0;
    try {
      claimed = await fill(reg);
    } catch (error) {
      opts.log?.error({ queue: reg.queue, err: error }, 'job claim failed');
    } finally {
      reg.polling = false;
    }
    const full = reg.running >= reg.concurrency;
    // Something claimed and slots left: look again at once; otherwise wait for the next poll
    // (a finishing handler or an enqueue wakes the queue earlier).
    schedule(reg, claimed > 0 && !full ? 0 : pollMs);
  }

  return {
    async enqueue(tx, queue, payload, o = {}) {
      const row = await insertJob(tx, queue, payload, o);
      const reg = queues.get(queue);
      // Wake the local workers; a transaction not committed yet is seen by the next poll.
      if (reg && started && !stopping) {
        const wait = o.runAt ? Math.max(0, o.runAt.getTime() - Date.now()) : 0;
        schedule(reg, Math.min(wait + 5, pollMs));
      }
      return row;
    },

    register(queue, handler, o = {}) {
      if (queues.has(queue)) throw new Error(`job queue ${queue} already has a handler`);
      const reg: Registered = {
        queue,
        handler: handler as JobHandler,
        concurrency: Math.max(1, Math.floor(o.concurrency ?? 1)),
        running: 0,
        timer: null,
        polling: false,
      };
      queues.set(queue, reg);
      if (started) schedule(reg, 0);
    },

    start() {
      if (started) return;
      started = true;
      stopping = false;
      for (const reg of queues.values()) schedule(reg, 0);
    },

    async stop() {
      stopping = true;
      for (const reg of queues.values()) {
        if (reg.timer) clearTimeout(reg.timer);
        reg.timer = null;
      }
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      started = false;
      stopping = false;
    },

    async drain(o = {}) {
      const deadline = Date.now() + (o.timeoutMs ?? 120_000);
      for (;;) {
        if (Date.now() > deadline) throw new Error('jobs.drain timed out');
        let claimed = 0;
        for (const reg of queues.values()) {
          if (reg.polling) continue;
          reg.polling = true;
          try {
            claimed += await fill(reg);
          } finally {
            reg.polling = false;
          }
        }
        if (claimed === 0 && inFlight.size === 0) {
          // A polling worker may be claiming right now; look once more after it.
          if ([...queues.values()].some((r) => r.polling)) {
            await new Promise((r) => setTimeout(r, 10));
            continue;
          }
          return;
        }
        if (inFlight.size) await Promise.race(inFlight);
      }
    },

    running() {
      let n = 0;
      for (const reg of queues.values()) n += reg.running;
      return n;
    },

    queues() {
      return [...queues.keys()];
    },
  };
}
