import type { z } from 'zod';

import {
  COMMERCE_MSG,
  COURSES_MSG,
  istToday,
  normaliseCouponCode,
  quoteAmounts,
  ZBatchId,
  ZPaymentReference,
  type GatewayCheckout,
  type OrderData,
  type Quote,
  type ZOrderBody,
  type ZQuoteBody,
} from '@app/shared';

import type { SessionUser } from '../../core/auth/session.repo.ts';
import { batchView } from '../../core/batch-view.ts';
import { findBatchWithCourse } from '../../core/batch.repo.ts';
import type { Config } from '../../core/config.ts';
import { AppError, badRequest, conflict, notFound } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { findPayment } from '../../core/payment-view.repo.ts';
import { toPayment } from '../../core/payment-view.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { BatchRow, CouponRow, PaymentRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './checkout.repo.ts';
import { checkCoupon, couponForQuote, couponValue } from './coupon-rules.ts';
import { recordPaymentEvent } from './fulfil.repo.ts';
import { markPaymentPaid } from './fulfil.ts';
import { testOrderId } from './gateway.ts';
import { notifyManualReceived } from './notices.ts';
import { createRazorpayOrder, GatewayError } from './razorpay.ts';
import { REFUND_REASON } from './refusal.ts';

export type CheckoutDeps = { db: Db; config: Config };
type QuoteBody = z.output<typeof ZQuoteBody>;
type OrderBody = z.output<typeof ZOrderBody>;

/** Shown when Razorpay cannot take the order; nothing is charged. */
export const GATEWAY_UNAVAILABLE =
  'The payment gateway is not responding right now. No money was taken; please try again in a few minutes.';

/** 400 'Invalid batch ID' unless the id is 24 hex characters. */
export function parseBatchId(raw: string): string {
  const parsed = ZBatchId.safeParse(raw);
  if (!parsed.success) {
    throw badRequest(COURSES_MSG.invalidBatchId, [
      { field: 'batchId', message: COURSES_MSG.invalidBatchId },
    ]);
  }
  return parsed.data;
}

/**
 * A batch students can buy: active, of a published course; otherwise 404 'Batch not found'.
 * `forUpdate` locks its row (seats are counted next).
 */
async function sellableBatch(db: Tx, id: string, opts: { forUpdate?: boolean } = {}) {
  const row = await findBatchWithCourse(db, id, opts);
  if (!row || !row.batch.isActive || row.courseState !== 'published') {
    throw notFound(COURSES_MSG.batchNotFound);
  }
  return row;
}

const batchPricing = (b: BatchRow) => ({
  price: b.price,
  discount: b.discountX100 / 100,
  discountType: b.discountType,
});

const couponDto = (c: CouponRow) => ({
  code: c.code,
  type: c.type,
  value: couponValue(c),
  description: c.description,
});

/** POST /checkout/quote: the price with or without a coupon; a bad coupon is a message, not an error. */
export async function quote(deps: CheckoutDeps, userId: string, body: QuoteBody): Promise<Quote> {
  const batchId = parseBatchId(body.batchId);
  const row = await sellableBatch(deps.db, batchId);
  const code = body.couponCode ? normaliseCouponCode(body.couponCode) : '';
  let coupon: CouponRow | null = null;
  let couponError: string | null = null;
  if (code) {
    const check = await checkCoupon(deps.db, code, {
      userId,
      courseId: row.batch.courseId,
      batchId,
    });
    if (check.ok) coupon = check.coupon;
    else couponError = check.message;
  }
  const amounts = quoteAmounts(batchPricing(row.batch), coupon ? couponForQuote(coupon) : null);
  const { payments } = deps.config;
  const now = new Date();
  const open = await repo.findOpenOrder(deps.db, userId, batchId, now);
  const taken = await repo.seatsTaken(deps.db, batchId, now, open?.id);
  const ownedBatch = await repo.findOtherEnrolledBatch(
    deps.db,
    userId,
    row.batch.courseId,
    batchId,
  );
  return {
    // the same shape GET /batches/{id} gives
    batch: await batchView(deps.db, row),
    amounts,
    coupon: coupon ? couponDto(coupon) : null,
    couponError,
    isFree: amounts.totalPaise === 0,
    gateway: payments.gateway,
    seatHoldMinutes: payments.seatHoldMinutes,
    heldUntil: open?.seatHeldUntil?.toISOString() ?? null,
    seatsFree: Math.max(0, row.batch.seats - taken),
    manual: {
      upiId: payments.upiId,
      payeeName: payments.upiPayeeName,
      bankDetails: payments.bankDetails,
    },
    ownedBatch,
  };
}

type Placed = {
  payment: PaymentRow;
  courseTitle: string;
  batchName: string;
  /** the student's open order for the batch, given back instead of a second one */
  isReused: boolean;
};

/**
 * Checks and writes the order in one transaction. Orders of one student for one batch run one
 * at a time (an advisory lock); the batch row is locked while its seats are counted and the
 * coupon row while its uses are counted, so neither a double click nor a crowd can get past a
 * limit. An online order holds its seat for `seatHoldMinutes`; asking again while it holds
 * gives the same order back (the student never pays twice for one batch).
 */
async function placeOrder(
  deps: CheckoutDeps,
  user: SessionUser,
  body: OrderBody,
  batchId: string,
): Promise<Placed> {
  const { gateway, seatHoldMinutes } = deps.config.payments;
  return inTransaction(deps.db, async (tx) => {
    await repo.lockCheckout(tx, user.id, batchId);
    const row = await sellableBatch(tx, batchId, { forUpdate: true });
    if (istToday() > row.batch.enrollmentEndDate) {
      throw badRequest(COMMERCE_MSG.enrolmentClosed);
    }
    if (await repo.hasActiveEnrolment(tx, user.id, batchId)) {
      throw conflict(COMMERCE_MSG.alreadyEnrolled);
    }
    if (await repo.hasPendingApproval(tx, user.id, batchId)) {
      throw conflict(COMMERCE_MSG.pendingApprovalExists);
    }
    let coupon: CouponRow | null = null;
    if (body.couponCode) {
      const target = { userId: user.id, courseId: row.batch.courseId, batchId };
      const check = await checkCoupon(tx, body.couponCode, target, { forUpdate: true });
      if (!check.ok) {
        throw badRequest(check.message, [{ field: 'couponCode', message: check.message }]);
      }
      coupon = check.coupon;
    }
    const amounts = quoteAmounts(batchPricing(row.batch), coupon ? couponForQuote(coupon) : null);
    const free = amounts.totalPaise === 0;
    const manual = !free && body.method === 'manual';
    const online = !free && !manual;
    if (online && gateway === 'none') {
      throw badRequest(COMMERCE_MSG.onlinePaymentOff, [
        { field: 'method', message: COMMERCE_MSG.onlinePaymentOff },
      ]);
    }
    const now = new Date();
    const held = await repo.findOpenOrder(tx, user.id, batchId, now);
    const placed = { courseTitle: row.courseTitle, batchName: row.batch.name };
    if (held) {
      const same =
        online &&
        held.gateway === gateway &&
        held.couponId === (coupon?.id ?? null) &&
        held.totalPaise === amounts.totalPaise;
      if (same) return { payment: held, ...placed, isReused: true };
      // a different order (another coupon, price or way of paying) replaces it and its seat
      await repo.releaseSeat(tx, held.id);
    }
    if ((await repo.seatsTaken(tx, batchId, now)) >= row.batch.seats) {
      throw conflict(COMMERCE_MSG.batchFull);
    }
    if (manual && body.screenshotFileId) {
      if (!(await repo.findOwnProofFile(tx, body.screenshotFileId, user.id))) {
        throw badRequest(COMMERCE_MSG.fileNotFound, [
          { field: 'screenshotFileId', message: COMMERCE_MSG.fileNotFound },
        ]);
      }
    }
    const id = newId();
    let payment = await repo.insertPayment(tx, {
      id,
      userId: user.id,
      batchId,
      courseId: row.batch.courseId,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      method: free ? 'free' : body.method,
      gateway: online && gateway !== 'none' ? gateway : null,
      status: manual ? 'pending_approval' : 'created',
      ...amounts,
      gatewayOrderId: online && gateway === 'test' ? testOrderId(id) : null,
      reference: manual ? ZPaymentReference.parse(body.reference ?? '') : null,
      screenshotFileId: manual ? (body.screenshotFileId ?? null) : null,
      seatHeldUntil: online ? new Date(now.getTime() + seatHoldMinutes * 60_000) : null,
    });
    const what = `${row.courseTitle} (${row.batch.name})`;
    if (free) {
      const done = await markPaymentPaid(tx, id, { way: 'free' });
      // checked above under the same lock; a refusal here would be a bug, never a charge
      if (done.refusal) throw conflict(REFUND_REASON[done.refusal]);
      payment = done.payment ?? payment;
    } else if (manual) {
      await recordPaymentEvent(tx, {
        paymentId: id,
        source: 'system',
        event: 'manual-submitted',
        outcome: `Reference ${payment.reference}; waiting for approval`,
      });
      await notifyManualReceived(tx, user, what, payment);
    }
    return { payment, ...placed, isReused: false };
  });
}

/**
 * Razorpay takes the order after ours is committed (a reused order keeps the one it has); if it
 * cannot, ours is marked failed and its seat given back.
 */
async function openRazorpayOrder(deps: CheckoutDeps, payment: PaymentRow): Promise<string> {
  if (payment.gatewayOrderId) return payment.gatewayOrderId;
  const { razorpayKeyId, razorpayKeySecret } = deps.config.payments;
  try {
    if (!razorpayKeyId || !razorpayKeySecret) throw new GatewayError('Razorpay keys are not set');
    const { orderId } = await createRazorpayOrder(
      { keyId: razorpayKeyId, keySecret: razorpayKeySecret },
      { amountPaise: payment.totalPaise, receipt: payment.id, notes: { paymentId: payment.id } },
    );
    return await repo.setGatewayOrderId(deps.db, payment.id, orderId);
  } catch (error) {
    const reason = error instanceof GatewayError ? error.message : 'Could not record the order';
    await inTransaction(deps.db, async (tx) => {
      await repo.updatePayment(tx, payment.id, {
        status: 'failed',
        failureReason: reason,
        seatHeldUntil: null,
      });
      await recordPaymentEvent(tx, {
        paymentId: payment.id,
        source: 'system',
        event: 'order.create_failed',
        outcome: reason.slice(0, 200),
      });
    });
    throw new AppError('SERVICE_UNAVAILABLE', GATEWAY_UNAVAILABLE);
  }
}

/** POST /checkout/orders */
export async function createOrder(
  deps: CheckoutDeps,
  user: SessionUser,
  body: OrderBody,
): Promise<{ message: string; data: OrderData; isReused: boolean }> {
  const batchId = parseBatchId(body.batchId);
  const placed = await placeOrder(deps, user, body, batchId);
  const { payment } = placed;
  let hand: GatewayCheckout | null = null;
  if (payment.method === 'online') {
    if (payment.gateway === 'razorpay') {
      const orderId = await openRazorpayOrder(deps, payment);
      hand = {
        kind: 'razorpay',
        keyId: deps.config.payments.razorpayKeyId!,
        orderId,
        amountPaise: payment.totalPaise,
        currency: 'INR',
        name: 'KodeSchool',
        description: `${placed.courseTitle} — ${placed.batchName}`.slice(0, 255),
        prefill: {
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email ?? '',
          contact: user.phoneNumber ? `${user.phoneCode ?? '+91'}${user.phoneNumber}` : '',
        },
      };
    } else {
      hand = { kind: 'test', paymentId: payment.id };
    }
  }
  const joined = await findPayment(deps.db, payment.id);
  if (!joined) throw notFound(COMMERCE_MSG.paymentNotFound);
  const message =
    payment.method === 'free'
      ? COMMERCE_MSG.enrolledFree
      : payment.method === 'manual'
        ? COMMERCE_MSG.manualSubmitted
        : placed.isReused
          ? COMMERCE_MSG.orderResumed
          : COMMERCE_MSG.orderCreated;
  return {
    message,
    data: { payment: toPayment(joined), gateway: hand, enrolled: payment.status === 'paid' },
    isReused: placed.isReused,
  };
}
