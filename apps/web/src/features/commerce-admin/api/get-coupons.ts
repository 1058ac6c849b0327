import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { EMPTY_PAGINATION, type Coupon, type Pagination } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys, type CouponListParams } from './commerce-admin-keys.ts';

export const COUPONS_FETCH_FAILED = 'Failed to fetch coupons';
export type CouponList = { coupons: Coupon[]; pagination: Pagination };

/** GET /admin/coupons → data{coupons, pagination}. */
export async function getCoupons(
  params: CouponListParams,
  signal?: AbortSignal,
): Promise<CouponList> {
  try {
    const res = await adminApi.get<CouponList>('/coupons', {
      query: {
        page: params.page,
        limit: params.limit,
        search: params.search || undefined,
        status: params.status || undefined,
      },
      signal,
    });
    return {
      coupons: res.data?.coupons ?? [],
      pagination: res.data?.pagination ?? EMPTY_PAGINATION,
    };
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
