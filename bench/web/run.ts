/**
 * `npm run bench:web`: the public pages as a phone on mobile data sees them. Builds when the
 * build is missing or older than the sources, starts the compiled server in production mode
 * (PGlite in a temporary folder, demo data seeded), and runs Lighthouse (mobile, its default simulated throttling) with Debian's Chromium
 * on each public page BENCH_WEB_RUNS times (default 3). Prints the median of each category score,
 * LCP, FCP, TBT and CLS, and the page's first-load JavaScript: every script the page fetched
 * while loading, counted at its gzip size, beside the goals of issue 18. Reports only: exits 0
 * whatever the figures (1 when the server or Chromium cannot start).
 *
 * Env: BENCH_WEB_RUNS, BENCH_WEB_PAGES (comma-separated paths instead of the seven),
 * BENCH_WEB_FAILED=1 (also list each run's failed accessibility, best-practice and SEO audits),
 * CHROME_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { buildState, root } from '../../scripts/lib/build-state.mjs';
import { positive } from '../lib/harness.ts';
import { freePort, median, productionEnv, startTimed, stop } from '../lib/production-server.ts';
import { printTable } from '../lib/table.ts';

const RUNS = positive(process.env.BENCH_WEB_RUNS, 3);
const WEB_DIST = path.join(root, 'apps/web/dist');
const GOALS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const CATEGORIES = Object.keys(GOALS) as (keyof typeof GOALS)[];
const GOAL_CLS = 0.05;
const GOAL_JS_KB = 100;

type Sample = Record<keyof typeof GOALS, number> & {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
};

/** The gzip size of a file the build wrote (its .gz copy when there is one), in bytes. */
function gzipBytes(urlPath: string): number {
  const file = path.join(WEB_DIST, decodeURIComponent(urlPath));
  if (!file.startsWith(WEB_DIST) || !existsSync(file)) return 0;
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The public pages of issue 18, with a real course id and webinar code from the demo data. */
async function publicPages(base: string): Promise<string[]> {
  if (process.env.BENCH_WEB_PAGES) return process.env.BENCH_WEB_PAGES.split(',');
  const json = async <T>(p: string) =>
    ((await (await fetch(base + p)).json()) as { data?: T }).data;
  const courses = (await json<{ courses: { _id: string }[] }>('/api/v1/courses'))?.courses ?? [];
  const webinars =
    (await json<{ webinars: { webinarCode: string }[] }>('/api/v1/webinars'))?.webinars ?? [];
  const course = courses[0]?._id;
  const webinar = webinars[0]?.webinarCode;
  return [
    '/',
    '/kodr',
    '/courses',
    ...(course ? [`/courses/${course}`] : []),
    '/webinars',
    ...(webinar ? [`/webinars/${webinar}`] : []),
    '/kodex',
  ];
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  if (process.env.BENCH_WEB_FAILED) {
    for (const c of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
          console.log(`  ${new URL(url).pathname} ${c}: ${a.id} (${a.title})`);
        }
      }
    }
  }
  const value = (a: string) => lhr.audits[a]?.numericValue ?? NaN;
  const origin = new URL(url).origin;
  type Request = { url: string; resourceType?: string };
  const details = lhr.audits['network-requests']?.details as { items?: Request[] } | undefined;
  const scripts = (details?.items ?? []).filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(origin),
  );
  const jsBytes = scripts.reduce((sum, r) => sum + gzipBytes(new URL(r.url).pathname), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
  };
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): run it again. */
async function auditWithRetry(url: string, port: number, tries = 3): Promise<Sample> {
  for (let i = 1; ; i += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (i >= tries) throw error;
      console.log(`  (${(error as Error).message}; again)`);
    }
  }
}

async function main() {
  const state = buildState();
  if (!state.fresh) {
    console.log(`bench:web: building first (${state.reason})…`);
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodeschool-bench-web-'));
  const port = await freePort();
  const env = productionEnv(port, { dataDir });
  const { child } = await startTimed(
    { name: 'compiled', args: ['apps/api/dist/server.js'] },
    env,
    port,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const pages = await publicPages(base);
    console.log(
      `\nPublic pages, Lighthouse ${RUNS}× each (mobile, simulated throttling), medians; ` +
        `first-load JS = scripts fetched while loading, gzip`,
    );
    const rows: string[][] = [];
    for (const page of pages) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i += 1)
        samples.push(await auditWithRetry(base + page, chrome.port));
      const med = (k: keyof Sample) => median(samples.map((s) => s[k]));
      rows.push([
        page.length > 28 ? `${page.slice(0, 27)}…` : page,
        ...CATEGORIES.map((c) => String(med(c))),
        (med('lcp') / 1000).toFixed(2),
        (med('fcp') / 1000).toFixed(2),
        med('tbt').toFixed(0),
        med('cls').toFixed(3),
        med('jsKb').toFixed(1),
      ]);
    }
    printTable(
      ['page', 'perf', 'a11y', 'best', 'seo', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'JS KB gz'],
      [
        ...rows,
        [
          'goal',
          `≥${GOALS.performance}`,
          String(GOALS.accessibility),
          `≥${GOALS['best-practices']}`,
          String(GOALS.seo),
          '',
          '',
          '',
          `≤${GOAL_CLS}`,
          `≤${GOAL_JS_KB}`,
        ],
      ],
      '',
      1,
    );
  } finally {
    await chrome.kill();
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
