import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type Database } from '../db/client.ts';
import { codingBody } from '../features/questions/questions.fixtures.ts';
import {
  insertRegistrants,
  insertWebinar,
} from '../features/webinars/webinar-campaigns.fixtures.ts';
import { postgresUrl } from './harness.ts';
import { startTestS3, type TestS3 } from './s3.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';

/**
 * The deployable build as a cluster (issue 14): two production-mode web instances and one jobs
 * worker, started from the packaged folder (`scripts/package.sh`, production dependencies only)
 * with plain node, on one fresh PostgreSQL database, the machine's Redis, a real S3-compatible
 * server, a real SMTP server and an HTTP SMS gateway that this test runs. Both web instances
 * start together on the empty database. Runs in `npm test`'s "cluster" step (vitest project
 * "production", KODESCHOOL_ARTEFACT names the folder); skipped without PostgreSQL or Redis.
 */

const artefact = path.resolve(process.env.KODESCHOOL_ARTEFACT ?? '.artefact/kodeschool');
const dist = path.join(artefact, 'apps/api/dist');
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const ADMIN_PHONE = '9000000001';
const METRICS_TOKEN = randomBytes(16).toString('hex');

type Instance = { name: string; base: string; child: ChildProcess; output: string[] };

let pgBase = '';
let dbName = '';
let database: Database;
let s3: TestS3;
let smtp: TestSmtp;
let sms: { url: string; received: { to: string; body: string; auth?: string }[]; close(): void };
let a: Instance;
let b: Instance;
let worker: Instance;
let adminCookie = '';

async function redisUp(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    retryStrategy: null,
  });
  try {
    await redis.connect();
    // A database of its own: the rate-limit counters of this run start from nothing.
    await redis.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const enabled = Boolean(postgresUrl()) && (await redisUp());

/** An HTTP SMS gateway (SMS_PROVIDER=http) that keeps what it is sent. */
async function startSmsGateway() {
  const received: { to: string; body: string; auth?: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as { to: string; body: string };
      received.push({ ...body, auth: req.headers.authorization });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send`, received, close: () => server.close() };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

function productionEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'cluster-test-secret-'.padEnd(48, 'k'),
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: sms.url,
    SMS_HTTP_AUTH: 'Bearer sms-token',
    UPI_ID: 'school@okaxis',
    UPI_PAYEE_NAME: 'Cluster School Pvt Ltd',
    BANK_DETAILS: 'Axis Bank · A/c 9 · IFSC UTIB0000009',
    GSTIN: '27AAAAA0000A1Z5',
    REDIS_URL,
    S3_BUCKET: s3.config.bucket,
    S3_ENDPOINT: s3.config.endpoint,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    SMTP_URL: smtp.url,
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://school.example.com',
  };
}

function start(name: string, script: string, env: NodeJS.ProcessEnv): Instance {
  const child = spawn(process.execPath, [path.join(dist, script)], {
    cwd: artefact,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  return { name, base: `http://127.0.0.1:${env.PORT ?? 0}`, child, output };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function ready(instance: Instance) {
  await waitFor(`${instance.name} /readyz`, async () => {
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited:\n${instance.output.join('')}`);
    }
    const res = await fetch(`${instance.base}/readyz`);
    return res.ok ? true : undefined;
  });
}

function stop(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

function call(instance: Instance, method: string, url: string, body?: unknown, cookie = '') {
  return fetch(`${instance.base}${url}`, {
    method,
    headers: {
      ...(body !== undefined && !Buffer.isBuffer(body) && { 'content-type': 'application/json' }),
      ...(Buffer.isBuffer(body) && { 'content-type': 'image/png' }),
      ...(cookie && { cookie }),
    },
    body:
      body === undefined
        ? undefined
        : Buffer.isBuffer(body)
          ? new Uint8Array(body)
          : JSON.stringify(body),
  });
}

describe.skipIf(!enabled)('two production instances and a worker from the packaged build', () => {
  beforeAll(async () => {
    pgBase = postgresUrl();
    dbName = `kodeschool_cluster_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(pgBase);
    url.pathname = `/${dbName}`;
    const databaseUrl = url.toString();

    [s3, smtp, sms] = await Promise.all([
      startTestS3('kodeschool-cluster'),
      startTestSmtp(),
      startSmsGateway(),
    ]);
    const env = productionEnv(databaseUrl);
    const [portA, portB] = [await freePort(), await freePort()];
    // Both web instances at once on the empty database: migrations take turns under their lock.
    a = start('A', 'server.js', { ...env, PORT: String(portA), JOB_WORKERS: 'false' });
    b = start('B', 'server.js', { ...env, PORT: String(portB), JOB_WORKERS: 'false' });
    await Promise.all([ready(a), ready(b)]);
    worker = start('worker', 'jobs-worker.js', env);
    await waitFor('the worker', async () =>
      worker.output.join('').includes('READY') ? true : undefined,
    );

    const created = spawnSync(
      process.execPath,
      [
        path.join(dist, 'user-create.js'),
        '--phone',
        ADMIN_PHONE,
        '--role',
        'super_admin',
        '--name',
        'Asha Rao',
      ],
      { cwd: artefact, env, encoding: 'utf8' },
    );
    expect(created.status, created.stderr).toBe(0);
    database = await createDatabase({ databaseUrl, dataDir: 'memory://' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b), stop(worker)]);
    await database?.close();
    await Promise.all([s3?.close(), smtp?.close()]);
    sms?.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: pgBase });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it('signs in on A through the HTTP SMS gateway and uses the session on B', async () => {
    const sent = await call(a, 'POST', '/api/v1/users/send-otp', {
      phone: { code: '+91', number: ADMIN_PHONE },
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const message = await waitFor('the OTP SMS', async () =>
      sms.received.find((m) => m.to === `+91${ADMIN_PHONE}`),
    );
    expect(message.auth).toBe('Bearer sms-token');
    const otp = /\b(\d{4})\b/.exec(message.body)?.[1];
    expect(otp).toBeDefined();
    const login = await call(a, 'POST', '/api/v1/users/login', {
      phone: { code: '+91', number: ADMIN_PHONE },
      otp,
    });
    expect(login.status, await login.clone().text()).toBe(200);
    adminCookie = cookiesOf(login);
    const me = await call(b, 'GET', '/api/v1/users/me', undefined, adminCookie);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { user: { role: string } } }).data.user.role).toBe(
      'super_admin',
    );
    // Production: no dev routes on either instance, and no copy of the code in the outbox.
    for (const instance of [a, b]) {
      expect((await call(instance, 'GET', `/api/v1/dev/outbox?to=${ADMIN_PHONE}`)).status).toBe(
        404,
      );
    }
    const kept = await database.db.execute(
      sql`select body from outbox where "to" = ${ADMIN_PHONE}`,
    );
    const bodies = (kept as unknown as { rows: { body: string }[] }).rows.map((r) => r.body);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain(otp!);
  });

  it('counts a per-IP limit once across both instances (Redis)', async () => {
    // POST /request-callbacks allows 10 a minute per IP; invalid bodies count like any other.
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const res = await call(i % 2 ? b : a, 'POST', '/api/v1/request-callbacks', {});
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('serves on B a thumbnail uploaded on A (S3)', async () => {
    const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), randomBytes(2048)]);
    const up = await call(a, 'POST', '/api/v1/admin/uploads/thumbnail', png, adminCookie);
    expect(up.status, await up.clone().text()).toBe(201);
    const { url } = ((await up.json()) as { data: { file: { url: string } } }).data.file;
    const got = await call(b, 'GET', url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    expect((await s3.keys()).some((k) => k.startsWith('thumbnail/'))).toBe(true);
  });

  it('judges in the worker a submission made on A, read on B', async () => {
    const { boilerplate, solutions, testCases } = codingBody();
    const res = await call(
      a,
      'POST',
      '/api/v1/admin/coding-problems/check-solutions',
      { boilerplate, solutions, testCases },
      adminCookie,
    );
    expect(res.status, await res.clone().text()).toBe(202);
    const [queued] = ((await res.json()) as { data: { submissions: { _id: string }[] } }).data
      .submissions;
    const done = await waitFor(
      'the verdict',
      async () => {
        const got = await call(
          b,
          'GET',
          `/api/v1/admin/submissions/${queued!._id}`,
          undefined,
          adminCookie,
        );
        const s = (
          (await got.json()) as { data: { submission: { status: string; verdict: string } } }
        ).data.submission;
        return s.status === 'done' || s.status === 'failed' ? s : undefined;
      },
      90_000,
    );
    expect(done).toMatchObject({ status: 'done', verdict: 'Accepted' });
  });

  it('sends a bulk e-mail run exactly once to each registrant', async () => {
    const webinar = await insertWebinar(database.db, { webinarCode: `cluster-${Date.now()}` });
    await insertRegistrants(database.db, webinar.id, 6, { prefix: 'cluster' });
    const res = await call(
      b,
      'POST',
      `/api/v1/admin/webinars/${webinar.id}/send-emails`,
      { subject: 'See you at {webinarTitle}', body: 'Hi {name}, join at {joinLink}' },
      adminCookie,
    );
    expect(res.status, await res.clone().text()).toBe(202);
    const got = await smtp.waitFor(6, 60_000);
    // Give a duplicate time to arrive before counting.
    await new Promise((r) => setTimeout(r, 1500));
    const mine = smtp.received.filter((m) => m.to.startsWith('cluster-'));
    expect(mine).toHaveLength(6);
    expect(new Set(mine.map((m) => m.to)).size).toBe(6);
    expect(got.length).toBeGreaterThanOrEqual(6);
  });

  it('exposes Prometheus metrics behind the token', async () => {
    expect((await fetch(`${a.base}/metrics`)).status).toBe(401);
    const res = await fetch(`${a.base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/kodeschool_http_requests_total\{[^}]*route="\/api\/v1\/users\/login"/);
    expect(text).toContain('kodeschool_jobs_queued');
  });
});
