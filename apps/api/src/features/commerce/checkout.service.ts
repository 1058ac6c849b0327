import { sql } from 'drizzle-orm';
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

import type { SessionUser } from '../../core/auth/session.ts';
import type { Config } from '../../core/config.ts';
import { AppError, badRequest, conflict, notFound } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { recordMessage } from '../../core/outbox.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { BatchRow, CouponRow, PaymentRow } from '../../db/schema/index.ts';
import { findPayment, toPayment } from '../../views/payment.ts';
import * as repo from './checkout.repo.ts';
import { checkCoupon, couponForQuote, couponValue } from './coupon-rules.ts';
import { markPaymentPaid, recordPaymentEvent } from './fulfil.ts';
import { testOrderId } from './gateway.ts';
import { createRazorpayOrder, GatewayError } from './razorpay.ts';

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

/** A batch students can buy: active, of a published course; otherwise 404 'Batch not found'. */
async function sellableBatch(db: Tx, id: string) {
  const row = await repo.findCheckoutBatch(db, id);
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
  return {
    batch: await repo.toCheckoutBatchDto(deps.db, row),
    amounts,
    coupon: coupon ? couponDto(coupon) : null,
    couponError,
    isFree: amounts.totalPaise === 0,
    gateway: payments.gateway,
    manual: {
      upiId: payments.upiId,
      payeeName: payments.upiPayeeName,
      bankDetails: payments.bankDetails,
    },
  };
}

/** "We have your details" for a manual payment, through the outbox (once per payment). */
async function acknowledgeManual(tx: Tx, user: SessionUser, what: string, payment: PaymentRow) {
  const text = `We received your payment details (reference ${payment.reference}) for ${what}. We will confirm your enrolment after verification.`;
  if (user.phoneNumber) {
    await recordMessage(
      tx,
      {
        channel: 'sms',
        to: user.phoneNumber,
        body: `KodeSchool: ${text}`,
        dedupeKey: `payment-submitted:${payment.id}:sms`,
        refId: payment.id,
      },
      'logged',
    );
  }
  if (user.email) {
    await recordMessage(
      tx,
      {
        channel: 'email',
        to: user.email,
        subject: `Payment details received: ${what}`,
        body: `Hi ${user.firstName},\n\n${text}\n\nTeam KodeSchool`,
        dedupeKey: `payment-submitted:${payment.id}:email`,
        refId: payment.id,
      },
      'logged',
    );
  }
}

type Placed = { payment: PaymentRow; courseTitle: string; batchName: string };

/**
 * Checks and writes the order in one transaction. Orders of one student for one batch run one
 * at a time (an advisory lock), and the coupon row is locked while its uses are counted, so
 * neither a double click nor a crowd can get past a limit.
 */
async function placeOrder(
  deps: CheckoutDeps,
  user: SessionUser,
  body: OrderBody,
  batchId: string,
): Promise<Placed> {
  const gateway = deps.config.payments.gateway;
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${user.id}:${batchId}`}, 0))`,
    );
    const row = await sellableBatch(tx, batchId);
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
    // A free order takes its seat now: count seats with the batch locked.
    if (free) await repo.findCheckoutBatch(tx, batchId, { forUpdate: true });
    if ((await repo.seatsTaken(tx, batchId)) >= row.batch.seats) {
      throw conflict(COMMERCE_MSG.batchFull);
    }
    const manual = !free && body.method === 'manual';
    if (manual && body.screenshotFileId) {
      if (!(await repo.findOwnProofFile(tx, body.screenshotFileId, user.id))) {
        throw badRequest(COMMERCE_MSG.fileNotFound, [
          { field: 'screenshotFileId', message: COMMERCE_MSG.fileNotFound },
        ]);
      }
    }
    const id = newId();
    const online = !free && !manual;
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
    });
    const what = `${row.courseTitle} (${row.batch.name})`;
    if (free) {
      const paid = await markPaymentPaid(tx, id, { way: 'free' });
      payment = paid.payment ?? payment;
    } else if (manual) {
      await recordPaymentEvent(tx, {
        paymentId: id,
        source: 'system',
        event: 'manual-submitted',
        outcome: `Reference ${payment.reference}; waiting for approval`,
      });
      await acknowledgeManual(tx, user, what, payment);
    }
    return { payment, courseTitle: row.courseTitle, batchName: row.batch.name };
  });
}

/** Razorpay takes the order after ours is committed; if it cannot, ours is marked failed. */
async function openRazorpayOrder(deps: CheckoutDeps, payment: PaymentRow): Promise<string> {
  const { razorpayKeyId, razorpayKeySecret } = deps.config.payments;
  try {
    if (!razorpayKeyId || !razorpayKeySecret) throw new GatewayError('Razorpay keys are not set');
    const { orderId } = await createRazorpayOrder(
      { keyId: razorpayKeyId, keySecret: razorpayKeySecret },
      { amountPaise: payment.totalPaise, receipt: payment.id, notes: { paymentId: payment.id } },
    );
    await repo.updatePayment(deps.db, payment.id, { gatewayOrderId: orderId });
    return orderId;
  } catch (error) {
    const reason = error instanceof GatewayError ? error.message : 'Could not record the order';
    await deps.db.transaction(async (tx) => {
      await repo.updatePayment(tx, payment.id, { status: 'failed', failureReason: reason });
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
): Promise<{ message: string; data: OrderData }> {
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
        : COMMERCE_MSG.orderCreated;
  return {
    message,
    data: { payment: toPayment(joined), gateway: hand, enrolled: payment.status === 'paid' },
  };
}
