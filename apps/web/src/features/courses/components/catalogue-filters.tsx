import { FilterX, SlidersHorizontal } from 'lucide-react';

import { COURSE_DIFFICULTIES, COURSE_TYPE_LABELS, COURSE_TYPES, formatInr } from '@app/shared';

import { FilterSelect } from '@/components/admin/filter-select';

import { PRICE_STEPS, type CourseFilters, type FilterKey } from '../lib/course-filters.ts';

type CatalogueFiltersProps = {
  filters: CourseFilters;
  categories: string[];
  languages: string[];
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
  hasFilters: boolean;
};

const priceLabel = (max: number) => (max === 0 ? 'Free only' : `Up to ${formatInr(max)}`);

/** Category, difficulty, language, type and maximum price, each a labelled native select. */
export function CatalogueFilters({
  filters,
  categories,
  languages,
  onChange,
  onClear,
  hasFilters,
}: CatalogueFiltersProps) {
  // A value from a shared link that the catalogue no longer offers stays selectable.
  const withCurrent = (values: string[], current: string) =>
    current && !values.includes(current) ? [current, ...values] : values;
  const priceSteps: number[] = [...PRICE_STEPS];
  if (filters.price && !priceSteps.includes(Number(filters.price))) {
    priceSteps.push(Number(filters.price));
    priceSteps.sort((a, b) => a - b);
  }

  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
      data-testid="courses-filters"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-bold text-slate-900">
          <SlidersHorizontal className="size-4 text-brand-700" aria-hidden="true" />
          Filter courses
        </p>
        {hasFilters && (
          <button
            type="button"
            onClick={onClear}
            data-testid="courses-clear-filters"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            <FilterX className="size-4" aria-hidden="true" />
            Clear filters
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <FilterSelect
          look="public"
          label="Category"
          testId="filter-category"
          value={filters.category}
          anyLabel="All categories"
          options={withCurrent(categories, filters.category).map((c) => ({ value: c, label: c }))}
          onChange={(v) => onChange('category', v)}
        />
        <FilterSelect
          look="public"
          label="Difficulty"
          testId="filter-difficulty"
          value={filters.difficulty}
          anyLabel="All levels"
          options={COURSE_DIFFICULTIES.map((d) => ({ value: d, label: d }))}
          onChange={(v) => onChange('difficulty', v)}
        />
        <FilterSelect
          look="public"
          label="Language"
          testId="filter-language"
          value={filters.language}
          anyLabel="All languages"
          options={withCurrent(languages, filters.language).map((l) => ({ value: l, label: l }))}
          onChange={(v) => onChange('language', v)}
        />
        <FilterSelect
          look="public"
          label="Type"
          testId="filter-type"
          value={filters.type}
          anyLabel="All modes"
          options={COURSE_TYPES.map((t) => ({ value: t, label: COURSE_TYPE_LABELS[t] }))}
          onChange={(v) => onChange('type', v)}
        />
        <FilterSelect
          look="public"
          label="Max price"
          testId="filter-price"
          value={filters.price}
          anyLabel="Any price"
          options={priceSteps.map((p) => ({ value: String(p), label: priceLabel(p) }))}
          onChange={(v) => onChange('price', v)}
          className="col-span-2 md:col-span-1"
        />
      </div>
    </div>
  );
}
