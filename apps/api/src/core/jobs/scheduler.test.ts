import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { createTestContext, postgresUrl, type TestContext } from '../../test/harness.ts';
import { createScheduler, SCHEDULER_QUEUE, type ScheduledTask } from './scheduler.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const onPostgres = process.env.TEST_DB === 'postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let taskCounter = 0;
const taskName = () => `test-${process.pid}-${++taskCounter}`;

function counting(name: string, everyMs: number, work?: () => Promise<void>) {
  const runs: Date[] = [];
  const task: ScheduledTask = {
    name,
    everyMs,
    async run({ now }) {
      runs.push(now);
      await work?.();
    },
  };
  return { task, runs };
}

async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe('scheduler', () => {
  it('ticks on its interval only between start and stop; stop waits for a running tick', async () => {
    const scheduler = createScheduler(ctx.db);
    let finished = 0;
    const { task, runs } = counting(taskName(), 40, async () => {
      await sleep(30);
      finished += 1;
    });
    scheduler.register(task);
    await sleep(120);
    expect(runs).toHaveLength(0);
    scheduler.start();
    await waitFor(() => runs.length >= 2);
    await scheduler.stop();
    // Whatever tick was running has finished; none starts after stop.
    expect(finished).toBe(runs.length);
    const seen = runs.length;
    await sleep(150);
    expect(runs).toHaveLength(seen);
  });

  it('a failing task rejects its tick and is tried again at the next', async () => {
    const scheduler = createScheduler(ctx.db);
    let fail = true;
    const name = taskName();
    scheduler.register({
      name,
      everyMs: 60_000,
      async run() {
        if (fail) throw new Error('boom');
      },
    });
    await expect(scheduler.tick(name)).rejects.toThrow('boom');
    fail = false;
    // On PostgreSQL the failed tick's claim rolled back: the same slot may run again.
    expect(await scheduler.tick(name)).toBe(true);
    expect(() => scheduler.tick('nope')).toThrow(/no scheduled task/);
    expect(() => scheduler.register({ name, everyMs: 1000, run: async () => {} })).toThrow(
      /already registered/,
    );
  });

  it.skipIf(onPostgres)('PGlite is one process: a tick simply runs', async () => {
    const scheduler = createScheduler(ctx.db);
    const { task, runs } = counting(taskName(), 60_000);
    scheduler.register(task);
    const now = new Date();
    expect(await scheduler.tick(task.name, now)).toBe(true);
    expect(await scheduler.tick(task.name, now)).toBe(true);
    expect(runs).toHaveLength(2);
  });
});

describe.skipIf(!onPostgres || !postgresUrl())('scheduler across instances (PostgreSQL)', () => {
  const name = `kodeschool_sched_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  const instances: Database[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl());
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i += 1) {
      instances.push(await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }));
    }
    await instances[0]!.migrate();
  });
  afterAll(async () => {
    await Promise.all(instances.map((d) => d.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('three instances ticking the same slot at once run the task once; the next slot once more', async () => {
    const everyMs = 60_000;
    const task = taskName();
    let runs = 0;
    const schedulers = instances.map((d) => {
      const s = createScheduler(d.db);
      s.register({
        name: task,
        everyMs,
        async run() {
          runs += 1;
          await sleep(50);
        },
      });
      return s;
    });
    const slot = Math.floor(Date.now() / everyMs) * everyMs;
    const at = (ms: number) => new Date(slot + ms);

    // Everyone wakes at once: one wins the lock, the others skip without waiting.
    const first = await Promise.all(schedulers.map((s) => s.tick(task, at(5))));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // A timer firing late in the same slot finds it done (the ledger row).
    expect(await Promise.all(schedulers.map((s) => s.tick(task, at(30_000))))).toEqual([
      false,
      false,
      false,
    ]);
    expect(runs).toBe(1);
    // The next slot runs once again.
    const next = await Promise.all(schedulers.map((s) => s.tick(task, at(everyMs + 5))));
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);

    const ledger = await instances[0]!.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${SCHEDULER_QUEUE}:${task}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ queue: SCHEDULER_QUEUE, status: 'done' });
    expect(ledger[0]!.runAt).toEqual(at(everyMs));
  });

  it('while one instance runs a slow tick the others skip at once', async () => {
    const task = taskName();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const [a, b] = instances.map((d) => {
      const s = createScheduler(d.db);
      s.register({ name: task, everyMs: 1_000, run: () => held });
      return s;
    });
    const slow = a!.tick(task, new Date(Date.now()));
    await sleep(50);
    const started = Date.now();
    // B's timer fires in a later slot while A is still at it: B does not wait for A.
    expect(await b!.tick(task, new Date(Date.now() + 5_000))).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
    release();
    expect(await slow).toBe(true);
  });
});
