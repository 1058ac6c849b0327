import { clsx } from 'clsx';

import { DIFFICULTY_LABELS, plural, type Difficulty } from '@app/shared';

const DIFFICULTY_TONE: Record<Difficulty, string> = {
  easy: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  medium: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  hard: 'bg-rose-50 text-rose-800 ring-rose-600/20',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        DIFFICULTY_TONE[difficulty],
      )}
      data-testid="difficulty"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}

/** A question's tags as small chips; the rest are counted after `max`. */
export function TagChips({ tags, max = 3 }: { tags: readonly string[]; max?: number }) {
  if (tags.length === 0) return <span className="text-sm text-slate-500">—</span>;
  const shown = tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <ul className="flex max-w-56 flex-wrap gap-1" aria-label="Tags">
      {shown.map((tag) => (
        <li
          key={tag}
          className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700"
        >
          {tag}
        </li>
      ))}
      {more > 0 && (
        <li className="px-1 py-0.5 text-xs font-medium text-slate-500" title={tags.join(', ')}>
          +{more}
        </li>
      )}
    </ul>
  );
}

/** How many whizzes use the question (a used one cannot be deleted). */
export function UsedIn({ count }: { count: number }) {
  return (
    <span
      className={clsx('text-sm whitespace-nowrap', count > 0 ? 'text-slate-800' : 'text-slate-500')}
      data-testid="used-in"
    >
      {count === 0 ? 'Not used yet' : `Used in ${plural(count, 'whizz', 'whizzes')}`}
    </span>
  );
}
