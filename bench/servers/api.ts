/**
 * The real API, built the way server.ts builds it but quiet: logger off, a fresh PGlite in a
 * temporary DATA_DIR (or BENCH_DATABASE_URL), migrated and seeded with the demo accounts.
 * Listens on BENCH_PORT (0 = any free port) and prints `READY <port>` once it accepts connections.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildApp } from '../../apps/api/src/app.ts';
import { seedDemo } from '../../apps/api/src/cli/seed/demo.ts';
import { loadConfig } from '../../apps/api/src/core/config.ts';
import { createDatabase } from '../../apps/api/src/db/client.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kodeschool-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig(
  {
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  {
    jwtSecret: randomBytes(48).toString('hex'),
    enableDevRoutes: true,
    webDist: '/nonexistent',
    port: 0,
  },
);
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedDemo(database.db); // insert … on conflict do nothing: safe on a reused BENCH_DATABASE_URL
const app = await buildApp({ config, db: database.db, logger: false, google: null });

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);
