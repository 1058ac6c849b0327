import { clsx } from 'clsx';

import type { KodexRankingRow } from '@app/shared';

import { TableHead, YouTag } from '@/components/ui/table-head';

import { formatHms } from '../lib/kodex-time.ts';

const MEDAL = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
];
const COLUMNS = [
  { label: 'Rank', className: 'w-16 px-3 py-3 sm:w-20 sm:px-5' },
  { label: 'Name', className: 'px-3 py-3 sm:px-5' },
  { label: 'Score', className: 'px-3 py-3 text-right sm:px-5' },
  { label: 'Solved', className: 'hidden px-5 py-3 text-right sm:table-cell' },
  { label: 'Time', className: 'hidden px-5 py-3 text-right sm:table-cell' },
];
const ROW_TINT = ['bg-amber-50/60', 'bg-slate-50', 'bg-orange-50/50'];

/** Rank, name, score, problems solved and time (h:mm:ss); your row stands out. */
export function RankingTable({
  rows,
  problemCount,
  isFetching,
}: {
  rows: KodexRankingRow[];
  problemCount: number;
  isFetching: boolean;
}) {
  return (
    <div
      className={clsx(
        'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        isFetching && 'opacity-90',
      )}
    >
      <table className="w-full text-left text-sm" data-testid="kodex-ranking-table">
        <caption className="sr-only">Contest ranking</caption>
        <TableHead
          columns={COLUMNS}
          className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase"
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, i) => {
            const podium = row.score > 0 && row.rank <= 3;
            return (
              <tr
                key={`${row.rank}-${row.name}-${i}`}
                data-testid="kodex-ranking-row"
                data-you={row.isYou || undefined}
                aria-current={row.isYou ? 'true' : undefined}
                className={clsx(
                  row.isYou
                    ? 'bg-brand-50 shadow-[inset_4px_0_0_var(--color-brand-600)]'
                    : podium && ROW_TINT[row.rank - 1],
                )}
              >
                <td className="px-3 py-3 sm:px-5">
                  <span
                    className={clsx(
                      'inline-grid size-8 place-items-center rounded-full font-mono text-sm font-bold tabular-nums',
                      podium ? MEDAL[row.rank - 1] : 'text-slate-600',
                    )}
                  >
                    {row.rank}
                  </span>
                </td>
                <td className="px-3 py-3 sm:px-5">
                  <span className="font-semibold text-slate-900">{row.name}</span>
                  {row.isYou && <YouTag />}
                  <span className="mt-0.5 block text-xs text-slate-600 sm:hidden">
                    {row.problemsSolved}/{problemCount} solved · {formatHms(row.timeTakenSeconds)}
                  </span>
                </td>
                <td className="px-3 py-3 text-right font-mono text-base font-bold text-slate-900 tabular-nums sm:px-5">
                  {row.score.toFixed(2)}
                </td>
                <td className="hidden px-5 py-3 text-right text-slate-700 tabular-nums sm:table-cell">
                  {row.problemsSolved}/{problemCount}
                </td>
                <td className="hidden px-5 py-3 text-right font-mono text-slate-700 tabular-nums sm:table-cell">
                  {formatHms(row.timeTakenSeconds)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
