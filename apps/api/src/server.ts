import { buildApp } from './app.ts';
import { DEMO_STAFF, seedIfEmpty } from './cli/seed/demo.ts';
import { loadConfigOrExit } from './core/config.ts';
import { createFileStore } from './core/file-store.ts';
import { closeOnSignal } from './core/shutdown.ts';
import { createDatabase } from './db/client.ts';
import { ensureFeatureDefaults } from './features/index.ts';

const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let seeded = false;
await database.migrate(async () => {
  await ensureFeatureDefaults(database.db);
  if (config.seedDemo) seeded = await seedIfEmpty(database.db, { files: createFileStore(config) });
});
const app = await buildApp({ config, db: database.db });

// Fastify stops accepting, lets in-flight requests finish, then runs onClose hooks.
closeOnSignal(app, database, {
  message: 'shutting down: finishing in-flight requests',
  graceMs: 25_000,
});

await app.listen({ port: config.port, host: config.host });
// Settings that work but need an operator's attention (no SMTP_URL…): visible at every start.
for (const warning of config.warnings) app.log.warn(warning);
if (config.jobWorkers) {
  app.jobs.start();
  app.scheduler.start();
}
const url = `http://localhost:${config.port}`;
const where =
  database.driver === 'pglite'
    ? `embedded PGlite in ${config.dataDir}`
    : 'PostgreSQL (DATABASE_URL)';
const lines = [
  '',
  `  KodeSchool is running at ${url}`,
  `  Database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
  `  API docs: ${url}/api/docs`,
];
if (config.enableDevRoutes) {
  lines.push(
    '',
    '  Demo staff accounts (sign in at /auth/signin; read the OTP at',
    `  ${url}/api/v1/dev/outbox?to=<phone> from this machine):`,
    ...DEMO_STAFF.map((s) => `    ${s.phone}  ${s.role.padEnd(20)} ${s.firstName} ${s.lastName}`),
  );
}
console.log(lines.join('\n') + '\n');
