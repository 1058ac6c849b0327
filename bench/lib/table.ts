/** The benchmarks' plain-text result tables. */
import type { Measurement } from './harness.ts';

/** Prints an aligned table: the first `leftColumns` columns flush left, the figures flush right. */
export function printTable(head: string[], body: string[][], title = '', leftColumns = 2) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ');
  console.log(
    [title, line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n'),
  );
}

/** The columns every measured row starts with; a suite appends its own ratios and goals. */
export const MEASURED_HEAD = [
  'case',
  'target',
  'conns',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors',
  'node cpu µs/req',
];

export type MeasuredRow = { label: string; target: string; connections: number; m: Measurement };

/** The cells under MEASURED_HEAD; `target` as shown, when the row's own name says less. */
export function measuredCells(r: MeasuredRow, target = r.target): string[] {
  return [
    r.label,
    target,
    String(r.connections),
    r.m.rps.toFixed(0),
    r.m.p50.toFixed(1),
    r.m.p95.toFixed(1),
    r.m.p99.toFixed(1),
    String(r.m.errors),
    Number.isNaN(r.m.cpuUs) ? '-' : r.m.cpuUs.toFixed(0),
  ];
}
