import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { ZPaymentListData } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys, type FailedPaymentsParams } from './commerce-admin-keys.ts';

export const FAILED_PAYMENTS_FETCH_FAILED = 'Failed to fetch payments';
export type PaymentList = z.infer<typeof ZPaymentListData>;

/** GET /admin/payments (failed and abandoned) → data{payments, pagination}. */
export async function getFailedPayments(
  params: FailedPaymentsParams,
  signal?: AbortSignal,
): Promise<PaymentList> {
  try {
    const res = await adminApi.get('/payments', ZPaymentListData, {
      query: {
        page: params.page,
        limit: params.limit,
        search: params.search || undefined,
        status: params.status,
        resolved: params.resolved,
        startDate: params.startDate || undefined,
        endDate: params.endDate || undefined,
      },
      signal,
    });
    return res.data;
  } catch (error) {
    throw new Error(clientMessage(error, FAILED_PAYMENTS_FETCH_FAILED), { cause: error });
  }
}

export const failedPaymentsQueryOptions = (params: FailedPaymentsParams) =>
  queryOptions({
    queryKey: commerceAdminKeys.failedList(params),
    queryFn: ({ signal }) => getFailedPayments(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useFailedPayments = (params: FailedPaymentsParams) =>
  useQuery(failedPaymentsQueryOptions(params));
