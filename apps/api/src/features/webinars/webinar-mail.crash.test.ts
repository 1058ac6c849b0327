import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Campaign } from '@app/shared';

import { buildApp } from '../../app.ts';
import { loadConfig } from '../../core/config.ts';
import { createMailer, type Mailer } from '../../core/mailer.ts';
import { jobs, webinarCampaigns, webinarDeliveries } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { insertRegistrants, insertWebinar, steeredMailer } from './webinar-campaigns.fixtures.ts';
import { EMAIL_SENDS_PER_CHUNK } from './webinar-mail.ts';

/**
 * The kill-and-restart test of the exactly-once rule: a worker dies in the middle of a run (with
 * messages in flight, deliveries `sending`), another takes the run over once the dead worker's
 * lease lapses, and every recipient ends up with exactly one message.
 *
 * The worker is killed at a moment when no SMTP reply is on its way to it: a message the server
 * accepted but whose acceptance the dying process never recorded is the one window SMTP leaves
 * open (webinar-runs.ts); the last test shows that case on its own — sent again, with the same
 * Message-ID so the receiving side can drop the copy.
 */

const RECIPIENTS = 400;
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp({ parse: false });
});
afterAll(() => smtp.close());

function smtpMailer(url: string): Mailer {
  return createMailer(
    loadConfig({ NODE_ENV: 'test', SMTP_URL: url }, { jwtSecret: 'x'.repeat(48) }),
    silent,
  );
}

async function startRun(ctx: TestContext, prefix: string): Promise<Campaign> {
  const cookie = await loginAs(ctx.app, (await createUser(ctx.db, { role: 'admin' })).phoneNumber!);
  const webinarId = (await insertWebinar(ctx.db)).id;
  await insertRegistrants(ctx.db, webinarId, RECIPIENTS, { prefix });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/webinars/${webinarId}/send-emails`,
    headers: { cookie },
    payload: { subject: 'Hello {name}', body: 'Join {joinLink} on {startTime}' },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.campaign as Campaign;
}

async function statusCounts(ctx: TestContext, campaignId: string) {
  const rows = await ctx.db
    .select({ status: webinarDeliveries.status, n: sql<number>`count(*)::int` })
    .from(webinarDeliveries)
    .where(eq(webinarDeliveries.campaignId, campaignId))
    .groupBy(webinarDeliveries.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

/** Messages the server accepted per address of this run. */
function receivedFor(prefix: string): Map<string, number> {
  const n = new Map<string, number>();
  for (const m of smtp.received)
    if (m.to.startsWith(`${prefix}-`)) n.set(m.to, (n.get(m.to) ?? 0) + 1);
  return n;
}

async function expectExactlyOnce(ctx: TestContext, run: Campaign, prefix: string) {
  const got = receivedFor(prefix);
  expect(got.size).toBe(RECIPIENTS);
  expect([...got.values()].filter((n) => n !== 1)).toEqual([]);
  expect(await statusCounts(ctx, run._id)).toEqual({ sent: RECIPIENTS });
  const [row] = await ctx.db
    .select()
    .from(webinarCampaigns)
    .where(eq(webinarCampaigns.id, run._id));
  expect(row!.status).toBe('done');
}

/** What a dead worker leaves, with time moved on: its jobs' leases have lapsed. */
async function lapseLeases(ctx: TestContext, runId: string, lockedBy = sql`locked_by`) {
  await ctx.db
    .update(jobs)
    .set({ lockedBy: sql`${lockedBy}`, lockedUntil: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.status, 'running'), sql`${jobs.dedupeKey} like ${`campaign:${runId}:%`}`));
}

/** A second app on the same database: the worker that takes over. */
async function takeoverApp(ctx: TestContext, mailer: Mailer): Promise<FastifyInstance> {
  const app = await buildApp({
    config: ctx.config,
    db: ctx.db,
    logger: false,
    google: null,
    mailer,
  });
  await app.ready();
  return app;
}

describe('kill and restart, in process (both databases)', () => {
  it('a worker frozen mid-run is taken over; each recipient gets exactly one message', async () => {
    const steer = steeredMailer(smtpMailer(smtp.url));
    const ctx = await createTestContext({ mailer: steer.mailer });
    try {
      const run = await startRun(ctx, 'frz');
      steer.holdFrom(150);
      // Worker A: both chunks run, 150 messages go, then every send hangs before the server.
      const drainingA = ctx.app.jobs.drain().catch(() => undefined);
      await vi.waitFor(
        async () => {
          expect((await statusCounts(ctx, run._id)).sent).toBe(150);
          expect(steer.held.length).toBe(2 * EMAIL_SENDS_PER_CHUNK); // both chunks' lanes
        },
        { timeout: 60_000, interval: 100 },
      );
      const atDeath = await statusCounts(ctx, run._id);
      const inFlight = 2 * EMAIL_SENDS_PER_CHUNK;
      expect(atDeath).toEqual({
        sent: 150,
        sending: inFlight,
        queued: RECIPIENTS - 150 - inFlight,
      });
      // A is dead: no heartbeat (its worker id no longer holds the jobs), the leases lapse.
      await lapseLeases(ctx, run._id, sql`'dead-worker'`);

      const appB = await takeoverApp(ctx, smtpMailer(smtp.url));
      try {
        await appB.jobs.drain();
        await expectExactlyOnce(ctx, run, 'frz');
        const retried = await ctx.db.$count(
          webinarDeliveries,
          and(eq(webinarDeliveries.campaignId, run._id), eq(webinarDeliveries.attempts, 2)),
        );
        expect(retried).toBe(inFlight);
        // A's hung sends fail at last; what B recorded stays as it is.
        steer.release(new Error('worker gone'));
        await drainingA;
        expect(await statusCounts(ctx, run._id)).toEqual({ sent: RECIPIENTS });
      } finally {
        await appB.close();
      }
    } finally {
      steer.release(new Error('worker gone'));
      await ctx.close();
    }
  }, 120_000);
});

/**
 * A TCP proxy in front of the SMTP server. `freeze()` stops passing the client's bytes on (the
 * messages in flight never complete; the server's replies still flow back), `cut()` drops every
 * connection (the server discards unfinished messages).
 */
async function smtpProxy(target: string) {
  const port = Number(new URL(target).port);
  let frozen = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (d) => {
      if (!frozen) upstream.write(d);
    });
    upstream.on('data', (d) => client.write(d));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const s of [client, upstream]) s.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${own}`,
    freeze: () => void (frozen = true),
    unfreeze: () => void (frozen = false),
    cut: () => sockets.forEach((s) => s.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const workerScript = fileURLToPath(new URL('../../cli/jobs-worker.ts', import.meta.url));

type Worker = { child: ChildProcess; output: () => string };

/** A jobs-worker process; its output (pino logs on stdout, stderr) is kept for failure messages. */
function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  child.stderr!.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready:\n${out}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}:\n${out}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (!out.includes('READY')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, output: () => out });
    });
  });
}

/** Runs `step`; if it throws, says what the worker printed and what the run's jobs look like. */
async function explained<T>(ctx: TestContext, worker: Worker, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const rows = await ctx.db
      .select({
        queue: jobs.queue,
        status: jobs.status,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
        runAt: jobs.runAt,
        lockedUntil: jobs.lockedUntil,
      })
      .from(jobs);
    const tail = worker.output().split('\n').slice(-40).join('\n');
    throw new Error(
      `${(error as Error).message}\njobs: ${JSON.stringify(rows)}\nworker said:\n${tail}`,
    );
  }
}

const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

/**
 * Resolves once the process has ended. Besides the 'exit' event it looks for the pid itself:
 * under gVisor (our CI sandbox) a child reaped while the machine is loaded sometimes never
 * raises 'exit'.
 */
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearInterval(timer);
      resolve();
    };
    const timer = setInterval(() => {
      if (child.pid === undefined || gone(child.pid)) done();
    }, 200);
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', done);
  });

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'kill and restart, real processes (PostgreSQL)',
  () => {
    it('SIGKILL of the worker process mid-run; a new process finishes; exactly one each', async () => {
      const proxy = await smtpProxy(smtp.url);
      const ctx = await createTestContext();
      const children: ChildProcess[] = [];
      try {
        const run = await startRun(ctx, 'kil');
        const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
        const env = {
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          DATABASE_URL: String(pool.options.connectionString),
          SMTP_URL: proxy.url,
          JWT_SECRET: 'w'.repeat(48),
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kodeschool-worker-')),
        };
        const base = smtp.received.length;
        const worker = await startWorker(env);
        const first = worker.child;
        children.push(first);
        await explained(ctx, worker, () => smtp.waitFor(base + 150, 120_000));
        // No reply in transit when it dies: stop its bytes, let it record what was accepted, kill.
        proxy.freeze();
        await new Promise((r) => setTimeout(r, 500));
        first.kill('SIGKILL');
        await exited(first);
        proxy.cut();
        const atDeath = await statusCounts(ctx, run._id);
        expect(atDeath.sent).toBe(receivedFor('kil').size);
        expect(atDeath.sending).toBeGreaterThan(0);
        const inFlight = atDeath.sending!;
        // Time passes: the dead process's leases lapse (60 s in production).
        await lapseLeases(ctx, run._id);

        proxy.unfreeze();
        const takeover = await startWorker(env);
        const second = takeover.child;
        children.push(second);
        await explained(ctx, takeover, () =>
          vi.waitFor(
            async () => {
              const [row] = await ctx.db
                .select()
                .from(webinarCampaigns)
                .where(eq(webinarCampaigns.id, run._id));
              expect(row!.status).toBe('done');
            },
            { timeout: 120_000, interval: 200 },
          ),
        );
        second.kill('SIGTERM');
        await exited(second);
        await expectExactlyOnce(ctx, run, 'kil');
        const retried = await ctx.db.$count(
          webinarDeliveries,
          and(eq(webinarDeliveries.campaignId, run._id), eq(webinarDeliveries.attempts, 2)),
        );
        expect(retried).toBe(inFlight);
      } finally {
        for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
        await Promise.all(children.map(exited));
        await ctx.close();
        await proxy.close();
      }
    }, 360_000);
  },
);

describe('the residual window', () => {
  it('a message accepted just before the worker died is sent again with the same Message-ID', async () => {
    // Dies right after the server accepted the message for the second recipient.
    const inner = smtpMailer(smtp.url);
    let hung = false;
    let wake = () => undefined as void;
    const dying: Mailer = {
      ...inner,
      async send(db, msg) {
        const sent = await inner.send(db, msg);
        if (msg.to === 'win-2@example.com' && !hung) {
          hung = true;
          await new Promise<void>((resolve) => (wake = resolve)); // "dead": records nothing
        }
        return sent;
      },
    };
    const ctx = await createTestContext({ mailer: dying });
    try {
      const webinarId = (await insertWebinar(ctx.db)).id;
      await insertRegistrants(ctx.db, webinarId, 3, { prefix: 'win' });
      const cookie = await loginAs(
        ctx.app,
        (await createUser(ctx.db, { role: 'admin' })).phoneNumber!,
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/webinars/${webinarId}/send-emails`,
        headers: { cookie },
        payload: { subject: 'S', body: 'B' },
      });
      const run = res.json().data.campaign as Campaign;
      void ctx.app.jobs.drain().catch(() => undefined);
      await vi.waitFor(
        async () => {
          expect(await statusCounts(ctx, run._id)).toEqual({ sent: 2, sending: 1 });
        },
        { timeout: 20_000, interval: 50 },
      );
      await lapseLeases(ctx, run._id, sql`'dead-worker'`);
      const appB = await takeoverApp(ctx, smtpMailer(smtp.url));
      await appB.jobs.drain();
      const copies = smtp.received.filter((m) => m.to === 'win-2@example.com');
      expect(copies).toHaveLength(2);
      expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
      expect(receivedFor('win')).toEqual(
        new Map([
          ['win-1@example.com', 1],
          ['win-2@example.com', 2],
          ['win-3@example.com', 1],
        ]),
      );
      expect(await statusCounts(ctx, run._id)).toEqual({ sent: 3 });
      await appB.close();
    } finally {
      wake();
      await ctx.close();
    }
  });
});
