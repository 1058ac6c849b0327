import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';

import { useDebouncedSearch } from '@/core/hooks/use-debounced-search';

export type SearchInputProps = {
  /** The applied search (usually `useListPage().search`). */
  value: string;
  /** Called SEARCH_DEBOUNCE_MS after the last keystroke with the trimmed text. */
  onSearch: (text: string) => void;
  placeholder: string;
  /** Accessible name; defaults to the placeholder. */
  label?: string;
  testId?: string;
  className?: string;
};

/**
 * A search box that waits SEARCH_DEBOUNCE_MS (500 ms) after typing stops before applying the
 * text; the clear button applies at once. Pair with `useListPage().setSearch`, which also goes
 * back to page 1. An outside change of `value` (e.g. "Clear filters") replaces the typed text.
 */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  label,
  testId,
  className,
}: SearchInputProps) {
  const { text, setText, clear } = useDebouncedSearch(value, onSearch);

  return (
    <div className={clsx('relative w-full', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        data-testid={testId}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        className={clsx(
          'h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 shadow-sm',
          'placeholder:text-slate-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none',
          '[&::-webkit-search-cancel-button]:appearance-none',
        )}
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 grid size-6 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
