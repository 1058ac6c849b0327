import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { MAX_PAGE_BUTTONS, PAGE_SIZES, type Pagination, formatNumber } from '@app/shared';

import { AdminSelect } from './admin-select.tsx';

export type PaginationBarProps = {
  /** The server's pagination (currentPage, totalPages, itemsPerPage, totalItems). */
  pagination: Pagination;
  onPageChange: (page: number) => void;
  /**
   * Called with the new size; the caller goes back to page 1 (useListPage does). Without it
   * there is no size selector (a list with a fixed page size).
   */
  onPageSizeChange?: (limit: number) => void;
  /** Plural noun for the range text, e.g. "registrations". */
  itemLabel?: string;
  /** The server stopped counting (e.g. a broad search): the total shows as "N+". */
  isTotalCapped?: boolean;
  /** Locks the controls, e.g. while the first page loads. */
  isDisabled?: boolean;
  /**
   * 'compact' is the range and previous / next only, unframed: for a drawer, a dialog or a
   * student's short list. 'full' (the admin list footer) adds page numbers and go-to-page.
   */
  variant?: 'full' | 'compact';
  className?: string;
};

/** Up to MAX_PAGE_BUTTONS page numbers, centred on the current page where possible. */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, Math.max(total, 1));
  const start = Math.max(1, Math.min(current - Math.floor(max / 2), total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * The one pager of the app. As the admin list footer: "Showing a–b of N" (`page-range`), a page
 * size selector (PAGE_SIZES, `page-size`), previous/next (`page-previous`, `page-next`), up to
 * five page buttons (`page-button-<n>`) and a go-to-page box (`goto-page`) that accepts only
 * 1..totalPages and otherwise snaps back to the current page. Compact: the range and the arrows.
 */
export function PaginationBar({
  pagination,
  onPageChange,
  onPageSizeChange,
  itemLabel = 'results',
  isTotalCapped = false,
  isDisabled = false,
  variant = 'full',
  className,
}: PaginationBarProps) {
  const { currentPage, totalPages, itemsPerPage, totalItems } = pagination;
  const total = Math.max(1, totalPages);
  const first = totalItems === 0 ? 0 : (currentPage - 1) * itemsPerPage + 1;
  const last = Math.min(totalItems, currentPage * itemsPerPage);
  const sizeId = useId();

  const range = (
    <p data-testid="page-range" aria-live="polite">
      Showing{' '}
      <span className="font-semibold text-slate-900">
        {first}–{last}
      </span>{' '}
      of{' '}
      <span className="font-semibold text-slate-900">
        {formatNumber(totalItems)}
        {isTotalCapped && '+'}
      </span>{' '}
      {itemLabel}
    </p>
  );
  const previous = (
    <PageArrow
      direction="previous"
      disabled={isDisabled || currentPage <= 1}
      onClick={() => onPageChange(currentPage - 1)}
    />
  );
  const next = (
    <PageArrow
      direction="next"
      disabled={isDisabled || currentPage >= total}
      onClick={() => onPageChange(currentPage + 1)}
    />
  );

  if (variant === 'compact') {
    return (
      <nav
        aria-label="Pagination"
        className={clsx(
          'flex items-center justify-between gap-3 text-sm text-slate-700',
          className,
        )}
      >
        {range}
        <div className="flex items-center gap-1">
          {previous}
          {next}
        </div>
      </nav>
    );
  }

  return (
    <nav
      aria-label="Pagination"
      className={clsx(
        'flex flex-col gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700',
        'lg:flex-row lg:items-center lg:justify-between',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {range}
        {onPageSizeChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-slate-600">
              Rows per page
            </label>
            <AdminSelect
              id={sizeId}
              data-testid="page-size"
              value={itemsPerPage}
              disabled={isDisabled}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
              className="w-20"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </AdminSelect>
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <div className="flex items-center gap-1">
          {previous}
          {pageWindow(currentPage, total).map((n) => (
            <button
              key={n}
              type="button"
              data-testid={`page-button-${n}`}
              aria-label={`Page ${n}`}
              aria-current={n === currentPage ? 'page' : undefined}
              disabled={isDisabled}
              onClick={() => n !== currentPage && onPageChange(n)}
              className={clsx(
                'h-8 min-w-8 rounded-lg px-2 text-sm font-semibold tabular-nums transition-colors',
                n === currentPage
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {n}
            </button>
          ))}
          {next}
        </div>
        <GoToPage
          key={currentPage}
          currentPage={currentPage}
          totalPages={total}
          disabled={isDisabled}
          onPageChange={onPageChange}
        />
      </div>
    </nav>
  );
}

function PageArrow({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      data-testid={`page-${direction}`}
      aria-label={direction === 'previous' ? 'Previous page' : 'Next page'}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

type GoToPageProps = {
  currentPage: number;
  totalPages: number;
  disabled: boolean;
  onPageChange: (page: number) => void;
};

/** Remounted (keyed) on every page change, so its text always starts at the current page. */
function GoToPage({ currentPage, totalPages, disabled, onPageChange }: GoToPageProps) {
  const [text, setText] = useState(String(currentPage));
  const inputId = useId();

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const page = Number(text);
    if (Number.isInteger(page) && page >= 1 && page <= totalPages) {
      if (page !== currentPage) onPageChange(page);
      else setText(String(currentPage));
    } else {
      setText(String(currentPage));
    }
  };

  return (
    <form onSubmit={apply} className="flex items-center gap-2">
      <label htmlFor={inputId} className="text-slate-600">
        Go to
      </label>
      <input
        id={inputId}
        data-testid="goto-page"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 7))}
        onBlur={() => apply()}
        aria-describedby={`${inputId}-of`}
        className="h-8 w-14 rounded-lg border border-slate-300 bg-white px-2 text-center text-sm font-medium text-slate-900 tabular-nums focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
      <span id={`${inputId}-of`} className="text-slate-600">
        of {totalPages}
      </span>
    </form>
  );
}
