import { istToday, type OrderStatus } from '@app/shared';

import { findBatchWithCourse, type BatchWithCourse } from '../../core/batch.repo.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/index.ts';
import * as repo from './checkout.repo.ts';
import {
  enrolPayer,
  findPayer,
  markKodrRegistrationPaid,
  payPaymentFrom,
  recordPaymentEvent,
  updatePaymentFrom,
} from './fulfil.repo.ts';
import { notifyPaid, notifyRefundDue } from './notices.ts';
import { REFUND_REASON, type Refusal } from './refusal.ts';

/** The states each way of paying may complete from. */
const PAYABLE_FROM: Record<'online' | 'manual' | 'free', OrderStatus[]> = {
  // a failed attempt may still be captured by the gateway's retry
  online: ['created', 'failed'],
  manual: ['pending_approval'],
  free: ['created'],
};

export type CompletedPayment = {
  /** this call changed the payment (to paid, or to refund_due) */
  changed: boolean;
  payment: PaymentRow | null;
  /** why the student could not be enrolled; null when enrolled or nothing changed */
  refusal: Refusal | null;
};

/**
 * Why this payment cannot enrol its student now, or null. Run with the batch row locked: the
 * batch must be on sale, enrolment open, the student not enrolled already, and a seat theirs
 * (their own unexpired hold or pending approval is counted as theirs) or free.
 */
async function enrolmentRefusal(
  tx: Tx,
  p: PaymentRow,
  row: BatchWithCourse | null,
  now: Date,
): Promise<Refusal | null> {
  if (!row || !row.batch.isActive || row.courseState !== 'published') return 'batch_closed';
  // A manual payment counts from the day the student sent it: staff may verify it later.
  const day = p.method === 'manual' ? istToday(p.createdAt) : istToday(now);
  if (day > row.batch.enrollmentEndDate) return 'enrolment_closed';
  if (await repo.hasActiveEnrolment(tx, p.userId, p.batchId)) return 'already_enrolled';
  if ((await repo.seatsTaken(tx, p.batchId, now, p.id)) >= row.batch.seats) return 'batch_full';
  return null;
}

/** An online payment that cannot enrol: `refund_due` with its reason, and the student told. */
async function markRefundDue(
  tx: Tx,
  p: PaymentRow,
  refusal: Refusal,
  gatewayPaymentId: string | null,
): Promise<PaymentRow | null> {
  const payment = await updatePaymentFrom(tx, p.id, PAYABLE_FROM.online, {
    status: 'refund_due',
    failureReason: REFUND_REASON[refusal],
    ...(gatewayPaymentId ? { gatewayPaymentId } : {}),
  });
  if (!payment) return null;
  await recordPaymentEvent(tx, {
    paymentId: payment.id,
    source: 'system',
    event: 'refund-due',
    outcome: `Not enrolled: ${REFUND_REASON[refusal]}. Refund the payment.`,
  });
  const user = await findPayer(tx, payment.userId);
  if (user) await notifyRefundDue(tx, payment, user);
  return payment;
}

/**
 * Completes a payment exactly once: the student is enrolled and the payment paid, or, when the
 * student can no longer be enrolled (batch closed or full, enrolment closed, already enrolled),
 * an online payment becomes `refund_due` with the reason and the student is told; a manual or
 * free one is left as it was and the refusal returned (the caller answers 409).
 *
 * Completions for one batch run one at a time: the batch row is locked before the checks, so
 * the seat count cannot change until this transaction ends. The status change is one conditional
 * UPDATE: of any number of concurrent or repeated calls for the same payment, only the first
 * changes a row; the rest return `changed: false` and touch nothing. Run it inside the caller's
 * transaction so the payment, the enrolment, the Kodr link and the messages land together.
 */
export async function markPaymentPaid(
  tx: Tx,
  paymentId: string,
  by: {
    way: 'online' | 'manual' | 'free';
    gatewayPaymentId?: string | null;
    /** staff who approved a manual payment */
    reviewerId?: string | null;
  },
): Promise<CompletedPayment> {
  const from = PAYABLE_FROM[by.way];
  const found = await repo.findPaymentRow(tx, paymentId);
  if (!found || !from.includes(found.status)) {
    return { changed: false, payment: found, refusal: null };
  }
  const batch = await findBatchWithCourse(tx, found.batchId, { forUpdate: true });
  // read again now that no other completion for this batch can run
  const current = await repo.findPaymentRow(tx, paymentId);
  if (!current || !from.includes(current.status)) {
    return { changed: false, payment: current, refusal: null };
  }
  const now = new Date();
  const refusal = await enrolmentRefusal(tx, current, batch, now);
  if (refusal) {
    if (by.way !== 'online') return { changed: false, payment: current, refusal };
    const marked = await markRefundDue(tx, current, refusal, by.gatewayPaymentId ?? null);
    return {
      changed: Boolean(marked),
      payment: marked ?? current,
      refusal: marked ? refusal : null,
    };
  }

  const payment = await payPaymentFrom(tx, paymentId, from, {
    paidAt: now,
    failureReason: null,
    ...(by.gatewayPaymentId ? { gatewayPaymentId: by.gatewayPaymentId } : {}),
    ...(by.reviewerId ? { reviewedBy: by.reviewerId, reviewedAt: now } : {}),
  });
  if (!payment) {
    const existing = await repo.findPaymentRow(tx, paymentId);
    return { changed: false, payment: existing, refusal: null };
  }

  // an active place is left as it was (checked above under the lock; kept as a safety net)
  if (!(await enrolPayer(tx, payment))) {
    await recordPaymentEvent(tx, {
      paymentId: payment.id,
      source: 'system',
      event: 'duplicate-payment',
      outcome: 'The student was already enrolled in this batch; refund this payment',
    });
  }

  const user = await findPayer(tx, payment.userId);
  if (user) {
    await markKodrRegistrationPaid(tx, payment, user);
    await notifyPaid(tx, payment, user);
  }
  return { changed: true, payment, refusal: null };
}

/**
 * An online attempt failed: `created` → `failed` with the gateway's reason. A payment already
 * paid stays paid (events can arrive out of order).
 */
export async function markPaymentFailed(tx: Tx, paymentId: string, reason: string) {
  const row = await updatePaymentFrom(tx, paymentId, ['created'], {
    status: 'failed',
    failureReason: reason.slice(0, 500),
  });
  return { changed: Boolean(row), payment: row };
}
