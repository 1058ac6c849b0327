import { clsx } from 'clsx';

import {
  COUPON_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type CouponStatus,
  type OrderDisplayStatus,
} from '@app/shared';

type Tone = 'green' | 'amber' | 'red' | 'blue' | 'slate';

const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const COUPON_TONES: Record<CouponStatus, Tone> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'slate',
  exhausted: 'amber',
  inactive: 'slate',
};

const ORDER_TONES: Record<OrderDisplayStatus, Tone> = {
  created: 'blue',
  paid: 'green',
  failed: 'red',
  pending_approval: 'amber',
  rejected: 'red',
  refund_due: 'amber',
  refunded: 'slate',
  abandoned: 'slate',
};

export function Pill({
  tone,
  children,
  testId,
}: {
  tone: Tone;
  children: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function CouponStatusPill({ status }: { status: CouponStatus }) {
  return (
    <Pill tone={COUPON_TONES[status]} testId="coupon-status">
      {COUPON_STATUS_LABELS[status]}
    </Pill>
  );
}

export function PaymentStatusPill({ status }: { status: OrderDisplayStatus }) {
  return (
    <Pill tone={ORDER_TONES[status]} testId="payment-status">
      {ORDER_STATUS_LABELS[status]}
    </Pill>
  );
}
