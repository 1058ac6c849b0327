import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { COURSES_MSG, EMPTY_PAGINATION, type AdminBatchListData } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { BATCH_STALE_MS, batchAdminKeys, type BatchListParams } from './batch-keys.ts';

/** GET /admin/batches?course=<id|all>&page&limit → data{course, batches, studentCount, pagination} */
export async function getAdminBatches(
  params: BatchListParams,
  signal?: AbortSignal,
): Promise<AdminBatchListData> {
  const res = await adminApi.get<AdminBatchListData>('/batches', {
    query: { course: params.course, page: params.page, limit: params.limit },
    signal,
  });
  if (!res.data) throw new Error(COURSES_MSG.fetchAdminBatchesFailed);
  return {
    course: res.data.course ?? params.course,
    batches: res.data.batches ?? [],
    studentCount: res.data.studentCount ?? 0,
    pagination: res.data.pagination ?? EMPTY_PAGINATION,
  };
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
