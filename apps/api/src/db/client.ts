import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: features never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then runs `then` (start-up defaults, demo seeding) still under
   * the migration lock, so instances started together never seed one database twice.
   */
  migrate(then?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The advisory lock every migrating process takes (`npm run db:migrate`, each server start), so
 * instances started together on an empty database migrate one after another instead of racing
 * on `create schema drizzle` (which crashed all but one). Any constant works; it only has to be
 * the same everywhere and unlike other advisory locks (the scheduler hashes task names).
 */
export const MIGRATION_LOCK_KEY = 7_465_873_020_914;

/** Migrates on one dedicated connection that holds the lock; the next waiter finds nothing to do. */
async function migrateUnderLock(pool: pg.Pool, then?: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      await then?.();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // After an error the connection is closed rather than reused: closing it frees the lock
    // whatever state it was left in.
    client.release(broken);
  }
}

/** `DATABASE_URL` picks PostgreSQL; otherwise PGlite files in `dataDir` ('memory://' for tests). */
export async function createDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from this dumped data directory (a migrated template) instead of initdb. */
  template?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client error must not crash the process; the pool replaces the client.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: (then) => migrateUnderLock(pool, then),
      close: () => pool.end(),
    };
  }
  const target = opts.dataDir === 'memory://' ? 'memory://' : path.join(opts.dataDir, 'pglite');
  if (target !== 'memory://') mkdirSync(target, { recursive: true });
  const client = await PGlite.create(target, {
    extensions: { pg_trgm },
    ...(opts.template && { loadDataDir: opts.template }),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: async (then) => {
      await migratePglite(db as never, { migrationsFolder });
      await then?.();
    },
    close: () => client.close(),
  };
}

/** PGlite only: the whole data directory as a tarball, to start other databases from. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

/** The embedded database: one process, one connection (no advisory locks needed). */
export function isPglite(db: Db): boolean {
  return is(db, PgliteDatabase);
}

/** Rows of a raw statement (`db.execute`): both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
