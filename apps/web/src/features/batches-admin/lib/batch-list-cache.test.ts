import { describe, expect, it } from 'vitest';

import type { AdminBatchListData, Batch } from '@app/shared';

import { addCreated, removeBatch, replaceBatch } from './batch-list-cache.ts';

const batch = (id: string, over: Partial<Batch> = {}) =>
  ({ _id: id, name: `Batch ${id}`, course: 'c1', ...over }) as Batch;
const list = (ids: string[], totalItems = ids.length, limit = 2): AdminBatchListData => ({
  course: 'c1',
  batches: ids.map((id) => batch(id)),
  studentCount: 0,
  pagination: {
    currentPage: 1,
    itemsPerPage: limit,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / limit)),
  },
});

describe('batch list cache (product.md §4)', () => {
  it('create: front of its course first page and of "all", total + 1, page size kept', () => {
    const next = addCreated({ course: 'c1', page: 1, limit: 2 }, list(['a', 'b'], 3), batch('n'));
    expect(next.batches.map((b) => b._id)).toEqual(['n', 'a']);
    expect(next.pagination).toMatchObject({ totalItems: 4, totalPages: 2 });
    const all = addCreated({ course: 'all', page: 1, limit: 2 }, list(['a']), batch('n'));
    expect(all.batches.map((b) => b._id)).toEqual(['n', 'a']);
  });

  it('create: a later page only counts it; another course is untouched', () => {
    const later = addCreated({ course: 'c1', page: 2, limit: 2 }, list(['c'], 3), batch('n'));
    expect(later.batches.map((b) => b._id)).toEqual(['c']);
    expect(later.pagination.totalItems).toBe(4);
    const other = list(['x']);
    expect(addCreated({ course: 'c2', page: 1, limit: 2 }, other, batch('n'))).toBe(other);
  });

  it('update: replaces the batch where it is', () => {
    const next = replaceBatch(list(['a', 'b']), batch('b', { name: 'Renamed' }));
    expect(next.batches.map((b) => b.name)).toEqual(['Batch a', 'Renamed']);
    const untouched = list(['a']);
    expect(replaceBatch(untouched, batch('z'))).toBe(untouched);
  });

  it('delete: leaves the list, total − 1, an emptied list is empty', () => {
    const next = removeBatch(list(['a', 'b'], 3), 'a');
    expect(next.batches.map((b) => b._id)).toEqual(['b']);
    expect(next.pagination).toMatchObject({ totalItems: 2, totalPages: 1 });
    expect(removeBatch(list(['a']), 'a').batches).toEqual([]);
  });
});
