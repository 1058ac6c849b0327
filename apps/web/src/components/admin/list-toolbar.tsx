import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';

import { SearchInput } from './search-input.tsx';
import type { ListPage } from './use-list-page.ts';

type ListToolbarProps = {
  list: Pick<ListPage<Record<string, never>>, 'search' | 'setSearch' | 'activeFilterCount'>;
  placeholder: string;
  /** `<idPrefix>-search` is the search box's test id, `<idPrefix>-filters` the filter panel's id. */
  idPrefix: string;
  /** The badge on the phone's Filters toggle, where it is not the list's own count. */
  activeFilterCount?: number;
  /** The filter controls: always shown from md up, behind a Filters toggle on phones. */
  children: ReactNode;
};

/** The search box (debounced, bound to the list's search) and filter panel above an admin list. */
export function ListToolbar({
  list,
  placeholder,
  idPrefix,
  activeFilterCount = list.activeFilterCount,
  children,
}: ListToolbarProps) {
  const [showFilters, setShowFilters] = useState(false);
  const filtersId = `${idPrefix}-filters`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <SearchInput
          value={list.search}
          onSearch={list.setSearch}
          placeholder={placeholder}
          testId={`${idPrefix}-search`}
          className="sm:max-w-md"
        />
        <Button
          icon={SlidersHorizontal}
          variant="secondary"
          size="sm"
          className="h-10 md:hidden"
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters((v) => !v)}
        >
          <span className="sr-only sm:not-sr-only">Filters</span>
          {activeFilterCount > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
              {activeFilterCount}
            </span>
          )}
        </Button>
      </div>
      <div id={filtersId} className={showFilters ? 'block' : 'hidden md:block'}>
        {children}
      </div>
    </div>
  );
}
