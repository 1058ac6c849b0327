import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { EMPTY_PAGINATION, type CouponRedemption, type Pagination } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { commerceAdminKeys } from './commerce-admin-keys.ts';

export const REDEMPTIONS_PAGE_SIZE = 10;
export type RedemptionList = { redemptions: CouponRedemption[]; pagination: Pagination };

/** GET /admin/coupons/{id}/redemptions → data{redemptions, pagination}. */
export async function getCouponRedemptions(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<RedemptionList> {
  try {
    const res = await adminApi.get<RedemptionList>(
      `/coupons/${encodeURIComponent(id)}/redemptions`,
      { query: { page, limit: REDEMPTIONS_PAGE_SIZE }, signal },
    );
    return {
      redemptions: res.data?.redemptions ?? [],
      pagination: res.data?.pagination ?? EMPTY_PAGINATION,
    };
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
