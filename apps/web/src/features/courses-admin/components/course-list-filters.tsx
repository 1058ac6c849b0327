import { COURSE_STATE_LABELS, COURSE_STATES, COURSE_TYPE_LABELS, COURSE_TYPES } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { FilterBar } from '@/components/admin/filter-bar';
import type { ListParams } from '@/components/admin/use-list-params';

/** URL filter spec of /admin/courses: one state and one type at most (the API takes one). */
export const COURSE_FILTER_SPEC = {
  state: { oneOf: COURSE_STATES },
  type: { oneOf: COURSE_TYPES },
} as const;

export type CourseListState = ListParams<typeof COURSE_FILTER_SPEC>;

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  allLabel: string;
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </label>
      <AdminSelect
        id={id}
        data-testid={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full sm:w-44"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </AdminSelect>
    </div>
  );
}

const STATE_OPTIONS = COURSE_STATES.map((s) => ({ value: s, label: COURSE_STATE_LABELS[s] }));
const TYPE_OPTIONS = COURSE_TYPES.map((t) => ({ value: t, label: COURSE_TYPE_LABELS[t] }));

/** State and type filters of the course list. */
export function CourseListFilters({ list }: { list: CourseListState }) {
  return (
    <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
      <FilterSelect
        id="course-filter-state"
        label="State"
        value={list.filters.state}
        onChange={(v) => list.setFilter('state', v as CourseListState['filters']['state'])}
        options={STATE_OPTIONS}
        allLabel="All states"
      />
      <FilterSelect
        id="course-filter-type"
        label="Type"
        value={list.filters.type}
        onChange={(v) => list.setFilter('type', v as CourseListState['filters']['type'])}
        options={TYPE_OPTIONS}
        allLabel="All types"
      />
    </FilterBar>
  );
}
