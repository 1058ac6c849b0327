#!/usr/bin/env node
// `npm test -- probe` (after `build` and `package`): starts the packaged server
// (.artefact/kodeschool, production dependencies only) as its `npm start` does
// (scripts/start.mjs, plain node) in NODE_ENV=production
// and a safe production environment, on a fresh PostgreSQL database when TEST_DATABASE_URL is
// set (else PGlite in a temporary folder), waits for /readyz and checks what a deployment relies
// on: the web app precompressed (br, gzip) with its cache headers, large JSON compressed, no dev
// routes or test payment gateway, no source maps, pages with their own head, robots.txt and
// sitemap.xml, a refusal (exit 1, one message) of an unsafe environment, and a clean stop on
// SIGTERM. Exits 1 naming the first failed check.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { root } from './lib/build-state.mjs';

const dir = path.resolve(root, process.argv[2] ?? '.artefact/kodeschool');
const started = Date.now();
const checks = [];

function check(ok, what) {
  if (!ok) throw new Error(what);
  checks.push(what);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A fresh database on TEST_DATABASE_URL's server, dropped by the returned function. */
async function freshPostgres(url) {
  const name = `kodeschool_probe_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function waitReady(base, child, output) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the packaged server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the packaged server was not ready after 90 s:\n${output()}`);
}

const get = (url, encoding) =>
  fetch(url, { headers: encoding ? { 'accept-encoding': encoding } : {} });

async function probe(base) {
  const index = await get(`${base}/`, 'br, gzip');
  check(index.status === 200, 'GET / answers 200');
  check(index.headers.get('content-encoding') === 'br', 'GET / (Accept-Encoding: br, gzip) is br');
  check(index.headers.get('cache-control') === 'no-cache', 'index.html is no-cache');
  check(index.headers.get('x-content-type-options') === 'nosniff', 'security headers are set');
  const html = await index.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  check(Boolean(script), 'index.html references a hashed script');

  const br = await get(base + script, 'br, gzip');
  check(br.headers.get('content-encoding') === 'br', `${script} is served br`);
  check(/immutable/.test(br.headers.get('cache-control') ?? ''), `${script} is immutable-cached`);
  check(/javascript/.test(br.headers.get('content-type') ?? ''), `${script} keeps its type`);
  const gz = await get(base + script, 'gzip');
  check(gz.headers.get('content-encoding') === 'gzip', `${script} is served gzip to gzip-only`);
  const plain = await get(base + script, 'identity');
  check(!plain.headers.get('content-encoding'), `${script} is served plain without encodings`);
  check((await plain.text()).length > 0, `${script} has a body`);

  const docs = await get(`${base}/api/docs/json`, 'br, gzip');
  check(docs.headers.get('content-encoding') === 'br', 'large JSON (/api/docs/json) is compressed');
  const ready = await get(`${base}/readyz`, 'br, gzip');
  check(!ready.headers.get('content-encoding'), 'small JSON (/readyz) is not compressed');

  const outbox = await get(`${base}/api/v1/dev/outbox`);
  check(outbox.status === 404, 'GET /api/v1/dev/outbox is 404 in production');
  const signIn = await fetch(`${base}/api/v1/dev/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com' }),
  });
  check(signIn.status === 404, 'POST /api/v1/dev/sign-in is 404 in production');
  const gateway = await fetch(`${base}/api/v1/payments/test-gateway/probe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  check(gateway.status === 404, 'the test payment gateway does not exist in production');

  const courses = await (await get(`${base}/courses`, 'br, gzip')).text();
  check(
    courses.includes('<title data-page-head>Courses | KodeSchool</title>'),
    'GET /courses carries its own title',
  );
  const robots = await get(`${base}/robots.txt`);
  check(
    robots.status === 200 && (await robots.text()).includes('Disallow: /admin'),
    'robots.txt keeps the staff area out',
  );
  const sitemap = await get(`${base}/sitemap.xml`);
  check(
    sitemap.status === 200 && (await sitemap.text()).includes('<urlset'),
    'sitemap.xml answers',
  );
}

/** A production start with unsafe settings exits 1 with one message naming each problem. */
async function refusesUnsafeStart(env) {
  // No JWT secret, the outbox (no real SMS) and the demo UPI ID (the default).
  const unsafe = { ...env, SMS_PROVIDER: 'outbox' };
  delete unsafe.JWT_SECRET;
  delete unsafe.UPI_ID;
  const bad = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: dir,
    env: unsafe,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  bad.stdout.on('data', (c) => (err += c));
  bad.stderr.on('data', (c) => (err += c));
  const code = await new Promise((resolve) => bad.once('exit', resolve));
  check(code === 1, `an unsafe production start exits 1 (exit ${code}: ${err.trim()})`);
  check(
    /Refusing to start/.test(err) &&
      /JWT_SECRET/.test(err) &&
      /SMS_PROVIDER/.test(err) &&
      /UPI_ID/.test(err),
    'the refusal names every problem in one message',
  );
  check(!/\n\s+at /.test(err), 'the refusal prints no stack trace');
}

function listFiles(d) {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(path.join(d, e.name)) : [path.join(d, e.name)],
  );
}

let child;
let database;
let dataDir;
try {
  check(
    existsSync(path.join(dir, 'apps/api/dist/server.js')),
    `${dir} holds a build (package first)`,
  );
  check(!existsSync(path.join(dir, 'node_modules/tsx')), 'the package has no tsx');
  const maps = listFiles(path.join(dir, 'apps/web/dist')).filter((f) => f.endsWith('.map'));
  check(maps.length === 0, 'the web build has no source maps');

  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'kodeschool-probe-'));
  if (process.env.TEST_DATABASE_URL) database = await freshPostgres(process.env.TEST_DATABASE_URL);
  // Only what a production deployment sets: nothing leaks in from the CI environment.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    UPI_ID: 'probe-school@okbank',
    UPI_PAYEE_NAME: 'Probe School',
    BANK_DETAILS: 'Probe Bank · A/c 000111222333 · IFSC PRBE0000001 · Probe School',
    GSTIN: '29AAAAA0000A1Z5',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  await refusesUnsafeStart(env);
  // As the package's `npm start` runs it: scripts/start.mjs finds the shipped build and runs it.
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  await waitReady(base, child, () => out);
  const readyMs = Date.now() - t0;
  await probe(base);

  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await Promise.race([
    exited,
    new Promise((r) => setTimeout(() => r('timeout'), 15_000)),
  ]);
  check(code === 0, `the server stops cleanly on SIGTERM (exit ${code})`);
  child = undefined;
  console.log(checks.map((c) => `  ✓ ${c}`).join('\n'));
  console.log(
    `probe: the packaged server (${database ? 'PostgreSQL' : 'PGlite'}) was ready in ${readyMs} ms; ` +
      `${checks.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.log(checks.map((c) => `  ✓ ${c}`).join('\n'));
  console.error(`probe failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (database) await database.drop().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
