import { randomBytes } from 'node:crypto';

import type { PaymentRow } from '../../db/schema/index.ts';
import { hmacHex } from './razorpay.ts';
import type { SignedEvent } from './webhook.ts';

/**
 * The local test gateway: with no Razorpay keys the payer chooses success or failure, and we
 * write the event Razorpay would have sent, signed with the webhook secret, so it travels the
 * very path a real webhook does.
 */

export const TEST_DECLINE_REASON = 'Payment declined by the test gateway';

/** The order id a test-gateway payment gets when it is created. */
export function testOrderId(paymentId: string): string {
  return `test_order_${paymentId}`;
}

export function testGatewayEvent(
  payment: Pick<PaymentRow, 'id' | 'totalPaise' | 'gatewayOrderId'>,
  outcome: 'success' | 'failure',
  secret: string,
): SignedEvent {
  const ok = outcome === 'success';
  const body = {
    entity: 'event',
    account_id: 'acc_test_gateway',
    event: ok ? 'payment.captured' : 'payment.failed',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          // one capture per order, as at Razorpay: a second "success" is the same event again
          id: ok ? `pay_test_${payment.id}` : `pay_test_${randomBytes(7).toString('hex')}`,
          entity: 'payment',
          amount: payment.totalPaise,
          currency: 'INR',
          status: ok ? 'captured' : 'failed',
          order_id: payment.gatewayOrderId ?? testOrderId(payment.id),
          method: 'upi',
          captured: ok,
          notes: { paymentId: payment.id },
          error_description: ok ? null : TEST_DECLINE_REASON,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
  const raw = Buffer.from(JSON.stringify(body));
  return {
    raw,
    body,
    signature: hmacHex(secret, raw),
    eventId: undefined,
    source: 'test-gateway',
  };
}
