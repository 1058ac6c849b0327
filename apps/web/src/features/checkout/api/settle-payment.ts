import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Payment } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { refreshAfterEnrolment } from './refresh-after-enrolment.ts';

export type RazorpayResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export type Settlement =
  | { kind: 'test'; paymentId: string; outcome: 'success' | 'failure' }
  | { kind: 'razorpay'; result: RazorpayResult };

/**
 * POST /payments/test-gateway/{paymentId} (the payer's choice on the local test gateway) or
 * POST /payments/verify (Razorpay Checkout's signed answer) → the payment as it now stands.
 */
export async function settlePayment(settlement: Settlement): Promise<Payment> {
  const res =
    settlement.kind === 'test'
      ? await publicApi.post(
          `/payments/test-gateway/${encodeURIComponent(settlement.paymentId)}`,
          'ZPaymentData',
          { outcome: settlement.outcome },
        )
      : await publicApi.post('/payments/verify', 'ZPaymentData', settlement.result);
  return res.data.payment;
}

export function useSettlePayment() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: settlePayment,
    onSettled: () => refreshAfterEnrolment(queryClient, userId),
  });
}
