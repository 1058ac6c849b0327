import { queryOptions, useQuery } from '@tanstack/react-query';

import { type SitePage, type SitePageSlug } from '@app/shared';

import { publicApi } from '@/core/api-client';

import { sitePageKeys } from './site-page-keys.ts';

/** GET /pages/{slug} → data.page: the privacy, terms, refund or contact page. */
export async function getSitePage(slug: SitePageSlug, signal?: AbortSignal): Promise<SitePage> {
  const res = await publicApi.get(`/pages/${slug}`, 'ZSitePageData', { signal });
  return res.data.page;
}

export const sitePageQueryOptions = (slug: SitePageSlug) =>
  queryOptions({
    queryKey: sitePageKeys.public(slug),
    queryFn: ({ signal }) => getSitePage(slug, signal),
    // Policies change rarely; an edit is seen on the next visit (the server revalidates).
    staleTime: 5 * 60_000,
  });

export const useSitePage = (slug: SitePageSlug) => useQuery(sitePageQueryOptions(slug));
