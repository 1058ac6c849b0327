import { X } from 'lucide-react';
import { useId } from 'react';

import { DIFFICULTIES, DIFFICULTY_LABELS, type Difficulty } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { ChipMultiSelect, FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { yesNoOptions } from '@/components/admin/list-filters';

import type { ActiveFilter } from '../api/question-keys.ts';

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));
const ACTIVE_OPTIONS = yesNoOptions('Active', 'Inactive');
const labelClass = 'mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase';

type QuestionFiltersProps = {
  difficulty: Difficulty[];
  onDifficulty: (value: Difficulty[]) => void;
  isActive: ActiveFilter;
  onIsActive: (value: ActiveFilter) => void;
  tags: string[];
  onTags: (value: string[]) => void;
  /** Every tag of the bank (the list answer's allTags). */
  allTags: string[];
  hasFilters: boolean;
  onClear: () => void;
};

/** Difficulty chips, a tag picker fed by the bank's tags and the active filter. */
export function QuestionFilters(props: QuestionFiltersProps) {
  const tagId = useId();
  const free = props.allTags.filter((t) => !props.tags.includes(t));
  return (
    <FilterBar hasFilters={props.hasFilters} onClear={props.onClear}>
      <ChipMultiSelect
        label="Difficulty"
        options={DIFFICULTY_OPTIONS}
        value={props.difficulty}
        onChange={props.onDifficulty}
        testId="filter-difficulty"
      />
      <div className="min-w-0">
        <label htmlFor={tagId} className={labelClass}>
          Tags
        </label>
        <div className="flex flex-wrap items-center gap-1.5">
          <AdminSelect
            id={tagId}
            value=""
            data-testid="filter-tag"
            disabled={free.length === 0}
            onChange={(e) => e.target.value && props.onTags([...props.tags, e.target.value])}
            className="w-44"
          >
            <option value="">
              {props.allTags.length === 0
                ? 'No tags yet'
                : free.length === 0
                  ? 'All chosen'
                  : 'Add a tag…'}
            </option>
            {free.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </AdminSelect>
          {props.tags.map((t) => (
            <button
              key={t}
              type="button"
              onClick={() => props.onTags(props.tags.filter((x) => x !== t))}
              aria-label={`Remove tag filter ${t}`}
              data-testid="filter-tag-chip"
              className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {t}
              <X className="size-3.5" aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      <FilterSelect
        label="Status"
        value={props.isActive}
        onChange={props.onIsActive}
        options={ACTIVE_OPTIONS}
        anyLabel="Any status"
        testId="filter-active"
        className="w-36"
      />
    </FilterBar>
  );
}
