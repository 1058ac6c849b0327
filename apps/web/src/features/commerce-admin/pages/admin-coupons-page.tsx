import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';

import { COUPON_STATUS_LABELS, COUPON_STATUSES, type Coupon } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListFilterBar, statusSelectField } from '@/components/admin/list-filter-bar';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { emptyHintOf, tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';
import { IconTextButton } from '@/components/ui/icon-text-button';

import { COUPONS_FETCH_FAILED, useCoupons } from '../api/get-coupons.ts';
import { CouponFormDrawer, type CouponEditorState } from '../components/coupon-form-drawer.tsx';
import { CouponRedemptionsDrawer } from '../components/coupon-redemptions-drawer.tsx';
import { CouponsTable } from '../components/coupons-table.tsx';

const FILTER_SPEC = { status: { oneOf: COUPON_STATUSES } } as const;
const FIELDS = [statusSelectField(COUPON_STATUSES, COUPON_STATUS_LABELS, { className: 'w-48' })];

/** /admin/coupons: discount codes with their limits, uses and an on/off switch. */
export default function AdminCouponsPage() {
  const list = useListPage(FILTER_SPEC);
  const { params } = list;
  const [editor, setEditor] = useState<CouponEditorState>({ mode: 'closed' });
  const [redemptionsOf, setRedemptionsOf] = useState<Coupon | null>(null);

  const query = useCoupons(params);
  const data = query.data;

  const onEdit = useCallback((coupon: Coupon) => setEditor({ mode: 'edit', coupon }), []);
  const onRedemptions = useCallback((coupon: Coupon) => setRedemptionsOf(coupon), []);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Coupons"
        description="Discount codes for checkout: how much they take off, when, where and how often."
        actions={
          <IconTextButton
            icon={Plus}
            size="sm"
            onClick={() => setEditor({ mode: 'new' })}
            data-testid="coupon-new"
          >
            New coupon
          </IconTextButton>
        }
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="coupons"
        failedMessage={COUPONS_FETCH_FAILED}
        toolbar={
          <ListToolbar list={list} placeholder="Search by code" idPrefix="coupon">
            <ListFilterBar list={list} fields={FIELDS} />
          </ListToolbar>
        }
      >
        <CouponsTable
          rows={data?.coupons ?? []}
          {...tableStateOf(query)}
          onEdit={onEdit}
          onRedemptions={onRedemptions}
          emptyHint={emptyHintOf(list.isFiltered, 'code', 'Create one with “New coupon”.')}
        />
      </QueryListCard>

      <CouponFormDrawer state={editor} onClose={() => setEditor({ mode: 'closed' })} />
      <CouponRedemptionsDrawer coupon={redemptionsOf} onClose={() => setRedemptionsOf(null)} />
    </div>
  );
}
