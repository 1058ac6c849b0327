import { COURSE_STATE_LABELS, COURSE_STATES, COURSE_TYPE_LABELS, COURSE_TYPES } from '@app/shared';

import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { optionsOf } from '@/components/admin/list-filters';
import type { ListPage } from '@/components/admin/use-list-page';

/** URL filter spec of /admin/courses: one state and one type at most (the API takes one). */
export const COURSE_FILTER_SPEC = {
  state: { oneOf: COURSE_STATES },
  type: { oneOf: COURSE_TYPES },
} as const;

export type CourseListState = ListPage<typeof COURSE_FILTER_SPEC>;

const STATE_OPTIONS = optionsOf(COURSE_STATES, COURSE_STATE_LABELS);
const TYPE_OPTIONS = optionsOf(COURSE_TYPES, COURSE_TYPE_LABELS);

/** State and type filters of the course list. */
export function CourseListFilters({ list }: { list: CourseListState }) {
  return (
    <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
      <FilterSelect
        label="State"
        value={list.filters.state}
        onChange={(v) => list.setFilter('state', v)}
        options={STATE_OPTIONS}
        anyLabel="All states"
        testId="course-filter-state"
        className="w-full sm:w-44"
      />
      <FilterSelect
        label="Type"
        value={list.filters.type}
        onChange={(v) => list.setFilter('type', v)}
        options={TYPE_OPTIONS}
        anyLabel="All types"
        testId="course-filter-type"
        className="w-full sm:w-44"
      />
    </FilterBar>
  );
}
