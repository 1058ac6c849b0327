import { clsx } from 'clsx';

import {
  BATCH_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type BatchStatus,
  type OrderDisplayStatus,
} from '@app/shared';

type Tone = 'slate' | 'green' | 'amber' | 'red' | 'blue' | 'violet';

const TONES: Record<Tone, string> = {
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  violet: 'bg-brand-50 text-brand-800 ring-brand-200',
};

export function Badge({
  tone,
  children,
  testId,
}: {
  tone: Tone;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<BatchStatus, Tone> = {
  upcoming: 'blue',
  ongoing: 'green',
  completed: 'slate',
};

/** Upcoming / Ongoing / Completed, from the calendar (the server works it out). */
export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{BATCH_STATUS_LABELS[status]}</Badge>;
}

const SOURCE_LABELS = {
  online: 'Paid online',
  manual: 'UPI / bank',
  free: 'Free (coupon)',
  staff: 'Added by staff',
} as const;
const SOURCE_TONES: Record<keyof typeof SOURCE_LABELS, Tone> = {
  online: 'violet',
  manual: 'blue',
  free: 'amber',
  staff: 'slate',
};

/** How a student got their place. */
export function SourceBadge({ source }: { source: keyof typeof SOURCE_LABELS }) {
  return <Badge tone={SOURCE_TONES[source]}>{SOURCE_LABELS[source]}</Badge>;
}

const PAYMENT_TONES: Record<OrderDisplayStatus, Tone> = {
  created: 'blue',
  paid: 'green',
  failed: 'red',
  pending_approval: 'amber',
  rejected: 'red',
  refund_due: 'amber',
  refunded: 'slate',
  abandoned: 'slate',
};

export function PaymentStatusBadge({ status }: { status: OrderDisplayStatus }) {
  return <Badge tone={PAYMENT_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
