import { DateRangeFilter } from '@/components/admin/date-range-filter';
import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import type { ListPage } from '@/components/admin/use-list-page';

/** URL filter spec; an unset status means all, an unset resolved means not yet resolved. */
export const FAILED_FILTER_SPEC = {
  status: { oneOf: ['failed', 'abandoned', 'refund_due', 'all'] },
  resolved: { oneOf: ['no', 'yes', 'all'] },
  startDate: 'date',
  endDate: 'date',
} as const;

export type FailedListState = ListPage<typeof FAILED_FILTER_SPEC>;

const STATUS_OPTIONS = [
  { value: 'all', label: 'Everything' },
  { value: 'failed', label: 'Failed' },
  { value: 'abandoned', label: 'Expired' },
  { value: 'refund_due', label: 'Refund due / refunded' },
] as const;
const RESOLVED_OPTIONS = [
  { value: 'no', label: 'Not resolved' },
  { value: 'yes', label: 'Resolved' },
  { value: 'all', label: 'All' },
] as const;

/** Status and resolved always have a value: an unset one reads as its default (all, no). */
export function FailedPaymentsFilters({ list }: { list: FailedListState }) {
  const { filters } = list;
  return (
    <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
      <FilterSelect
        label="Status"
        value={filters.status || 'all'}
        onChange={(v) => list.setFilter('status', v === 'all' ? '' : v)}
        options={STATUS_OPTIONS}
        testId="filter-status"
        className="w-52"
      />
      <FilterSelect
        label="Resolved"
        value={filters.resolved || 'no'}
        onChange={(v) => list.setFilter('resolved', v === 'no' ? '' : v)}
        options={RESOLVED_OPTIONS}
        testId="filter-resolved"
        className="w-52"
      />
      <DateRangeFilter
        label="Attempted"
        startDate={filters.startDate}
        endDate={filters.endDate}
        onChange={(range) => list.setFilters(range)}
      />
    </FilterBar>
  );
}
