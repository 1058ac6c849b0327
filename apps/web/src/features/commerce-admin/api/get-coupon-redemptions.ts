import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZCouponRedemptionsData } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys } from './commerce-admin-keys.ts';

export const REDEMPTIONS_PAGE_SIZE = 10;
export type RedemptionList = z.infer<typeof ZCouponRedemptionsData>;

/** GET /admin/coupons/{id}/redemptions → data{redemptions, pagination}. */
export async function getCouponRedemptions(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<RedemptionList> {
  try {
    const res = await adminApi.get(
      `/coupons/${encodeURIComponent(id)}/redemptions`,
      'ZCouponRedemptionsData',
      { query: { page, limit: REDEMPTIONS_PAGE_SIZE }, signal },
    );
    return res.data;
  } catch (error) {
    throw new Error(clientMessage(error, 'Failed to fetch redemptions'), { cause: error });
  }
}

export const couponRedemptionsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: commerceAdminKeys.redemptions(id, page),
    queryFn: ({ signal }) => getCouponRedemptions(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useCouponRedemptions = (id: string | null, page: number) =>
  useQuery({ ...couponRedemptionsQueryOptions(id ?? '', page), enabled: id !== null });
