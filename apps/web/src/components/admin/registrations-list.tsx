import { Download } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

import type { Pagination } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { adminApi, getErrorMessage, saveFile } from '@/core/api-client';
import { toast } from '@/core/toast';

import type { AdminColumnDef } from './data-table-types.ts';
import { DataTable } from './data-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { QueryListCard } from './query-list-card.tsx';
import { tableStateOf } from './table-state.ts';
import type { ListPage } from './use-list-page.ts';

/** A list row with its serial number, which continues across pages. */
export type Numbered<T> = T & { serial: number };

type ListAnswer = { pagination: Pagination; isTotalCapped?: boolean };

/** The parts of a TanStack list query the view reads. */
type ListQuery<D extends ListAnswer> = {
  data: D | undefined;
  error: Error | null;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type RegistrationsListProps<D extends ListAnswer, T extends { _id: string }> = {
  list: Pick<
    ListPage<Record<string, never>>,
    'page' | 'search' | 'isFiltered' | 'activeFilterCount' | 'setPage' | 'setLimit' | 'setSearch'
  >;
  query: ListQuery<D>;
  /** The page's registrations in the answer, e.g. `(data) => data.kodrRegistrations`. */
  itemsOf: (data: D) => readonly T[];
  columns: readonly AdminColumnDef<Numbered<T>>[];
  /** Prefix of the test ids: `<p>-search`, `<p>-filters` (the panel's id), `<p>-row`. */
  testIdPrefix: string;
  caption: string;
  searchPlaceholder: string;
  /** The filter controls. */
  filters: ReactNode;
  /** The spec's text when the list fails to load. */
  fetchFailedMessage: string;
};

/**
 * The body of an admin registrations page: search and filters, the table with serial numbers,
 * loading, empty and error states, and pagination.
 */
export function RegistrationsList<D extends ListAnswer, T extends { _id: string }>({
  list,
  query,
  itemsOf,
  columns,
  testIdPrefix,
  caption,
  searchPlaceholder,
  filters,
  fetchFailedMessage,
}: RegistrationsListProps<D, T>) {
  const { data } = query;

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
        <ListToolbar list={list} placeholder={searchPlaceholder} idPrefix={testIdPrefix}>
          {filters}
        </ListToolbar>
      }
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(r) => r._id}
        {...tableStateOf(query)}
        emptyMessage="No registrations found."
        emptyHint={list.isFiltered ? 'Try another search or clear the filters.' : undefined}
        caption={caption}
        rowTestId={`${testIdPrefix}-row`}
        density="compact"
      />
    </QueryListCard>
  );
}

/** The page header's CSV download (the API client's file mode). */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      data-testid="export-csv"
      className={buttonStyles({ size: 'sm' })}
      onClick={(event) => {
        // Fetched by the client rather than followed, so a session whose access token ran out
        // is refreshed first and a refusal shows as a message, not as a downloaded error page.
        event.preventDefault();
        adminApi.download(href).then(
          (file) => saveFile(file),
          (error: unknown) =>
            toast.error(getErrorMessage(error, 'Could not export the CSV. Please try again.')),
        );
      }}
    >
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </a>
  );
}
