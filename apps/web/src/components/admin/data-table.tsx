import { createColumnHelper, useTable, type Row, type RowData } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import { useCallback, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/core/hooks/use-media-query';

import {
  leadingStickyCount,
  pinnedEndProps,
  splitSrOnly,
  stickyProps,
} from './data-table-cells.ts';
import {
  adminTableFeatures,
  type AdminColumnDef,
  type AdminTableFeatures,
} from './data-table-types.ts';
import { TableLoading, TableNotice } from './table-notice.tsx';
import { usePinnedEnd } from './use-pinned-end.ts';
import { useScrollEdges } from './use-scroll-edges.ts';

export const adminColumnHelper = <T extends RowData>() =>
  createColumnHelper<AdminTableFeatures, T>();

export type DataTableProps<T extends RowData> = {
  /** Stable column definitions (module scope or useMemo). */
  columns: readonly AdminColumnDef<T>[];
  data: readonly T[];
  /** A stable id per row, e.g. (row) => row._id. */
  getRowId: (row: T) => string;
  /** First load with nothing to show yet: a spinner row takes the table's place. */
  isLoading?: boolean;
  /** A refetch while rows are on screen: rows dim under a spinner overlay. */
  isFetching?: boolean;
  /** Text shown when there are no rows, e.g. 'No registrations found.'. */
  emptyMessage: string;
  /** Extra line under the empty message, e.g. a hint to clear filters. */
  emptyHint?: ReactNode;
  /** Accessible table caption (visually hidden). */
  caption: string;
  /** data-testid on every row (table row or phone card). */
  rowTestId?: string;
  /** Makes rows clickable (and Enter-activatable); clicks on controls inside are ignored. */
  onRowClick?: (row: T) => void;
  /**
   * Below the md breakpoint: 'cards' stacks each row as a labelled card, 'scroll' keeps the
   * table and scrolls it sideways.
   */
  mobileLayout?: 'cards' | 'scroll';
  /** 'compact' tightens cell padding for wide tables (many columns). */
  density?: 'normal' | 'compact';
};

const EMPTY: never[] = [];

function isFromControl(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest('select,button,a,input,textarea,label');
}

/**
 * The one table for every admin list, over @tanstack/react-table. Server-paginated: it renders
 * the rows it is given, with loading, refetching and empty states, and on phones either stacked
 * cards or a horizontally scrolling table. A table wider than its card scrolls sideways inside
 * it, with its sticky-left columns (meta.sticky) and its actions pinned at the right edge (the
 * trailing columns holding controls, else the last column), so no row's actions are ever off
 * screen beside the sidebar.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  isLoading = false,
  isFetching = false,
  emptyMessage,
  emptyHint,
  caption,
  rowTestId,
  onRowClick,
  mobileLayout = 'cards',
  density = 'normal',
}: DataTableProps<T>) {
  const table = useTable(
    {
      features: adminTableFeatures,
      columns: columns as AdminColumnDef<T>[],
      data: (data.length ? data : EMPTY) as T[],
      getRowId: (row) => getRowId(row),
    },
    () => null,
  );
  const isPhone = useMediaQuery('(max-width: 767.98px)');
  const rows = table.getRowModel().rows;
  const showCards = isPhone && mobileLayout === 'cards';
  const isBusy = isLoading || isFetching;
  const { attach, onScroll, isScrolled, hasMoreRight } = useScrollEdges<HTMLDivElement>();
  const firstPinnable = leadingStickyCount(columns);
  const { boxRef, tableRef, pins } = usePinnedEnd(firstPinnable, [data, columns, showCards]);
  const attachBox = useCallback(
    (el: HTMLDivElement | null) => {
      boxRef.current = el;
      return attach(el);
    },
    [attach, boxRef],
  );
  const cellPadding =
    density === 'compact' ? 'px-2.5 py-2.5 first:pl-4 last:pr-4' : 'px-3 py-3 first:pl-4 last:pr-4';

  const rowProps = (row: Row<AdminTableFeatures, T>) =>
    onRowClick
      ? {
          tabIndex: 0,
          onClick: (e: MouseEvent) => {
            if (!isFromControl(e.target)) onRowClick(row.original);
          },
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row.original);
          },
        }
      : {};

  if (isLoading && rows.length === 0) return <TableLoading />;

  if (rows.length === 0) {
    return (
      <TableNotice icon={Inbox} tone="quiet" title={emptyMessage} testId="table-empty">
        {emptyHint && <div className="text-sm text-slate-600">{emptyHint}</div>}
      </TableNotice>
    );
  }

  return (
    <div className="relative" aria-busy={isBusy || undefined}>
      {isFetching && (
        <div
          data-testid="table-loading"
          className="absolute inset-0 z-10 flex items-start justify-center bg-white/60 pt-16 backdrop-blur-[1px]"
        >
          <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-card ring-1 ring-slate-200">
            <Spinner className="size-4 text-brand-600" />
            <span role="status">Loading…</span>
          </span>
        </div>
      )}

      {showCards ? (
        <ul aria-label={caption} className="divide-y divide-slate-200">
          {rows.map((row) => {
            const cells = row.getAllCells();
            const title = cells.find((c) => c.column.columnDef.meta?.isCardTitle);
            const badge = cells.find((c) => c.column.columnDef.meta?.isCardBadge);
            return (
              <li
                key={row.id}
                data-testid={rowTestId}
                data-row-id={row.id}
                className={clsx('px-4 py-4', onRowClick && 'cursor-pointer hover:bg-slate-50')}
                {...rowProps(row)}
              >
                {(title || badge) && (
                  <div className="mb-3 flex items-baseline justify-between gap-3">
                    {title && (
                      <div className="min-w-0 text-base font-semibold text-slate-900">
                        <table.FlexRender cell={title} />
                      </div>
                    )}
                    {badge && (
                      <span className="shrink-0 text-xs font-medium text-slate-500 tabular-nums">
                        #<table.FlexRender cell={badge} />
                      </span>
                    )}
                  </div>
                )}
                <dl className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-sm">
                  {cells
                    .filter(
                      (c) => c !== title && c !== badge && !c.column.columnDef.meta?.hideOnCard,
                    )
                    .map((cell) => (
                      <div key={cell.id} className="contents">
                        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                          {typeof cell.column.columnDef.header === 'string'
                            ? cell.column.columnDef.header
                            : cell.column.id}
                        </dt>
                        <dd className="min-w-0 break-words text-slate-800">
                          <table.FlexRender cell={cell} />
                        </dd>
                      </div>
                    ))}
                </dl>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="relative">
          <div
            ref={attachBox}
            onScroll={onScroll}
            data-scrolled={isScrolled}
            data-testid="data-table-scroll"
            className="group/scroll overflow-x-auto"
          >
            <table ref={tableRef} className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-slate-50/80">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id} className="border-b border-slate-200">
                    {group.headers.map((header, index) => {
                      const sticky = stickyProps(header.column.columnDef.meta, true);
                      const { style: pinStyle, ...pinned } = pinnedEndProps(pins, index, true);
                      const label = splitSrOnly(header.column.columnDef.meta?.headerClassName);
                      const content = header.isPlaceholder ? null : (
                        <table.FlexRender header={header} />
                      );
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          style={{ ...sticky.style, ...pinStyle }}
                          data-pinned={pinned['data-pinned']}
                          className={clsx(
                            sticky.className,
                            pinned.className,
                            'text-xs font-semibold tracking-wide text-slate-600 uppercase',
                            // Compact tables let two-word headers wrap rather than widen the table.
                            density === 'compact' ? 'align-bottom leading-4' : 'whitespace-nowrap',
                            cellPadding,
                            label.className,
                          )}
                        >
                          {label.isSrOnly ? <span className="sr-only">{content}</span> : content}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr
                    key={row.id}
                    data-testid={rowTestId}
                    data-row-id={row.id}
                    className={clsx(
                      'group/row transition-colors hover:bg-slate-50',
                      onRowClick && 'cursor-pointer focus-visible:bg-brand-50/60',
                    )}
                    {...rowProps(row)}
                  >
                    {row.getAllCells().map((cell, index) => {
                      const sticky = stickyProps(cell.column.columnDef.meta, false);
                      const { style: pinStyle, ...pinned } = pinnedEndProps(pins, index, false);
                      return (
                        <td
                          key={cell.id}
                          style={{ ...sticky.style, ...pinStyle }}
                          data-pinned={pinned['data-pinned']}
                          className={clsx(
                            sticky.className,
                            pinned.className,
                            'align-middle text-slate-800',
                            cellPadding,
                            cell.column.columnDef.meta?.className,
                          )}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {hasMoreRight && !pins && (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-white to-transparent"
            />
          )}
        </div>
      )}
    </div>
  );
}
