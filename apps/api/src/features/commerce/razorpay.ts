import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay, as little of it as we use: creating an order (Orders API), and the two signatures
 * (Checkout's handler signature and the webhook signature). The HTTP client is replaceable so
 * tests never call the real gateway.
 */

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';
const ORDER_TIMEOUT_MS = 15_000;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

let gatewayFetch: FetchLike = (url, init) => fetch(url, init);

/** Swaps the HTTP client (tests); returns a function that puts the previous one back. */
export function setGatewayFetch(next: FetchLike): () => void {
  const previous = gatewayFetch;
  gatewayFetch = next;
  return () => {
    gatewayFetch = previous;
  };
}

/** Lower-case hex HMAC-SHA256. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expectedHex: string, received: string | undefined): boolean {
  if (!received || !/^[0-9a-fA-F]{64}$/.test(received)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout's handler signature: HMAC-SHA256(order_id + '|' + payment_id, key secret). */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string) {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * POST /v1/orders. Resolves with the order id, or throws GatewayError with a reason fit for the
 * payment's failureReason (never the key or secret).
 */
export async function createRazorpayOrder(
  keys: { keyId: string; keySecret: string },
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<{ orderId: string }> {
  let res: Response;
  try {
    res = await gatewayFetch(RAZORPAY_ORDERS_URL, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        amount: order.amountPaise,
        currency: 'INR',
        receipt: order.receipt,
        notes: order.notes,
      }),
      signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new GatewayError(
      timedOut ? 'Razorpay did not answer in time' : 'Razorpay could not be reached',
    );
  }
  const body = (await res.json().catch(() => null)) as {
    id?: unknown;
    error?: { description?: unknown };
  } | null;
  if (!res.ok || typeof body?.id !== 'string' || !body.id) {
    const why = typeof body?.error?.description === 'string' ? `: ${body.error.description}` : '';
    throw new GatewayError(`Razorpay refused the order (HTTP ${res.status})${why}`.slice(0, 300));
  }
  return { orderId: body.id.slice(0, 64) };
}
