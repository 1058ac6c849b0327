import {
  CALL_STATUS_LABELS,
  CALL_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
} from '@app/shared';

import { ChipMultiSelect, FilterBar } from '@/components/admin/filter-bar';
import { optionsOf, RegisteredDateFilter } from '@/components/admin/list-filters';
import type { ListPage } from '@/components/admin/use-list-page';

/** URL filter spec of the registrations list (array values repeat in the query). */
export const KODR_FILTER_SPEC = {
  callStatus: CALL_STATUSES,
  status: REGISTRATION_STATUSES,
  paymentStatus: PAYMENT_STATUSES,
  startDate: 'date',
  endDate: 'date',
} as const;

export type KodrListState = ListPage<typeof KODR_FILTER_SPEC>;

const CALL_OPTIONS = optionsOf(CALL_STATUSES, CALL_STATUS_LABELS);
const STATUS_OPTIONS = optionsOf(REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS);
const PAYMENT_OPTIONS = optionsOf(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS);

/** Call status, status and payment status chips plus the registration date range. */
export function KodrFilters({ list, className }: { list: KodrListState; className?: string }) {
  const { filters } = list;
  return (
    <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters} className={className}>
      <ChipMultiSelect
        label="Call status"
        options={CALL_OPTIONS}
        value={filters.callStatus}
        onChange={(v) => list.setFilter('callStatus', v)}
        testId="filter-callStatus"
      />
      <ChipMultiSelect
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(v) => list.setFilter('status', v)}
        testId="filter-status"
      />
      <ChipMultiSelect
        label="Payment"
        options={PAYMENT_OPTIONS}
        value={filters.paymentStatus}
        onChange={(v) => list.setFilter('paymentStatus', v)}
        testId="filter-paymentStatus"
      />
      <RegisteredDateFilter list={list} />
    </FilterBar>
  );
}
