import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { ZCouponListData } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys, type CouponListParams } from './commerce-admin-keys.ts';

export const COUPONS_FETCH_FAILED = 'Failed to fetch coupons';
export type CouponList = z.infer<typeof ZCouponListData>;

/** GET /admin/coupons → data{coupons, pagination}. */
export async function getCoupons(
  params: CouponListParams,
  signal?: AbortSignal,
): Promise<CouponList> {
  try {
    const res = await adminApi.get('/coupons', ZCouponListData, {
      query: {
        page: params.page,
        limit: params.limit,
        search: params.search || undefined,
        status: params.status || undefined,
      },
      signal,
    });
    return res.data;
  } catch (error) {
    throw new Error(clientMessage(error, COUPONS_FETCH_FAILED), { cause: error });
  }
}

export const couponsQueryOptions = (params: CouponListParams) =>
  queryOptions({
    queryKey: commerceAdminKeys.couponList(params),
    queryFn: ({ signal }) => getCoupons(params, signal),
    placeholderData: keepPreviousData,
    // Redemption counts move as students check out.
    staleTime: 15_000,
  });

export const useCoupons = (params: CouponListParams) => useQuery(couponsQueryOptions(params));
