import { createHash } from 'node:crypto';

import { z } from 'zod';

import { COMMERCE_MSG, ID_PATTERN } from '@app/shared';

import { badRequest } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './checkout.repo.ts';
import {
  findOnlinePayment,
  recordPaymentEvent,
  setEventOutcome,
  updatePaymentFrom,
} from './fulfil.repo.ts';
import { markPaymentFailed, markPaymentPaid, type CompletedPayment } from './fulfil.ts';
import { hmacHex, signatureMatches } from './razorpay.ts';
import { REFUND_REASON } from './refusal.ts';

/**
 * Gateway events in Razorpay's webhook format, from Razorpay itself or from our test gateway
 * (which signs its events with the same secret and hands them to the same function). One
 * transaction per event; the event key makes a redelivery a no-op and the conditional update in
 * markPaymentPaid makes any number of events for one payment enrol its student once.
 */

const ZNotes = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .optional()
  .transform((n) => (n && !Array.isArray(n) ? n : {}));

/** The parts of an event we read; everything else is kept in the stored payload only. */
const ZGatewayEvent = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().optional(),
            order_id: z.string().nullish(),
            amount: z.number().optional(),
            currency: z.string().optional(),
            error_description: z.string().nullish(),
            notes: ZNotes,
          }),
        })
        .optional(),
      order: z
        .object({
          entity: z.object({
            id: z.string().optional(),
            amount_paid: z.number().optional(),
            currency: z.string().optional(),
            notes: ZNotes,
          }),
        })
        .optional(),
    })
    .default({}),
});

export type EventSourceName = 'webhook' | 'test-gateway';

export type SignedEvent = {
  /** the exact bytes that were signed */
  raw: Buffer;
  /** the JSON the bytes hold */
  body: unknown;
  signature: string | undefined;
  /** x-razorpay-event-id, when sent */
  eventId: string | undefined;
  source: EventSourceName;
};

export type EventResult = { duplicate: boolean; outcome: string; paymentId: string | null };

/** Rejects (400, nothing written) unless the body carries the webhook secret's signature. */
export function assertSigned(secret: string, raw: Buffer, signature: string | undefined) {
  if (!signatureMatches(hmacHex(secret, raw), signature)) {
    throw badRequest(COMMERCE_MSG.invalidSignature);
  }
}

/** Keys longer than the column are hashed so two long ids never collide by truncation. */
function fitKey(key: string): string {
  return key.length <= 160 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);
export const SECOND_CAPTURE = 'Second capture';

/**
 * The event's outcome as staff read it on the payment. A capture with another gateway payment
 * id for an order already completed would be a second charge: it says to refund it.
 */
export function completionOutcome(
  done: CompletedPayment,
  gatewayPaymentId?: string | null,
): string {
  const p = done.payment;
  if (
    !done.changed &&
    p &&
    gatewayPaymentId &&
    p.gatewayPaymentId &&
    p.gatewayPaymentId !== gatewayPaymentId &&
    ['paid', 'refund_due', 'refunded'].includes(p.status)
  ) {
    return `${SECOND_CAPTURE}: ${gatewayPaymentId} (order already ${p.status} by ${p.gatewayPaymentId}); refund it`;
  }
  if (!done.changed) return `No change (payment is ${p?.status ?? 'missing'})`;
  if (done.refusal) return `Refund due: ${REFUND_REASON[done.refusal]}`;
  return 'Paid; student enrolled';
}

async function findEventPayment(tx: Tx, orderId: string | null, noted: string | null) {
  if (orderId) {
    const byOrder = await repo.findPaymentByGatewayOrder(tx, orderId);
    if (byOrder) return byOrder;
  }
  if (noted && ID_PATTERN.test(noted)) return findOnlinePayment(tx, noted);
  return null;
}

/** An online order paid with the wrong amount: flagged for staff, never enrolled. */
async function flagAmountMismatch(tx: Tx, payment: PaymentRow, gatewayPaymentId: string | null) {
  await updatePaymentFrom(tx, payment.id, ['created', 'failed'], {
    status: 'failed',
    failureReason: `${COMMERCE_MSG.amountMismatch}${gatewayPaymentId ? ` (${gatewayPaymentId})` : ''}`,
    ...(gatewayPaymentId ? { gatewayPaymentId } : {}),
  });
}

/**
 * Checks the signature, then applies one gateway event in one transaction. Duplicates (same
 * event key) answer `duplicate: true` and change nothing; events for orders we do not know are
 * recorded and acknowledged so the gateway stops retrying.
 */
export async function processGatewayEvent(
  db: Db,
  secret: string,
  input: SignedEvent,
): Promise<EventResult> {
  assertSigned(secret, input.raw, input.signature);
  const parsed = ZGatewayEvent.safeParse(input.body);
  const name = parsed.success ? parsed.data.event.slice(0, 60) : 'unreadable';
  const pay = parsed.success ? parsed.data.payload.payment?.entity : undefined;
  const order = parsed.success ? parsed.data.payload.order?.entity : undefined;
  const orderId = pay?.order_id || order?.id || null;
  const gatewayPaymentId = pay?.id ? pay.id.slice(0, 64) : null;
  const notedRaw = pay?.notes.paymentId ?? order?.notes.paymentId;
  const noted = typeof notedRaw === 'string' ? notedRaw : null;

  return inTransaction(db, async (tx) => {
    const payment = await findEventPayment(tx, orderId, noted);
    const eventKey = fitKey(
      input.eventId?.trim() ||
        `${name}:${payment?.id ?? orderId ?? 'unknown'}:${gatewayPaymentId ?? order?.id ?? ''}`,
    );
    const fresh = await recordPaymentEvent(tx, {
      paymentId: payment?.id ?? null,
      source: input.source,
      eventKey,
      event: name,
      outcome: 'received',
      payload: input.body,
    });
    if (!fresh) return { duplicate: true, outcome: 'duplicate', paymentId: payment?.id ?? null };

    let outcome: string;
    if (!payment) {
      outcome = 'No matching order; acknowledged';
    } else if (CAPTURE_EVENTS.has(name)) {
      const amount = pay?.amount ?? order?.amount_paid;
      const currency = pay?.currency ?? order?.currency ?? 'INR';
      if (amount !== payment.totalPaise || currency !== 'INR') {
        await flagAmountMismatch(tx, payment, gatewayPaymentId);
        outcome = `${COMMERCE_MSG.amountMismatch}: got ${amount ?? 'none'} ${currency}, expected ${payment.totalPaise} INR`;
      } else {
        const paid = await markPaymentPaid(tx, payment.id, { way: 'online', gatewayPaymentId });
        outcome = completionOutcome(paid, gatewayPaymentId);
      }
    } else if (name === 'payment.failed') {
      const reason = pay?.error_description || 'The payment failed at the gateway';
      const failed = await markPaymentFailed(tx, payment.id, reason);
      if (failed.changed && gatewayPaymentId) {
        await repo.updatePayment(tx, payment.id, { gatewayPaymentId });
      }
      outcome = failed.changed
        ? `Failed: ${reason}`
        : `No change (payment is ${payment.status}): ${reason}`;
    } else {
      outcome = 'Ignored (not an event we act on)';
    }
    await setEventOutcome(tx, eventKey, outcome);
    return { duplicate: false, outcome, paymentId: payment?.id ?? null };
  });
}
