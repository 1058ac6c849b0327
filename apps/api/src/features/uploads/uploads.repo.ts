import { and, asc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { files, users, type FileRow } from '../../db/schema/index.ts';

/** Uploads inside the rolling hour, by the database's clock (the same on every instance). */
const inLastHour = sql`${files.createdAt} > now() - interval '1 hour'`;

export async function findFile(db: Tx, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** Bytes a user keeps in all, and how many files they uploaded in the last hour. */
export async function usageOf(db: Tx, ownerId: string) {
  const [row] = await db
    .select({
      usedBytes: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number),
      lastHour: sql<number>`count(*) filter (where ${inLastHour})`.mapWith(Number),
    })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return row ?? { usedBytes: 0, lastHour: 0 };
}

/**
 * Seconds until the upload `skip` places after the oldest one of the last hour leaves the
 * window (skip 0: the oldest), i.e. until the user may upload again.
 */
export async function secondsUntilLeaves(db: Tx, ownerId: string, skip: number): Promise<number> {
  const [row] = await db
    .select({
      seconds:
        sql<number>`ceil(extract(epoch from ${files.createdAt} + interval '1 hour' - now()))`.mapWith(
          Number,
        ),
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), inLastHour))
    .orderBy(asc(files.createdAt))
    .offset(skip)
    .limit(1);
  return Math.max(1, row?.seconds ?? 1);
}

/**
 * Holds the user's row until the transaction ends, so one user's uploads are checked against
 * the limits one at a time on every instance. NO KEY UPDATE: rows that merely reference the
 * user (payments, enrolments…) are not held up.
 */
export async function lockOwner(tx: Tx, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
}

export async function insertFile(tx: Tx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await tx.insert(files).values(values).returning();
  return row!;
}
