import { describe, expect, it } from 'vitest';

import { measurePinnedEnd } from './use-pinned-end.ts';

/** A stand-in for a laid-out table: column widths, and which columns hold a control. */
function layout(opts: { box: number; widths: number[]; controls?: number[] }) {
  const controls = new Set(opts.controls ?? []);
  const headers = opts.widths.map((width) => ({ getBoundingClientRect: () => ({ width }) }));
  const row = {
    cells: opts.widths.map((_, i) => ({ querySelector: () => (controls.has(i) ? {} : null) })),
  };
  const table = { tHead: { rows: [{ cells: headers }] }, tBodies: [{ rows: [row] }] };
  const scrollWidth = opts.widths.reduce((a, b) => a + b, 0);
  const box = { clientWidth: opts.box, scrollWidth };
  return [box as unknown as HTMLElement, table as unknown as HTMLTableElement] as const;
}

describe('measurePinnedEnd', () => {
  it('pins nothing when the table fits its card', () => {
    expect(measurePinnedEnd(...layout({ box: 900, widths: [300, 300, 300] }), 0)).toBeNull();
  });

  it('pins the last column when no column holds a control', () => {
    const pins = measurePinnedEnd(...layout({ box: 900, widths: [400, 400, 120] }), 0);
    expect(pins).toEqual({ start: 2, right: [0, 0, 0] });
  });

  it('pins the run of control columns nearest the end, with what follows it', () => {
    // Kodr: serial and name sticky left, three status dropdowns, then the date.
    const widths = [64, 164, 228, 148, 116, 106, 135, 118, 118, 129];
    const pins = measurePinnedEnd(...layout({ box: 926, widths, controls: [6, 7, 8] }), 2);
    expect(pins?.start).toBe(6);
    expect(pins?.right.slice(6)).toEqual([365, 247, 129, 0]);
  });

  it('gives up columns from the left of the block when the rest would have no room', () => {
    const widths = [64, 164, 228, 148, 116, 106, 135, 118, 118, 129];
    const pins = measurePinnedEnd(...layout({ box: 720, widths, controls: [6, 7, 8] }), 2);
    // 720 - 228 beside the sticky columns, at least 180 of it left to scroll: 312 to pin.
    expect(pins?.start).toBe(8);
  });

  it('pins nothing when even the last column would leave no room to scroll', () => {
    const pins = measurePinnedEnd(...layout({ box: 400, widths: [200, 200, 300] }), 0);
    expect(pins).toBeNull();
  });
});
