import {
  CALL_STATUS_LABELS,
  CALL_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
} from '@app/shared';

import { ListFilterBar, type ListFilterField } from '@/components/admin/list-filter-bar';
import { optionsOf } from '@/components/admin/list-filters';
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

const FIELDS: ListFilterField<typeof KODR_FILTER_SPEC>[] = [
  { chips: 'callStatus', label: 'Call status', options: CALL_OPTIONS },
  { chips: 'status', label: 'Status', options: STATUS_OPTIONS },
  { chips: 'paymentStatus', label: 'Payment', options: PAYMENT_OPTIONS },
  { dates: 'Registered' },
];

/** Call status, status and payment status chips plus the registration date range. */
export function KodrFilters({ list, className }: { list: KodrListState; className?: string }) {
  return <ListFilterBar list={list} fields={FIELDS} className={className} />;
}
