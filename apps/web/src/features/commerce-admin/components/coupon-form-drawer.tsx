import { plural, type Coupon, type CouponBodyParsed } from '@app/shared';

import { Drawer } from '@/components/admin/drawer';
import { Button } from '@/components/ui/button';

import { useCreateCoupon, useUpdateCoupon } from '../api/save-coupon.ts';
import { couponPatch, tidyScope } from '../lib/coupon-form-values.ts';
import { COUPON_FORM_ID, CouponForm } from './coupon-form.tsx';

export type CouponEditorState =
  { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; coupon: Coupon };

/** "New coupon" and a row's "Edit": the coupon form in a side sheet. */
export function CouponFormDrawer({
  state,
  onClose,
}: {
  state: CouponEditorState;
  onClose: () => void;
}) {
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const coupon = state.mode === 'edit' ? state.coupon : null;
  const isSaving = create.isPending || update.isPending;

  const save = async (body: CouponBodyParsed) => {
    const tidy = tidyScope(body);
    if (!coupon) {
      await create.mutateAsync(tidy);
    } else {
      const patch = couponPatch(coupon, tidy);
      if (Object.keys(patch).length > 0) await update.mutateAsync({ id: coupon._id, patch });
    }
    onClose();
  };

  return (
    <Drawer
      open={state.mode !== 'closed'}
      onOpenChange={(open) => !open && !isSaving && onClose()}
      title={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      description={
        coupon
          ? `Used ${plural(coupon.redemptionCount, 'time')} so far.`
          : 'A discount code students can apply at checkout.'
      }
      widthClassName="sm:max-w-xl"
      testId="coupon-drawer"
      footer={
        <>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={COUPON_FORM_ID}
            size="sm"
            isLoading={isSaving}
            loadingText="Saving…"
            data-testid="coupon-save"
          >
            {coupon ? 'Save changes' : 'Create coupon'}
          </Button>
        </>
      }
    >
      {state.mode !== 'closed' && (
        <CouponForm
          key={coupon ? `${coupon._id}:${coupon.updatedAt}` : 'new'}
          coupon={coupon}
          onSubmit={save}
        />
      )}
    </Drawer>
  );
}
