import { clsx } from 'clsx';
import { Check, Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { SearchInput } from '@/components/admin/search-input';
import { Spinner } from '@/components/ui/spinner';

/**
 * A picker's search side: its heading (and `above`, e.g. tabs), a search box ("Search
 * batches", test id `batch-search`), and the result panel below it: loading, a failure with
 * "Try again", the empty text, or the options (`batch-options`), each drawn by `children` as
 * an <li>.
 */
export function PickerOptions<T>({
  title,
  above,
  search,
  onSearch,
  placeholder,
  listClassName,
  query,
  noun,
  testIdPrefix,
  emptyText,
  children,
}: {
  title: string;
  above?: ReactNode;
  search: string;
  onSearch: (text: string) => void;
  placeholder: string;
  /** the list's height, e.g. 'max-h-72' */
  listClassName: string;
  query: { isPending: boolean; isError: boolean; data?: T[]; refetch: () => unknown };
  /** plural, e.g. "batches" */
  noun: string;
  /** singular, e.g. "batch" */
  testIdPrefix: string;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{title}</h3>
      {above}
      <SearchInput
        value={search}
        onSearch={onSearch}
        placeholder={placeholder}
        label={`Search ${noun}`}
        testId={`${testIdPrefix}-search`}
      />
      <div
        className={clsx('mt-3 overflow-y-auto rounded-xl border border-slate-200', listClassName)}
      >
        {query.isPending ? (
          <p className="flex items-center gap-2 px-4 py-6 text-sm text-slate-600">
            <Spinner className="size-4" /> Loading {noun}...
          </p>
        ) : query.isError || !query.data ? (
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
        ) : query.data.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-600">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid={`${testIdPrefix}-options`}>
            {query.data.map(children)}
          </ul>
        )}
      </div>
    </div>
  );
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

/**
 * A picker's chosen side: the heading with the count (and `aside` once something is chosen),
 * then the hint of what to do while nothing is (red while the field has an error) or the list.
 */
export function ChosenPanel({
  title,
  count,
  aside,
  emptyIcon: EmptyIcon,
  emptyText,
  error,
  children,
}: {
  title: string;
  count: number;
  aside?: ReactNode;
  emptyIcon: LucideIcon;
  emptyText: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 flex items-baseline justify-between gap-2 text-sm font-semibold text-slate-800">
        <span>
          {title} <span className="font-normal text-slate-500">({count})</span>
        </span>
        {count > 0 && aside}
      </h3>
      {count === 0 ? (
        <div
          className={clsx(
            'flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center text-sm',
            error ? 'border-red-300 bg-red-50/40 text-red-800' : 'border-slate-300 text-slate-600',
          )}
        >
          <EmptyIcon className="size-5" aria-hidden="true" />
          {emptyText}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
