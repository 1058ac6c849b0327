/** Cell styling of the DataTable: sticky-left columns, the pinned-right block, hidden headers. */
import type { RowData } from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

import type { AdminColumnDef, AdminColumnMeta } from './data-table-types.ts';
import type { PinnedEnd } from './use-pinned-end.ts';

export function stickyProps(meta: AdminColumnMeta | undefined, isHeader: boolean) {
  const sticky = meta?.sticky;
  if (!sticky) return {};
  const style: CSSProperties = { left: sticky.left };
  if (sticky.width)
    Object.assign(style, { width: sticky.width, minWidth: sticky.width, maxWidth: sticky.width });
  return {
    style,
    className: clsx(
      'sticky z-[2]',
      isHeader ? 'bg-slate-50' : 'bg-white group-hover/row:bg-slate-50',
      sticky.edge &&
        'after:pointer-events-none after:absolute after:inset-y-0 after:-right-3 after:w-3 after:opacity-0 after:transition-opacity after:bg-gradient-to-r after:from-slate-900/8 after:to-transparent group-data-[scrolled=true]/scroll:after:opacity-100',
    ),
  };
}

/**
 * The pinned-right block (use-pinned-end): sticky at its offset, opaque, and its first column
 * casts a shadow over the columns scrolling beneath it.
 */
export function pinnedEndProps(pins: PinnedEnd | null, index: number, isHeader: boolean) {
  if (!pins || index < pins.start) return {};
  return {
    style: { right: pins.right[index] } as CSSProperties,
    className: clsx(
      'sticky z-[2]',
      isHeader ? 'bg-slate-50' : 'bg-white group-hover/row:bg-slate-50',
      index === pins.start &&
        'before:pointer-events-none before:absolute before:inset-y-0 before:-left-3 before:w-3 before:bg-gradient-to-l before:from-slate-900/8 before:to-transparent',
    ),
    'data-pinned': 'end',
  };
}

/**
 * 'sr-only' on a header cell would take the <th> out of the table's layout (it is absolutely
 * positioned), leaving its column headless and misaligned: it goes on the text inside instead.
 */
export function splitSrOnly(className: string | undefined) {
  const classes = (className ?? '').split(/\s+/).filter(Boolean);
  const isSrOnly = classes.includes('sr-only');
  return { isSrOnly, className: classes.filter((c) => c !== 'sr-only').join(' ') || undefined };
}

/** How many columns from the left are sticky (meta.sticky): pinning on the right starts after. */
export function leadingStickyCount<T extends RowData>(
  columns: readonly AdminColumnDef<T>[],
): number {
  let count = 0;
  while (count < columns.length && columns[count]?.meta?.sticky) count += 1;
  return count;
}
