import { queryOptions, useQuery } from '@tanstack/react-query';

import { KODR_MSG, type KodrListData } from '@app/shared';

import { adminApi, getErrorMessage } from '@/core/api-client';

import { readWarmKodrList } from '../hooks/admin-kodr-local-cache.ts';
import { kodrAdminKeys, kodrFilterQuery, type KodrListParams } from './admin-kodr-keys.ts';

/** GET /admin/kodr → data.kodrRegistrations and data.pagination. */
export async function getKodrRegistrations(
  params: KodrListParams,
  signal?: AbortSignal,
): Promise<KodrListData> {
  try {
    const res = await adminApi.get('/kodr', 'ZKodrListData', {
      query: { ...kodrFilterQuery(params), page: params.page, limit: params.limit },
      signal,
    });
    return res.data;
  } catch (error) {
    throw new Error(getErrorMessage(error, KODR_MSG.fetchFailed), { cause: error });
  }
}

export function kodrRegistrationsQueryOptions(params: KodrListParams) {
  return queryOptions({
    queryKey: kodrAdminKeys.list(params),
    queryFn: ({ signal }) => getKodrRegistrations(params, signal),
    staleTime: 30_000,
    // Keep the previous page on screen while the next loads; on a cold start paint the last
    // copy this browser stored for the same filters (a warm cache, refetched at once).
    placeholderData: (previous) => previous ?? readWarmKodrList(params),
  });
}

export function useKodrRegistrations(params: KodrListParams) {
  return useQuery(kodrRegistrationsQueryOptions(params));
}
