import { useEffect, useMemo, useState } from 'react';

import type { Payment } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListCard } from '@/components/admin/list-card';
import { ListError } from '@/components/admin/list-error';
import { PaginationBar } from '@/components/admin/pagination-bar';
import { SearchInput } from '@/components/admin/search-input';
import { useListParams } from '@/components/admin/use-list-params';

import type { ApprovalListParams, ApprovalStatus } from '../api/commerce-admin-keys.ts';
import { APPROVALS_FETCH_FAILED, usePaymentApprovals } from '../api/get-payment-approvals.ts';
import { ApprovalList } from '../components/approval-list.tsx';
import { ApprovalTabs } from '../components/approval-tabs.tsx';
import { ApproveDialog, RejectDialog } from '../components/review-dialogs.tsx';

const FILTER_SPEC = { status: { oneOf: ['pending_approval', 'paid', 'rejected'] } } as const;

/** /admin/paymentApproval: UPI and bank transfers waiting for a staff member to check them. */
export default function AdminPaymentApprovalPage() {
  const list = useListParams(FILTER_SPEC);
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

  const lastPage = data?.pagination.totalPages ?? 1;
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader
        title="Payment approval"
        description="UPI and bank transfers students reported. Check the reference against the account, then approve to enrol them or reject with a reason."
      />

      <ListCard
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
        footer={
          data && !(query.isError && !data) ? (
            <PaginationBar
              pagination={data.pagination}
              onPageChange={list.setPage}
              onPageSizeChange={list.setLimit}
              itemLabel="payments"
            />
          ) : null
        }
      >
        <ApprovalTabs
          value={status}
          onChange={(s) => list.setFilter('status', s === 'pending_approval' ? '' : s)}
          pendingCount={pending.data?.pagination.totalItems}
          isFetching={query.isFetching && !query.isPending}
        />
        <div role="tabpanel" aria-label="Payments">
          {query.isError && !data ? (
            <ListError
              message={APPROVALS_FETCH_FAILED}
              detail={query.error.message}
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            />
          ) : (
            <ApprovalList
              status={status}
              payments={data?.payments ?? []}
              isLoading={query.isPending}
              isFetching={query.isFetching && !query.isPending}
              hasSearch={search !== ''}
              onApprove={setApproving}
              onReject={setRejecting}
            />
          )}
        </div>
      </ListCard>

      <ApproveDialog payment={approving} onClose={() => setApproving(null)} />
      <RejectDialog payment={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
