import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZPaymentDetailData } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys } from './commerce-admin-keys.ts';

export type PaymentDetail = z.infer<typeof ZPaymentDetailData>;

/** GET /admin/payments/{id} → data{payment, events}. */
export async function getPaymentDetail(id: string, signal?: AbortSignal): Promise<PaymentDetail> {
  try {
    const res = await adminApi.get(`/payments/${encodeURIComponent(id)}`, 'ZPaymentDetailData', {
      signal,
    });
    return res.data;
  } catch (error) {
    throw new Error(clientMessage(error, 'Failed to load the payment'), { cause: error });
  }
}

export const paymentDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: commerceAdminKeys.payment(id),
    queryFn: ({ signal }) => getPaymentDetail(id, signal),
  });

export const usePaymentDetail = (id: string | null) =>
  useQuery({ ...paymentDetailQueryOptions(id ?? ''), enabled: id !== null });
