import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { isPglite, type Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * Periodic work that must run once across the cluster (the quiz-expiry sweep, retention), in
 * whichever processes run job workers: servers with JOB_WORKERS on and `cli/jobs-worker.ts`.
 *
 * Ticks fall on wall-clock multiples of `everyMs`, so every instance wakes at the same moment.
 * On PostgreSQL a tick opens a transaction that takes `pg_try_advisory_xact_lock` on the task's
 * name: the instances that miss it skip the tick at once (nobody waits). The winner then claims
 * the slot in a ledger row (the jobs table, queue 'scheduler', one row per task whose run_at is
 * the last slot run) so that an instance whose timer fires late does not run the slot again,
 * and runs the task on the pool (its writes commit as they go, in batches). The transaction
 * commits when the task is done; if the task throws, the claim rolls back and the slot may be
 * run by another instance. PGlite is one process: the task simply runs.
 */
export type TaskContext = { db: Db; now: Date; log: FastifyBaseLogger | undefined };

export type ScheduledTask = {
  /** Unique; names the task's lock and ledger row (at most 100 characters). */
  name: string;
  everyMs: number;
  run(ctx: TaskContext): Promise<void>;
};

export type Scheduler = {
  register(task: ScheduledTask): void;
  /** Arms every task's timer (with the job workers). */
  start(): void;
  /** Disarms the timers and waits for running ticks. */
  stop(): Promise<void>;
  /** One tick of a task now, under the cluster rule; true when this process ran it (tests). */
  tick(name: string, now?: Date): Promise<boolean>;
  names(): string[];
};

/** First key of the two-key advisory locks the scheduler takes (the second: hashtext(name)). */
export const SCHEDULER_LOCK_CLASS = 7_341_002;
export const SCHEDULER_QUEUE = 'scheduler';

type Armed = ScheduledTask & { timer: NodeJS.Timeout | null; ticking: Promise<boolean> | null };

export function createScheduler(db: Db, opts: { log?: FastifyBaseLogger } = {}): Scheduler {
  const tasks = new Map<string, Armed>();
  const single = isPglite(db);
  let started = false;

  async function claimAndRun(task: Armed, now: Date): Promise<boolean> {
    const ctx: TaskContext = { db, now, log: opts.log };
    if (single) {
      await task.run(ctx);
      return true;
    }
    const slot = new Date(Math.floor(now.getTime() / task.everyMs) * task.everyMs);
    return db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_CLASS}, hashtext(${task.name})) as ok`,
      );
      if (!(locked as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return false;
      const claimed = await tx
        .insert(jobs)
        .values({
          queue: SCHEDULER_QUEUE,
          payload: { task: task.name },
          status: 'done',
          runAt: slot,
          finishedAt: now,
          maxAttempts: 1,
          dedupeKey: `${SCHEDULER_QUEUE}:${task.name}`,
        })
        .onConflictDoUpdate({
          target: jobs.dedupeKey,
          targetWhere: sql`${jobs.dedupeKey} is not null`,
          set: { runAt: slot, finishedAt: now, updatedAt: now },
          setWhere: sql`${jobs.runAt} < ${slot}`,
        })
        .returning({ id: jobs.id });
      if (!claimed.length) return false;
      await task.run(ctx);
      return true;
    });
  }

  function tick(task: Armed, now: Date): Promise<boolean> {
    // One tick of a task at a time in this process: a slow run makes the next tick skip.
    if (task.ticking) return Promise.resolve(false);
    const ticking = claimAndRun(task, now).finally(() => {
      task.ticking = null;
    });
    task.ticking = ticking;
    return ticking;
  }

  function arm(task: Armed) {
    if (!started) return;
    // The next multiple of everyMs (+10 ms: a timer may fire a hair early).
    const delay = task.everyMs - (Date.now() % task.everyMs) + 10;
    task.timer = setTimeout(() => {
      task.timer = null;
      tick(task, new Date())
        .catch((error: unknown) => {
          opts.log?.error({ err: error, task: task.name }, 'scheduled task failed');
        })
        .finally(() => arm(task));
    }, delay);
    task.timer.unref();
  }

  return {
    register(task) {
      if (tasks.has(task.name)) throw new Error(`scheduled task ${task.name} already registered`);
      if (!(task.everyMs >= 10)) throw new Error(`scheduled task ${task.name}: everyMs too small`);
      const armed: Armed = { ...task, timer: null, ticking: null };
      tasks.set(task.name, armed);
      arm(armed);
    },
    start() {
      if (started) return;
      started = true;
      for (const task of tasks.values()) arm(task);
    },
    async stop() {
      started = false;
      for (const task of tasks.values()) {
        if (task.timer) clearTimeout(task.timer);
        task.timer = null;
      }
      await Promise.allSettled([...tasks.values()].map((t) => t.ticking));
    },
    tick(name, now = new Date()) {
      const task = tasks.get(name);
      if (!task) throw new Error(`no scheduled task ${name}`);
      return tick(task, now);
    },
    names() {
      return [...tasks.keys()];
    },
  };
}

/** `app.scheduler`, stopped when the app closes; server.ts and the jobs worker start it. */
export function registerScheduler(app: FastifyInstance): void {
  app.decorate('scheduler', createScheduler(app.db, { log: app.log }));
  app.addHook('onClose', async () => app.scheduler.stop());
}
