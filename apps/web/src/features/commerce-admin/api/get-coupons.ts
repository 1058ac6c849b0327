import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZCouponListData } from '@app/shared';

import { adminListOptions } from '@/core/api-client/admin-list-fetch';

import { commerceAdminKeys, type CouponListParams } from './commerce-admin-keys.ts';

export const COUPONS_FETCH_FAILED = 'Failed to fetch coupons';
export type CouponList = z.infer<typeof ZCouponListData>;

/** GET /admin/coupons → data{coupons, pagination}. */
export const couponsQueryOptions = (params: CouponListParams) =>
  adminListOptions({
    queryKey: commerceAdminKeys.couponList(params),
    path: '/coupons',
    schema: 'ZCouponListData',
    params,
    failedMessage: COUPONS_FETCH_FAILED,
    // Redemption counts move as students check out.
    staleTime: 15_000,
  });

export const useCoupons = (params: CouponListParams) => useQuery(couponsQueryOptions(params));
