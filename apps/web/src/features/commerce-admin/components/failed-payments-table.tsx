import { CheckCircle2 } from 'lucide-react';

import { formatPaise, type Payment } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import type { ListTableProps } from '@/components/admin/table-state';

import {
  CourseBatchCell,
  methodLabel,
  reasonText,
  StudentCell,
  WhenCell,
} from './payment-cells.tsx';
import { PaymentStatusPill } from './status-pill.tsx';

const col = adminColumnHelper<Payment>();

const columns = [
  col.accessor('createdAt', {
    header: 'Date',
    cell: (c) => <WhenCell iso={c.getValue()} />,
  }),
  col.accessor('user', {
    header: 'Student',
    cell: (c) => <StudentCell user={c.getValue()} />,
    meta: { isCardTitle: true },
  }),
  col.display({
    id: 'course',
    header: 'Course / batch',
    cell: (c) => <CourseBatchCell payment={c.row.original} />,
  }),
  col.display({
    id: 'amount',
    header: 'Amount',
    cell: (c) => (
      <div className="whitespace-nowrap">
        <p className="font-semibold text-slate-900 tabular-nums">
          {formatPaise(c.row.original.amounts.totalPaise)}
        </p>
        <p className="text-xs text-slate-500">{methodLabel(c.row.original)}</p>
      </div>
    ),
  }),
  col.display({
    id: 'status',
    header: 'Status and reason',
    cell: (c) => {
      const p = c.row.original;
      return (
        <div className="max-w-60 min-w-40 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <PaymentStatusPill status={p.displayStatus} />
            {p.resolvedAt && (
              <span
                className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700"
                data-testid="payment-resolved"
              >
                <CheckCircle2 className="size-3.5" aria-hidden="true" />
                Resolved
              </span>
            )}
          </div>
          <p className="line-clamp-2 text-xs text-slate-600" title={reasonText(p)}>
            {reasonText(p)}
          </p>
        </div>
      );
    },
  }),
];

const TEXTS: TableTexts = {
  emptyMessage: 'No failed, abandoned or refund-due payments.',
  caption: 'Failed, abandoned and refund-due payments',
  rowTestId: 'payment-row',
};

export function FailedPaymentsTable({
  onOpen,
  ...state
}: ListTableProps<Payment> & {
  onOpen: (payment: Payment) => void;
}) {
  return <RecordsTable columns={columns} onRowClick={onOpen} texts={TEXTS} {...state} />;
}
