import { BATCH_STATUS_LABELS, type BatchStatus } from '@app/shared';

import { Pill, type PillTone } from '@/components/admin/pill';

const STATUS_TONES: Record<BatchStatus, PillTone> = {
  upcoming: 'blue',
  ongoing: 'green',
  completed: 'slate',
};

/** Upcoming / Ongoing / Completed, from the calendar (the server works it out). */
export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  return <Pill tone={STATUS_TONES[status]}>{BATCH_STATUS_LABELS[status]}</Pill>;
}

const SOURCE_LABELS = {
  online: 'Paid online',
  manual: 'UPI / bank',
  free: 'Free (coupon)',
  staff: 'Added by staff',
} as const;
const SOURCE_TONES: Record<keyof typeof SOURCE_LABELS, PillTone> = {
  online: 'brand',
  manual: 'blue',
  free: 'amber',
  staff: 'slate',
};

/** How a student got their place. */
export function SourceBadge({ source }: { source: keyof typeof SOURCE_LABELS }) {
  return <Pill tone={SOURCE_TONES[source]}>{SOURCE_LABELS[source]}</Pill>;
}
