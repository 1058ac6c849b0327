import { clsx } from 'clsx';

import { BATCH_STATUS_LABELS, type BatchStatus } from '@app/shared';

/** "Upcoming" or "Ongoing" beside a batch's name; a running batch is marked in green. */
export function BatchStatusPill({ status }: { status: BatchStatus }) {
  return (
    <span
      className={clsx(
        'shrink-0 rounded-full px-2.5 py-1 text-xs font-bold',
        status === 'ongoing'
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-600/20'
          : 'bg-brand-50 text-brand-800',
      )}
    >
      {BATCH_STATUS_LABELS[status]}
    </span>
  );
}
