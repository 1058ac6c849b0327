import { ChevronRight } from 'lucide-react';

import { COUPON_SCOPE_LABELS, formatDateTimeRange, type Coupon } from '@app/shared';

import { ActiveSwitch } from '@/components/admin/active-switch';

import { toggleFailed, useUpdateCoupon } from '../api/save-coupon.ts';

/** Where a coupon applies: 'Every course', the course's title, or the batch's name. */
export function CouponScopeCell({ coupon }: { coupon: Coupon }) {
  if (coupon.scope === 'all') {
    return <span className="text-slate-700">{COUPON_SCOPE_LABELS.all}</span>;
  }
  const name = coupon.scope === 'course' ? coupon.courseTitle : coupon.batchName;
  return (
    <div className="max-w-44 min-w-28">
      <p className="line-clamp-2 font-medium text-slate-800" title={name ?? undefined}>
        {name ?? '—'}
      </p>
      <p className="truncate text-xs text-slate-500" title={coupon.courseTitle ?? undefined}>
        {coupon.scope === 'course' ? 'Whole course' : (coupon.courseTitle ?? 'One batch')}
      </p>
    </div>
  );
}

/** The validity window in India time: '1 Jun 2030, 9:30 am – 30 Jun 2030, 11:59 pm'. */
export function CouponValidityCell({ coupon }: { coupon: Coupon }) {
  return (
    <p className="max-w-44 min-w-36 text-xs text-balance text-slate-800 tabular-nums">
      {formatDateTimeRange(coupon.validFrom, coupon.validUntil)}
    </p>
  );
}

/** Uses so far against the total limit and the per-student limit; opens the redemptions. */
export function CouponUsesCell({
  coupon,
  onOpen,
}: {
  coupon: Coupon;
  onOpen: (coupon: Coupon) => void;
}) {
  const limit = coupon.maxRedemptions ?? '∞';
  return (
    <button
      type="button"
      onClick={() => onOpen(coupon)}
      title="See who used it"
      aria-label={`Redemptions of ${coupon.code}: ${coupon.redemptionCount} of ${coupon.maxRedemptions ?? 'unlimited'}`}
      data-testid="coupon-redemptions"
      className="group -mx-2 -my-1 rounded-lg px-2 py-1 text-left whitespace-nowrap hover:bg-brand-50"
    >
      <span className="flex items-center gap-1 font-medium text-slate-900 tabular-nums group-hover:text-brand-800">
        <span data-testid="coupon-uses">
          {coupon.redemptionCount} / {limit}
        </span>
        <ChevronRight
          className="size-3.5 text-slate-400 group-hover:text-brand-700"
          aria-hidden="true"
        />
      </span>
      <span className="block text-xs text-slate-500">{coupon.perUserLimit} per student</span>
    </button>
  );
}

/** The row's active switch: PATCH {isActive} with its own toast. */
export function CouponActiveCell({ coupon }: { coupon: Coupon }) {
  const update = useUpdateCoupon();
  const checked = update.isPending ? !coupon.isActive : coupon.isActive;
  return (
    <ActiveSwitch
      checked={checked}
      isPending={update.isPending}
      label={`Active: ${coupon.code}`}
      testId="coupon-active"
      onChange={(isActive) =>
        update.mutate({ id: coupon._id, patch: { isActive } }, { onError: toggleFailed })
      }
    />
  );
}
