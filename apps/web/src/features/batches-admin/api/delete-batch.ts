import { useMutation, useQueryClient } from '@tanstack/react-query';

import { COURSES_MSG, type Batch } from '@app/shared';

import { adminApi, ApiError, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { cacheDeletedBatch } from './batch-cache.ts';
import { toastBatchFailure } from './batch-errors.ts';

/** DELETE /admin/batches/{id} (409 when students are enrolled). */
export async function deleteBatch(batch: Pick<Batch, '_id' | 'course'>): Promise<void> {
  await adminApi.delete(`/batches/${encodeURIComponent(batch._id)}`, 'ZNoData');
}

export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBatch,
    onSuccess: (_data, batch) => {
      cacheDeletedBatch(queryClient, batch);
      toast.success(COURSES_MSG.batchDeleted);
    },
    onError: (error) => {
      // A batch with students cannot go: the server's 409 says so and what to do instead.
      if (error instanceof ApiError && error.status === 409) {
        toast.error(getErrorMessage(error, COURSES_MSG.deleteBatchFailed));
      } else {
        toastBatchFailure(COURSES_MSG.deleteBatchFailed, error);
      }
    },
  });
}
