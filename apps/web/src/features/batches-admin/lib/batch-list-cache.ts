import type { AdminBatchListData, Batch, Pagination } from '@app/shared';

import type { BatchListParams } from '../api/batch-keys.ts';

/**
 * product.md §4 list behaviour over the cached admin batch lists, as pure functions of one
 * cached list (its params and data). The mutations apply them with setQueriesData.
 */

const withTotal = (p: Pagination, totalItems: number): Pagination => ({
  ...p,
  totalItems,
  totalPages: Math.max(1, Math.ceil(totalItems / Math.max(1, p.itemsPerPage))),
});

/** Whether a list (one course's, or 'all') holds batches of this course. */
export const listCovers = (params: BatchListParams, courseId: string) =>
  params.course === 'all' || params.course === courseId;

/**
 * A created batch goes to the front of its course's first page (and of 'all'), the total of
 * every covering list rises by one. Later pages only change their total; their rows shift,
 * which the caller marks stale. Lists of other courses are left alone.
 */
export function addCreated(
  params: BatchListParams,
  data: AdminBatchListData,
  batch: Batch,
): AdminBatchListData {
  if (!listCovers(params, batch.course) || data.batches.some((b) => b._id === batch._id)) {
    return data;
  }
  const batches =
    params.page === 1 ? [batch, ...data.batches].slice(0, params.limit) : data.batches;
  return {
    ...data,
    batches,
    pagination: withTotal(data.pagination, data.pagination.totalItems + 1),
  };
}

/** An updated or toggled batch, re-read from the server, replaces its old copy wherever it is. */
export function replaceBatch(data: AdminBatchListData, batch: Batch): AdminBatchListData {
  if (!data.batches.some((b) => b._id === batch._id)) return data;
  return { ...data, batches: data.batches.map((b) => (b._id === batch._id ? batch : b)) };
}

/** A deleted batch leaves the list, which loses one from its total. */
export function removeBatch(data: AdminBatchListData, id: string): AdminBatchListData {
  if (!data.batches.some((b) => b._id === id)) return data;
  return {
    ...data,
    batches: data.batches.filter((b) => b._id !== id),
    pagination: withTotal(data.pagination, Math.max(0, data.pagination.totalItems - 1)),
  };
}
