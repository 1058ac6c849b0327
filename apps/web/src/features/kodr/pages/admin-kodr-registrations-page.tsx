import { Download, Settings2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';

import { KODR_MSG } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListCard } from '@/components/admin/list-card';
import { ListError } from '@/components/admin/list-error';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PaginationBar } from '@/components/admin/pagination-bar';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

import { useKodrRegistrations } from '../api/admin-get-kodr-registrations.ts';
import { useAdminKodrCohort } from '../api/admin-kodr-cohort.ts';
import { kodrExportUrl } from '../api/admin-kodr-export.ts';
import type { KodrListParams } from '../api/admin-kodr-keys.ts';
import { KodrCohortDrawer } from '../components/admin-kodr-cohort-drawer.tsx';
import { KODR_FILTER_SPEC, KodrFilters } from '../components/admin-kodr-filters.tsx';
import { KodrRegistrationsTable, type KodrRow } from '../components/admin-kodr-table.tsx';
import { useKodrLocalCache } from '../hooks/admin-kodr-local-cache.ts';

/** /admin/kodr-registrations (product.md §2): search, filters, status dropdowns, pagination. */
export default function AdminKodrRegistrationsPage() {
  const list = useListParams(KODR_FILTER_SPEC);
  const [isCohortOpen, setCohortOpen] = useState(false);
  const { page, limit, search, filters } = list;

  const params = useMemo<KodrListParams>(
    () => ({ page, limit, search, ...filters }),
    [page, limit, search, filters],
  );
  const query = useKodrRegistrations(params);
  const cohort = useAdminKodrCohort();
  useKodrLocalCache(params, query.isPlaceholderData ? undefined : query.data);

  const data = query.data;
  // A page past the end (an old link, or rows that left the filter) goes to the last page.
  const lastPage = data?.pagination.totalPages ?? 1;
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

  const rows = useMemo<KodrRow[]>(() => {
    if (!data) return [];
    const { currentPage, itemsPerPage } = data.pagination;
    return data.kodrRegistrations.map((r, i) => ({
      ...r,
      serial: (currentPage - 1) * itemsPerPage + i + 1,
    }));
  }, [data]);

  const activeFilterCount =
    filters.callStatus.length +
    filters.status.length +
    filters.paymentStatus.length +
    (filters.startDate || filters.endDate ? 1 : 0);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Kodr registrations"
        description={
          cohort.data ? (
            <>
              {cohort.data.title} ·{' '}
              <span className="font-medium text-slate-800">
                {cohort.data.registeredCount} of {cohort.data.capacity} seats taken
              </span>{' '}
              · {cohort.data.seatsLeft} left
            </>
          ) : (
            'Applications to the bootcamp and their follow-up.'
          )
        }
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setCohortOpen(true)}>
              <Settings2 className="size-4" aria-hidden="true" />
              Cohort settings
            </Button>
            <a
              href={kodrExportUrl({ search, ...filters })}
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
            placeholder="Search by name, email or contact"
            testId="kodr-search"
            filtersId="kodr-filters"
            activeFilterCount={activeFilterCount}
          >
            <KodrFilters list={list} />
          </ListToolbar>
        }
        footer={
          data && !query.isError ? (
            <PaginationBar
              pagination={data.pagination}
              onPageChange={list.setPage}
              onPageSizeChange={list.setLimit}
              itemLabel="registrations"
              isTotalCapped={data.isTotalCapped}
            />
          ) : null
        }
      >
        {query.isError && !data ? (
          <ListError
            message={KODR_MSG.fetchFailed}
            detail={query.error.message}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <KodrRegistrationsTable
            rows={rows}
            isLoading={query.isPending}
            isFetching={query.isFetching && !query.isPending}
            emptyHint={
              search || list.hasFilters ? 'Try another search or clear the filters.' : undefined
            }
          />
        )}
      </ListCard>

      <KodrCohortDrawer open={isCohortOpen} onOpenChange={setCohortOpen} />
    </div>
  );
}
