/**
 * The baseline for the staff routes: a bare Fastify server (no plugins, no auth, no schemas)
 * whose handler runs the statements the real service ran for each case (BENCH_STAFF_CASES, a
 * JSON file), side by side when the service sends them so, on a pg pool of the API's size, and
 * answers the rows as JSON. /case/{name}: the service's statements; /direct/{name}: the
 * dashboard computed from the source tables instead of daily_stats.
 * Listens on BENCH_PORT and prints `READY <port>`.
 */
import Fastify from 'fastify';
import type pg from 'pg';

import { listenForHarness, openCases } from '../lib/bare-pg-server.ts';
import type { Statement } from '../lib/sql-cases.ts';
import type { BenchCase } from './cases.ts';

const { cases, pool } = openCases<BenchCase>(
  process.env.BENCH_STAFF_CASES!,
  process.env.BENCH_STAFF_DATABASE_URL!,
);

async function run(statements: Statement[], parallel: boolean) {
  if (parallel) return Promise.all(statements.map((s) => pool.query(s.text, s.params)));
  const results: pg.QueryResult[] = [];
  for (const s of statements) results.push(await pool.query(s.text, s.params));
  return results;
}

const app = Fastify({ logger: false });
app.get<{ Params: { kind: string; name: string } }>('/:kind/:name', async (req, reply) => {
  const found = cases.get(req.params.name);
  const statements = req.params.kind === 'direct' ? found?.direct : found?.statements;
  if (!statements) return reply.code(404).send({ success: false, message: 'no such case' });
  const results = await run(statements, found!.parallel || req.params.kind === 'direct');
  return { success: true, message: 'OK', data: results.map((r) => r.rows) };
});

await listenForHarness(app, pool);
