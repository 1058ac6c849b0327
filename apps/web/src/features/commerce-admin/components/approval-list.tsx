import { Inbox } from 'lucide-react';

import type { Payment } from '@app/shared';

import { Spinner } from '@/components/ui/spinner';

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
  if (isLoading && payments.length === 0) {
    return (
      <div
        data-testid="table-loading"
        className="flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-slate-600"
      >
        <Spinner className="size-7 text-brand-600" />
        <p role="status">Loading…</p>
      </div>
    );
  }
  if (payments.length === 0) {
    const [title, hint] = EMPTY[status];
    return (
      <div
        data-testid="table-empty"
        className="flex min-h-64 flex-col items-center justify-center gap-2 px-6 py-12 text-center"
      >
        <span className="mb-2 grid size-12 place-items-center rounded-xl bg-slate-100 text-slate-500">
          <Inbox className="size-6" aria-hidden="true" />
        </span>
        <p className="text-base font-semibold text-slate-900">
          {hasSearch ? 'No payments match this search.' : title}
        </p>
        <p className="text-sm text-slate-600">
          {hasSearch ? 'Try another name or reference.' : hint}
        </p>
      </div>
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
