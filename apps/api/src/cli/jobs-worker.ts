import { buildApp } from '../app.ts';
import { loadConfigOrExit } from '../core/config.ts';
import { closeOnSignal } from '../core/shutdown.ts';
import { createDatabase } from '../db/client.ts';

/**
 * A worker without HTTP: `node --import tsx src/cli/jobs-worker.ts` (in apps/api) runs the job
 * queue's polling workers — bulk e-mail and certificate chunks, the judge, every registered
 * queue — and the scheduled tasks (quiz-expiry sweep, retention: once per tick across every
 * worker and server; core/jobs/scheduler.ts) against DATABASE_URL (or the PGlite data folder), with
 * the same environment as the server (SMTP_URL, PUBLIC_URL…). Run several, on several machines, next to web servers started
 * with JOB_WORKERS=false; each claims jobs with SKIP LOCKED and a lease, so a worker that dies
 * mid-chunk is replaced by another once its lease lapses. The web server migrates the database;
 * the worker expects it migrated. SIGTERM or SIGINT lets running jobs finish, then exits.
 * Prints `READY` on stdout once it polls (the kill-and-restart test waits for it).
 */

const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, db: database.db });
await app.ready();

closeOnSignal(app, database, {
  message: 'jobs worker stopping: finishing running jobs',
  graceMs: 60_000,
});

app.jobs.start();
app.scheduler.start();
app.log.info({ pid: process.pid }, 'jobs worker started');
process.stdout.write('READY\n');
