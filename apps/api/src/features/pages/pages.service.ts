import type { FastifyRequest } from 'fastify';

import {
  isSitePageSlug,
  SITE_PAGE_MSG,
  sitePageKey,
  ZSitePageContent,
  type AdminSitePage,
  type SitePage,
  type SitePageContent,
  type SitePageSlug,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { notFound } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DEFAULT_SITE_PAGES } from './pages.defaults.ts';
import * as repo from './pages.repo.ts';

type Deps = { db: Db | Tx };

function slugOf(value: string): SitePageSlug {
  if (!isSitePageSlug(value)) throw notFound(SITE_PAGE_MSG.notFound);
  return value;
}

/** The saved page, or the default text while staff have not published one. */
function toAdminPage(slug: SitePageSlug, row: repo.PageRow | null): AdminSitePage {
  // A row that no longer fits the schema must not break the page: the default shows instead.
  const parsed = row ? ZSitePageContent.safeParse(row.content) : null;
  if (!row || !parsed?.success) {
    return { slug, ...DEFAULT_SITE_PAGES[slug], updatedAt: null, updatedBy: null, isDefault: true };
  }
  return {
    slug,
    ...parsed.data,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedById ? { _id: row.updatedById, name: row.updatedByName ?? '' } : null,
    isDefault: false,
  };
}

export async function getAdminPage({ db }: Deps, slugParam: string): Promise<AdminSitePage> {
  const slug = slugOf(slugParam);
  return toAdminPage(slug, await repo.findPageRow(db, sitePageKey(slug)));
}

/** What visitors read: no staff names. */
export async function getPage(deps: Deps, slugParam: string): Promise<SitePage> {
  const { slug, title, body, updatedAt } = await getAdminPage(deps, slugParam);
  return { slug, title, body, updatedAt };
}

/** Publishes a page; the change (title and text before and after) goes to the activity log. */
export async function savePage(
  { db }: { db: Db },
  request: FastifyRequest,
  slugParam: string,
  content: SitePageContent,
): Promise<AdminSitePage> {
  const slug = slugOf(slugParam);
  const key = sitePageKey(slug);
  return inTransaction(db, async (tx) => {
    const before = toAdminPage(slug, await repo.findPageRow(tx, key, { forUpdate: true }));
    await repo.upsertPage(tx, key, content, request.sessionUser?.id ?? null);
    await recordActivity(tx, request, {
      action: 'page.update',
      entity: 'site_content',
      entityId: key,
      before: { title: before.title, body: before.body },
      after: { title: content.title, body: content.body },
    });
    return toAdminPage(slug, await repo.findPageRow(tx, key));
  });
}
