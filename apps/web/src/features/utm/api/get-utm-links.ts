import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Pagination, UtmLink } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { utmKeys } from './utm-keys.ts';

export type UtmLinkListParams = { page: number; limit: number; search: string };
export type UtmLinkList = { links: UtmLink[]; pagination: Pagination };

export const UTM_LIST_FAILED = 'Failed to fetch UTM links';

export async function getUtmLinks(params: UtmLinkListParams): Promise<UtmLinkList> {
  const res = await adminApi.get<UtmLinkList>('/utm/links', {
    query: { page: params.page, limit: params.limit, search: params.search || undefined },
  });
  if (!res.data) throw new Error(UTM_LIST_FAILED);
  return res.data;
}

export const utmLinksQueryOptions = (params: UtmLinkListParams) =>
  queryOptions({
    queryKey: utmKeys.list(params),
    queryFn: () => getUtmLinks(params),
    placeholderData: keepPreviousData,
    // Counts move as visitors arrive; a revisit of the page shows fresh numbers.
    staleTime: 0,
  });

export const useUtmLinks = (params: UtmLinkListParams) => useQuery(utmLinksQueryOptions(params));
