import { CalendarDays, Clock, Code2, Timer, Users } from 'lucide-react';

import { plural, type KodexContest } from '@app/shared';

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

  return (
    <section
      aria-labelledby="kodex-title"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-48 -left-32 size-[34rem] rounded-full bg-brand-600/35 blur-3xl" />
        <div className="absolute -right-40 -bottom-56 size-[32rem] rounded-full bg-emerald-500/15 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:44px_44px]" />
      </div>
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:gap-14 lg:py-20">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 font-mono text-xs font-semibold tracking-wider text-brand-100 uppercase">
              <Code2 className="size-3.5" aria-hidden="true" />
              Kodex · Coding contest
            </span>
            <KodexPhaseBadge phase={phase} tone="dark" />
          </div>
          <h1
            id="kodex-title"
            data-testid="kodex-title"
            className="mt-5 text-4xl font-extrabold tracking-tight sm:text-6xl"
          >
            <span className="bg-gradient-to-r from-white via-brand-100 to-brand-300 bg-clip-text text-transparent">
              {contest.title}
            </span>
          </h1>
          {contest.tagline && (
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-300">
              {contest.tagline}
            </p>
          )}
          <ul className="mt-7 flex flex-wrap gap-2.5" aria-label="Contest at a glance">
            {facts.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="inline-flex items-center gap-2 rounded-lg border border-white/10 bg-white/5 px-3 py-2 text-sm font-medium text-slate-100"
              >
                <Icon className="size-4 text-brand-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
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
            <div className="rounded-xl bg-white/5 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-400">
                <Users className="size-3.5" aria-hidden="true" />
                Registered
              </dt>
              <dd
                data-testid="kodex-registered-count"
                className="mt-1 text-2xl font-bold text-white tabular-nums"
              >
                {contest.registeredCount.toLocaleString('en-IN')}
              </dd>
            </div>
            <div className="rounded-xl bg-white/5 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-400">
                <Code2 className="size-3.5" aria-hidden="true" />
                Problems
              </dt>
              <dd
                data-testid="kodex-problem-count"
                className="mt-1 text-2xl font-bold text-white tabular-nums"
              >
                {contest.problemCount}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
