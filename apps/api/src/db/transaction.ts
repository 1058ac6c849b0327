import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';

import type { Db, Tx } from './client.ts';

/**
 * How code outside the repositories groups their calls, without speaking Drizzle: in one
 * transaction, or side by side. The handle it gets is only passed on to repository functions
 * (lint keeps queries in *.repo.ts).
 */

/** Runs `work` in one transaction: every repository call given `tx` commits or rolls back together. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * Independent reads: at once on the pool (each takes its own connection), one after another in
 * a transaction. A transaction is one connection, and pg 8 only queues a second query sent while
 * one runs on it (with a deprecation warning) where pg 9 throws.
 */
export async function concurrently<T extends readonly unknown[]>(
  db: Tx,
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!is(db, PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
