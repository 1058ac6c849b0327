import { Inbox } from 'lucide-react';

import type { Payment } from '@app/shared';

import { TableLoading, TableNotice } from '@/components/admin/table-notice';

import type { ApprovalStatus } from '../api/commerce-admin-keys.ts';
import { ApprovalCard } from './approval-card.tsx';

const EMPTY: Record<ApprovalStatus, [string, string]> = {
  pending_approval: ['No payments waiting for approval.', 'New UPI and bank transfers show here.'],
  paid: ['No approved payments yet.', 'Payments you approve move here.'],
  rejected: ['No rejected payments.', 'Payments you reject move here with their reason.'],
};

/** The cards of one tab, with loading, refetching and empty states like the admin tables. */
export function ApprovalList({
  status,
  payments,
  isLoading,
  isFetching,
  hasSearch,
  onApprove,
  onReject,
}: {
  status: ApprovalStatus;
  payments: Payment[];
  isLoading: boolean;
  isFetching: boolean;
  hasSearch: boolean;
  onApprove: (p: Payment) => void;
  onReject: (p: Payment) => void;
}) {
  if (isLoading && payments.length === 0) return <TableLoading />;
  if (payments.length === 0) {
    const [title, hint] = EMPTY[status];
    return (
      <TableNotice
        icon={Inbox}
        tone="quiet"
        title={hasSearch ? 'No payments match this search.' : title}
        testId="table-empty"
      >
        <p className="text-sm text-slate-600">
          {hasSearch ? 'Try another name or reference.' : hint}
        </p>
      </TableNotice>
    );
  }
  return (
    <ul
      aria-label="Manual payments"
      aria-busy={isFetching || undefined}
      className="divide-y divide-slate-200"
    >
      {payments.map((p) => (
        <ApprovalCard key={p._id} payment={p} onApprove={onApprove} onReject={onReject} />
      ))}
    </ul>
  );
}
