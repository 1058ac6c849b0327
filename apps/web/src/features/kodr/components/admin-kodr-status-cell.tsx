import {
  CALL_STATUS_LABELS,
  CALL_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type KodrRegistration,
  type KodrStatusField,
} from '@app/shared';

import { StatusSelect, type StatusOption, type StatusTone } from '@/components/admin/status-select';

import {
  usePendingKodrFields,
  useUpdateKodrRegistration,
  type KodrFieldChange,
} from '../api/admin-update-kodr-registration.ts';

const options = <V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
  tones: Record<V, StatusTone>,
): StatusOption<V>[] =>
  values.map((value) => ({ value, label: labels[value], tone: tones[value] }));

export const KODR_STATUS_OPTIONS = {
  callStatus: options(CALL_STATUSES, CALL_STATUS_LABELS, { picked: 'green', notpicked: 'amber' }),
  status: options(REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS, {
    pending: 'blue',
    onhold: 'amber',
    inactive: 'slate',
  }),
  paymentStatus: options(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, {
    paid: 'green',
    pending: 'amber',
  }),
} satisfies Record<KodrStatusField, StatusOption[]>;

const FIELD_NAMES: Record<KodrStatusField, string> = {
  callStatus: 'Call status',
  status: 'Status',
  paymentStatus: 'Payment status',
};

/** One of the three in-row dropdowns: changes the row at once, spinner while saving. */
export function KodrStatusCell({ row, field }: { row: KodrRegistration; field: KodrStatusField }) {
  const update = useUpdateKodrRegistration();
  const isPending = usePendingKodrFields().has(`${row._id}:${field}`);
  return (
    <StatusSelect
      value={row[field]}
      options={KODR_STATUS_OPTIONS[field] as StatusOption<string>[]}
      onChange={(value) => update.mutate({ id: row._id, field, value } as KodrFieldChange)}
      isPending={isPending}
      label={`${FIELD_NAMES[field]} for ${row.name}`}
      testId={`kodr-${field}-${row._id}`}
    />
  );
}
