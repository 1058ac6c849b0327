import { clsx } from 'clsx';
import {
  CloudCheck,
  Eye,
  FileQuestion,
  Hourglass,
  Play,
  Send,
  Target,
  Timer,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { attemptDeadline, plural, type StudentWhizz } from '@app/shared';

import { BackLink } from '@/components/site/hero-stage';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatDateTime } from '@/core/format-date';

import { formatMinutesWords } from '../lib/clock.ts';

/** How long an attempt started at `now` would last, and why (its limit, or the window's end). */
export function attemptTime(w: StudentWhizz, now: number) {
  const endsAt = Date.parse(w.endsAt);
  const seconds = Math.max(0, (attemptDeadline(now, endsAt, w.attemptMinutes) - now) / 1000);
  const full = w.attemptMinutes === null ? null : w.attemptMinutes * 60;
  if (full === null) {
    return { seconds, text: formatMinutesWords(seconds), caption: 'until the quiz closes' };
  }
  if (seconds >= full) {
    return { seconds, text: formatMinutesWords(full), caption: 'from when you press Start quiz' };
  }
  return {
    seconds,
    text: formatMinutesWords(seconds),
    caption: `the quiz closes before the full ${formatMinutesWords(full)}`,
  };
}

const RULES: { icon: typeof Timer; text: string }[] = [
  {
    icon: Timer,
    text: 'The clock starts when you press Start quiz and keeps running even if you leave the page.',
  },
  {
    icon: CloudCheck,
    text: 'Your answers are saved as you go; change them as often as you like until you submit.',
  },
  { icon: Send, text: 'When time is up, your answers are submitted automatically.' },
  {
    icon: Eye,
    text: 'Switching to another tab or window is recorded, and your instructor sees how often it happened.',
  },
  {
    icon: Trophy,
    text: 'You get one attempt. Then you see your score, every answer and the leaderboard.',
  },
];

/**
 * What a quiz asks of you before its clock starts: the time you get, the questions, the score
 * and the rules. The attempt starts only on "Start quiz".
 */
export function StartScreen({
  whizz: w,
  now,
  onStart,
  isStarting,
}: {
  whizz: StudentWhizz;
  now: number;
  onStart: () => void;
  isStarting: boolean;
}) {
  const time = attemptTime(w, now);
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50 py-8 sm:py-12">
      <title>{`${w.title} | Whizz | KodeSchool`}</title>
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <BackLink to="/whizz" tone="light">
          My quizzes
        </BackLink>
        <section
          aria-labelledby="start-title"
          className="card mt-3 overflow-hidden"
          data-testid="whizz-start-screen"
        >
          <header className="border-b border-slate-200 bg-white px-5 py-5 sm:px-7 sm:py-6">
            <p className="text-sm font-semibold text-brand-700">Ready when you are</p>
            <h1
              id="start-title"
              className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
              data-testid="start-title"
            >
              {w.title}
            </h1>
            <p className="mt-2 text-slate-600">{w.description}</p>
          </header>

          <dl className="grid grid-cols-2 gap-3 px-5 pt-5 sm:grid-cols-3 sm:px-7">
            <Fact
              icon={Hourglass}
              label="Time you get"
              testId="start-duration"
              className="col-span-2 sm:col-span-1"
            >
              <span className="block text-lg font-bold text-slate-900">{time.text}</span>
              <span className="block text-xs text-slate-600">{time.caption}</span>
            </Fact>
            <Fact icon={FileQuestion} label="Questions" testId="start-questions">
              <span className="block text-lg font-bold text-slate-900">
                {plural(w.questionCount, 'question')}
              </span>
            </Fact>
            <Fact icon={Target} label="Total score" testId="start-score">
              <span className="block text-lg font-bold text-slate-900">{w.totalScore}</span>
            </Fact>
          </dl>
          <p className="px-5 pt-3 text-xs text-slate-600 sm:px-7">
            Open until {formatDateTime(w.endsAt)} IST.
          </p>

          <div className="px-5 py-5 sm:px-7">
            <h2 className="text-base font-bold text-slate-900">Before you start</h2>
            <ul className="mt-3 space-y-2.5" data-testid="start-rules">
              {RULES.map((r) => (
                <li key={r.text} className="flex items-start gap-3 text-sm text-slate-700">
                  <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                    <r.icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="pt-1">{r.text}</span>
                </li>
              ))}
            </ul>
          </div>

          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-7">
            <Link to="/whizz" className={buttonStyles({ variant: 'secondary' })}>
              Not now
            </Link>
            <Button
              icon={Play}
              size="lg"
              onClick={onStart}
              isLoading={isStarting}
              loadingText="Starting..."
              disabled={time.seconds <= 0}
              data-testid="whizz-start-quiz"
            >
              Start quiz
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
  testId,
  className,
}: {
  icon: typeof Timer;
  label: string;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <div className={clsx('rounded-xl bg-slate-50 px-4 py-3', className)}>
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
