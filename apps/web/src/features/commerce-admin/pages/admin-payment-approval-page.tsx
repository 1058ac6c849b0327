import { useMemo, useState } from 'react';

import type { Payment } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { QueryListCard } from '@/components/admin/query-list-card';
import { SearchInput } from '@/components/admin/search-input';
import { tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';

import type { ApprovalListParams, ApprovalStatus } from '../api/commerce-admin-keys.ts';
import { APPROVALS_FETCH_FAILED, usePaymentApprovals } from '../api/get-payment-approvals.ts';
import { ApprovalList } from '../components/approval-list.tsx';
import { ApprovalTabs } from '../components/approval-tabs.tsx';
import { ApproveDialog, RejectDialog } from '../components/review-dialogs.tsx';

const FILTER_SPEC = { status: { oneOf: ['pending_approval', 'paid', 'rejected'] } } as const;

/** /admin/paymentApproval: UPI and bank transfers waiting for a staff member to check them. */
export default function AdminPaymentApprovalPage() {
  const list = useListPage(FILTER_SPEC);
  const { page, limit, search } = list;
  const status: ApprovalStatus = list.filters.status || 'pending_approval';
  const [approving, setApproving] = useState<Payment | null>(null);
  const [rejecting, setRejecting] = useState<Payment | null>(null);

  const params = useMemo<ApprovalListParams>(
    () => ({ page, limit, search, status }),
    [page, limit, search, status],
  );
  const query = usePaymentApprovals(params);
  // The number waiting, whichever tab is open (one row is enough to read the total).
  const pending = usePaymentApprovals({
    page: 1,
    limit: 1,
    search: '',
    status: 'pending_approval',
  });
  const data = query.data;

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader
        title="Payment approval"
        description="UPI and bank transfers students reported. Check the reference against the account, then approve to enrol them or reject with a reason."
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="payments"
        failedMessage={APPROVALS_FETCH_FAILED}
        toolbar={
          <SearchInput
            value={search}
            onSearch={list.setSearch}
            placeholder="Search by name, phone or reference"
            label="Search by name, e-mail, phone or reference"
            testId="approval-search"
            className="sm:max-w-md"
          />
        }
        header={
          <ApprovalTabs
            value={status}
            onChange={(s) => list.setFilter('status', s === 'pending_approval' ? '' : s)}
            pendingCount={pending.data?.pagination.totalItems}
            isFetching={query.isFetching && !query.isPending}
          />
        }
      >
        <div role="tabpanel" aria-label="Payments">
          <ApprovalList
            status={status}
            payments={data?.payments ?? []}
            {...tableStateOf(query)}
            hasSearch={search !== ''}
            onApprove={setApproving}
            onReject={setRejecting}
          />
        </div>
      </QueryListCard>

      <ApproveDialog payment={approving} onClose={() => setApproving(null)} />
      <RejectDialog payment={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
