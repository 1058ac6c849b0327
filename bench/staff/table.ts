/** The staff bench's result table: figures per case and target, as ratios to the baseline. */
import type { Measurement } from '../lib/harness.ts';
import { MEASURED_HEAD, measuredCells, printTable } from '../lib/table.ts';

/** The figure for the dashboard: p95 under 200 ms. Reported, never asserted. */
export const DASHBOARD_P95_MS = 200;

export type Row = {
  label: string;
  target: 'api' | 'bare' | 'direct';
  connections: number;
  m: Measurement;
};

const ratio = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : '');

export function printRows(rows: Row[]) {
  const head = [...MEASURED_HEAD, 'req/s vs bare', 'p95 vs bare', 'p50 vs api', 'p95 < 200 ms'];
  const body = rows.map((r) => {
    const find = (target: Row['target']) =>
      rows.find(
        (b) => b.label === r.label && b.connections === r.connections && b.target === target,
      );
    const bare = find('bare');
    const api = find('api');
    const isApi = r.target === 'api';
    return [
      ...measuredCells(r, r.target === 'direct' ? 'no rollup' : r.target),
      isApi && bare ? ratio(r.m.rps / bare.m.rps) : '',
      isApi && bare ? ratio(r.m.p95 / bare.m.p95) : '',
      r.target === 'direct' && api ? ratio(r.m.p50 / api.m.p50) : '',
      isApi && r.label.startsWith('dashboard') ? (r.m.p95 < DASHBOARD_P95_MS ? 'yes' : 'NO') : '',
    ];
  });
  printTable(head, body);
  console.log(
    "\nreq/s vs bare: the API's throughput as a share of the bare handler running the same SQL;" +
      " p95 vs bare: the API's p95 over the bare one; p50 vs api (no rollup rows): how many" +
      ' times slower the same figures are when computed from the source tables without daily_stats',
  );
}
