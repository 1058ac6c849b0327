import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type AdminBatchListData } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { BATCH_STALE_MS, batchAdminKeys, type BatchListParams } from './batch-keys.ts';

/** GET /admin/batches?course=<id|all>&page&limit → data{course, batches, studentCount, pagination} */
export async function getAdminBatches(
  params: BatchListParams,
  signal?: AbortSignal,
): Promise<AdminBatchListData> {
  const res = await adminApi.get('/batches', 'ZAdminBatchListData', {
    query: { course: params.course, page: params.page, limit: params.limit },
    signal,
  });
  return res.data;
}

export const adminBatchesQueryOptions = (params: BatchListParams) =>
  queryOptions({
    queryKey: batchAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminBatches(params, signal),
    staleTime: BATCH_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useAdminBatches = (params: BatchListParams, enabled = true) =>
  useQuery({ ...adminBatchesQueryOptions(params), enabled });
