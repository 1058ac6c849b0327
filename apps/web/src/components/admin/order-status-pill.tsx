import { ORDER_STATUS_LABELS, type OrderDisplayStatus } from '@app/shared';

import { Pill, type PillTone } from './pill.tsx';

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

/** A payment's state as the staff read it (paid, awaiting approval, refund due…). */
export function OrderStatusPill({
  status,
  testId,
}: {
  status: OrderDisplayStatus;
  testId?: string;
}) {
  return (
    <Pill tone={ORDER_TONES[status]} testId={testId}>
      {ORDER_STATUS_LABELS[status]}
    </Pill>
  );
}
