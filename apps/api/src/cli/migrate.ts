import { loadConfigOrExit } from '../core/config.ts';
import { createDatabase } from '../db/client.ts';

/**
 * `npm run db:migrate`: applies the pending migrations to DATABASE_URL (or the PGlite data
 * folder) and exits; run it first when upgrading. On PostgreSQL it holds an advisory lock while
 * it migrates, the same lock each server start takes, so it is safe next to running or starting
 * instances. Exit code 1 (and the error on stderr) when a migration fails.
 */
const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = Date.now();
  await database.migrate();
  const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Database migrated (${where}) in ${Date.now() - started} ms.`);
} catch (error) {
  console.error('db:migrate failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
