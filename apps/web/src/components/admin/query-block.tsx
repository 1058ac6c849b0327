import type { ReactNode } from 'react';

import { RetryButton } from '@/components/ui/retry-button';

/** The parts of a TanStack query that QueryBlock reads. */
type BlockQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

/**
 * A card's part that loads on its own: pulsing placeholders with a read-out status while
 * pending, the failure with "Try again", then `children` with the data.
 */
export function QueryBlock<T>({
  query,
  loadingLabel,
  skeletonClassName,
  failedMessage,
  className = 'space-y-2',
  children,
}: {
  query: BlockQuery<T>;
  /** Read out while loading, e.g. 'Loading modules…'. */
  loadingLabel: string;
  /** One placeholder's size, e.g. 'h-20'. */
  skeletonClassName: string;
  failedMessage: string;
  /** The placeholders' wrapper. */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={className} aria-busy="true">
        <span className="sr-only" role="status">
          {loadingLabel}
        </span>
        {[0, 1].map((i) => (
          <div key={i} className={`${skeletonClassName} animate-pulse rounded-xl bg-slate-100`} />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-4 text-sm text-red-800">
        <p className="font-semibold">{failedMessage}</p>
        <RetryButton onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </div>
    );
  }
  return children(query.data);
}
