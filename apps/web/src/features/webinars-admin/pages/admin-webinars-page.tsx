import { Plus, UserSearch } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { WEBINAR_STATUSES, type Webinar } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSelect } from '@/components/admin/admin-select';
import { FilterBar } from '@/components/admin/filter-bar';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

import { useWebinarList, WEBINARS_FETCH_FAILED } from '../api/webinars-api.ts';
import { DeleteWebinarDialog } from '../components/delete-webinar-dialog.tsx';
import { RegistrantSearch } from '../components/registrant-search.tsx';
import { WebinarTable } from '../components/webinar-table.tsx';
import { WEBINAR_STATUS_LABELS } from '../lib/format.ts';
import type { WebinarListParams } from '../lib/list-updates.ts';

const FILTER_SPEC = { status: { oneOf: WEBINAR_STATUSES } } as const;

/** /admin/webinars: every webinar with its time, status, registrations and certificates. */
export default function AdminWebinarsPage() {
  const list = useListParams(FILTER_SPEC);
  const { page, limit, search, filters, setPage } = list;
  const [toDelete, setToDelete] = useState<Webinar | null>(null);
  const [isSearchOpen, setSearchOpen] = useState(false);

  const params = useMemo<WebinarListParams>(
    () => ({ page, limit, search, status: filters.status }),
    [page, limit, search, filters.status],
  );
  const query = useWebinarList(params);
  const data = query.data;

  const lastPage = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

  const onDelete = useCallback((w: Webinar) => setToDelete(w), []);

  return (
    <div className="mx-auto max-w-[96rem]">
      <title>Webinars | KodeSchool Admin</title>
      <AdminPageHeader
        title="Webinars"
        description="Live sessions: registrations, attendance, e-mails and certificates."
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setSearchOpen(true)}
              data-testid="registrant-search-open"
            >
              <UserSearch className="size-4" aria-hidden="true" />
              Find a registrant
            </Button>
            <Link
              to="/admin/webinars/create"
              className={buttonStyles({ size: 'sm' })}
              data-testid="webinar-new"
            >
              <Plus className="size-4" aria-hidden="true" />
              New webinar
            </Link>
          </>
        }
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="webinars"
        failedMessage={WEBINARS_FETCH_FAILED}
        toolbar={
          <ListToolbar
            search={search}
            onSearch={list.setSearch}
            placeholder="Search by title or code"
            testId="webinar-search"
            filtersId="webinar-filters"
            activeFilterCount={filters.status ? 1 : 0}
          >
            <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
              <div>
                <label
                  htmlFor="webinar-status-filter"
                  className="mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
                >
                  Status
                </label>
                <AdminSelect
                  id="webinar-status-filter"
                  data-testid="webinar-status-filter"
                  value={filters.status}
                  onChange={(e) =>
                    list.setFilter('status', e.target.value as WebinarListParams['status'])
                  }
                  className="w-44"
                >
                  <option value="">Any status</option>
                  {WEBINAR_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {WEBINAR_STATUS_LABELS[s]}
                    </option>
                  ))}
                </AdminSelect>
              </div>
            </FilterBar>
          </ListToolbar>
        }
      >
        <WebinarTable
          rows={data?.webinars ?? []}
          isLoading={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          onDelete={onDelete}
          emptyHint={
            search || list.hasFilters
              ? 'Try another title or clear the filters.'
              : 'Create one with “New webinar”.'
          }
        />
      </QueryListCard>

      <DeleteWebinarDialog webinar={toDelete} onClose={() => setToDelete(null)} />
      <RegistrantSearch open={isSearchOpen} onOpenChange={setSearchOpen} />
    </div>
  );
}
