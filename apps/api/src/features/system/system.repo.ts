import { eq, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Resolves when the database answers a trivial query (/readyz). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function findUserByEmail(db: Tx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}
