import type { QueryClient } from '@tanstack/react-query';

import type { AdminBatchListData, Batch } from '@app/shared';

import { addCreated, listCovers, removeBatch, replaceBatch } from '../lib/batch-list-cache.ts';
import { batchAdminKeys, type BatchListParams } from './batch-keys.ts';

/** Every cached admin batch list (each course and 'all', each page) with its params. */
function cachedLists(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: batchAdminKeys.lists() })
    .map((query) => ({
      query,
      params: query.queryKey[2] as BatchListParams,
      data: query.state.data as AdminBatchListData | undefined,
    }))
    .filter((l) => l.params && l.data);
}

/** Create: the batch at the front of its course list (and 'all'), total + 1. */
export function cacheCreatedBatch(queryClient: QueryClient, batch: Batch) {
  queryClient.setQueryData(batchAdminKeys.detail(batch._id), batch);
  for (const { query, params, data } of cachedLists(queryClient)) {
    if (!listCovers(params, batch.course)) continue;
    queryClient.setQueryData(query.queryKey, addCreated(params, data!, batch));
    // Rows of later pages shift by one: they are fetched again when next shown.
    if (params.page > 1) {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
    }
  }
}

/** Update and toggle: the re-read batch replaces the old copy in every list and the detail. */
export function cacheUpdatedBatch(queryClient: QueryClient, batch: Batch) {
  queryClient.setQueryData(batchAdminKeys.detail(batch._id), batch);
  queryClient.setQueriesData<AdminBatchListData>({ queryKey: batchAdminKeys.lists() }, (data) =>
    data ? replaceBatch(data, batch) : data,
  );
}

/**
 * Delete: the batch leaves every list it is in; a list left empty is dropped from the cache
 * (unless it is on screen, where it shows its empty state). Other pages of the same lists shift
 * and are marked stale; the batch's own detail and students go.
 */
export function cacheDeletedBatch(queryClient: QueryClient, batch: Pick<Batch, '_id' | 'course'>) {
  for (const { query, params, data } of cachedLists(queryClient)) {
    const next = removeBatch(data!, batch._id);
    if (next === data) {
      if (listCovers(params, batch.course)) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
      }
      continue;
    }
    if (next.batches.length === 0 && query.getObserversCount() === 0) {
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    } else {
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  queryClient.removeQueries({ queryKey: batchAdminKeys.detail(batch._id), exact: true });
  queryClient.removeQueries({ queryKey: batchAdminKeys.students(batch._id) });
}
