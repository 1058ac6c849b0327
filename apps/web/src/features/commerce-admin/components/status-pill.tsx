import { COUPON_STATUS_LABELS, type CouponStatus, type OrderDisplayStatus } from '@app/shared';

import { OrderStatusPill } from '@/components/admin/order-status-pill';
import { Pill, type PillTone } from '@/components/admin/pill';

const COUPON_TONES: Record<CouponStatus, PillTone> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'slate',
  exhausted: 'amber',
  inactive: 'slate',
};

export function CouponStatusPill({ status }: { status: CouponStatus }) {
  return (
    <Pill tone={COUPON_TONES[status]} testId="coupon-status">
      {COUPON_STATUS_LABELS[status]}
    </Pill>
  );
}

export function PaymentStatusPill({ status }: { status: OrderDisplayStatus }) {
  return <OrderStatusPill status={status} testId="payment-status" />;
}
