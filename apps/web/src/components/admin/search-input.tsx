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
  /**
   * 'admin' (the default): a list's box. 'hero': the public catalogue's large box, a search
   * form where Enter applies at once.
   */
  look?: 'admin' | 'hero';
};

const LOOKS = {
  admin: {
    icon: 'left-3 size-4',
    input: clsx(
      'h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 shadow-sm',
      'placeholder:text-slate-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none',
    ),
    clear: 'right-2 size-6 rounded-md',
  },
  hero: {
    icon: 'left-4 size-5',
    input:
      'h-14 w-full rounded-2xl border-0 bg-white pr-12 pl-12 text-base text-slate-900 shadow-xl shadow-brand-950/30 ring-1 ring-white/20 placeholder:text-slate-500 focus:ring-4 focus:ring-brand-300 focus:outline-none',
    clear: 'right-3 size-8 rounded-lg',
  },
} as const;

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
  look = 'admin',
}: SearchInputProps) {
  const { text, setText, applyNow, clear } = useDebouncedSearch(value, onSearch);
  const styles = LOOKS[look];

  const box = (
    <>
      <Search
        className={clsx(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500',
          styles.icon,
        )}
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
        className={clsx(styles.input, '[&::-webkit-search-cancel-button]:appearance-none')}
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className={clsx(
            'absolute top-1/2 grid -translate-y-1/2 place-items-center text-slate-500 hover:bg-slate-100 hover:text-slate-800',
            styles.clear,
          )}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </>
  );
  if (look === 'hero') {
    return (
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          applyNow();
        }}
        className={clsx('relative w-full', className)}
      >
        {box}
      </form>
    );
  }
  return <div className={clsx('relative w-full', className)}>{box}</div>;
}
