/** The SQL suites (kodr, staff) measure the real API against their bare pg server side by side. */
import { DEMO_STAFF, seedDemo } from '../../apps/api/src/cli/seed/demo.ts';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { ensureFeatureDefaults } from '../../apps/api/src/features/index.ts';
import { login, startServer, type Server } from './harness.ts';

/** The scratch database migrated, with the features' defaults and the demo data; the caller seeds the rest and closes it. */
export async function openDemoDatabase(databaseUrl: string) {
  const database = await createDatabase({ databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await ensureFeatureDefaults(database.db);
  await seedDemo(database.db);
  return database;
}

/**
 * Starts the API and the suite's bare server (bench/<suite>/bare-pg.ts, replaying `casesFile`)
 * on the same database, pushing each onto `servers` (the caller stops them), and signs in the
 * first demo staff member.
 */
export async function startApiAndBare(
  suite: 'kodr' | 'staff',
  databaseUrl: string,
  casesFile: string,
  servers: Server[],
) {
  const api = await startServer(new URL('../servers/api.ts', import.meta.url), {
    BENCH_DATABASE_URL: databaseUrl,
  });
  servers.push(api);
  const env = `BENCH_${suite.toUpperCase()}`;
  const bare = await startServer(new URL(`../${suite}/bare-pg.ts`, import.meta.url), {
    [`${env}_CASES`]: casesFile,
    [`${env}_DATABASE_URL`]: databaseUrl,
  });
  servers.push(bare);
  const cookie = await login(`http://127.0.0.1:${api.port}`, DEMO_STAFF[0]!.phone);
  return { api, bare, cookie };
}
