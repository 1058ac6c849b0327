import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { getTableName, isTable } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postgresUrl } from '../test/harness.ts';
import { createDatabase } from './client.ts';
import * as schema from './schema/index.ts';

const run = promisify(execFile);
const migrateScript = fileURLToPath(new URL('../cli/migrate.ts', import.meta.url));
const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

// A server is needed: PGlite is one process, nothing races there.
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(postgresUrl());

describe.skipIf(!onPostgres)('migrating an empty PostgreSQL database from many instances', () => {
  const name = `kodeschool_mig_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let url: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(postgresUrl());
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('two `npm run db:migrate` processes and two server pools at once all succeed, once', async () => {
    const env = { PATH: process.env.PATH ?? '', NODE_OPTIONS: '', DATABASE_URL: url };
    const processes = [1, 2].map(() =>
      run(process.execPath, ['--import', 'tsx', migrateScript], { env, timeout: 60_000 }),
    );
    const pools = await Promise.all(
      [1, 2].map(() => createDatabase({ databaseUrl: url, dataDir: 'memory://' })),
    );
    try {
      const results = await Promise.allSettled([...processes, ...pools.map((d) => d.migrate())]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
      ]);
    } finally {
      await Promise.all(pools.map((d) => d.close()));
    }

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      // Every migration applied exactly once, every table of the schema there.
      const applied = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const tables = await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public'`,
      );
      const present = new Set(tables.rows.map((r) => r.table_name));
      const expected = Object.values(schema)
        .filter((v) => isTable(v))
        .map((t) => getTableName(t));
      expect(expected.length).toBeGreaterThan(20);
      expect(expected.filter((t) => !present.has(t))).toEqual([]);
      // Nobody kept the lock.
      const locks = await db.query(
        `select 1 from pg_locks l join pg_database d on d.oid = l.database
         where l.locktype = 'advisory' and d.datname = $1`,
        [name],
      );
      expect(locks.rowCount).toBe(0);
    } finally {
      await db.end();
    }
  }, 90_000);
});
