import { useState } from 'react';

import { formatPaise, type Coupon } from '@app/shared';

import { Drawer } from '@/components/admin/drawer';
import { ListError } from '@/components/admin/list-error';
import { PaginationBar } from '@/components/admin/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/core/format-date';

import { useCouponRedemptions } from '../api/get-coupon-redemptions.ts';
import { couponValueLabel } from '../lib/money.ts';

/** A coupon's uses: who, for which batch, how much it took off, what they paid, when. */
export function CouponRedemptionsDrawer({
  coupon,
  onClose,
}: {
  coupon: Coupon | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={coupon !== null}
      onOpenChange={(open) => !open && onClose()}
      title={coupon ? `Redemptions of ${coupon.code}` : 'Redemptions'}
      description={
        coupon
          ? `${couponValueLabel(coupon)} off · used ${coupon.redemptionCount} of ${coupon.maxRedemptions ?? 'unlimited'}`
          : undefined
      }
      widthClassName="sm:max-w-xl"
      testId="redemptions-drawer"
    >
      {coupon && <RedemptionList key={coupon._id} couponId={coupon._id} />}
    </Drawer>
  );
}

function RedemptionList({ couponId }: { couponId: string }) {
  const [page, setPage] = useState(1);
  const query = useCouponRedemptions(couponId, page);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-brand-600" label="Loading redemptions" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ListError
        message="Failed to fetch redemptions"
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { redemptions, pagination } = query.data;
  if (redemptions.length === 0) {
    return (
      <div className="py-16 text-center" data-testid="redemptions-empty">
        <p className="text-base font-semibold text-slate-900">Not used yet.</p>
        <p className="mt-1 text-sm text-slate-600">
          Paid or free enrolments with this coupon show here.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        aria-busy={query.isFetching || undefined}
      >
        {redemptions.map((r) => (
          <li key={r._id} className="px-4 py-3" data-testid="redemption-row">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{r.user.name}</p>
                <p className="truncate text-xs text-slate-500">
                  {r.user.phone} · {r.user.email}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold text-slate-900 tabular-nums">
                  {formatPaise(r.totalPaise)}
                </p>
                <p className="text-xs text-emerald-700 tabular-nums">
                  {formatPaise(r.discountPaise)} off
                </p>
              </div>
            </div>
            <div className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
              <span className="min-w-0 truncate">
                {r.course.title} · {r.batch.name}
              </span>
              <time dateTime={r.createdAt} className="tabular-nums">
                {formatDateTime(r.createdAt)}
              </time>
            </div>
          </li>
        ))}
      </ul>
      <PaginationBar
        variant="compact"
        pagination={pagination}
        onPageChange={setPage}
        isDisabled={query.isFetching}
        itemLabel="redemptions"
      />
    </div>
  );
}
