import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';

import { SearchInput } from './search-input.tsx';

type ListToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  testId: string;
  /** id of the filter panel, for aria-controls on the phone toggle. */
  filtersId: string;
  /** How many filters are set: shown as a badge on the phone toggle. */
  activeFilterCount: number;
  /** The filter controls: always shown from md up, behind a Filters toggle on phones. */
  children: ReactNode;
};

/** The search box and filter panel above an admin list. */
export function ListToolbar(props: ListToolbarProps) {
  const [showFilters, setShowFilters] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <SearchInput
          value={props.search}
          onSearch={props.onSearch}
          placeholder={props.placeholder}
          testId={props.testId}
          className="sm:max-w-md"
        />
        <Button
          variant="secondary"
          size="sm"
          className="h-10 md:hidden"
          aria-expanded={showFilters}
          aria-controls={props.filtersId}
          onClick={() => setShowFilters((v) => !v)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Filters</span>
          {props.activeFilterCount > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
              {props.activeFilterCount}
            </span>
          )}
        </Button>
      </div>
      <div id={props.filtersId} className={showFilters ? 'block' : 'hidden md:block'}>
        {props.children}
      </div>
    </div>
  );
}
