import {
  COUPON_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type CouponStatus,
  type OrderDisplayStatus,
} from '@app/shared';

import { Pill, type PillTone } from '@/components/admin/pill';

const COUPON_TONES: Record<CouponStatus, PillTone> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'slate',
  exhausted: 'amber',
  inactive: 'slate',
};

const ORDER_TONES: Record<OrderDisplayStatus, PillTone> = {
  created: 'blue',
  paid: 'green',
  failed: 'red',
  pending_approval: 'amber',
  rejected: 'red',
  refund_due: 'amber',
  refunded: 'slate',
  abandoned: 'slate',
};

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
