import { formatPaise, PAYMENT_METHOD_LABELS, type Payment } from '@app/shared';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import { OrderStatusPill } from '@/components/admin/order-status-pill';
import { formatDateTime } from '@/core/format-date';

const col = adminColumnHelper<Payment>();

const columns = [
  col.accessor('createdAt', {
    header: 'Date',
    cell: (c) => (
      <time dateTime={c.getValue()} className="whitespace-nowrap">
        {formatDateTime(c.getValue())}
      </time>
    ),
    meta: { isCardTitle: true },
  }),
  col.accessor('amounts', {
    header: 'Amount',
    cell: (c) => {
      const a = c.getValue();
      const off = a.batchDiscountPaise + a.couponDiscountPaise;
      return (
        <div className="whitespace-nowrap tabular-nums">
          <p className="font-semibold text-slate-900">{formatPaise(a.totalPaise)}</p>
          <p className="text-xs text-slate-500">
            incl. GST {formatPaise(a.gstPaise)}
            {off > 0 && <> · {formatPaise(off)} off</>}
          </p>
        </div>
      );
    },
  }),
  col.accessor('method', {
    header: 'Method',
    cell: (c) => {
      const p = c.row.original;
      return (
        <div>
          <p className="whitespace-nowrap">{PAYMENT_METHOD_LABELS[c.getValue()]}</p>
          {p.couponCode && <p className="text-xs text-slate-500">Coupon {p.couponCode}</p>}
        </div>
      );
    },
  }),
  col.accessor('displayStatus', {
    header: 'Status',
    cell: (c) => {
      const p = c.row.original;
      const note = p.failureReason ?? p.rejectionReason;
      return (
        <div className="flex flex-col items-start gap-1">
          <OrderStatusPill status={c.getValue()} />
          {note && <p className="max-w-56 text-xs text-slate-500">{note}</p>}
          {p.reviewedBy && <p className="text-xs text-slate-500">Reviewed by {p.reviewedBy}</p>}
        </div>
      );
    },
  }),
  col.accessor('receiptNumber', {
    header: 'Receipt no.',
    cell: (c) => (
      <span className="font-mono text-sm whitespace-nowrap" data-testid="payment-receipt">
        {c.getValue() ?? '—'}
      </span>
    ),
  }),
  col.display({
    id: 'reference',
    header: 'Reference',
    cell: (c) => {
      const p = c.row.original;
      const ref = p.reference ?? p.gatewayPaymentId ?? p.gatewayOrderId;
      return ref ? (
        <span className="font-mono text-xs whitespace-nowrap text-slate-600">{ref}</span>
      ) : (
        <span className="text-slate-400">—</span>
      );
    },
  }),
];

/** A student's payments for one batch, newest first. */
export function StudentPaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <DataTable
      columns={columns}
      data={payments}
      getRowId={(p) => p._id}
      emptyMessage="No payments for this batch."
      emptyHint="Students who join with a staff enrolment or a free coupon may have none."
      caption="Payments"
      rowTestId="payment-row"
    />
  );
}
