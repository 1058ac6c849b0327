/**
 * Kodr registrations at scale: seeds BENCH_KODR_ROWS (1,000,000) registrations into a new
 * PostgreSQL database, then for each case measures the real GET /api/v1/admin/kodr (signed-in
 * admin) and a bare Fastify + pg handler replaying the same statements, both in child
 * processes, alternately: single-user latency (1 connection) and throughput under load
 * (BENCH_KODR_CONNECTIONS). Prints each statement's EXPLAIN ANALYZE scans, a table with exact
 * p50/p95/p99 and the API's share of the bare throughput, and drops the database at the end.
 *
 * Env: BENCH_DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_KODR_ROWS, BENCH_KODR_DURATION (s per load run, default 5), BENCH_KODR_CONNECTIONS (10).
 * Reports only: exits 0 whatever the numbers; skips when no PostgreSQL answers.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import {
  seedDemoKodrRegistrations,
  seedKodrRegistrations,
} from '../../apps/api/src/cli/seed/kodr.ts';
import { openDemoDatabase, startApiAndBare } from '../lib/api-and-bare.ts';
import { measure, positive, stopServer, type Measurement, type Server } from '../lib/harness.ts';
import { withScratchDatabase } from '../lib/scratch-database.ts';
import { explain } from '../lib/sql-cases.ts';
import { MEASURED_HEAD, measuredCells, printTable } from '../lib/table.ts';
import { captureCases, chooseCases, tableFacts, type CapturedCase } from './cases.ts';

const GOAL_P95_MS = 50;
const GOAL_SHARE = 0.8;

type Row = { label: string; target: 'api' | 'bare'; connections: number; m: Measurement };

function printRows(rows: Row[]) {
  const head = [...MEASURED_HEAD, 'api/bare req/s', 'p95 < 50 ms'];
  const body = rows.map((r) => {
    const bare = rows.find(
      (b) => b.label === r.label && b.connections === r.connections && b.target === 'bare',
    );
    const share = r.target === 'api' && bare ? r.m.rps / bare.m.rps : NaN;
    return [
      ...measuredCells(r),
      Number.isNaN(share)
        ? ''
        : `${(share * 100).toFixed(1)} %${share >= GOAL_SHARE ? '' : ' (below 80 %)'}`,
      r.target === 'api' ? (r.m.p95 < GOAL_P95_MS ? 'yes' : 'NO') : '',
    ];
  });
  printTable(head, body);
}

export async function runKodrBench(): Promise<void> {
  const rowCount = positive(process.env.BENCH_KODR_ROWS, 1_000_000);
  const duration = positive(process.env.BENCH_KODR_DURATION, 5);
  const connections = positive(process.env.BENCH_KODR_CONNECTIONS, 10);
  await withScratchDatabase(
    'kodr',
    (name) => `kodr bench: database ${name}, ${rowCount.toLocaleString('en-US')} registrations`,
    async ({ url, dir }) => {
      const servers: Server[] = [];
      let pool: pg.Pool | undefined;
      try {
        const database = await openDemoDatabase(url);
        await seedDemoKodrRegistrations(database.db);
        const seedStart = Date.now();
        await seedKodrRegistrations(database.db, rowCount);
        const seedSeconds = (Date.now() - seedStart) / 1000;
        await database.close();

        pool = new pg.Pool({ connectionString: url, max: 4 });
        pool.on('error', () => undefined);
        const facts = await tableFacts(pool);
        console.log(
          `  seeded in ${seedSeconds.toFixed(1)} s: kodr_registrations ${facts.rows.toLocaleString('en-US')} rows (${facts.size} with indexes), kodr_registration_stats ${facts.stats} rows`,
        );
        const captured = await captureCases(pool, await chooseCases(pool));
        const casesFile = path.join(dir, 'cases.json');
        writeFileSync(casesFile, JSON.stringify(captured));

        console.log(
          '\nEXPLAIN ANALYZE per case (one line per statement: scans used, execution time)',
        );
        for (const c of captured) {
          const plans = await explain(pool, c.statements);
          console.log(
            `  ${c.label}  → ${c.totalItems.toLocaleString('en-US')}${c.isTotalCapped ? '+' : ''} matches, ${c.rows} rows on the page`,
          );
          plans.forEach((p, i) =>
            console.log(`    ${i + 1}. ${p.ms.toFixed(2)} ms  ${p.scans.join(', ')}`),
          );
        }

        const { api, bare, cookie } = await startApiAndBare('kodr', url, casesFile, servers);
        await checkAnswers(api.port, cookie, captured);

        console.log(
          `\nmeasuring: per case and target 1 connection for ${Math.min(3, duration)} s, then ${connections} connections for ${duration} s (1 s warm-up each)`,
        );
        const rows: Row[] = [];
        for (const c of captured) {
          for (const conns of [1, connections]) {
            const opts = {
              connections: conns,
              duration: conns === 1 ? Math.min(3, duration) : duration,
              warmup: 1,
            };

            rows.push({
              label: c.label,
              target: 'api',
              connections: conns,
              m: await measure(api, `/api/v1/admin/kodr?${c.query}`, {
                ...opts,
                headers: { cookie },
              }),
            });

            rows.push({
              label: c.label,
              target: 'bare',
              connections: conns,
              m: await measure(bare, `/case/${c.name}`, opts),
            });
          }
          console.log(`  ${c.label}: done`);
        }
        printRows(rows);
        const api1 = rows.filter((r) => r.target === 'api' && r.connections === 1);
        const apiN = rows.filter((r) => r.target === 'api' && r.connections === connections);
        console.log(
          `\ngoals: p95 < ${GOAL_P95_MS} ms at 1 connection in ${api1.filter((r) => r.m.p95 < GOAL_P95_MS).length}/${api1.length} cases, ` +
            `at ${connections} connections in ${apiN.filter((r) => r.m.p95 < GOAL_P95_MS).length}/${apiN.length}; ` +
            `API ≥ 80 % of bare req/s at ${connections} connections in ${
              apiN.filter((r) => {
                const b = rows.find(
                  (x) =>
                    x.label === r.label && x.connections === connections && x.target === 'bare',
                );
                return b && r.m.rps / b.m.rps >= GOAL_SHARE;
              }).length
            }/${apiN.length}`,
        );
      } finally {
        for (const server of servers) await stopServer(server);
        await pool?.end();
      }
    },
  );
}

/** The API must answer each case as the service did when its SQL was captured. */
async function checkAnswers(port: number, cookie: string, captured: CapturedCase[]) {
  for (const c of captured) {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin/kodr?${c.query}`, {
      headers: { cookie },
    });
    const body = (await res.json()) as {
      data?: { pagination: { totalItems: number }; kodrRegistrations: unknown[] };
    };
    if (res.status !== 200 || body.data?.pagination.totalItems !== c.totalItems) {
      throw new Error(
        `${c.label}: API answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
  }
}
