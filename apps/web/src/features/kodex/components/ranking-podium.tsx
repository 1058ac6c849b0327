import { clsx } from 'clsx';
import { Crown, Medal } from 'lucide-react';

import type { KodexRankingRow } from '@app/shared';

import { formatHms } from '../lib/kodex-time.ts';

const PLACES = [
  {
    label: '1st',
    card: 'border-amber-300 bg-gradient-to-b from-amber-50 to-white sm:-translate-y-4',
    badge: 'bg-amber-400 text-amber-950',
    icon: Crown,
  },
  {
    label: '2nd',
    card: 'border-slate-300 bg-gradient-to-b from-slate-100 to-white',
    badge: 'bg-slate-300 text-slate-900',
    icon: Medal,
  },
  {
    label: '3rd',
    card: 'border-orange-300 bg-gradient-to-b from-orange-50 to-white',
    badge: 'bg-orange-300 text-orange-950',
    icon: Medal,
  },
];

/** The top three on page 1, as a podium (2nd, 1st, 3rd from left on wide screens). */
export function RankingPodium({ rows }: { rows: KodexRankingRow[] }) {
  const top = rows.filter((r) => r.rank <= 3 && r.score > 0).slice(0, 3);
  if (top.length === 0) return null;
  const order = top.length === 3 ? [1, 0, 2] : top.map((_, i) => i);
  return (
    <ol
      aria-label="Top three"
      data-testid="kodex-podium"
      className="grid gap-3 pt-4 sm:grid-cols-3 sm:items-end sm:gap-4"
    >
      {order.map((i) => {
        const row = top[i]!;
        const place = PLACES[Math.min(row.rank, 3) - 1]!;
        const Icon = place.icon;
        return (
          <li
            key={`${row.rank}-${row.name}-${i}`}
            className={clsx(
              'flex items-center gap-3 rounded-2xl border-2 p-3 shadow-sm sm:block sm:p-5 sm:text-center',
              place.card,
              i === 0 ? 'order-first sm:order-none' : '',
              row.isYou && 'ring-4 ring-brand-200',
            )}
          >
            <span
              className={clsx(
                'grid size-10 shrink-0 place-items-center rounded-full shadow-sm sm:mx-auto sm:size-11',
                place.badge,
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-bold tracking-widest text-slate-500 uppercase sm:mt-2">
                {`Rank ${row.rank}`}
              </p>
              <p className="truncate font-bold text-slate-900 sm:mt-1 sm:text-lg">
                {row.name}
                {row.isYou && (
                  <span className="ml-1.5 text-sm font-semibold text-brand-700">(you)</span>
                )}
              </p>
              <p className="text-sm text-slate-600 sm:hidden">
                {row.problemsSolved} solved · {formatHms(row.timeTakenSeconds)}
              </p>
            </div>
            <p className="shrink-0 font-mono text-2xl font-extrabold text-slate-900 tabular-nums sm:mt-2 sm:text-3xl">
              {row.score.toFixed(2)}
            </p>
            <p className="mt-1 hidden text-sm text-slate-600 sm:block">
              {row.problemsSolved} solved · {formatHms(row.timeTakenSeconds)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
