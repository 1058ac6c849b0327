import type { ReactNode } from 'react';

/** The parts of a TanStack query a list's table reads while it loads. */
type LoadingQuery = { isPending: boolean; isFetching: boolean };

/**
 * The loading props of an admin list's table: skeleton rows on the first load, the quiet
 * "updating" bar (rows kept) on a refetch.
 */
export function tableStateOf(query: LoadingQuery): { isLoading: boolean; isFetching: boolean } {
  return { isLoading: query.isPending, isFetching: query.isFetching && !query.isPending };
}

/**
 * The hint under an empty list page's table: while searched or filtered, "Try another <what> or
 * clear the filters."; otherwise `otherwise` (how to add the first one), if any.
 */
export function emptyHintOf(isFiltered: boolean, what: string, otherwise?: ReactNode): ReactNode {
  return isFiltered ? `Try another ${what} or clear the filters.` : otherwise;
}

/** What a list page hands its table component: the page's rows and the table's state. */
export type ListTableProps<Row> = {
  rows: Row[];
  isLoading: boolean;
  isFetching: boolean;
  /** Under the empty message, e.g. "Try another title or clear the filters.". */
  emptyHint?: ReactNode;
};
