import { ChevronLeft, ChevronRight } from 'lucide-react';

import type { Pagination } from '@app/shared';

/** Previous / next for a short list inside a drawer ("Page 2 of 5 · 43 in all"). */
export function SimplePager({
  pagination,
  onPageChange,
  isBusy = false,
}: {
  pagination: Pagination;
  onPageChange: (page: number) => void;
  isBusy?: boolean;
}) {
  const { currentPage, totalPages, totalItems } = pagination;
  if (totalPages <= 1) {
    return <p className="text-center text-xs text-slate-500">{totalItems} in all</p>;
  }
  const arrow =
    'grid size-8 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between text-sm">
      <button
        type="button"
        className={arrow}
        aria-label="Previous page"
        disabled={isBusy || currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      <span className="text-slate-600 tabular-nums">
        Page {currentPage} of {totalPages} · {totalItems} in all
      </span>
      <button
        type="button"
        className={arrow}
        aria-label="Next page"
        disabled={isBusy || currentPage >= totalPages}
        onClick={() => onPageChange(currentPage + 1)}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
