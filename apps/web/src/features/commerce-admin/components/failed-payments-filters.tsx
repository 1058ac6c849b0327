import { AdminSelect } from '@/components/admin/admin-select';
import { DateRangeFilter, FilterBar } from '@/components/admin/filter-bar';
import type { ListParams } from '@/components/admin/use-list-params';

/** URL filter spec; an unset status means all, an unset resolved means not yet resolved. */
export const FAILED_FILTER_SPEC = {
  status: { oneOf: ['failed', 'abandoned', 'refund_due', 'all'] },
  resolved: { oneOf: ['no', 'yes', 'all'] },
  startDate: 'date',
  endDate: 'date',
} as const;

export type FailedListState = ListParams<typeof FAILED_FILTER_SPEC>;

function LabelledSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
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
        className="w-52"
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </AdminSelect>
    </div>
  );
}

export function FailedPaymentsFilters({ list }: { list: FailedListState }) {
  const { filters } = list;
  return (
    <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
      <LabelledSelect
        id="filter-status"
        label="Status"
        value={filters.status || 'all'}
        onChange={(v) =>
          list.setFilter('status', v === 'all' ? '' : (v as 'failed' | 'abandoned' | 'refund_due'))
        }
        options={[
          ['all', 'Everything'],
          ['failed', 'Failed'],
          ['abandoned', 'Expired'],
          ['refund_due', 'Refund due / refunded'],
        ]}
      />
      <LabelledSelect
        id="filter-resolved"
        label="Resolved"
        value={filters.resolved || 'no'}
        onChange={(v) => list.setFilter('resolved', v === 'no' ? '' : (v as 'yes' | 'all'))}
        options={[
          ['no', 'Not resolved'],
          ['yes', 'Resolved'],
          ['all', 'All'],
        ]}
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
