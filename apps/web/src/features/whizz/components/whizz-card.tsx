import { clsx } from 'clsx';
import {
  CalendarClock,
  CheckCircle2,
  Clock,
  FileQuestion,
  Hourglass,
  Play,
  Timer,
  Trophy,
} from 'lucide-react';
import { Link } from 'react-router';

import { plural, type StudentWhizz } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { formatDateTime } from '@/core/format-date';

import { formatClock, formatCountdownLong, secondsUntil } from '../lib/clock.ts';
import { OVERLINE } from '../lib/overline.ts';

function durationText(w: StudentWhizz) {
  return w.duration.unit === 'hours'
    ? plural(w.duration.value, 'hour')
    : plural(w.duration.value, 'minute');
}

/** The time one attempt gets: its own limit when set, else the whole window. */
function timeText(w: StudentWhizz) {
  return w.attemptMinutes === null ? durationText(w) : `${w.attemptMinutes} min per attempt`;
}

/** One quiz on /whizz: live (Start / Resume), upcoming (countdown) or finished (score). */
export function WhizzCard({ whizz: w, now }: { whizz: StudentWhizz; now: number }) {
  const submitted = w.attempt?.status === 'submitted';
  const inProgress = w.attempt?.status === 'in_progress';
  return (
    <article
      className={clsx(
        'card flex h-full flex-col p-5',
        w.state === 'live' && !submitted && 'border-brand-200 ring-2 ring-brand-100',
      )}
      data-testid="whizz-card"
      data-state={w.state}
    >
      <div className="flex items-start justify-between gap-3">
        <h3
          className="text-lg leading-snug font-bold text-slate-900"
          data-testid="whizz-card-title"
        >
          {w.title}
        </h3>
        {w.state === 'live' && (
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-700 ring-1 ring-red-200">
            <span className="size-1.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            Live
          </span>
        )}
      </div>
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">{w.description}</p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <div className="flex items-center gap-1.5 whitespace-nowrap text-slate-700">
          <dt className="sr-only">{w.attemptMinutes === null ? 'Duration' : 'Time limit'}</dt>
          <Clock className="size-4 text-slate-400" aria-hidden="true" />
          <dd data-testid="whizz-card-time">{timeText(w)}</dd>
        </div>
        <div className="flex items-center gap-1.5 whitespace-nowrap text-slate-700">
          <dt className="sr-only">Questions</dt>
          <FileQuestion className="size-4 text-slate-400" aria-hidden="true" />
          <dd>{plural(w.questionCount, 'question')}</dd>
        </div>
        <div className="flex basis-full items-start gap-1.5 text-slate-700">
          <dt className="sr-only">Opens</dt>
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <dd>
            {formatDateTime(w.startDate)} IST
            {w.attemptMinutes !== null && (
              <span className="text-slate-500"> · open {durationText(w)}</span>
            )}
          </dd>
        </div>
      </dl>

      <div className="mt-auto pt-5">
        {w.state === 'upcoming' && (
          <div className="rounded-xl bg-slate-50 px-4 py-3">
            <p className={OVERLINE}>Starts in</p>
            <p
              className="font-mono text-xl font-bold text-slate-900 tabular-nums"
              data-testid="whizz-countdown"
              aria-live="off"
            >
              {formatCountdownLong(secondsUntil(w.startDate, now))}
            </p>
          </div>
        )}
        {w.state === 'live' && !submitted && (
          <div className="space-y-2">
            {inProgress && w.attempt ? (
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <Timer className="size-4" aria-hidden="true" />
                Your time left{' '}
                <span
                  className="font-mono font-semibold text-slate-900 tabular-nums"
                  data-testid="whizz-card-time-left"
                >
                  {formatClock(secondsUntil(w.attempt.deadline, now))}
                </span>
              </p>
            ) : (
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <Hourglass className="size-4" aria-hidden="true" />
                Closes in{' '}
                <span className="font-mono font-semibold text-slate-900 tabular-nums">
                  {formatCountdownLong(secondsUntil(w.endsAt, now))}
                </span>
              </p>
            )}
            <Link
              to={`/whizz/${w._id}/attempt`}
              className={buttonStyles({ fullWidth: true })}
              data-testid={inProgress ? 'whizz-resume' : 'whizz-start'}
            >
              <Play className="size-4" aria-hidden="true" />
              {inProgress ? 'Resume' : 'Start'}
            </Link>
          </div>
        )}
        {submitted && (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3">
            <div>
              <p className="flex items-center gap-1.5 text-xs font-semibold text-emerald-800">
                <CheckCircle2 className="size-3.5" aria-hidden="true" /> Submitted
              </p>
              <p
                className="text-xl font-bold text-slate-900 tabular-nums"
                data-testid="whizz-card-score"
              >
                {w.attempt?.score ?? 0}
                <span className="text-base font-medium text-slate-500"> / {w.totalScore}</span>
              </p>
            </div>
            <Link
              to={`/whizz/${w._id}/result`}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              data-testid="whizz-result-link"
            >
              <Trophy className="size-4" aria-hidden="true" />
              Result
            </Link>
          </div>
        )}
        {w.state === 'finished' && !submitted && (
          <p
            className="rounded-xl bg-slate-100 px-4 py-3 text-sm font-medium text-slate-700"
            data-testid="whizz-missed"
          >
            {inProgress ? 'Ended before it was submitted' : 'Missed: it ended before you took it'}
          </p>
        )}
      </div>
    </article>
  );
}
