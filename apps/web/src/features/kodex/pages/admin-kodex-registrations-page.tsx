import { Download, Trophy } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';

import { ASSESS_MSG } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListCard } from '@/components/admin/list-card';
import { ListError } from '@/components/admin/list-error';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PaginationBar } from '@/components/admin/pagination-bar';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

import { kodexExportUrl, useKodexContests, useKodexRegistrations } from '../api/admin-kodex.ts';
import type { KodexListParams } from '../api/kodex-keys.ts';
import { KodexContestsDrawer } from '../components/admin-kodex-contests-drawer.tsx';
import { KODEX_FILTER_SPEC, KodexFilters } from '../components/admin-kodex-filters.tsx';
import { KodexRegistrationsTable, type KodexRow } from '../components/admin-kodex-table.tsx';

/** /admin/kodex-registrations: contest sign-ups with search, filters, CSV and the contests. */
export default function AdminKodexRegistrationsPage() {
  const list = useListParams(KODEX_FILTER_SPEC);
  const [isContestsOpen, setContestsOpen] = useState(false);
  const { page, limit, search, filters } = list;

  const params = useMemo<KodexListParams>(
    () => ({ page, limit, search, ...filters }),
    [page, limit, search, filters],
  );
  const query = useKodexRegistrations(params);
  const contests = useKodexContests();

  const data = query.data;
  const lastPage = data?.pagination.totalPages ?? 1;
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

  const rows = useMemo<KodexRow[]>(() => {
    if (!data) return [];
    const { currentPage, itemsPerPage } = data.pagination;
    return data.kodexRegistrations.map((r, i) => ({
      ...r,
      serial: (currentPage - 1) * itemsPerPage + i + 1,
    }));
  }, [data]);

  const activeFilterCount =
    (filters.contestId ? 1 : 0) +
    filters.year.length +
    filters.experience.length +
    (filters.participated ? 1 : 0) +
    (filters.startDate || filters.endDate ? 1 : 0);
  const selected = contests.data?.find((c) => c._id === filters.contestId);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Kodex registrations"
        description={
          selected ? (
            <>
              {selected.title} ·{' '}
              <span className="font-medium text-slate-800">
                {selected.registeredCount} registered
              </span>
            </>
          ) : (
            'Sign-ups for the Kodex coding contests, and the contests themselves.'
          )
        }
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setContestsOpen(true)}
              data-testid="kodex-contests-open"
            >
              <Trophy className="size-4" aria-hidden="true" />
              Contests
            </Button>
            <a
              href={kodexExportUrl({ search, ...filters })}
              download
              data-testid="export-csv"
              className={buttonStyles({ size: 'sm' })}
            >
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          </>
        }
      />

      <ListCard
        toolbar={
          <ListToolbar
            search={search}
            onSearch={list.setSearch}
            placeholder="Search by name, email or phone"
            testId="kodex-search"
            filtersId="kodex-filters"
            activeFilterCount={activeFilterCount}
          >
            <KodexFilters list={list} contests={contests.data ?? []} />
          </ListToolbar>
        }
        footer={
          data && !query.isError ? (
            <PaginationBar
              pagination={data.pagination}
              onPageChange={list.setPage}
              onPageSizeChange={list.setLimit}
              itemLabel="registrations"
            />
          ) : null
        }
      >
        {query.isError && !data ? (
          <ListError
            message={ASSESS_MSG.kodexFetchFailed}
            detail={query.error.message}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <KodexRegistrationsTable
            rows={rows}
            isLoading={query.isPending}
            isFetching={query.isFetching && !query.isPending}
            emptyHint={
              search || list.hasFilters ? 'Try another search or clear the filters.' : undefined
            }
          />
        )}
      </ListCard>

      <KodexContestsDrawer open={isContestsOpen} onOpenChange={setContestsOpen} />
    </div>
  );
}
