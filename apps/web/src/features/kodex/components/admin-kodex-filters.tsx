import { EXPERIENCE_LABELS, EXPERIENCE_LEVELS, KODEX_YEARS, type KodexContest } from '@app/shared';

import { ChipMultiSelect, FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { optionsOf, RegisteredDateFilter, yesNoOptions } from '@/components/admin/list-filters';
import type { ListPage } from '@/components/admin/use-list-page';

/** URL filter spec of the registrations list (array values repeat in the query). */
export const KODEX_FILTER_SPEC = {
  contestId: 'text',
  year: KODEX_YEARS,
  experience: EXPERIENCE_LEVELS,
  participated: { oneOf: ['true', 'false'] },
  startDate: 'date',
  endDate: 'date',
} as const;

export type KodexListState = ListPage<typeof KODEX_FILTER_SPEC>;

const YEAR_OPTIONS = optionsOf(KODEX_YEARS);
const EXPERIENCE_OPTIONS = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);
const PARTICIPATED_OPTIONS = yesNoOptions('Took part', 'Did not take part');

/** Contest, year, experience, participated and the registration date range. */
export function KodexFilters({
  list,
  contests,
}: {
  list: KodexListState;
  contests: KodexContest[];
}) {
  const { filters } = list;
  return (
    <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
      <FilterSelect
        label="Contest"
        value={filters.contestId}
        onChange={(v) => list.setFilter('contestId', v)}
        options={contests.map((c) => ({ value: c._id, label: c.title }))}
        anyLabel="All contests"
        testId="filter-contest"
        className="min-w-52"
      />
      <ChipMultiSelect
        label="Year"
        options={YEAR_OPTIONS}
        value={filters.year}
        onChange={(v) => list.setFilter('year', v)}
        testId="filter-year"
      />
      <ChipMultiSelect
        label="Experience"
        options={EXPERIENCE_OPTIONS}
        value={filters.experience}
        onChange={(v) => list.setFilter('experience', v)}
        testId="filter-experience"
      />
      <FilterSelect
        label="Participated"
        value={filters.participated}
        onChange={(v) => list.setFilter('participated', v)}
        options={PARTICIPATED_OPTIONS}
        anyLabel="Everyone"
        testId="filter-participated"
      />
      <RegisteredDateFilter list={list} />
    </FilterBar>
  );
}
