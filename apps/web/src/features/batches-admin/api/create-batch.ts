import { useMutation, useQueryClient } from '@tanstack/react-query';

import { COURSES_MSG, type Batch, type BatchBody } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { toast } from '@/core/toast';

import { cacheCreatedBatch } from './batch-cache.ts';
import { BatchMissingAfterWrite, toastBatchFailure } from './batch-errors.ts';

/** POST /admin/batches → 201 data.createdBatch; no createdBatch._id is a failure of its own. */
export async function createBatch(body: BatchBody): Promise<Batch> {
  const created = (await adminApi.post('/batches', 'ZCreatedBatchData', body)).data.createdBatch;
  if (!created._id) throw new BatchMissingAfterWrite(COURSES_MSG.batchNotFoundAfterCreation);
  return created;
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: (batch) => {
      cacheCreatedBatch(queryClient, batch);
      toast.success(COURSES_MSG.batchCreated);
    },
    onError: (error) => toastBatchFailure(COURSES_MSG.createBatchFailed, error),
  });
}
