import { useCallback, useMemo, useState } from 'react';

import type { Payment } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { emptyHintOf, tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';

import type { FailedPaymentsParams } from '../api/commerce-admin-keys.ts';
import { FAILED_PAYMENTS_FETCH_FAILED, useFailedPayments } from '../api/get-failed-payments.ts';
import {
  FAILED_FILTER_SPEC,
  FailedPaymentsFilters,
} from '../components/failed-payments-filters.tsx';
import { FailedPaymentsTable } from '../components/failed-payments-table.tsx';
import { PaymentDetailDrawer } from '../components/payment-detail-drawer.tsx';

/**
 * /admin/payments ("Failed Payments"): online orders that failed or were left unpaid, and
 * payments that went through without a seat (refund due).
 */
export default function AdminFailedPaymentsPage() {
  const list = useListPage(FAILED_FILTER_SPEC);
  const { page, limit, search, filters } = list;
  const [openId, setOpenId] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<Payment | null>(null);

  const params = useMemo<FailedPaymentsParams>(
    () => ({
      page,
      limit,
      search,
      status: filters.status || 'all',
      resolved: filters.resolved || 'no',
      startDate: filters.startDate,
      endDate: filters.endDate,
    }),
    [page, limit, search, filters],
  );
  const query = useFailedPayments(params);
  const data = query.data;

  const openRow = useCallback((row: Payment) => {
    setOpenId(row._id);
    setSnapshot(row);
  }, []);
  // Follows the live row; the snapshot covers one that left the filter (e.g. just resolved).
  const selected = openId ? (data?.payments.find((p) => p._id === openId) ?? snapshot) : null;

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Failed payments"
        description="Online payments that failed, checkouts that expired unpaid (their seat hold lapsed), and payments that went through without a seat (refund due). Follow up or refund, then mark them resolved."
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="payments"
        failedMessage={FAILED_PAYMENTS_FETCH_FAILED}
        toolbar={
          <ListToolbar
            list={list}
            placeholder="Search by name, e-mail, phone, payment or order id"
            idPrefix="payment"
          >
            <FailedPaymentsFilters list={list} />
          </ListToolbar>
        }
      >
        <FailedPaymentsTable
          rows={data?.payments ?? []}
          {...tableStateOf(query)}
          onOpen={openRow}
          emptyHint={emptyHintOf(
            list.isFiltered,
            'search',
            'Every failed payment has been followed up.',
          )}
        />
      </QueryListCard>

      <PaymentDetailDrawer payment={selected} onClose={() => setOpenId(null)} />
    </div>
  );
}
