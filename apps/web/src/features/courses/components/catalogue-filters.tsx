import { SlidersHorizontal } from 'lucide-react';

import { COURSE_DIFFICULTIES, COURSE_TYPE_LABELS, COURSE_TYPES, formatInr } from '@app/shared';

import { ClearFiltersButton } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';

import { PRICE_STEPS, type CourseFilterState, type FilterKey } from '../lib/course-filters.ts';

type CatalogueFiltersProps = {
  /** The URL's filters and their setters (useCourseFilters). */
  state: CourseFilterState;
  categories: string[];
  languages: string[];
};

type Option = { value: string; label: string };

const priceLabel = (max: number) => (max === 0 ? 'Free only' : `Up to ${formatInr(max)}`);

/** Category, difficulty, language, type and maximum price, each a labelled native select. */
export function CatalogueFilters({ state, categories, languages }: CatalogueFiltersProps) {
  const { filters, setFilter: onChange, clearFilters: onClear, hasFilters } = state;
  // A value from a shared link that the catalogue no longer offers stays selectable.
  const withCurrent = (values: string[], current: string) =>
    current && !values.includes(current) ? [current, ...values] : values;
  const priceSteps: number[] = [...PRICE_STEPS];
  if (filters.price && !priceSteps.includes(Number(filters.price))) {
    priceSteps.push(Number(filters.price));
    priceSteps.sort((a, b) => a - b);
  }
  const same = (v: string) => ({ value: v, label: v });
  const selects: { key: FilterKey; label: string; anyLabel: string; options: Option[] }[] = [
    {
      key: 'category',
      label: 'Category',
      anyLabel: 'All categories',
      options: withCurrent(categories, filters.category).map(same),
    },
    {
      key: 'difficulty',
      label: 'Difficulty',
      anyLabel: 'All levels',
      options: COURSE_DIFFICULTIES.map(same),
    },
    {
      key: 'language',
      label: 'Language',
      anyLabel: 'All languages',
      options: withCurrent(languages, filters.language).map(same),
    },
    {
      key: 'type',
      label: 'Type',
      anyLabel: 'All modes',
      options: COURSE_TYPES.map((t) => ({ value: t, label: COURSE_TYPE_LABELS[t] })),
    },
    {
      key: 'price',
      label: 'Max price',
      anyLabel: 'Any price',
      options: priceSteps.map((p) => ({ value: String(p), label: priceLabel(p) })),
    },
  ];

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
          <ClearFiltersButton
            onClear={onClear}
            testId="courses-clear-filters"
            className="font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          />
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {selects.map(({ key, label, anyLabel, options }) => (
          <FilterSelect
            key={key}
            look="public"
            label={label}
            testId={`filter-${key}`}
            value={filters[key]}
            anyLabel={anyLabel}
            options={options}
            onChange={(v) => onChange(key, v)}
            // The price select spans the row on phones, where the grid has two columns.
            className={key === 'price' ? 'col-span-2 md:col-span-1' : undefined}
          />
        ))}
      </div>
    </div>
  );
}
