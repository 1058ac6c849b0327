import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { COUPON_STATUS_LABELS, COUPON_STATUSES, type Coupon } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSelect } from '@/components/admin/admin-select';
import { FilterBar } from '@/components/admin/filter-bar';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListParams } from '@/components/admin/use-list-params';
import { Button } from '@/components/ui/button';

import type { CouponListParams } from '../api/commerce-admin-keys.ts';
import { COUPONS_FETCH_FAILED, useCoupons } from '../api/get-coupons.ts';
import { CouponFormDrawer, type CouponEditorState } from '../components/coupon-form-drawer.tsx';
import { CouponRedemptionsDrawer } from '../components/coupon-redemptions-drawer.tsx';
import { CouponsTable } from '../components/coupons-table.tsx';

const FILTER_SPEC = { status: { oneOf: COUPON_STATUSES } } as const;

/** /admin/coupons: discount codes with their limits, uses and an on/off switch. */
export default function AdminCouponsPage() {
  const list = useListParams(FILTER_SPEC);
  const { page, limit, search, filters } = list;
  const [editor, setEditor] = useState<CouponEditorState>({ mode: 'closed' });
  const [redemptionsOf, setRedemptionsOf] = useState<Coupon | null>(null);

  const params = useMemo<CouponListParams>(
    () => ({ page, limit, search, status: filters.status }),
    [page, limit, search, filters.status],
  );
  const query = useCoupons(params);
  const data = query.data;

  const lastPage = data?.pagination.totalPages ?? 1;
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

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
          <ListToolbar
            search={search}
            onSearch={list.setSearch}
            placeholder="Search by code"
            testId="coupon-search"
            filtersId="coupon-filters"
            activeFilterCount={filters.status ? 1 : 0}
          >
            <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
              <div>
                <label
                  htmlFor="coupon-status-filter"
                  className="mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
                >
                  Status
                </label>
                <AdminSelect
                  id="coupon-status-filter"
                  data-testid="filter-status"
                  value={filters.status}
                  onChange={(e) =>
                    list.setFilter('status', e.target.value as CouponListParams['status'])
                  }
                  className="w-48"
                >
                  <option value="">Any status</option>
                  {COUPON_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {COUPON_STATUS_LABELS[s]}
                    </option>
                  ))}
                </AdminSelect>
              </div>
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
            search || list.hasFilters
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
