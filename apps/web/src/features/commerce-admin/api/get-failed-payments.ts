import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { EMPTY_PAGINATION, type Pagination, type Payment } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys, type FailedPaymentsParams } from './commerce-admin-keys.ts';

export const FAILED_PAYMENTS_FETCH_FAILED = 'Failed to fetch payments';
export type PaymentList = { payments: Payment[]; pagination: Pagination };

/** GET /admin/payments (failed and abandoned) → data{payments, pagination}. */
export async function getFailedPayments(
  params: FailedPaymentsParams,
  signal?: AbortSignal,
): Promise<PaymentList> {
  try {
    const res = await adminApi.get<PaymentList>('/payments', {
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
    return {
      payments: res.data?.payments ?? [],
      pagination: res.data?.pagination ?? EMPTY_PAGINATION,
    };
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
