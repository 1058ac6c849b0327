import type { RowData } from '@tanstack/react-table';

import type { AdminColumnDef } from './data-table-types.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import type { ListTableProps } from './table-state.ts';

/** What a list's table says of itself: the text when empty, its caption, its rows' test id. */
export type TableTexts = Pick<DataTableProps<RowData>, 'emptyMessage' | 'caption' | 'rowTestId'>;

type RecordsTableProps<T extends { _id: string }> = ListTableProps<T> &
  Pick<DataTableProps<T>, 'onRowClick' | 'density'> & {
    columns: readonly AdminColumnDef<T>[];
    texts: TableTexts;
  };

const idOf = (row: { _id: string }) => row._id;

/**
 * An admin list page's table of records: the page's rows keyed by their `_id`, its loading
 * state and empty hint, and compact cells unless `density` says otherwise.
 */
export function RecordsTable<T extends { _id: string }>({
  rows,
  texts,
  density = 'compact',
  ...rest
}: RecordsTableProps<T>) {
  return <DataTable {...rest} {...texts} data={rows} getRowId={idOf} density={density} />;
}
