import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { createDatabase, type Database } from '../db/client.ts';
import { postgresUrl } from './harness.ts';

const folder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The migration files in the order they apply. */
export const migrationFiles = () =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/** Applies one migration file by hand, statement by statement (as drizzle does). */
export async function applyMigrationFile(database: Database, file: string) {
  const text = readFileSync(`${folder}/${file}`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

/**
 * An empty database without migrations, for a test that applies them by hand: a new PostgreSQL
 * database when the run is on PostgreSQL (TEST_DB=postgres), else an in-memory PGlite.
 * `close()` drops what it made.
 */
export async function emptyDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await createDatabase({ dataDir: 'memory://' });
    return { database, close: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  const name = `kodeschool_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl());
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
