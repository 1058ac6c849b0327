import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZPaymentListData } from '@app/shared';

import { adminListOptions } from '@/core/api-client/admin-list-fetch';

import { commerceAdminKeys, type FailedPaymentsParams } from './commerce-admin-keys.ts';

export const FAILED_PAYMENTS_FETCH_FAILED = 'Failed to fetch payments';
export type PaymentList = z.infer<typeof ZPaymentListData>;

/** GET /admin/payments (failed and abandoned) → data{payments, pagination}. */
export const failedPaymentsQueryOptions = (params: FailedPaymentsParams) =>
  adminListOptions({
    queryKey: commerceAdminKeys.failedList(params),
    path: '/payments',
    schema: 'ZPaymentListData',
    params,
    failedMessage: FAILED_PAYMENTS_FETCH_FAILED,
    staleTime: 15_000,
  });

export const useFailedPayments = (params: FailedPaymentsParams) =>
  useQuery(failedPaymentsQueryOptions(params));
