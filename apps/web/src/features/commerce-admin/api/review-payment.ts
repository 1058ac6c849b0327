import { useMutation, useQueryClient } from '@tanstack/react-query';

import { COMMERCE_MSG, type Payment } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { toast } from '@/core/toast';

import { commerceAdminKeys } from './commerce-admin-keys.ts';
import type { PaymentList } from './get-failed-payments.ts';

export type ReviewInput =
  { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/** POST /admin/payment-approvals/{id}/approve | /reject (ZRejectBody) → data.payment. */
export async function reviewPayment(input: ReviewInput): Promise<Payment> {
  const path = `/payment-approvals/${encodeURIComponent(input.id)}/${input.decision}`;
  const body = input.decision === 'reject' ? { reason: input.reason } : undefined;
  const res = await adminApi.post(path, 'ZPaymentData', body);
  return res.data.payment;
}

/**
 * Approves or rejects a manual payment. The card leaves the pending list at once (every cached
 * page of it), the toast says what happened, and all three tabs re-read.
 */
export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPayment,
    onSuccess: (payment, input) => {
      queryClient.setQueriesData<PaymentList>(
        { queryKey: [...commerceAdminKeys.approvals(), 'list'] },
        (data) => {
          if (!data || !data.payments.some((p) => p._id === payment._id)) return data;
          return {
            payments: data.payments.filter((p) => p._id !== payment._id),
            pagination: {
              ...data.pagination,
              totalItems: Math.max(0, data.pagination.totalItems - 1),
            },
          };
        },
      );
      toast.success(
        input.decision === 'approve' ? COMMERCE_MSG.paymentApproved : COMMERCE_MSG.paymentRejected,
      );
      void queryClient.invalidateQueries({ queryKey: commerceAdminKeys.approvals() });
    },
    // e.g. another staff member decided first: the queue re-reads so the card shows the truth.
    onError: () => queryClient.invalidateQueries({ queryKey: commerceAdminKeys.approvals() }),
  });
}
