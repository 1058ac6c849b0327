import { queryOptions, useQuery } from '@tanstack/react-query';

import { type CouponScopeOption } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys } from './commerce-admin-keys.ts';

/** GET /admin/coupons/options → data.courses: the courses and batches a scope can name. */
export async function getCouponOptions(signal?: AbortSignal): Promise<CouponScopeOption[]> {
  try {
    const res = await adminApi.get('/coupons/options', 'ZCouponOptionsData', { signal });
    return res.data.courses;
  } catch (error) {
    throw new Error(clientMessage(error, 'Failed to load courses and batches'), { cause: error });
  }
}

export const couponOptionsQueryOptions = () =>
  queryOptions({
    queryKey: commerceAdminKeys.couponOptions(),
    queryFn: ({ signal }) => getCouponOptions(signal),
    staleTime: 60_000,
  });

export const useCouponOptions = (enabled = true) =>
  useQuery({ ...couponOptionsQueryOptions(), enabled });
