import { EXPERIENCE_LABELS, EXPERIENCE_LEVELS, KODEX_YEARS, type KodexContest } from '@app/shared';

import { ListFilterBar, type ListFilterField } from '@/components/admin/list-filter-bar';
import { optionsOf, yesNoOptions } from '@/components/admin/list-filters';
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

type KodexField = ListFilterField<typeof KODEX_FILTER_SPEC>;

const YEAR_OPTIONS = optionsOf(KODEX_YEARS);
const EXPERIENCE_OPTIONS = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);
const PARTICIPATED_OPTIONS = yesNoOptions('Took part', 'Did not take part');

const FIELDS: KodexField[] = [
  { chips: 'year', label: 'Year', options: YEAR_OPTIONS },
  { chips: 'experience', label: 'Experience', options: EXPERIENCE_OPTIONS },
  {
    select: 'participated',
    label: 'Participated',
    options: PARTICIPATED_OPTIONS,
    anyLabel: 'Everyone',
  },
  { dates: 'Registered' },
];

/** Contest, year, experience, participated and the registration date range. */
export function KodexFilters({
  list,
  contests,
}: {
  list: KodexListState;
  contests: KodexContest[];
}) {
  const contest: KodexField = {
    select: 'contestId',
    label: 'Contest',
    options: contests.map((c) => ({ value: c._id, label: c.title })),
    anyLabel: 'All contests',
    testId: 'filter-contest',
    className: 'min-w-52',
  };
  return <ListFilterBar list={list} fields={[contest, ...FIELDS]} />;
}
