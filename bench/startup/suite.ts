/**
 * Start-up and memory of the compiled server against the `tsx` start of the same sources, and
 * the bytes of the first load of `/` with and without compression.
 *
 * (a) Each round starts `node apps/api/dist/server.js` and `node --import tsx
 * apps/api/src/server.ts` (alternately, same production environment, same migrated and seeded
 * database, JOB_WORKERS as by default) and measures spawn → first 200 from /readyz, the resident
 * memory (VmRSS) once ready and after a short mixed load (autocannon on /, a hashed script,
 * GET /api/v1/courses and /healthz, Accept-Encoding: br, gzip), then stops it with SIGTERM. One
 * unmeasured start of each first (tsx fills its transform cache, the OS its file cache); medians
 * over the rounds, compiled ÷ tsx as ratios.
 * (b) Fetches `/` and every script, module preload and stylesheet index.html references, like a
 * browser on a first visit, with `Accept-Encoding: br, gzip`, `gzip` and none, and counts the
 * bytes received (headers + bodies as sent, before any decoding).
 *
 * Builds first when the build is missing or older than the sources. Reports only.
 * Env: BENCH_STARTUP_ROUNDS (default 5), BENCH_STARTUP_LOAD (s of load, default 5),
 * BENCH_STARTUP_CONNECTIONS (default 10), BENCH_DATABASE_URL (a scratch PostgreSQL database
 * instead of PGlite in a temporary folder).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { buildState, root } from '../../scripts/lib/build-state.mjs';
import { positive } from '../lib/harness.ts';
import { freePort, median, productionEnv, startTimed, stop } from '../lib/production-server.ts';
import { withScratchDatabase } from '../lib/scratch-database.ts';
import { printTable } from '../lib/table.ts';

type Mode = { name: 'compiled' | 'tsx'; args: string[] };
const MODES: Mode[] = [
  { name: 'compiled', args: ['apps/api/dist/server.js'] },
  { name: 'tsx', args: ['--import', 'tsx', 'apps/api/src/server.ts'] },
];

type Sample = { startMs: number; rssReadyMb: number; rssLoadedMb: number; rps: number };

/** Resident memory of a process in MB (Linux /proc), NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return NaN;
  }
}

/** The page's first-load URLs: `/` and the scripts, preloads and stylesheets it references. */
function firstLoadPaths(html: string): string[] {
  const refs = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*\srel="(?:modulepreload|stylesheet)"/g),
  ].map((m) => m[1]!);
  return ['/', ...new Set(refs.filter((r) => r.startsWith('/')))];
}

/** Bytes received for one GET (status line, headers, body as sent) and its encoding. */
function wireBytes(port: number, urlPath: string, encoding: string) {
  return new Promise<{ bytes: number; body: Buffer; encoding: string }>((resolve, reject) => {
    const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
    const req = request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          head += res.rawHeaders[i]!.length + 2 + res.rawHeaders[i + 1]!.length + 2;
        }
        resolve({
          bytes: head + body.length,
          body,
          encoding: String(res.headers['content-encoding'] ?? 'none'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function firstLoad(port: number) {
  const html = (await wireBytes(port, '/', '')).body.toString('utf8');
  const paths = firstLoadPaths(html);
  const rows = [];
  for (const accept of ['br, gzip', 'gzip', '']) {
    let bytes = 0;
    const encodings = new Set<string>();
    for (const p of paths) {
      const r = await wireBytes(port, p, accept);
      bytes += r.bytes;
      encodings.add(r.encoding);
    }
    rows.push({ accept: accept || '(none)', bytes, encodings: [...encodings].join('+') });
  }
  return { paths, rows };
}

async function load(port: number, script: string, seconds: number, connections: number) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: ['/', script, '/api/v1/courses', '/healthz'].map((p) => ({
      method: 'GET',
      path: p,
      headers,
    })),
  });
  return { rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

async function measure(db: { dataDir: string; url?: string }) {
  const rounds = positive(process.env.BENCH_STARTUP_ROUNDS, 5);
  const seconds = positive(process.env.BENCH_STARTUP_LOAD, 5);
  const connections = positive(process.env.BENCH_STARTUP_CONNECTIONS, 10);
  const samples: Record<Mode['name'], Sample[]> = { compiled: [], tsx: [] };
  let page: Awaited<ReturnType<typeof firstLoad>> | undefined;
  let script = '/';

  // Round 0 migrates and seeds the database (compiled) and warms tsx; it is not counted.
  for (let round = 0; round <= rounds; round++) {
    for (const mode of MODES) {
      const port = await freePort();
      const { child, startMs } = await startTimed(mode, productionEnv(port, db), port);
      try {
        if (!page) {
          page = await firstLoad(port);
          script = page.paths.find((p) => p.endsWith('.js')) ?? '/';
        }
        if (round === 0) continue;
        const rssReadyMb = rssMb(child.pid);
        const { rps, errors } = await load(port, script, seconds, connections);
        if (errors)
          console.log(`  ${mode.name} round ${round}: ${errors} errors/non-2xx under load`);
        const rssLoadedMb = rssMb(child.pid);
        samples[mode.name].push({ startMs, rssReadyMb, rssLoadedMb, rps });
        console.log(
          `  ${mode.name} round ${round}: ready in ${Math.round(startMs)} ms, ` +
            `RSS ${rssReadyMb.toFixed(0)} → ${rssLoadedMb.toFixed(0)} MB, ${Math.round(rps)} req/s`,
        );
      } finally {
        await stop(child);
      }
    }
  }

  const med = (mode: Mode['name'], k: keyof Sample) => median(samples[mode].map((s) => s[k]));
  const keys: [keyof Sample, string, (n: number) => string][] = [
    ['startMs', 'spawn → /readyz', (n) => `${Math.round(n)} ms`],
    ['rssReadyMb', 'RSS when ready', (n) => `${n.toFixed(0)} MB`],
    ['rssLoadedMb', `RSS after ${seconds} s load`, (n) => `${n.toFixed(0)} MB`],
    ['rps', 'req/s during the load', (n) => `${Math.round(n)}`],
  ];
  const table = [
    ['', 'compiled (node dist)', 'tsx (sources)', 'compiled ÷ tsx'],
    ...keys.map(([k, label, fmt]) => {
      const c = med('compiled', k);
      const t = med('tsx', k);
      return [label, fmt(c), fmt(t), (c / t).toFixed(2)];
    }),
  ];
  printRows(table, `\nmedians of ${rounds} rounds:`);

  const identity = page!.rows.find((r) => r.accept === '(none)')!.bytes;
  printRows(
    [
      ['Accept-Encoding', 'bytes received', 'content-encoding', 'vs uncompressed'],
      ...page!.rows.map((r) => [
        r.accept,
        `${(r.bytes / 1024).toFixed(1)} KB`,
        r.encodings,
        `${((r.bytes / identity) * 100).toFixed(1)} %`,
      ]),
    ],
    `\nfirst load of / (${describe(page!.paths)}):`,
  );
}

function describe(paths: string[]): string {
  const count = (ext: string) => paths.filter((p) => p.endsWith(ext)).length;
  const n = (k: number, what: string) => `${k} ${what}${k === 1 ? '' : 's'}`;
  return `index.html, ${n(count('.js'), 'script')}, ${n(count('.css'), 'stylesheet')}: ${paths.length} requests`;
}

/** `rows[0]` is the head; one label column, then figures. */
function printRows(rows: string[][], title: string) {
  printTable(rows[0]!, rows.slice(1), title, 1);
}

export async function runStartupBench() {
  const started = Date.now();
  const state = buildState();
  console.log(
    `\nstartup bench: compiled server (node apps/api/dist/server.js) against tsx (same sources)`,
  );
  if (!state.fresh) {
    console.log(`  building first (${state.reason})`);
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      console.error('startup bench failed: the build failed');
      process.exitCode = 1;
      return;
    }
  }
  if (process.env.BENCH_DATABASE_URL) {
    // Creates, reports failures of and drops the scratch database, and prints the total time.
    await withScratchDatabase(
      'startup',
      (name) => `  on PostgreSQL (scratch database ${name})`,
      (db) => measure({ dataDir: db.dir, url: db.url }),
    );
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodeschool-bench-startup-'));
  try {
    console.log('  on PGlite (a temporary data folder)');
    await measure({ dataDir });
  } catch (error) {
    console.error('startup bench failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`startup bench done in ${Math.round((Date.now() - started) / 1000)} s`);
}
