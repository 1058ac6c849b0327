import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type OrderBody, type OrderData } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { refreshAfterEnrolment } from './refresh-after-enrolment.ts';

export async function createOrder(body: OrderBody): Promise<OrderData> {
  const res = await publicApi.post('/checkout/orders', 'ZOrderData', body);
  return res.data;
}

/** POST /checkout/orders: online (gateway hand-off), manual (waits for staff) or free (enrols). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (data) => {
      // A free or manual order changes the classroom or the payments list straight away.
      if (data.enrolled || data.payment.status !== 'created') {
        refreshAfterEnrolment(queryClient, userId);
      }
    },
  });
}
