import { EXPERIENCE_LABELS, EXPERIENCE_LEVELS, KODEX_YEARS, type KodexContest } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { ChipMultiSelect, FilterBar } from '@/components/admin/filter-bar';
import { optionsOf, RegisteredDateFilter } from '@/components/admin/list-filters';
import type { ListParams } from '@/components/admin/use-list-params';

/** URL filter spec of the registrations list (array values repeat in the query). */
export const KODEX_FILTER_SPEC = {
  contestId: 'text',
  year: KODEX_YEARS,
  experience: EXPERIENCE_LEVELS,
  participated: { oneOf: ['true', 'false'] },
  startDate: 'date',
  endDate: 'date',
} as const;

export type KodexListState = ListParams<typeof KODEX_FILTER_SPEC>;

const YEAR_OPTIONS = optionsOf(KODEX_YEARS);
const EXPERIENCE_OPTIONS = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="flex flex-col">
      <span className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {label}
      </span>
      {children}
    </label>
  );
}

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
      <Labelled label="Contest">
        <AdminSelect
          value={filters.contestId}
          onChange={(e) => list.setFilter('contestId', e.target.value)}
          data-testid="filter-contest"
          className="min-w-52"
        >
          <option value="">All contests</option>
          {contests.map((c) => (
            <option key={c._id} value={c._id}>
              {c.title}
            </option>
          ))}
        </AdminSelect>
      </Labelled>
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
      <Labelled label="Participated">
        <AdminSelect
          value={filters.participated}
          onChange={(e) =>
            list.setFilter(
              'participated',
              e.target.value as KodexListState['filters']['participated'],
            )
          }
          data-testid="filter-participated"
        >
          <option value="">Everyone</option>
          <option value="true">Took part</option>
          <option value="false">Did not take part</option>
        </AdminSelect>
      </Labelled>
      <RegisteredDateFilter list={list} />
    </FilterBar>
  );
}
