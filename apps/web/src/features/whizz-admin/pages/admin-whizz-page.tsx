import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { WHIZZ_STATUSES, type Whizz } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { optionsOf } from '@/components/admin/list-filters';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListPage } from '@/components/admin/use-list-page';
import { buttonStyles } from '@/components/ui/button-styles';

import { useWhizzList, WHIZZ_FETCH_FAILED } from '../api/whizz-admin-api.ts';
import type { WhizzListParams } from '../api/whizz-admin-keys.ts';
import { DeleteWhizzDialog } from '../components/delete-whizz-dialog.tsx';
import { WhizzTable } from '../components/whizz-table.tsx';

const FILTER_SPEC = {
  status: { oneOf: WHIZZ_STATUSES },
  isPublic: { oneOf: ['true', 'false'] },
} as const;

const STATUS_OPTIONS = optionsOf(WHIZZ_STATUSES);
// The type is isPublic: an internal whizz is for its batches, an external one public.
const TYPE_OPTIONS = optionsOf(['false', 'true'] as const, { false: 'Internal', true: 'External' });

/** /admin/whizz: every quiz with its schedule, batches, status and attempts. */
export default function AdminWhizzPage() {
  const list = useListPage(FILTER_SPEC);
  const { page, limit, search, filters } = list;
  const [toDelete, setToDelete] = useState<Whizz | null>(null);

  const params = useMemo<WhizzListParams>(
    () => ({ page, limit, search, status: filters.status, isPublic: filters.isPublic }),
    [page, limit, search, filters.status, filters.isPublic],
  );
  const query = useWhizzList(params);
  const data = query.data;

  const onDelete = useCallback((w: Whizz) => setToDelete(w), []);

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
          <ListToolbar list={list} placeholder="Search by title" idPrefix="whizz">
            <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
              <FilterSelect
                label="Status"
                value={filters.status}
                onChange={(v) => list.setFilter('status', v)}
                options={STATUS_OPTIONS}
                anyLabel="Any status"
                testId="filter-status"
              />
              <FilterSelect
                label="Type"
                value={filters.isPublic}
                onChange={(v) => list.setFilter('isPublic', v)}
                options={TYPE_OPTIONS}
                anyLabel="Any type"
                testId="filter-type"
              />
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
            list.isFiltered
              ? 'Try another title or clear the filters.'
              : 'Create one with “New whizz”.'
          }
        />
      </QueryListCard>

      <DeleteWhizzDialog whizz={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
