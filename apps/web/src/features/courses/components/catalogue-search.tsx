import { Search, X } from 'lucide-react';

import { useDebouncedSearch } from '@/core/hooks/use-debounced-search';

type CatalogueSearchProps = { value: string; onSearch: (text: string) => void };

/**
 * The hero's search box: applies the text SEARCH_DEBOUNCE_MS (500 ms) after typing stops, at
 * once on Enter or clear. A change of `value` from outside (Back, "Clear filters") replaces it.
 */
export function CatalogueSearch({ value, onSearch }: CatalogueSearchProps) {
  const { text, setText, applyNow, clear } = useDebouncedSearch(value, onSearch);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        applyNow();
      }}
      className="relative w-full max-w-2xl"
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search React, Python, DSA…"
        aria-label="Search courses"
        data-testid="courses-search"
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        className="h-14 w-full rounded-2xl border-0 bg-white pr-12 pl-12 text-base text-slate-900 shadow-xl shadow-brand-950/30 ring-1 ring-white/20 placeholder:text-slate-500 focus:ring-4 focus:ring-brand-300 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-3 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
