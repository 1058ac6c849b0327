import { clsx } from 'clsx';

import { plural } from '@app/shared';

import { percentOf } from '../lib/display.ts';

/** Lessons done out of all, as a bar and words ("3 of 12 lessons · 25%"). */
export function ProgressBar({
  done,
  total,
  tone = 'light',
  testId,
}: {
  done: number;
  total: number;
  tone?: 'light' | 'dark';
  testId?: string;
}) {
  const percent = percentOf(done, total);
  return (
    <div data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-xs font-semibold">
        <span className={tone === 'dark' ? 'text-brand-100' : 'text-slate-600'}>
          {total > 0
            ? `${Math.min(done, total)} of ${plural(total, 'lesson')} done`
            : 'No lessons published yet'}
        </span>
        <span
          data-testid={testId && `${testId}-percent`}
          className={clsx('tabular-nums', tone === 'dark' ? 'text-white' : 'text-slate-900')}
        >
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Course progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={clsx(
          'mt-1.5 h-2 overflow-hidden rounded-full',
          tone === 'dark' ? 'bg-white/15' : 'bg-slate-100',
        )}
      >
        <div
          className={clsx(
            'h-full rounded-full transition-[width] duration-500',
            percent === 100 ? 'bg-emerald-500' : tone === 'dark' ? 'bg-amber-300' : 'bg-brand-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
