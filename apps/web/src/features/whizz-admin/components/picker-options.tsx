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
