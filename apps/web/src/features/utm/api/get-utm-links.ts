import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZUtmLinkListData } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { utmKeys, type UtmLinkListParams } from './utm-keys.ts';

export type UtmLinkList = z.infer<typeof ZUtmLinkListData>;

export const UTM_LIST_FAILED = 'Failed to fetch UTM links';

export async function getUtmLinks(params: UtmLinkListParams): Promise<UtmLinkList> {
  const res = await adminApi.get('/utm/links', 'ZUtmLinkListData', {
    query: { page: params.page, limit: params.limit, search: params.search || undefined },
  });
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
