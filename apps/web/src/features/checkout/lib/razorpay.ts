import type { GatewayCheckout } from '@app/shared';

import type { RazorpayResult } from '../api/settle-payment.ts';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (result: RazorpayResult) => void;
  modal: { ondismiss: () => void; confirm_close: boolean };
};
type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', cb: (answer: { error?: { description?: string } }) => void) => void;
};
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Loads Razorpay Checkout once per page; a failed load can be tried again. */
export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Could not load the payment window. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type RazorpayOutcome =
  | { kind: 'paid'; result: RazorpayResult }
  | { kind: 'dismissed' }
  | { kind: 'failed'; reason: string };

/**
 * Opens Razorpay Checkout with the order the server created and resolves with what the payer
 * did. A failed attempt inside the window is not final (Razorpay lets them retry there), so it
 * only counts once they close the window.
 */
export async function openRazorpay(
  handOff: Extract<GatewayCheckout, { kind: 'razorpay' }>,
): Promise<RazorpayOutcome> {
  await loadRazorpay();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Could not load the payment window. Please try again.');
  return new Promise((resolve) => {
    let lastFailure: string | null = null;
    const checkout = new Razorpay({
      key: handOff.keyId,
      order_id: handOff.orderId,
      amount: handOff.amountPaise,
      currency: handOff.currency,
      name: handOff.name,
      description: handOff.description,
      prefill: handOff.prefill,
      theme: { color: '#7c3aed' },
      handler: (result) => resolve({ kind: 'paid', result }),
      modal: {
        confirm_close: true,
        ondismiss: () =>
          resolve(lastFailure ? { kind: 'failed', reason: lastFailure } : { kind: 'dismissed' }),
      },
    });
    checkout.on('payment.failed', (answer) => {
      lastFailure = answer.error?.description ?? 'The payment did not go through.';
    });
    checkout.open();
  });
}
