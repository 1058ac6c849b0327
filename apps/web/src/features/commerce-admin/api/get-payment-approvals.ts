import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ZPaymentListData } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys, type ApprovalListParams } from './commerce-admin-keys.ts';
import type { PaymentList } from './get-failed-payments.ts';

export const APPROVALS_FETCH_FAILED = 'Failed to fetch manual payments';

/** GET /admin/payment-approvals?status=… → data{payments, pagination}. */
export async function getPaymentApprovals(
  params: ApprovalListParams,
  signal?: AbortSignal,
): Promise<PaymentList> {
  try {
    const res = await adminApi.get('/payment-approvals', ZPaymentListData, {
      query: {
        page: params.page,
        limit: params.limit,
        status: params.status,
        search: params.search || undefined,
      },
      signal,
    });
    return res.data;
  } catch (error) {
    throw new Error(clientMessage(error, APPROVALS_FETCH_FAILED), { cause: error });
  }
}

export const paymentApprovalsQueryOptions = (params: ApprovalListParams) =>
  queryOptions({
    queryKey: commerceAdminKeys.approvalList(params),
    queryFn: ({ signal }) => getPaymentApprovals(params, signal),
    placeholderData: keepPreviousData,
    // New submissions arrive while staff work through the queue.
    staleTime: 10_000,
    refetchInterval: params.status === 'pending_approval' ? 60_000 : false,
  });

export const usePaymentApprovals = (params: ApprovalListParams) =>
  useQuery(paymentApprovalsQueryOptions(params));

/** The payment-proof image, served to staff with the session cookies an <img> sends along. */
export const screenshotUrl = (id: string) =>
  adminApi.href(`/payment-approvals/${encodeURIComponent(id)}/screenshot`);
