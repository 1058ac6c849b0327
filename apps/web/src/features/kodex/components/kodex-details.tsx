import { clsx } from 'clsx';
import { Award, CalendarClock, Flag, Gift, ListChecks, Medal, Trophy } from 'lucide-react';

import type { KodexContest } from '@app/shared';

import { DetailCard } from '@/components/site/detail-card';
import { IconTile } from '@/components/ui/icon-tile';
import { formatMinutes } from '@/core/countdown';

import { istDateTime } from '../lib/kodex-display.ts';

const PRIZE_STYLES = [
  { icon: Trophy, ring: 'bg-amber-50 text-amber-700 ring-amber-200' },
  { icon: Medal, ring: 'bg-slate-100 text-slate-600 ring-slate-300' },
  { icon: Medal, ring: 'bg-orange-50 text-orange-700 ring-orange-200' },
];

/** The schedule (in IST), the rules and the prizes under the hero. */
export function KodexDetails({ contest, now }: { contest: KodexContest; now: number }) {
  const steps = [
    { label: 'Registration opens', at: contest.registrationOpensAt },
    { label: 'Registration closes', at: contest.registrationClosesAt },
    { label: 'Contest starts', at: contest.startDate },
    {
      label: `Contest ends (${formatMinutes(contest.durationMinutes)})`,
      at: contest.endsAt,
    },
  ];

  return (
    <div className="container-page grid gap-6 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
      <div className="space-y-6">
        {contest.description && (
          <DetailCard title="About the contest" icon={Flag}>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">
              {contest.description}
            </p>
          </DetailCard>
        )}
        <DetailCard title="Rules" icon={ListChecks} testId="kodex-rules">
          {contest.rules.length ? (
            <ol className="space-y-3">
              {contest.rules.map((rule, i) => (
                <li key={rule} className="flex gap-3 text-slate-700">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-slate-900 font-mono text-xs font-bold text-white">
                    {i + 1}
                  </span>
                  <span className="leading-relaxed">{rule}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-slate-600">
              Solve on your own; your best judged submission per problem counts.
            </p>
          )}
        </DetailCard>
      </div>
      <div className="space-y-6">
        <DetailCard title="Prizes" icon={Gift} testId="kodex-prizes">
          {contest.prizes.length ? (
            <ul className="space-y-3">
              {contest.prizes.map((prize, i) => {
                const style = PRIZE_STYLES[i] ?? {
                  icon: Award,
                  ring: 'bg-brand-50 text-brand-700 ring-brand-200',
                };
                return (
                  <li
                    key={`${prize.place}-${prize.reward}`}
                    className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50/70 p-3"
                  >
                    <IconTile
                      icon={style.icon}
                      className={`size-10 shrink-0 ring-1 ${style.ring}`}
                    />
                    <span className="min-w-0">
                      <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {prize.place}
                      </span>
                      <span className="block font-semibold text-slate-900">{prize.reward}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-slate-600">Bragging rights and a place on the ranking.</p>
          )}
        </DetailCard>
        <DetailCard title="Schedule (IST)" icon={CalendarClock} testId="kodex-schedule">
          <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5">
            {steps.map((step) => {
              const isPast = Date.parse(step.at) <= now;
              return (
                <li key={step.label} className="relative">
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'absolute top-1 -left-[1.72rem] size-3.5 rounded-full border-2 border-white ring-2',
                      isPast ? 'bg-brand-600 ring-brand-200' : 'bg-white ring-slate-300',
                    )}
                  />
                  <p className="text-sm font-semibold text-slate-900">{step.label}</p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={step.at}>{istDateTime(step.at)}</time>
                  </p>
                </li>
              );
            })}
          </ol>
        </DetailCard>
      </div>
    </div>
  );
}
