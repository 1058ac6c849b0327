import type { ReactNode } from 'react';

import type { Pagination } from '@app/shared';

import { getErrorMessage } from '@/core/api-client';

import { ListCard } from './list-card.tsx';
import { ListError } from './list-error.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { usePageInRange, type ListPage } from './use-list-page.ts';

/** The parts of a TanStack list query the card reads. */
export type ListQueryState = {
  data: { pagination: Pagination; isTotalCapped?: boolean } | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/**
 * An admin list card driven by its query: the toolbar, the table (`children`), and the
 * pagination bar once a page has loaded; if the first load fails, the error state with a retry
 * in place of the table (a failed refetch keeps the rows already shown). A page past the end
 * goes to the last page (usePageInRange), so no list page has to.
 */
export function QueryListCard({
  query,
  list,
  itemLabel,
  failedMessage,
  toolbar,
  header,
  children,
  className,
}: {
  query: ListQueryState;
  list: Pick<ListPage<Record<string, never>>, 'page' | 'setPage' | 'setLimit'>;
  /** what the pagination bar counts, e.g. "coupons" */
  itemLabel: string;
  /** The spec's text when the list fails to load. */
  failedMessage: string;
  toolbar?: ReactNode;
  /** between the toolbar and the table, e.g. status tabs */
  header?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { data } = query;
  usePageInRange(list, query);
  return (
    <ListCard
      className={className}
      toolbar={toolbar}
      footer={
        data ? (
          <PaginationBar
            pagination={data.pagination}
            onPageChange={list.setPage}
            onPageSizeChange={list.setLimit}
            itemLabel={itemLabel}
            isTotalCapped={data.isTotalCapped}
          />
        ) : null
      }
    >
      {header}
      {query.isError && !data ? (
        <ListError
          message={failedMessage}
          detail={getErrorMessage(query.error, failedMessage)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        children
      )}
    </ListCard>
  );
}
