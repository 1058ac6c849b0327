import { SearchInput } from '@/components/admin/search-input';

type CatalogueSearchProps = { value: string; onSearch: (text: string) => void };

/**
 * The hero's search box: applies the text SEARCH_DEBOUNCE_MS (500 ms) after typing stops, at
 * once on Enter or clear. A change of `value` from outside (Back, "Clear filters") replaces it.
 */
export function CatalogueSearch({ value, onSearch }: CatalogueSearchProps) {
  return (
    <SearchInput
      look="hero"
      value={value}
      onSearch={onSearch}
      placeholder="Search React, Python, DSA…"
      label="Search courses"
      testId="courses-search"
      className="max-w-2xl"
    />
  );
}
