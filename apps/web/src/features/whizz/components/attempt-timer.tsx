import { clsx } from 'clsx';
import { Timer } from 'lucide-react';
import { useState } from 'react';

import { plural } from '@app/shared';

import { clockLevel, formatClock, type ClockLevel } from '../lib/clock.ts';

const STYLE: Record<ClockLevel, string> = {
  normal: 'bg-slate-100 text-slate-900',
  warning: 'bg-amber-100 text-amber-950 ring-1 ring-amber-300',
  critical: 'bg-red-50 text-red-700 ring-1 ring-red-300 motion-safe:animate-pulse',
};

function spokenAt(level: Exclude<ClockLevel, 'normal'>, secondsLeft: number): string {
  const minutes = Math.max(1, Math.round(secondsLeft / 60));
  if (level === 'critical' || minutes === 1) return 'One minute left';
  return `${plural(minutes, 'minute')} left`;
}

/**
 * The attempt's own clock (mm:ss, or h:mm:ss), counting down to its deadline: amber in its last
 * minutes (clockLevel), red in the last one. Screen readers hear once as each of those begins,
 * not every second.
 */
export function AttemptTimer({
  secondsLeft,
  totalSeconds,
}: {
  secondsLeft: number;
  /** how long the attempt lasts in all (start to deadline) */
  totalSeconds: number;
}) {
  const level = clockLevel(secondsLeft, totalSeconds);
  // Said as a level begins (not for a resumed attempt already in its last minutes).
  const [previous, setPrevious] = useState(level);
  const [spoken, setSpoken] = useState('');
  if (level !== previous) {
    setPrevious(level);
    if (level !== 'normal' && secondsLeft > 0) setSpoken(spokenAt(level, secondsLeft));
  }

  return (
    <>
      <div
        role="timer"
        aria-live="off"
        aria-label={`Time left ${formatClock(secondsLeft)}`}
        className={clsx(
          'flex h-10 items-center gap-1.5 rounded-xl px-3 font-mono text-base font-bold tabular-nums sm:text-lg',
          STYLE[level],
        )}
        data-level={level}
        data-testid="attempt-clock"
      >
        <Timer className="size-4" aria-hidden="true" />
        <span className="hidden font-sans text-xs font-semibold tracking-wide uppercase opacity-75 sm:inline">
          Time left
        </span>
        <span data-testid="attempt-timer">{formatClock(secondsLeft)}</span>
      </div>
      <p aria-live="assertive" className="sr-only" data-testid="attempt-timer-announcement">
        {spoken}
      </p>
    </>
  );
}
