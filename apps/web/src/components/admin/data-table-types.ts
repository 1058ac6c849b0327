/**
 * What an admin column is: its presentation hints and its TanStack definition type. Apart from
 * data-table.tsx so the cell helpers can use them without importing the table back.
 */
import { tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';

/** Per-column presentation hints, set as `meta` on a column definition. */
export type AdminColumnMeta = {
  /** Classes for the body cells, e.g. 'whitespace-nowrap' or 'text-right'. */
  className?: string;
  /** Classes for the header cell. 'sr-only' hides the header's text, never the column. */
  headerClassName?: string;
  /** In the phone card layout: the card's title line (one column per table). */
  isCardTitle?: boolean;
  /** In the phone card layout: leave this column out. */
  hideOnCard?: boolean;
  /** In the phone card layout: show the value beside the title, e.g. "#3" for a serial. */
  isCardBadge?: boolean;
  /**
   * Keeps the column in view while a wide table scrolls sideways: `left` is its offset in px
   * (the widths of the sticky columns before it), `width` fixes its own width, and `edge` marks
   * the last sticky column, which casts a shadow once the table is scrolled.
   */
  sticky?: { left: number; width?: number; edge?: boolean };
};

export const adminTableFeatures = tableFeatures({ columnMeta: {} as AdminColumnMeta });
export type AdminTableFeatures = typeof adminTableFeatures;
/** A column of an admin DataTable. Build them with `adminColumnHelper<Row>()`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
export type AdminColumnDef<T extends RowData> = ColumnDef<AdminTableFeatures, T, any>;
