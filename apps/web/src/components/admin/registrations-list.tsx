import { Download } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';

import type { Pagination } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';

import { DataTable, type AdminColumnDef } from './data-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { QueryListCard } from './query-list-card.tsx';
import type { ListParams } from './use-list-params.ts';

/** A list row with its serial number, which continues across pages. */
export type Numbered<T> = T & { serial: number };

type ListPage = { pagination: Pagination; isTotalCapped?: boolean };

/** The parts of a TanStack list query the view reads. */
type ListQuery<D extends ListPage> = {
  data: D | undefined;
  error: Error | null;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type RegistrationsListProps<D extends ListPage, T extends { _id: string }> = {
  list: Pick<
    ListParams<Record<string, never>>,
    'page' | 'search' | 'hasFilters' | 'setPage' | 'setLimit' | 'setSearch'
  >;
  query: ListQuery<D>;
  /** The page's registrations in the answer, e.g. `(data) => data.kodrRegistrations`. */
  itemsOf: (data: D) => readonly T[];
  columns: readonly AdminColumnDef<Numbered<T>>[];
  /** Prefix of the test ids: `<p>-search`, `<p>-filters` (the panel's id), `<p>-row`. */
  testIdPrefix: string;
  caption: string;
  searchPlaceholder: string;
  /** The filter controls, and how many are set (the badge on the phone toggle). */
  filters: ReactNode;
  activeFilterCount: number;
  /** The spec's text when the list fails to load. */
  fetchFailedMessage: string;
};

/**
 * The body of an admin registrations page: search and filters, the table with serial numbers,
 * loading, empty and error states, and pagination. A page past the end (an old link, or rows
 * that left the filter) goes to the last page.
 */
export function RegistrationsList<D extends ListPage, T extends { _id: string }>({
  list,
  query,
  itemsOf,
  columns,
  testIdPrefix,
  caption,
  searchPlaceholder,
  filters,
  activeFilterCount,
  fetchFailedMessage,
}: RegistrationsListProps<D, T>) {
  const { data, isPlaceholderData } = query;
  const { page, setPage } = list;
  const lastPage = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (!isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [isPlaceholderData, data, page, lastPage, setPage]);

  const rows = useMemo<Numbered<T>[]>(() => {
    if (!data) return [];
    const { currentPage, itemsPerPage } = data.pagination;
    return itemsOf(data).map((r, i) => ({
      ...r,
      serial: (currentPage - 1) * itemsPerPage + i + 1,
    }));
  }, [data, itemsOf]);

  return (
    <QueryListCard
      query={query}
      list={list}
      itemLabel="registrations"
      failedMessage={fetchFailedMessage}
      toolbar={
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          placeholder={searchPlaceholder}
          testId={`${testIdPrefix}-search`}
          filtersId={`${testIdPrefix}-filters`}
          activeFilterCount={activeFilterCount}
        >
          {filters}
        </ListToolbar>
      }
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(r) => r._id}
        isLoading={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        emptyMessage="No registrations found."
        emptyHint={
          list.search || list.hasFilters ? 'Try another search or clear the filters.' : undefined
        }
        caption={caption}
        rowTestId={`${testIdPrefix}-row`}
        density="compact"
      />
    </QueryListCard>
  );
}

/** The page header's CSV download: a plain link, so the session cookies go along. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} download data-testid="export-csv" className={buttonStyles({ size: 'sm' })}>
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </a>
  );
}
