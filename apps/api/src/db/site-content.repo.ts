import { eq, sql } from 'drizzle-orm';

import type { HomeContent, SitePageContent } from '@app/shared';

import type { Tx } from './client.ts';
import { siteContent, users } from './schema/index.ts';

/**
 * The staff-edited documents in site_content (the home page under 'home', site pages under
 * 'page:<slug>'): one row by key with who last published it, and the write that replaces it.
 * Each feature validates its own content; this layer only stores it.
 */
export async function findSiteContent(db: Tx, key: string, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      content: siteContent.content,
      updatedAt: siteContent.updatedAt,
      updatedById: users.id,
      updatedByName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(siteContent)
    .leftJoin(users, eq(users.id, siteContent.updatedBy))
    .where(eq(siteContent.key, key))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: siteContent }) : await query;
  return row ?? null;
}
export type SiteContentRow = NonNullable<Awaited<ReturnType<typeof findSiteContent>>>;

type SiteContentDocument = HomeContent | SitePageContent;

export async function upsertSiteContent(
  db: Tx,
  key: string,
  content: SiteContentDocument,
  updatedBy: string | null,
) {
  const now = new Date();
  await db
    .insert(siteContent)
    .values({ key, content, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: siteContent.key, set: { content, updatedBy, updatedAt: now } });
}
