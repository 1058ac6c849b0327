import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** The columns kept at the right edge: from `start` to the last, each with its `right` offset. */
export type PinnedEnd = { start: number; right: readonly number[] };

/** A cell that lets staff act on the row: a status dropdown, a button, a switch… */
const CONTROL = 'select,button,input,textarea,[role="switch"],[role="combobox"]';
/** What the pinned columns must leave, of the room beside the sticky-left ones, to scroll in. */
const MIN_SCROLL_PX = 180;
const MIN_SCROLL_SHARE = 0.25;
/** Rows sampled to tell which columns hold controls. */
const SAMPLE_ROWS = 3;

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * Which trailing columns of a table that is wider than its box stay pinned at the right edge,
 * so a row's actions are always in view while the rest scrolls sideways. The block is the run
 * of columns holding controls nearest the end (with any columns after it); with no such column,
 * the last column. It shrinks from its left while it would leave less than MIN_SCROLL_PX (or a
 * quarter) of the room beside the sticky-left columns for the rest to scroll in, and is dropped
 * when even the last column alone would.
 */
export function measurePinnedEnd(
  box: HTMLElement,
  table: HTMLTableElement,
  firstPinnable: number,
): PinnedEnd | null {
  if (box.scrollWidth <= box.clientWidth + 1) return null;
  const headers = Array.from(table.tHead?.rows[0]?.cells ?? []);
  const n = headers.length;
  if (n < 2) return null;
  const widths = headers.map((cell) => cell.getBoundingClientRect().width);
  const rows = Array.from(table.tBodies[0]?.rows ?? []).slice(0, SAMPLE_ROWS);
  const holdsControl = (i: number) => rows.some((row) => row.cells[i]?.querySelector(CONTROL));

  let last = n - 1;
  while (last >= firstPinnable && !holdsControl(last)) last -= 1;
  let start = n - 1;
  if (last >= firstPinnable) {
    start = last;
    while (start - 1 >= firstPinnable && holdsControl(start - 1)) start -= 1;
  }
  const beside = box.clientWidth - sum(widths.slice(0, firstPinnable));
  const room = beside - Math.max(MIN_SCROLL_PX, beside * MIN_SCROLL_SHARE);
  while (start < n && sum(widths.slice(start)) > room) start += 1;
  if (start >= n) return null;
  const right = widths.map((_, i) => (i < start ? 0 : sum(widths.slice(i + 1))));
  return { start, right };
}

const samePins = (a: PinnedEnd | null, b: PinnedEnd | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.start === b.start &&
    a.right.length === b.right.length &&
    a.right.every((v, i) => Math.abs(v - (b.right[i] ?? 0)) < 0.5));

/**
 * Keeps `measurePinnedEnd` current: on mount, when `deps` change (new rows or columns) and when
 * the box or the table resizes. Sticky positioning moves nothing in the layout, so measuring
 * again after pinning gives the same answer (no loop).
 */
export function usePinnedEnd(firstPinnable: number, deps: readonly unknown[]) {
  const box = useRef<HTMLDivElement | null>(null);
  const table = useRef<HTMLTableElement | null>(null);
  const [pins, setPins] = useState<PinnedEnd | null>(null);

  const measure = useCallback(() => {
    if (!box.current || !table.current) return;
    const next = measurePinnedEnd(box.current, table.current, firstPinnable);
    setPins((prev) => (samePins(prev, next) ? prev : next));
  }, [firstPinnable]);

  useLayoutEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    if (box.current) observer.observe(box.current);
    if (table.current) observer.observe(table.current);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-measure whenever the caller's data changes
  }, [measure, ...deps]);

  return { boxRef: box, tableRef: table, pins };
}
