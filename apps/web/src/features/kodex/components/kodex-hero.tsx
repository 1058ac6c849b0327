import { CalendarDays, Clock, Code2, Timer, Users } from 'lucide-react';

import { plural, type KodexContest, formatNumber } from '@app/shared';

import { EventHeading, HeroFacts, HeroStage } from '@/components/site/hero-stage';
import { CountdownTiles } from '@/components/ui/countdown-tiles';
import { formatMinutes } from '@/core/countdown';

import { istTime, istWeekday } from '../lib/kodex-display.ts';
import { countdownTarget, type ContestPhase } from '../lib/kodex-time.ts';
import { KodexActions } from './kodex-actions.tsx';
import { KodexPhaseBadge } from './kodex-phase-badge.tsx';

type KodexHeroProps = {
  contest: KodexContest;
  phase: ContestPhase;
  now: number;
  isSignedIn: boolean;
};

/** Title, tagline, the schedule at a glance, the countdown and what to do now. */
export function KodexHero({ contest, phase, now, isSignedIn }: KodexHeroProps) {
  const target = countdownTarget(contest, phase);
  const facts = [
    { icon: CalendarDays, text: istWeekday(contest.startDate) },
    { icon: Clock, text: istTime(contest.startDate) },
    { icon: Timer, text: formatMinutes(contest.durationMinutes) },
    {
      icon: Code2,
      text: plural(contest.problemCount, 'coding problem'),
    },
  ];
  const stats = [
    {
      icon: Users,
      label: 'Registered',
      value: formatNumber(contest.registeredCount),
      testId: 'kodex-registered-count',
    },
    { icon: Code2, label: 'Problems', value: contest.problemCount, testId: 'kodex-problem-count' },
  ];

  return (
    <HeroStage labelledBy="kodex-title" tone="slate" corner="emerald">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:gap-14 lg:py-20">
        <div>
          <EventHeading
            id="kodex-title"
            icon={Code2}
            kind="Kodex · Coding contest"
            badge={<KodexPhaseBadge phase={phase} tone="dark" />}
            title={contest.title}
            titleClassName="sm:text-6xl"
          />
          {contest.tagline && (
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-300">
              {contest.tagline}
            </p>
          )}
          <HeroFacts facts={facts} label="Contest at a glance" />
          <div className="mt-9">
            <KodexActions contest={contest} phase={phase} isSignedIn={isSignedIn} />
          </div>
        </div>

        <div className="rounded-3xl border border-white/10 bg-white/[0.06] p-5 shadow-2xl shadow-brand-950/50 backdrop-blur sm:p-7">
          {target ? (
            <CountdownTiles
              label={target.label}
              at={target.at}
              now={now}
              testId="kodex-countdown"
            />
          ) : (
            <div>
              <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">
                Contest over
              </p>
              <p className="mt-3 text-2xl font-bold text-white">Thanks to everyone who took part</p>
              <p className="mt-2 text-sm text-slate-300">
                The final ranking is up. The next Kodex is announced here first.
              </p>
            </div>
          )}
          <dl className="mt-6 grid grid-cols-2 gap-3 border-t border-white/10 pt-6">
            {stats.map(({ icon: Icon, label, value, testId }) => (
              <div key={testId} className="rounded-xl bg-white/5 p-3">
                <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-400">
                  <Icon className="size-3.5" aria-hidden="true" />
                  {label}
                </dt>
                <dd
                  data-testid={testId}
                  className="mt-1 text-2xl font-bold text-white tabular-nums"
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </HeroStage>
  );
}
