import type { z } from 'zod';

import {
  COMMERCE_MSG,
  ID_PATTERN,
  type OrderStatus,
  type Payment,
  type ZRazorpayVerifyBody,
} from '@app/shared';

import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { findPayment, findPaymentsOf } from '../../core/payment-view.repo.ts';
import { toPayment } from '../../core/payment-view.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './checkout.repo.ts';
import type { CheckoutDeps } from './checkout.service.ts';
import { recordPaymentEvent, setEventOutcome } from './fulfil.repo.ts';
import { markPaymentPaid } from './fulfil.ts';
import { testGatewayEvent } from './gateway.ts';
import { checkoutSignature, signatureMatches } from './razorpay.ts';
import { completionOutcome, processGatewayEvent } from './webhook.ts';

/** The student's payments and what they can do with them (GET, test gateway, Razorpay verify). */

/** One of the student's own payments with its joins; 404 for any other id. */
async function ownPayment(deps: CheckoutDeps, userId: string, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound(COMMERCE_MSG.paymentNotFound);
  const row = await findPayment(deps.db, id, { userId });
  if (!row) throw notFound(COMMERCE_MSG.paymentNotFound);
  return row;
}

export async function listMyPayments(deps: CheckoutDeps, userId: string): Promise<Payment[]> {
  const now = new Date();
  return (await findPaymentsOf(deps.db, { userId }, 100)).map((r) => toPayment(r, now));
}

export async function getMyPayment(deps: CheckoutDeps, userId: string, id: string) {
  return toPayment(await ownPayment(deps, userId, id));
}

/** A paid payment of the student's, for its receipt; 400 while it is not paid. */
export async function paidPayment(deps: CheckoutDeps, userId: string, id: string) {
  const row = await ownPayment(deps, userId, id);
  if (row.p.status !== 'paid' || row.p.receiptNo === null) {
    throw badRequest(COMMERCE_MSG.receiptNotAvailable);
  }
  return toPayment(row);
}

/**
 * POST /payments/test-gateway/{id}: the payer's choice becomes a signed Razorpay-format event and
 * goes through processGatewayEvent like any webhook.
 */
export async function runTestGateway(
  deps: CheckoutDeps,
  userId: string,
  id: string,
  outcome: 'success' | 'failure',
): Promise<{ message: string; payment: Payment }> {
  if (deps.config.payments.gateway !== 'test') throw notFound(COMMERCE_MSG.testGatewayOff);
  const row = await ownPayment(deps, userId, id);
  const p = row.p;
  if (p.status === 'paid' || p.status === 'refund_due' || p.status === 'refunded') {
    return { message: COMMERCE_MSG.paymentAlreadyDone, payment: toPayment(row) };
  }
  if (p.method !== 'online' || p.gateway !== 'test' || !['created', 'failed'].includes(p.status)) {
    throw conflict(COMMERCE_MSG.paymentNotPending);
  }
  const secret = deps.config.payments.webhookSecret;
  await processGatewayEvent(deps.db, secret, testGatewayEvent(p, outcome, secret));
  const after = await ownPayment(deps, userId, id);
  return { message: outcomeMessage(after.p.status), payment: toPayment(after) };
}

/** What the payer is told once the gateway has answered. */
function outcomeMessage(status: OrderStatus): string {
  if (status === 'paid') return COMMERCE_MSG.paymentSucceeded;
  if (status === 'refund_due' || status === 'refunded') return COMMERCE_MSG.paymentRefundDue;
  return COMMERCE_MSG.paymentFailed;
}

/**
 * POST /payments/verify: Razorpay Checkout's handler result. A valid signature proves the
 * payment for our order, so the order is paid here (the webhook that follows changes nothing).
 */
export async function verifyRazorpayPayment(
  deps: CheckoutDeps,
  userId: string,
  body: z.output<typeof ZRazorpayVerifyBody>,
): Promise<{ message: string; payment: Payment }> {
  const secret = deps.config.payments.razorpayKeySecret;
  if (deps.config.payments.gateway !== 'razorpay' || !secret) {
    throw notFound(COMMERCE_MSG.liveGatewayOff);
  }
  const expected = checkoutSignature(secret, body.razorpay_order_id, body.razorpay_payment_id);
  if (!signatureMatches(expected, body.razorpay_signature)) {
    throw badRequest(COMMERCE_MSG.invalidPaymentSignature);
  }
  const payment = await repo.findPaymentByGatewayOrder(deps.db, body.razorpay_order_id);
  if (!payment || payment.userId !== userId) throw notFound(COMMERCE_MSG.paymentNotFound);
  const key = `verify:${body.razorpay_order_id}:${body.razorpay_payment_id}`;
  await inTransaction(deps.db, async (tx) => {
    const fresh = await recordPaymentEvent(tx, {
      paymentId: payment.id,
      source: 'verify',
      eventKey: key,
      event: 'checkout.verified',
      outcome: 'received',
    });
    if (!fresh) return;
    const paid = await markPaymentPaid(tx, payment.id, {
      way: 'online',
      gatewayPaymentId: body.razorpay_payment_id,
    });
    await setEventOutcome(tx, key, completionOutcome(paid, body.razorpay_payment_id));
  });
  const after = await ownPayment(deps, userId, payment.id);
  return { message: outcomeMessage(after.p.status), payment: toPayment(after) };
}
