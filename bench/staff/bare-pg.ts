/**
 * The baseline for the staff routes: a bare Fastify server (no plugins, no auth, no schemas)
 * whose handler runs the statements the real service ran for each case (BENCH_STAFF_CASES, a
 * JSON file), side by side when the service sends them so, on a pg pool of the API's size, and
 * answers the rows as JSON. /case/{name}: the service's statements; /direct/{name}: the
 * dashboard computed from the source tables instead of daily_stats.
 * Listens on BENCH_PORT and prints `READY <port>`.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';
import pg from 'pg';

import type { BenchCase, Statement } from './cases.ts';

const cases = new Map(
  (JSON.parse(readFileSync(process.env.BENCH_STAFF_CASES!, 'utf8')) as BenchCase[]).map((c) => [
    c.name,
    c,
  ]),
);
const pool = new pg.Pool({ connectionString: process.env.BENCH_STAFF_DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

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

async function stop() {
  await app.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);
