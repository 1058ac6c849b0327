import { eq, sql } from 'drizzle-orm';

import type { HomeContent } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { siteContent, users } from '../../db/schema/index.ts';

export const HOME_KEY = 'home';

export async function findHomeRow(db: Tx, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      content: siteContent.content,
      updatedAt: siteContent.updatedAt,
      updatedById: users.id,
      updatedByName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(siteContent)
    .leftJoin(users, eq(users.id, siteContent.updatedBy))
    .where(eq(siteContent.key, HOME_KEY))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: siteContent }) : await query;
  return row ?? null;
}

export async function upsertHome(db: Tx, content: HomeContent, updatedBy: string | null) {
  const now = new Date();
  await db
    .insert(siteContent)
    .values({ key: HOME_KEY, content, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: siteContent.key, set: { content, updatedBy, updatedAt: now } });
}
