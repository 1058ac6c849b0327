import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type AdminSitePage, type SitePageContent, type SitePageSlug } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { sitePageKeys } from './site-page-keys.ts';

/** GET /admin/pages/{slug} → data.page, with who last published it. */
export async function getAdminSitePage(
  slug: SitePageSlug,
  signal?: AbortSignal,
): Promise<AdminSitePage> {
  const res = await adminApi.get(`/pages/${slug}`, 'ZAdminSitePageData', { signal });
  return res.data.page;
}

export const adminSitePageQueryOptions = (slug: SitePageSlug) =>
  queryOptions({
    queryKey: sitePageKeys.admin(slug),
    queryFn: ({ signal }) => getAdminSitePage(slug, signal),
    // The editor starts from what is published now, never from a stale copy.
    staleTime: 0,
  });

export const useAdminSitePage = (slug: SitePageSlug) => useQuery(adminSitePageQueryOptions(slug));

/** PUT /admin/pages/{slug}: the answer becomes the editor's copy and visitors' copy refetches. */
export async function publishSitePage(slug: SitePageSlug, content: SitePageContent) {
  const res = await adminApi.put(`/pages/${slug}`, 'ZAdminSitePageData', content);
  return res.data.page;
}

export function usePublishSitePage(slug: SitePageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SitePageContent) => publishSitePage(slug, content),
    onSuccess: async (page) => {
      queryClient.setQueryData(sitePageKeys.admin(slug), page);
      await queryClient.invalidateQueries({ queryKey: sitePageKeys.public(slug) });
    },
  });
}
