/**
 * `npm run bench`: autocannon against a bare node:http server, the real API's /healthz and a
 * signed-in GET /api/v1/users/me, each printed as a ratio to the bare server. Every server runs
 * in its own child process; autocannon runs here, so load generator and server never share a
 * thread. Reports ratios, never asserts timings: exits 0 whatever the numbers (1 only when a
 * server fails to start or the login fails).
 *
 * Env: BENCH_DURATION (seconds per measured run, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_DATABASE_URL (PostgreSQL instead of a temporary PGlite).
 *
 * Then the kodr registrations suite (bench/kodr/suite.ts: a million rows on PostgreSQL, the real
 * GET /api/v1/admin/kodr against a bare Fastify + pg handler); BENCH_KODR=0 skips it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { runKodrBench } from './kodr/suite.ts';

const DURATION = positive(process.env.BENCH_DURATION, 10);
const WARMUP = Math.min(2, DURATION);
const CONNECTIONS = positive(process.env.BENCH_CONNECTIONS, 50);
const DEMO_PHONE = '9000000001'; // DEMO_STAFF[0], seeded by servers/api.ts

type Row = {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  /** Server CPU time per request (user + system, all threads), or NaN where /proc is missing. */
  cpuUs: number;
  /** Minimum share of the bare server's req/s. */
  goal?: number;
};

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

type Server = { port: number; child: ChildProcess };

/** CPU time (µs) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuTimeUs(pid: number | undefined): number {
  try {
    // Fields after "(comm) ": state is [0], utime [11], stime [12], in clock ticks (USER_HZ = 100).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

/** Starts a bench server in its own Node process and waits for its `READY <port>` line. */
function startServer(file: string): Promise<Server> {
  const script = fileURLToPath(new URL(file, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_PORT: '0', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`${file} not ready after 60 s`)), 60_000);
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.once('exit', (code) =>
      fail(new Error(`${file} exited with ${code} before READY:\n${out}`)),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^READY (\d+)$/m.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({ port: Number(match[1]), child });
    });
  });
}

function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Signs the demo super admin in the way a browser would and returns the Cookie header. */
async function login(base: string): Promise<string> {
  const phone = { code: '+91', number: DEMO_PHONE };
  const post = (url: string, body: unknown) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/v1/users/send-otp', { phone });
  if (!sent.ok) throw new Error(`send-otp ${sent.status}: ${await sent.text()}`);
  const outbox = (await (
    await fetch(`${base}/api/v1/dev/outbox?to=${DEMO_PHONE}&limit=1`)
  ).json()) as {
    data: { messages: { body: string }[] };
  };
  const otp = /\b(\d{4})\b/.exec(outbox.data.messages[0]?.body ?? '')?.[1];
  if (!otp) throw new Error(`no OTP in the dev outbox for ${DEMO_PHONE}`);
  const res = await post('/api/v1/users/login', { phone, otp });
  if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith('accessToken='))
    .join('; ');
  if (!cookie) throw new Error('login set no accessToken cookie');
  const me = await fetch(`${base}/api/v1/users/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`users/me with the login cookie answered ${me.status}`);
  return cookie;
}

async function measure(
  server: Server,
  name: string,
  path: string,
  headers: Record<string, string> = {},
  goal?: number,
): Promise<Row> {
  const opts = { url: `http://127.0.0.1:${server.port}${path}`, connections: CONNECTIONS, headers };
  await autocannon({ ...opts, duration: WARMUP });
  const cpuBefore = cpuTimeUs(server.child.pid);
  const r = await autocannon({ ...opts, duration: DURATION });
  const cpuUs = (cpuTimeUs(server.child.pid) - cpuBefore) / Math.max(1, r.requests.total);
  const errors = r.errors + r.timeouts + r.non2xx;
  const { p50, p97_5: p975, p99 } = r.latency;
  console.log(
    `  ${name}: ${Math.round(r.requests.average)} req/s${errors ? `, ${errors} errors/non-2xx` : ''}`,
  );
  return { name, rps: r.requests.average, p50, p975, p99, errors, cpuUs, goal };
}

function printTable(rows: Row[], baseline: number, baselineCpu: number) {
  const head = [
    'target',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'errors',
    'cpu µs/req',
    'cpu vs bare',
    'vs bare',
    'goal',
  ];
  const body = rows.map((r) => {
    const ratio = r.rps / baseline;
    const cpuRatio = baselineCpu / r.cpuUs;
    const goal =
      r.goal !== undefined
        ? `${ratio >= r.goal ? 'goal met' : 'below goal'} (≥ ${Math.round(r.goal * 100)} %)`
        : 'baseline';
    return [
      r.name,
      Math.round(r.rps).toString(),
      String(r.p50),
      String(r.p975),
      String(r.p99),
      String(r.errors),
      Number.isNaN(r.cpuUs) ? '-' : r.cpuUs.toFixed(1),
      Number.isNaN(cpuRatio) ? '-' : `${(cpuRatio * 100).toFixed(1)} %`,
      `${(ratio * 100).toFixed(1)} %`,
      goal,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!),
      )
      .join('  ');
  console.log(
    ['', line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n'),
  );
}

const started = Date.now();
console.log(
  `bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target; servers in child processes`,
);
const rows: Row[] = [];
let server: Server | undefined;
try {
  server = await startServer('./servers/bare.ts');
  rows.push(await measure(server, 'bare node:http (start)', '/'));
  await stopServer(server);

  server = await startServer('./servers/api.ts');
  const cookie = await login(`http://127.0.0.1:${server.port}`);
  rows.push(await measure(server, 'GET /healthz', '/healthz', {}, 0.9));
  rows.push(await measure(server, 'GET /api/v1/users/me', '/api/v1/users/me', { cookie }, 0.6));
  await stopServer(server);

  server = await startServer('./servers/bare.ts');
  rows.push(await measure(server, 'bare node:http (end)', '/'));
  await stopServer(server);
  server = undefined;

  const bare = rows.filter((r) => r.goal === undefined);
  const mean = (pick: (r: Row) => number) =>
    bare.reduce((sum, r) => sum + pick(r), 0) / bare.length;
  const baseline = mean((r) => r.rps);
  printTable(
    rows,
    baseline,
    mean((r) => r.cpuUs),
  );
  const drift = (bare[1]!.rps - bare[0]!.rps) / bare[0]!.rps;
  console.log(
    `\nbaseline = mean of both bare runs = ${Math.round(baseline)} req/s; bare drift start→end ${(drift * 100).toFixed(1)} %` +
      `${Math.abs(drift) > 0.1 ? ' (noisy machine: treat ratios with care)' : ''}`,
  );
  console.log(
    'goals judge "vs bare" (req/s); "cpu vs bare" (server CPU per request) is steadier when other work shares the machine',
  );
} catch (error) {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
  if (server) await stopServer(server);
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);

if (process.env.BENCH_KODR !== '0') await runKodrBench();
