import { ArrowRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import { plural, type KodexContest, formatNumber } from '@app/shared';

import { istWeekday } from '../lib/kodex-display.ts';

/** Finished contests, each with a link to its final ranking. */
export function KodexPastContests({ contests }: { contests: KodexContest[] }) {
  if (contests.length === 0) return null;
  return (
    <section aria-labelledby="kodex-past" className="border-t border-slate-200 bg-slate-50">
      <div className="container-page py-12 sm:py-14">
        <h2 id="kodex-past" className="text-2xl font-bold tracking-tight text-slate-900">
          Past contests
        </h2>
        <p className="mt-1 text-slate-600">Final rankings of earlier rounds.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {contests.map((c) => (
            <li key={c._id}>
              <Link
                to={`/kodex/ranking?contest=${c._id}`}
                data-testid="kodex-past-contest"
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <Trophy className="size-4 text-amber-500" aria-hidden="true" />
                  {istWeekday(c.startDate)}
                </span>
                <span className="mt-2 text-lg font-bold text-slate-900">{c.title}</span>
                <span className="mt-1 text-sm text-slate-600">
                  {plural(c.problemCount, 'problem')} · {formatNumber(c.registeredCount)} registered
                </span>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:text-brand-800">
                  View ranking
                  <ArrowRight
                    className="size-4 transition group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
