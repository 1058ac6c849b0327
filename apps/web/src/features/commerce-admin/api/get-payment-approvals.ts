import { useQuery } from '@tanstack/react-query';

import { adminApi } from '@/core/api-client';
import { adminListOptions } from '@/core/api-client/admin-list-fetch';

import { commerceAdminKeys, type ApprovalListParams } from './commerce-admin-keys.ts';

export const APPROVALS_FETCH_FAILED = 'Failed to fetch manual payments';

/** GET /admin/payment-approvals?status=… → data{payments, pagination}. */
export const paymentApprovalsQueryOptions = (params: ApprovalListParams) => ({
  ...adminListOptions({
    queryKey: commerceAdminKeys.approvalList(params),
    path: '/payment-approvals',
    schema: 'ZPaymentListData',
    params,
    failedMessage: APPROVALS_FETCH_FAILED,
    // New submissions arrive while staff work through the queue.
    staleTime: 10_000,
  }),
  refetchInterval: params.status === 'pending_approval' ? 60_000 : (false as const),
});

export const usePaymentApprovals = (params: ApprovalListParams) =>
  useQuery(paymentApprovalsQueryOptions(params));

/** The payment-proof image, served to staff with the session cookies an <img> sends along. */
export const screenshotUrl = (id: string) =>
  adminApi.href(`/payment-approvals/${encodeURIComponent(id)}/screenshot`);
