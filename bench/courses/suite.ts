/**
 * Course catalogue with HTTP caching: the real GET /api/v1/courses and GET /api/v1/courses/{id}
 * (database read + ETag + Cache-Control), first as a plain 200 and then as the revalidation a
 * browser or CDN sends (If-None-Match → 304, no body), against a bare node:http server answering
 * the same paths with the same bytes (captured from the API in this run). Each server in its own
 * child process; reports req/s, exact p50/p95/p99 and the API's share of the bare req/s. Reports
 * only: never fails on the numbers.
 *
 * Env: BENCH_COURSES_DURATION (s per run, default 5), BENCH_COURSES_CONNECTIONS (default 10),
 * BENCH_DATABASE_URL (PostgreSQL instead of a temporary PGlite).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  measure,
  positive,
  startServer,
  stopServer,
  type Measurement,
  type Server,
} from '../lib/harness.ts';

type Case = { label: string; path: string; headers: Record<string, string>; barePath: string };

export async function runCoursesBench() {
  const duration = positive(process.env.BENCH_COURSES_DURATION, 5);
  const connections = positive(process.env.BENCH_COURSES_CONNECTIONS, 10);
  const opts = { connections, duration, warmup: Math.min(2, duration) };
  const dir = mkdtempSync(path.join(tmpdir(), 'kodeschool-bench-courses-'));
  let api: Server | undefined;
  let bare: Server | undefined;
  console.log(`\ncourses bench: ${connections} connections, ${duration} s per run`);
  try {
    api = await startServer(new URL('../servers/api.ts', import.meta.url));
    const base = `http://127.0.0.1:${api.port}`;
    const list = await fetch(`${base}/api/v1/courses`);
    const listBody = await list.text();
    const courses = (JSON.parse(listBody) as { data: { courses: { _id: string }[] } }).data.courses;
    if (!courses.length) throw new Error('the demo seed has no published course');
    const detailPath = `/api/v1/courses/${courses[0]!._id}`;
    const detail = await fetch(base + detailPath);
    const detailBody = await detail.text();
    const etags = { list: list.headers.get('etag')!, detail: detail.headers.get('etag')! };
    console.log(
      `  list ${listBody.length} B (${courses.length} courses), detail ${detailBody.length} B; ` +
        `cache-control "${list.headers.get('cache-control')}"`,
    );
    const bodiesFile = path.join(dir, 'bodies.json');
    writeFileSync(
      bodiesFile,
      JSON.stringify({ '/api/v1/courses': listBody, [detailPath]: detailBody }),
    );

    const cases: Case[] = [
      {
        label: 'GET /courses 200',
        path: '/api/v1/courses',
        headers: {},
        barePath: '/api/v1/courses',
      },
      {
        label: 'GET /courses 304 (If-None-Match)',
        path: '/api/v1/courses',
        headers: { 'if-none-match': etags.list },
        barePath: '/api/v1/courses',
      },
      { label: 'GET /courses/{id} 200', path: detailPath, headers: {}, barePath: detailPath },
      {
        label: 'GET /courses/{id} 304 (If-None-Match)',
        path: detailPath,
        headers: { 'if-none-match': etags.detail },
        barePath: detailPath,
      },
    ];
    bare = await startServer(new URL('./bare-json.ts', import.meta.url), {
      BENCH_BODIES: bodiesFile,
    });
    const rows: { label: string; api: Measurement; bare: Measurement }[] = [];
    for (const c of cases) {
      // alternate api and bare so drift on a shared machine hits both alike
      const a = await measure(api, c.path, { ...opts, headers: c.headers });
      const b = await measure(bare, c.barePath, opts);
      rows.push({ label: c.label, api: a, bare: b });
      console.log(`  ${c.label}: done`);
    }
    const head = [
      'case',
      'api req/s',
      'api p50',
      'api p95',
      'api p99',
      'bare req/s',
      'bare p95',
      'api/bare req/s',
      'api cpu µs/req',
    ];
    const body = rows.map((r) => [
      r.label,
      Math.round(r.api.rps).toString(),
      `${r.api.p50.toFixed(2)} ms`,
      `${r.api.p95.toFixed(2)} ms`,
      `${r.api.p99.toFixed(2)} ms`,
      Math.round(r.bare.rps).toString(),
      `${r.bare.p95.toFixed(2)} ms`,
      `${((r.api.rps / r.bare.rps) * 100).toFixed(1)} %`,
      Number.isNaN(r.api.cpuUs) ? '-' : r.api.cpuUs.toFixed(0),
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(
      ['', line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n'),
    );
    console.log(
      '\n304 rows: autocannon counts 304 as non-2xx; that is the expected answer there. The bare server always sends the full body.',
    );
  } catch (error) {
    console.error('courses bench failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    if (api) await stopServer(api);
    if (bare) await stopServer(bare);
    rmSync(dir, { recursive: true, force: true });
  }
}
