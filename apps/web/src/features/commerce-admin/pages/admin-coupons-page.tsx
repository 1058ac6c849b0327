import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';

import { COUPON_STATUS_LABELS, COUPON_STATUSES, type Coupon } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { optionsOf } from '@/components/admin/list-filters';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListPage } from '@/components/admin/use-list-page';
import { Button } from '@/components/ui/button';

import type { CouponListParams } from '../api/commerce-admin-keys.ts';
import { COUPONS_FETCH_FAILED, useCoupons } from '../api/get-coupons.ts';
import { CouponFormDrawer, type CouponEditorState } from '../components/coupon-form-drawer.tsx';
import { CouponRedemptionsDrawer } from '../components/coupon-redemptions-drawer.tsx';
import { CouponsTable } from '../components/coupons-table.tsx';

const FILTER_SPEC = { status: { oneOf: COUPON_STATUSES } } as const;
const STATUS_OPTIONS = optionsOf(COUPON_STATUSES, COUPON_STATUS_LABELS);

/** /admin/coupons: discount codes with their limits, uses and an on/off switch. */
export default function AdminCouponsPage() {
  const list = useListPage(FILTER_SPEC);
  const { page, limit, search, filters } = list;
  const [editor, setEditor] = useState<CouponEditorState>({ mode: 'closed' });
  const [redemptionsOf, setRedemptionsOf] = useState<Coupon | null>(null);

  const params = useMemo<CouponListParams>(
    () => ({ page, limit, search, status: filters.status }),
    [page, limit, search, filters.status],
  );
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
          <Button size="sm" onClick={() => setEditor({ mode: 'new' })} data-testid="coupon-new">
            <Plus className="size-4" aria-hidden="true" />
            New coupon
          </Button>
        }
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="coupons"
        failedMessage={COUPONS_FETCH_FAILED}
        toolbar={
          <ListToolbar list={list} placeholder="Search by code" idPrefix="coupon">
            <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
              <FilterSelect
                label="Status"
                value={filters.status}
                onChange={(v) => list.setFilter('status', v)}
                options={STATUS_OPTIONS}
                anyLabel="Any status"
                testId="filter-status"
                className="w-48"
              />
            </FilterBar>
          </ListToolbar>
        }
      >
        <CouponsTable
          rows={data?.coupons ?? []}
          isLoading={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          onEdit={onEdit}
          onRedemptions={onRedemptions}
          emptyHint={
            list.isFiltered
              ? 'Try another code or clear the filters.'
              : 'Create one with “New coupon”.'
          }
        />
      </QueryListCard>

      <CouponFormDrawer state={editor} onClose={() => setEditor({ mode: 'closed' })} />
      <CouponRedemptionsDrawer coupon={redemptionsOf} onClose={() => setRedemptionsOf(null)} />
    </div>
  );
}
