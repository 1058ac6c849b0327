/**
 * A new PostgreSQL database for one at-scale suite (kodr, staff), dropped at the end whatever
 * happens. The suite is skipped with a message when no server answers at BENCH_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

export type ScratchDatabase = {
  name: string;
  /** connection string of the new database */
  url: string;
  /** a temporary folder for the suite's files (removed at the end) */
  dir: string;
};

/**
 * Creates `<suite>_bench_<pid>_<random>`, prints `headline(name)`, runs the suite and reports a
 * failure as `<suite> bench failed` (exit code 1, the other suites still run). The suite stops
 * its own servers and pools before it returns or throws.
 */
export async function withScratchDatabase(
  suite: string,
  headline: (name: string) => string,
  run: (db: ScratchDatabase) => Promise<void>,
): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const started = Date.now();
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `\n${suite} bench skipped: no PostgreSQL at ${serverUrl} (${(error as Error).message})`,
    );
    return;
  }
  const name = `${suite}_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(tmpdir(), `${suite}-bench-`));
  console.log(`\n${headline(name)}`);
  try {
    await admin.query(`create database ${name}`);
    await run({ name, url: url.toString(), dir });
  } catch (error) {
    console.error(`${suite} bench failed:`, error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `${suite} bench done in ${Math.round((Date.now() - started) / 1000)} s (database ${name} dropped)`,
    );
  }
}
