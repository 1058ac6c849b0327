import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Batch } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { BATCH_STALE_MS, batchAdminKeys } from './batch-keys.ts';

/** GET /admin/batches/{id} → data.batch. Callers check the id (isValidBatchId) first. */
export async function getAdminBatch(id: string, signal?: AbortSignal): Promise<Batch> {
  const res = await adminApi.get(`/batches/${encodeURIComponent(id)}`, 'ZBatchData', { signal });
  return res.data.batch;
}

export const adminBatchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: batchAdminKeys.detail(id),
    queryFn: ({ signal }) => getAdminBatch(id, signal),
    staleTime: BATCH_STALE_MS,
  });

export const useAdminBatch = (id: string, enabled = true) =>
  useQuery({ ...adminBatchQueryOptions(id), enabled });
