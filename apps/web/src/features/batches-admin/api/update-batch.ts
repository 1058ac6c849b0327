import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';

import { COURSES_MSG, type Batch, type BatchPatchBody } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { toast } from '@/core/toast';

import { cacheUpdatedBatch } from './batch-cache.ts';
import { BatchMissingAfterWrite, toastBatchFailure } from './batch-errors.ts';
import { batchAdminKeys } from './batch-keys.ts';
import { getAdminBatch } from './get-admin-batch.ts';

export type BatchChange =
  | { kind: 'edit'; id: string; patch: BatchPatchBody }
  | { kind: 'toggle'; id: string; isActive: boolean };

/**
 * PATCH /admin/batches/{id}, then GET it again: product.md §4 replaces the batch with the
 * re-read copy. A failed re-read is 'Batch not found after update' (or '… status update').
 */
export async function updateBatch(change: BatchChange): Promise<Batch> {
  const body = change.kind === 'toggle' ? { isActive: change.isActive } : change.patch;
  await adminApi.patch(`/batches/${encodeURIComponent(change.id)}`, 'ZBatchData', body);
  try {
    return await getAdminBatch(change.id);
  } catch {
    throw new BatchMissingAfterWrite(
      change.kind === 'toggle'
        ? COURSES_MSG.batchNotFoundAfterStatusUpdate
        : COURSES_MSG.batchNotFoundAfterUpdate,
    );
  }
}

export function useUpdateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...batchAdminKeys.all, 'update'],
    mutationFn: updateBatch,
    onSuccess: (batch, change) => {
      cacheUpdatedBatch(queryClient, batch);
      toast.success(
        change.kind === 'toggle' ? COURSES_MSG.batchStatusUpdated : COURSES_MSG.batchUpdated,
      );
    },
    onError: (error, change) =>
      toastBatchFailure(
        change.kind === 'toggle'
          ? COURSES_MSG.updateBatchStatusFailed
          : COURSES_MSG.updateBatchFailed,
        error,
      ),
  });
}

/** Ids of batches whose isActive toggle is in flight (the switch shows a spinner). */
export function usePendingToggles(): Set<string> {
  const pending = useMutationState({
    filters: { mutationKey: [...batchAdminKeys.all, 'update'], status: 'pending' },
    select: (m) => m.state.variables as BatchChange | undefined,
  });
  return new Set(pending.filter((c) => c?.kind === 'toggle').map((c) => c!.id));
}
