import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Tx } from '../../db/client.ts';
import { containsPattern, countWhere, pageTotal, totalRows } from '../../db/list-query.ts';
import {
  callbackRequests,
  kodrRegistrations,
  users,
  utmLinks,
  utmVisits,
  type UtmLinkRow,
} from '../../db/schema/index.ts';

const creator = alias(users, 'creator');

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.toLowerCase());
  return or(
    sql`lower(${utmLinks.campaign}) like ${pattern}`,
    sql`lower(${utmLinks.source}) like ${pattern}`,
  );
}

/**
 * One statement: the page of links (newest first) with the total, then per link its creator and
 * the visits, registrations, callbacks and sign-ups attributed to it. The counts are correlated
 * subqueries over the page only, each served by an index on the attribution's link id.
 */
export async function findLinksWithStats(
  db: Tx,
  opts: { search?: string | undefined; limit: number; offset: number },
) {
  const page = db
    .select({
      id: utmLinks.id,
      path: utmLinks.path,
      source: utmLinks.source,
      medium: utmLinks.medium,
      campaign: utmLinks.campaign,
      term: utmLinks.term,
      content: utmLinks.content,
      createdBy: utmLinks.createdBy,
      createdAt: utmLinks.createdAt,
      total: totalRows().as('total'),
    })
    .from(utmLinks)
    .where(searchWhere(opts.search))
    .orderBy(desc(utmLinks.createdAt), desc(utmLinks.id))
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
  const countOf = (table: SQL, column: SQL) =>
    sql<number>`(select count(*) from ${table} where ${column} = ${page.id})`.mapWith(Number);
  const rows = await db
    .select({
      link: {
        id: page.id,
        path: page.path,
        source: page.source,
        medium: page.medium,
        campaign: page.campaign,
        term: page.term,
        content: page.content,
        createdAt: page.createdAt,
      },
      total: page.total,
      creatorId: creator.id,
      creatorName: sql<string | null>`trim(${creator.firstName} || ' ' || ${creator.lastName})`,
      visits: countOf(sql`${utmVisits}`, sql`${utmVisits.linkId}`),
      registrations: countOf(sql`${kodrRegistrations}`, sql`(${kodrRegistrations.utm} ->> 'id')`),
      callbacks: countOf(sql`${callbackRequests}`, sql`(${callbackRequests.utm} ->> 'id')`),
      signups: countOf(sql`${users}`, sql`(${users.utm} ->> 'id')`),
    })
    .from(page)
    .leftJoin(creator, eq(creator.id, page.createdBy))
    .orderBy(desc(page.createdAt), desc(page.id));
  const total = await pageTotal(rows, opts.offset, () =>
    countWhere(db, utmLinks, searchWhere(opts.search)),
  );
  return { rows, total };
}

export type LinkKey = Pick<UtmLinkRow, 'path' | 'source' | 'medium' | 'campaign'> & {
  term: string | null;
  content: string | null;
};

/** Serialises link creation per key, so two identical requests cannot both pass the check. */
export async function lockLinkKey(db: Tx, key: LinkKey): Promise<void> {
  const text = JSON.stringify([
    key.path,
    key.source,
    key.medium,
    key.campaign,
    key.term,
    key.content,
  ]);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`utm-link:${text}`}))`);
}

export async function findLinkByKey(db: Tx, key: LinkKey) {
  const [row] = await db
    .select({ id: utmLinks.id })
    .from(utmLinks)
    .where(
      and(
        eq(utmLinks.path, key.path),
        eq(utmLinks.source, key.source),
        eq(utmLinks.medium, key.medium),
        eq(utmLinks.campaign, key.campaign),
        sql`${utmLinks.term} is not distinct from ${key.term}`,
        sql`${utmLinks.content} is not distinct from ${key.content}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertLink(db: Tx, values: typeof utmLinks.$inferInsert) {
  const [row] = await db.insert(utmLinks).values(values).returning();
  return row!;
}

export async function deleteLink(db: Tx, id: string) {
  const [row] = await db.delete(utmLinks).where(eq(utmLinks.id, id)).returning();
  return row ?? null;
}

export async function findUserName(db: Tx, id: string) {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.name ?? null;
}

export async function insertVisit(db: Tx, values: typeof utmVisits.$inferInsert) {
  await db.insert(utmVisits).values(values);
}
