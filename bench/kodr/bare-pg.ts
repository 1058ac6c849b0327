/**
 * The baseline for GET /admin/kodr: a bare Fastify server (no plugins, no auth, no schemas)
 * whose handler runs the statements the real list service ran for each case, captured with
 * their parameters (BENCH_KODR_CASES, a JSON file), on a pg pool of the API's size, and
 * answers the rows as JSON. Same SQL, same round trips, none of the framework around them.
 * Listens on BENCH_PORT and prints `READY <port>`.
 */
import Fastify from 'fastify';
import type pg from 'pg';

import { listenForHarness, openCases } from '../lib/bare-pg-server.ts';
import type { CapturedCase } from './cases.ts';

const { cases, pool } = openCases<CapturedCase>(
  process.env.BENCH_KODR_CASES!,
  process.env.BENCH_KODR_DATABASE_URL!,
);

const app = Fastify({ logger: false });
app.get<{ Params: { name: string } }>('/case/:name', async (req, reply) => {
  const found = cases.get(req.params.name);
  if (!found) return reply.code(404).send({ success: false, message: 'no such case' });
  // In order, as the service sends them (a later statement's parameters came from an earlier one).
  const results: pg.QueryResult[] = [];
  for (const s of found.statements) results.push(await pool.query(s.text, s.params));
  const rows = results.at(-1)!.rows;
  return {
    success: true,
    message: 'OK',
    data: { kodrRegistrations: rows, pagination: results[0]!.rows[0] },
  };
});

await listenForHarness(app, pool);
