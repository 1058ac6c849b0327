import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';

import { MSG, type Role } from '@app/shared';

import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../core/config.ts';
import { createDatabase, type Db } from '../db/client.ts';
import { activityLogs, users } from '../db/schema/index.ts';
import { ensureFeatureDefaults } from '../features/index.ts';

export type TestContext = { app: FastifyInstance; db: Db; config: Config; close(): Promise<void> };

/** The server URL API tests use for PostgreSQL; unset means PGlite only. */
export const postgresUrl = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

/**
 * A fresh database per test file: an in-memory PGlite, or (TEST_DB=postgres) a new database
 * created on the PostgreSQL server and dropped afterwards.
 */
async function freshDatabase() {
  if (process.env.TEST_DB !== 'postgres') {
    // A copy of the migrated template made once per run (test/pglite-template.ts): no initdb.
    const file = process.env.PGLITE_TEMPLATE;
    const template = file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
    const database = await createDatabase({ dataDir: 'memory://', template });
    return { database, drop: async () => undefined };
  }
  const base = new URL(postgresUrl());
  const name = `kodeschool_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestContext(
  opts: { config?: Partial<Config>; env?: NodeJS.ProcessEnv } & Partial<
    Omit<BuildOptions, 'config' | 'db'>
  > = {},
): Promise<TestContext> {
  const { config: configOverrides, env, ...buildOpts } = opts;
  const { database, drop } = await freshDatabase();
  await database.migrate();
  await ensureFeatureDefaults(database.db);
  const config = loadConfig(
    { NODE_ENV: 'test', RATE_LIMIT_MULTIPLIER: '50', ...env },
    {
      jwtSecret: 'test-secret-'.padEnd(48, 'x'),
      enableDevRoutes: true,
      webDist: '/nonexistent',
      uploadsDir: path.join(
        tmpdir(),
        `kodeschool-uploads-${process.pid}-${randomBytes(4).toString('hex')}`,
      ),
      ...configOverrides,
    },
  );
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    google: null,
    ...buildOpts,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Options for a test file that makes many logins or sign-ups from one address. */
export const manyRequests = { env: { RATE_LIMIT_MULTIPLIER: '1000' } };

/**
 * A fresh app and database for the calling test file: made in a beforeAll registered here (so
 * it runs before the file's own) and closed after the file. The answer reads through to the
 * live context, so `ctx.app` and `ctx.db` may be named anywhere a test or hook runs.
 */
export function useTestContext(opts: Parameters<typeof createTestContext>[0] = {}): TestContext {
  let live: TestContext | undefined;
  beforeAll(async () => {
    live = await createTestContext(opts);
  });
  afterAll(() => live?.close());
  const get = () => {
    if (!live) throw new Error('the test context is made in beforeAll');
    return live;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get config() {
      return get().config;
    },
    close: () => get().close(),
  };
}

let phoneCounter = 0;
/** A phone unique within this process: 9 + 9 digits. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String((process.pid % 1000) * 1_000_000 + phoneCounter).padStart(9, '0')}`;
}

export function cookieHeader(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  for (const c of res.cookies as { name: string; value: string }[]) {
    if (c.value) jar.set(c.name, c.value);
    else jar.delete(c.name);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** The latest OTP sent to a phone, read through the dev outbox route as a local user would. */
export async function latestOtp(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${phone}&limit=1` });
  const body = res.json() as { data: { messages: { body: string }[] } };
  const code = /\b(\d{4})\b/.exec(body.data.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP in outbox for ${phone}`);
  return code;
}

export async function sendOtp(
  app: FastifyInstance,
  phone: string,
  extra: Record<string, unknown> = {},
  cookie = '',
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/send-otp',
    headers: cookie ? { cookie } : {},
    payload: { phone: { code: '+91', number: phone }, ...extra },
  });
}

export async function createUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { role?: Role } = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      phoneCode: '+91',
      phoneNumber: uniquePhone(),
      isActive: true,
      ...values,
    })
    .returning();
  return row!;
}

/** Signs a user in through send-otp + login and returns the session cookies. */
export async function loginAs(app: FastifyInstance, phone: string): Promise<string> {
  const sent = await sendOtp(app, phone);
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode}: ${sent.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { phone: { code: '+91', number: phone }, otp: await latestOtp(app, phone) },
  });
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}: ${res.body}`);
  return cookieHeader(res);
}

/** A new user of `role` (with `values`), signed in: the row and the cookie their browser sends. */
export async function signedIn(
  ctx: TestContext,
  role: Role,
  values: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(ctx.db, { role, ...values });
  return { user, cookie: await loginAs(ctx.app, user.phoneNumber!) };
}

/**
 * A user of `role` signed in by a beforeAll registered here: `.user` and `.cookie` from then on;
 * `.admin` calls under /api/v1/admin as them (adminCaller) from the start.
 */
export function useSignedIn(
  ctx: TestContext,
  role: Role,
  values: Parameters<typeof createUser>[1] = {},
) {
  const who = {} as Awaited<ReturnType<typeof signedIn>> & {
    admin: ReturnType<typeof adminCaller>;
  };
  who.admin = adminCaller(
    () => ctx,
    () => who.cookie,
  );
  beforeAll(async () => {
    Object.assign(who, await signedIn(ctx, role, values));
  });
  return who;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A call on /api/v1`url` as `cookie`'s owner ('' for a visitor), with `payload` if given. */
export function callAs(
  ctx: TestContext,
  method: Method,
  url: string,
  cookie = '',
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * Calls on /api/v1 as `cookie`'s owner (null: signed out), by default the one `defaultCookie`
 * names when the call is made: a file's main user, signed in by its beforeAll.
 */
export function callerAs(ctx: () => TestContext, defaultCookie: () => string) {
  return (
    method: Method,
    url: string,
    cookie: string | null = defaultCookie(),
    payload?: unknown,
  ) => callAs(ctx(), method, url, cookie ?? '', payload);
}

/**
 * Calls under /api/v1/admin as `cookie` (null or '': signed out). The context and the default
 * cookie are read per call, so a test file can make its caller before beforeAll sets them.
 */
export function adminCaller(ctx: () => TestContext, defaultCookie: () => string | null) {
  return (method: Method, url: string, payload?: unknown, cookie = defaultCookie()) =>
    ctx().app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/**
 * On a fresh app at the real per-IP limits (multiplier 1), POSTs `payload()` to /api/v1`url`
 * `times` times from `remoteAddress` and returns the statuses; each 429 must be the envelope
 * saying "Too many requests".
 */
export async function postStatusesAtRealLimits(
  url: string,
  times: number,
  payload: () => unknown,
  remoteAddress: string,
): Promise<number[]> {
  const limited = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        remoteAddress,
        payload: payload() as object,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyRequests });
      }
    }
    return statuses;
  } finally {
    await limited.close();
  }
}

/** The activity log's entries on the record `entityId` with `action`. */
export function logsOf(ctx: TestContext, entityId: string, action: string) {
  return ctx.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entityId, entityId), eq(activityLogs.action, action)));
}

/** The `data` of a 400 Validation Error: one entry per field. */
export const errorsOf = (res: { json(): unknown }) =>
  (res.json() as { data: { field: string; message: string }[] }).data;

/** Expects a 400 Validation Error naming `field` with `message`. */
export function expectFieldError(
  res: { statusCode: number; body: string; json(): unknown },
  field: string,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, message: MSG.validationError });
  expect(errorsOf(res)).toContainEqual({ field, message });
}

/**
 * Rows of a validation table (`[field, value, message]`): `field` set to each of `values` is
 * refused with `message`.
 */
export const refusals = (field: string, message: string, ...values: unknown[]) =>
  values.map((value): [string, unknown, string] => [field, value, message]);

/** One row of a validation table: `body` with `field` set to `value`, or left out when undefined. */
export function withField(body: object, field: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  if (value === undefined) delete out[field];
  else out[field] = value;
  return out;
}
