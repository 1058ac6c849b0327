import { useMutation, useQueryClient } from '@tanstack/react-query';

import { COMMERCE_MSG, type Payment } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { toast } from '@/core/toast';

import { commerceAdminKeys } from './commerce-admin-keys.ts';
import type { PaymentList } from './get-failed-payments.ts';
import type { PaymentDetail } from './get-payment-detail.ts';

/** POST /admin/payments/{id}/resolve (ZResolveBody) → data.payment. */
export async function resolvePayment({ id, note }: { id: string; note: string }): Promise<Payment> {
  const res = await adminApi.post(`/payments/${encodeURIComponent(id)}/resolve`, 'ZPaymentData', {
    note,
  });
  return res.data.payment;
}

/**
 * Marks one resolved (a refund-due one refunded): the row and the open detail change at once,
 * then the lists re-read.
 */
export function useResolvePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolvePayment,
    onSuccess: (payment) => {
      queryClient.setQueriesData<PaymentList>(
        { queryKey: [...commerceAdminKeys.failed(), 'list'] },
        (data) =>
          data && {
            ...data,
            payments: data.payments.map((p) => (p._id === payment._id ? payment : p)),
          },
      );
      queryClient.setQueryData<PaymentDetail>(
        commerceAdminKeys.payment(payment._id),
        (data) => data && { ...data, payment },
      );
      toast.success(
        payment.status === 'refunded' ? COMMERCE_MSG.paymentRefunded : COMMERCE_MSG.paymentResolved,
      );
      void queryClient.invalidateQueries({ queryKey: commerceAdminKeys.failed() });
    },
  });
}
