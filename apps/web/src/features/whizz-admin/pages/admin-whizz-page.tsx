import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { WHIZZ_STATUSES, type Whizz } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSelect } from '@/components/admin/admin-select';
import { FilterBar } from '@/components/admin/filter-bar';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';

import { useWhizzList, WHIZZ_FETCH_FAILED } from '../api/whizz-admin-api.ts';
import type { WhizzListParams } from '../api/whizz-admin-keys.ts';
import { DeleteWhizzDialog } from '../components/delete-whizz-dialog.tsx';
import { WhizzTable } from '../components/whizz-table.tsx';

const FILTER_SPEC = {
  status: { oneOf: WHIZZ_STATUSES },
  isPublic: { oneOf: ['true', 'false'] },
} as const;

const labelClass = 'mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** /admin/whizz: every quiz with its schedule, batches, status and attempts. */
export default function AdminWhizzPage() {
  const list = useListParams(FILTER_SPEC);
  const { page, limit, search, filters } = list;
  const [toDelete, setToDelete] = useState<Whizz | null>(null);

  const params = useMemo<WhizzListParams>(
    () => ({ page, limit, search, status: filters.status, isPublic: filters.isPublic }),
    [page, limit, search, filters.status, filters.isPublic],
  );
  const query = useWhizzList(params);
  const data = query.data;

  const lastPage = data?.pagination.totalPages ?? 1;
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

  const onDelete = useCallback((w: Whizz) => setToDelete(w), []);
  const activeFilterCount = (filters.status ? 1 : 0) + (filters.isPublic ? 1 : 0);

  return (
    <div className="mx-auto max-w-[96rem]">
      <title>Whizz | KodeSchool Admin</title>
      <AdminPageHeader
        title="Whizz"
        description="Timed quizzes for batches: MCQs, fill in the blanks and coding problems."
        actions={
          <Link
            to="/admin/whizz/create"
            className={buttonStyles({ size: 'sm' })}
            data-testid="whizz-new"
          >
            <Plus className="size-4" aria-hidden="true" />
            New whizz
          </Link>
        }
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="quizzes"
        failedMessage={WHIZZ_FETCH_FAILED}
        toolbar={
          <ListToolbar
            search={search}
            onSearch={list.setSearch}
            placeholder="Search by title"
            testId="whizz-search"
            filtersId="whizz-filters"
            activeFilterCount={activeFilterCount}
          >
            <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
              <div>
                <label htmlFor="whizz-status-filter" className={labelClass}>
                  Status
                </label>
                <AdminSelect
                  id="whizz-status-filter"
                  data-testid="filter-status"
                  value={filters.status}
                  onChange={(e) =>
                    list.setFilter('status', e.target.value as WhizzListParams['status'])
                  }
                  className="w-44"
                >
                  <option value="">Any status</option>
                  {WHIZZ_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </AdminSelect>
              </div>
              <div>
                <label htmlFor="whizz-type-filter" className={labelClass}>
                  Type
                </label>
                <AdminSelect
                  id="whizz-type-filter"
                  data-testid="filter-type"
                  value={filters.isPublic}
                  onChange={(e) =>
                    list.setFilter('isPublic', e.target.value as WhizzListParams['isPublic'])
                  }
                  className="w-44"
                >
                  <option value="">Any type</option>
                  <option value="false">Internal</option>
                  <option value="true">External</option>
                </AdminSelect>
              </div>
            </FilterBar>
          </ListToolbar>
        }
      >
        <WhizzTable
          rows={data?.whizz ?? []}
          isLoading={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          onDelete={onDelete}
          emptyHint={
            search || list.hasFilters
              ? 'Try another title or clear the filters.'
              : 'Create one with “New whizz”.'
          }
        />
      </QueryListCard>

      <DeleteWhizzDialog whizz={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
