/**
 * The baseline for GET /admin/kodr: a bare Fastify server (no plugins, no auth, no schemas)
 * whose handler runs the statements the real list service ran for each case, captured with
 * their parameters (BENCH_KODR_CASES, a JSON file), on a pg pool of the API's size, and
 * answers the rows as JSON. Same SQL, same round trips, none of the framework around them.
 * Listens on BENCH_PORT and prints `READY <port>`.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';
import pg from 'pg';

import type { CapturedCase } from './cases.ts';

const cases = new Map(
  (JSON.parse(readFileSync(process.env.BENCH_KODR_CASES!, 'utf8')) as CapturedCase[]).map((c) => [
    c.name,
    c,
  ]),
);
const pool = new pg.Pool({ connectionString: process.env.BENCH_KODR_DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

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

async function stop() {
  await app.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);
