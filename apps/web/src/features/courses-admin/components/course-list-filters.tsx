import { COURSE_STATE_LABELS, COURSE_STATES, COURSE_TYPE_LABELS, COURSE_TYPES } from '@app/shared';

import { ListFilterBar, type ListFilterField } from '@/components/admin/list-filter-bar';
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

// Test ids name the course list; the selects fill a phone's width.
const FIELDS: ListFilterField<typeof COURSE_FILTER_SPEC>[] = (
  [
    { select: 'state', label: 'State', options: STATE_OPTIONS, anyLabel: 'All states' },
    { select: 'type', label: 'Type', options: TYPE_OPTIONS, anyLabel: 'All types' },
  ] as const
).map((f) => ({ ...f, testId: `course-filter-${f.select}`, className: 'w-full sm:w-44' }));

/** State and type filters of the course list. */
export function CourseListFilters({ list }: { list: CourseListState }) {
  return <ListFilterBar list={list} fields={FIELDS} />;
}
