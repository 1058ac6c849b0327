import { clsx } from 'clsx';
import { Check, Plus } from 'lucide-react';
import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';

/**
 * The result panel of a picker's search: loading, a failure with "Try again", the empty text,
 * or the options (`children`).
 */
export function PickerOptions<T>({
  query,
  noun,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T[]; refetch: () => unknown };
  /** plural, e.g. "batches" */
  noun: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 px-4 py-6 text-sm text-slate-600">
        <Spinner className="size-4" /> Loading {noun}...
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <p role="alert" className="px-4 py-6 text-sm text-red-700">
        Could not load {noun}.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  if (query.data.length === 0)
    return <p className="px-4 py-6 text-sm text-slate-600">{emptyText}</p>;
  return children(query.data);
}

/** An option's "Add" button, which turns into "Added" once the option is chosen. */
export function AddOptionButton({
  isChosen,
  onAdd,
  addLabel,
  addedLabel,
  testId,
}: {
  isChosen: boolean;
  onAdd: () => void;
  /** accessible names, e.g. "Add Batch A" / "Batch A added" */
  addLabel: string;
  addedLabel: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onAdd}
      disabled={isChosen}
      data-testid={testId}
      aria-label={isChosen ? addedLabel : addLabel}
      className={clsx(
        'inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2.5 text-sm font-semibold',
        isChosen ? 'text-emerald-700' : 'bg-brand-50 text-brand-800 hover:bg-brand-100',
      )}
    >
      {isChosen ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Plus className="size-4" aria-hidden="true" />
      )}
      {isChosen ? 'Added' : 'Add'}
    </button>
  );
}
