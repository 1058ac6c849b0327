import { clsx } from 'clsx';

import { COURSE_STATE_LABELS, type CourseState } from '@app/shared';

const TONES: Record<CourseState, { pill: string; dot: string }> = {
  draft: { pill: 'bg-amber-50 text-amber-800 ring-amber-600/20', dot: 'bg-amber-500' },
  published: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  archived: { pill: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
};

/** Draft, Published or Archived as a coloured pill. */
export function CourseStateBadge({ state, className }: { state: CourseState; className?: string }) {
  const tone = TONES[state];
  return (
    <span
      data-testid="course-state"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone.pill,
        className,
      )}
    >
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', tone.dot)} />
      {COURSE_STATE_LABELS[state]}
    </span>
  );
}
