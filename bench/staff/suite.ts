/**
 * Staff administration at scale (issue #7): seeds BENCH_STAFF_USERS (1,000,000) users and
 * BENCH_STAFF_REGISTRATIONS (1,000,000) registrations over two years, with payments,
 * enrolments and quiz attempts, into a new PostgreSQL database, through the real daily_stats
 * triggers. Then, per case, measures the real GET /api/v1/admin/dashboard and
 * GET /api/v1/admin/users (signed-in super admin) against a bare Fastify + pg handler
 * replaying the same statements, both in child processes, at 1 connection and under load; for
 * the dashboard also the same figures computed from the source tables without daily_stats.
 * Prints each statement's EXPLAIN ANALYZE scans and a table of exact p50/p95/p99 with ratios;
 * drops the database at the end.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_STAFF_USERS, BENCH_STAFF_REGISTRATIONS, BENCH_STAFF_DURATION (s per load run, default
 * 5), BENCH_STAFF_CONNECTIONS (default 10). Reports only: exits 0 whatever the numbers; skips
 * when no PostgreSQL answers.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import pg from 'pg';

import { seedDashboardScale, seedScaleUsers } from '../../apps/api/src/cli/seed/scale-stats.ts';
import { openDemoDatabase, startApiAndBare } from '../lib/api-and-bare.ts';
import { measure, positive, stopServer, type Server } from '../lib/harness.ts';
import { withScratchDatabase } from '../lib/scratch-database.ts';
import { explain } from '../lib/sql-cases.ts';
import { dashboardCases, userCases, type BenchCase } from './cases.ts';
import { printRows, type Row } from './table.ts';

async function timed(label: string, work: () => Promise<void>) {
  const started = Date.now();
  await work();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function runStaffBench(): Promise<void> {
  const userCount = positive(process.env.BENCH_STAFF_USERS, 1_000_000);
  const registrations = positive(process.env.BENCH_STAFF_REGISTRATIONS, 1_000_000);
  const duration = positive(process.env.BENCH_STAFF_DURATION, 5);
  const connections = positive(process.env.BENCH_STAFF_CONNECTIONS, 10);
  const fmt = (n: number) => n.toLocaleString('en-US');
  await withScratchDatabase(
    'staff',
    (name) =>
      `staff bench: database ${name}, ${fmt(userCount)} users, ${fmt(registrations)} registrations`,
    async ({ url, dir }) => {
      const servers: Server[] = [];
      let pool: pg.Pool | undefined;
      try {
        const database = await openDemoDatabase(url);
        await timed('users seeded', () => seedScaleUsers(database.db, userCount));
        await timed('registrations, payments, enrolments, attempts seeded', () =>
          seedDashboardScale(database.db, { registrations }),
        );
        await database.close();

        pool = new pg.Pool({ connectionString: url, max: 4 });
        pool.on('error', () => undefined);
        await printFacts(pool);
        const dashboard = await dashboardCases(pool);
        const users = await userCases(pool);
        const all = [...dashboard, ...users];
        const casesFile = path.join(dir, 'cases.json');
        writeFileSync(casesFile, JSON.stringify(all));

        console.log('\nEXPLAIN ANALYZE (one line per statement: scans used, execution time)');
        for (const c of all) {
          console.log(`  ${c.label}  → ${c.answer}`);
          for (const [i, p] of (await explain(pool, c.statements)).entries()) {
            console.log(`    ${i + 1}. ${p.ms.toFixed(2)} ms  ${p.scans.join(', ')}`);
          }
          if (c.direct) {
            const [p] = await explain(pool, c.direct.slice(0, 1));
            console.log(`    without daily_stats: ${p!.ms.toFixed(2)} ms  ${p!.scans.join(', ')}`);
          }
        }

        const { api, bare, cookie } = await startApiAndBare('staff', url, casesFile, servers);
        await checkAnswers(api.port, cookie, all);

        const single = Math.min(3, duration);
        console.log(
          `\nmeasuring: per case and target 1 connection for ${single} s, then ${connections} connections for ${duration} s (1 s warm-up each)`,
        );
        const rows: Row[] = [];
        for (const c of all) {
          for (const conns of [1, connections]) {
            const opts = {
              connections: conns,
              duration: conns === 1 ? single : duration,
              warmup: 1,
            };
            const add = async (target: Row['target'], server: Server, p: string, headers = {}) =>
              rows.push({
                label: c.label,
                target,
                connections: conns,
                m: await measure(server, p, { ...opts, headers }),
              });
            await add('api', api, `/api/v1/admin${c.path}`, { cookie });
            await add('bare', bare, `/case/${c.name}`);
            if (c.direct && conns === 1) await add('direct', bare, `/direct/${c.name}`);
          }
          console.log(`  ${c.label}: done`);
        }
        printRows(rows);
      } finally {
        for (const server of servers) await stopServer(server);
        await pool?.end();
      }
    },
  );
}

async function printFacts(pool: pg.Pool) {
  const tables = [
    'users',
    'kodr_registrations',
    'kodex_registrations',
    'webinar_users',
    'callback_requests',
    'payments',
    'enrolments',
    'whizz_attempts',
    'daily_stats',
  ];
  const { rows } = await pool.query<{ t: string; n: number }>(
    tables
      .map((t, i) => `select ${i} as i, '${t}' as t, count(*)::int as n from ${t}`)
      .join(' union all ') + ' order by i',
  );
  console.log(`  rows: ${rows.map((r) => `${r.t} ${r.n.toLocaleString('en-US')}`).join(', ')}`);
}

/** The API must answer each case as the service did when its SQL was captured. */
async function checkAnswers(port: number, cookie: string, cases: BenchCase[]) {
  for (const c of cases) {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin${c.path}`, {
      headers: { cookie },
    });
    const body = (await res.json()) as {
      data?: {
        dashboard?: { figures: unknown };
        users?: unknown[];
        pagination?: { totalItems: number };
      };
    };
    const got = body.data?.dashboard
      ? body.data.dashboard.figures
      : { total: body.data?.pagination?.totalItems, rows: body.data?.users?.length };
    if (res.status !== 200 || !isDeepStrictEqual(got, JSON.parse(c.answer))) {
      throw new Error(
        `${c.label}: API answered ${res.status} ${JSON.stringify(got).slice(0, 200)}, expected ${c.answer}`,
      );
    }
  }
}
