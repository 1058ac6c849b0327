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
 * Then the course catalogue caching suite (bench/courses/suite.ts; BENCH_COURSES=0 skips it) and
 * the kodr registrations suite (bench/kodr/suite.ts: a million rows on PostgreSQL, the real
 * GET /api/v1/admin/kodr against a bare Fastify + pg handler); BENCH_KODR=0 skips it; then the
 * coding judge suite (bench/judge/suite.ts: queue + sandbox throughput, sandbox overhead against
 * unsandboxed runs); BENCH_JUDGE=0 skips it; then the webinars suite (bench/webinars.ts: 10,000
 * e-mails through runs and jobs to a local SMTP server against bare nodemailer, 10,000
 * certificate PDFs against blank pdf-lib documents); BENCH_WEBINARS=0 skips it. The staff
 * administration suite (bench/staff/suite.ts: a million users and a million registrations on
 * PostgreSQL, the real GET /api/v1/admin/dashboard and /admin/users against a bare Fastify + pg
 * handler and, for the dashboard, the same figures computed without daily_stats) runs before
 * the webinars one; BENCH_STAFF=0 skips it. The start-up suite (bench/startup/suite.ts: the
 * compiled server against the tsx start of the same sources, start-up time and memory, and the
 * bytes of the first load of / with and without compression) runs after the catalogue one;
 * BENCH_STARTUP=0 skips it. Names given (`npm run bench -- startup`, or BENCH_ONLY=startup,http)
 * run only those suites.
 */

import autocannon from 'autocannon';

import { runCoursesBench } from './courses/suite.ts';
import { runJudgeBench } from './judge/suite.ts';
import { runKodrBench } from './kodr/suite.ts';
import { cpuTimeUs, login, positive, startServer, stopServer, type Server } from './lib/harness.ts';
import { runStaffBench } from './staff/suite.ts';
import { runStartupBench } from './startup/suite.ts';
import { runWebinarsBench } from './webinars.ts';

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
  /** A reference row (bare Fastify): neither baseline nor judged. */
  isReference?: boolean;
};

async function measure(
  server: Server,
  name: string,
  path: string,
  headers: Record<string, string> = {},
  goal?: number,
  isReference = false,
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
  return { name, rps: r.requests.average, p50, p975, p99, errors, cpuUs, goal, isReference };
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
    const goal = r.isReference
      ? 'reference: Fastify alone'
      : r.goal !== undefined
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

/** The first table: bare node:http, bare Fastify, the API's /healthz and /users/me. */
async function runHttpBench() {
  const started = Date.now();
  console.log(
    `bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target; servers in child processes`,
  );
  const rows: Row[] = [];
  let server: Server | undefined;
  try {
    server = await startServer(new URL('./servers/bare.ts', import.meta.url));
    rows.push(await measure(server, 'bare node:http (start)', '/'));
    await stopServer(server);

    server = await startServer(new URL('./servers/bare-fastify.ts', import.meta.url));
    rows.push(await measure(server, 'bare Fastify', '/', {}, undefined, true));
    await stopServer(server);

    server = await startServer(new URL('./servers/api.ts', import.meta.url));
    const cookie = await login(`http://127.0.0.1:${server.port}`, DEMO_PHONE);
    rows.push(await measure(server, 'GET /healthz', '/healthz', {}, 0.9));
    rows.push(await measure(server, 'GET /api/v1/users/me', '/api/v1/users/me', { cookie }, 0.6));
    await stopServer(server);

    server = await startServer(new URL('./servers/bare.ts', import.meta.url));
    rows.push(await measure(server, 'bare node:http (end)', '/'));
    await stopServer(server);
    server = undefined;

    const bare = rows.filter((r) => r.goal === undefined && !r.isReference);
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
}

// `npm run bench -- startup courses` (or BENCH_ONLY=startup,courses) runs only those suites;
// otherwise every suite runs unless its BENCH_<NAME>=0.
const SUITES: Record<string, { skip: string; run: () => Promise<void> }> = {
  http: { skip: 'BENCH_HTTP', run: runHttpBench },
  courses: { skip: 'BENCH_COURSES', run: runCoursesBench },
  startup: { skip: 'BENCH_STARTUP', run: runStartupBench },
  kodr: { skip: 'BENCH_KODR', run: runKodrBench },
  judge: { skip: 'BENCH_JUDGE', run: runJudgeBench },
  staff: { skip: 'BENCH_STAFF', run: runStaffBench },
  webinars: { skip: 'BENCH_WEBINARS', run: runWebinarsBench },
};
const only = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ?? '').split(',')]
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in SUITES));
if (unknown.length) {
  console.error(`bench: no suite ${unknown.join(', ')}; suites: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
for (const [name, suite] of Object.entries(SUITES)) {
  if (only.length ? !only.includes(name) : process.env[suite.skip] === '0') continue;
  await suite.run();
}
