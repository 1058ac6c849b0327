/**
 * The bare Fastify + pg baselines (kodr, staff): the captured cases they replay and the
 * start/stop protocol the harness expects from a child server.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/** The bare server's cases by name (a JSON file the suite wrote) and a pool of the API's size. */
export function openCases<T extends { name: string }>(casesFile: string, databaseUrl: string) {
  const cases = new Map(
    (JSON.parse(readFileSync(casesFile, 'utf8')) as T[]).map((c) => [c.name, c]),
  );
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  return { cases, pool };
}

/** Listens on BENCH_PORT, prints `READY <port>` for the harness and closes cleanly on a signal. */
export async function listenForHarness(app: FastifyInstance, pool: pg.Pool): Promise<void> {
  async function stop() {
    await app.close();
    await pool.end();
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as AddressInfo).port}`);
}
