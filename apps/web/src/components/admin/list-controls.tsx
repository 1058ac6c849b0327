import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';

const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-30';

const MOVES = [
  { step: -1, word: 'up', Icon: ArrowUp },
  { step: 1, word: 'down', Icon: ArrowDown },
] as const;

/** Move up, move down and remove buttons for one entry of an ordered list. */
export function ItemControls({
  label,
  index,
  count,
  onMove,
  onRemove,
  testId,
  className,
}: {
  /** What the entry is called for screen readers, e.g. "requirement 2". */
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  testId?: string;
  /** Where the group sits in its row, e.g. 'ml-auto'. */
  className?: string;
}) {
  return (
    <div className={clsx('flex shrink-0 items-center', className)}>
      {MOVES.map(({ step, word, Icon }) => (
        <button
          key={word}
          type="button"
          className={iconButton}
          onClick={() => onMove(index, index + step)}
          disabled={index + step < 0 || index + step >= count}
          aria-label={`Move ${label} ${word}`}
          title={`Move ${word}`}
          data-testid={testId && `${testId}-${word}`}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        className={clsx(iconButton, 'hover:bg-red-50 hover:text-red-700')}
        onClick={() => onRemove(index)}
        aria-label={`Remove ${label}`}
        title="Remove"
        data-testid={testId && `${testId}-remove`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The dashed "Add …" button under a list, with the "n of max" count; stops at max. */
export function AddButton({
  noun,
  count,
  max,
  onAdd,
  testId,
  size = 'md',
}: {
  noun: string;
  count: number;
  max: number;
  onAdd: () => void;
  testId?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <button
        type="button"
        onClick={onAdd}
        disabled={count >= max}
        data-testid={testId}
        className={clsx(
          'inline-flex items-center gap-2 rounded-xl border border-dashed border-brand-300 font-semibold text-brand-800 transition-colors hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50',
          size === 'sm' ? 'h-8 px-3 text-xs' : 'h-9 px-4 text-sm',
        )}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add {noun}
      </button>
      <p className="text-xs text-slate-500 tabular-nums">
        {count} of {max}
      </p>
    </div>
  );
}
