import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  COMMERCE_MSG,
  type Coupon,
  type CouponBodyParsed,
  type CouponPatchBody,
} from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { commerceAdminKeys } from './commerce-admin-keys.ts';
import type { CouponList } from './get-coupons.ts';

/** POST /admin/coupons → 201 data.coupon. */
export async function createCoupon(body: CouponBodyParsed): Promise<Coupon> {
  const res = await adminApi.post('/coupons', 'ZCouponData', body);
  return res.data.coupon;
}

/** PATCH /admin/coupons/{id} with the changed fields → data.coupon. */
export async function updateCoupon({
  id,
  patch,
}: {
  id: string;
  patch: CouponPatchBody;
}): Promise<Coupon> {
  const res = await adminApi.patch(`/coupons/${encodeURIComponent(id)}`, 'ZCouponData', patch);
  return res.data.coupon;
}

/** Creating one puts it first on page 1 of the lists after a re-read. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => {
      toast.success(COMMERCE_MSG.couponCreated);
      return queryClient.invalidateQueries({ queryKey: commerceAdminKeys.coupons() });
    },
  });
}

function replaceRow(saved: Coupon) {
  return (data: CouponList | undefined) =>
    data && { ...data, coupons: data.coupons.map((c) => (c._id === saved._id ? saved : c)) };
}

/**
 * Saves an edit (or the row's active switch). The row is replaced by the server's copy at once
 * in every cached list; the lists are re-read after, since the status filter may drop it.
 */
export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: (saved, { patch }) => {
      queryClient.setQueriesData<CouponList>(
        { queryKey: [...commerceAdminKeys.coupons(), 'list'] },
        replaceRow(saved),
      );
      const onlyToggle = Object.keys(patch).length === 1 && patch.isActive !== undefined;
      toast.success(
        onlyToggle
          ? patch.isActive
            ? COMMERCE_MSG.couponActivated
            : COMMERCE_MSG.couponDeactivated
          : COMMERCE_MSG.couponUpdated,
      );
      void queryClient.invalidateQueries({ queryKey: commerceAdminKeys.coupons() });
    },
  });
}

/** The toast for a failed active switch (the form shows its own errors in place). */
export function toggleFailed(error: unknown) {
  toast.error(clientMessage(error, 'Failed to update coupon'));
}
