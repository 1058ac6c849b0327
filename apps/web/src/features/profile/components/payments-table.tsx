import { clsx } from 'clsx';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';

import {
  ORDER_EXPIRED_NOTE,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  formatPaise,
  type Payment,
} from '@app/shared';

import { InlineError } from '@/components/ui/inline-error';
import { TableHead } from '@/components/ui/table-head';
import { getErrorMessage } from '@/core/api-client';
import { formatDate, formatTime } from '@/core/format-date';

import { PAYMENTS_FAILED, usePayments } from '../api/get-payments.ts';
import { PAYMENT_STATUS_STYLES } from '../lib/display.ts';
import { ReceiptButton } from './receipt-button.tsx';
import { EmptyRows, RowsSkeleton } from './section-card.tsx';

const COLUMNS = [
  { label: 'Payment', className: 'py-2.5 pr-3 pl-6 font-semibold' },
  { label: 'Amount', className: 'px-3 py-2.5 text-right font-semibold' },
  { label: 'Status', className: 'px-3 py-2.5 font-semibold' },
  {
    label: <span className="sr-only">Receipt</span>,
    className: 'py-2.5 pr-6 pl-3 text-right font-semibold',
  },
];

function StatusBadge({ payment }: { payment: Payment }) {
  return (
    <span
      data-testid="payment-status"
      className={clsx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1',
        PAYMENT_STATUS_STYLES[payment.displayStatus],
      )}
    >
      {ORDER_STATUS_LABELS[payment.displayStatus]}
    </span>
  );
}

/**
 * A line under the status: why a paid order did not enrol (it is refunded), that an unpaid one
 * expired with its seat hold, or until when an open one still holds the seat.
 */
function StatusNote({ payment }: { payment: Payment }) {
  const note = 'mt-1 text-xs leading-snug text-slate-600';
  if (payment.status === 'refund_due' || payment.status === 'refunded') {
    return (
      <p data-testid="payment-refund-reason" className={note}>
        {(payment.failureReason ?? 'You were not enrolled').replace(/\.?$/, '.')}
        {payment.status === 'refund_due' ? ' A full refund is on its way.' : ' Refunded in full.'}
      </p>
    );
  }
  if (payment.displayStatus === 'abandoned') {
    return (
      <p data-testid="payment-expired-note" className={note}>
        {ORDER_EXPIRED_NOTE}
      </p>
    );
  }
  if (payment.displayStatus === 'created' && payment.seatHeldUntil) {
    return (
      <p data-testid="payment-held-note" className={note}>
        Seat held until {formatTime(payment.seatHeldUntil)}.{' '}
        <Link to={`/checkout/?batchId=${payment.batch._id}`} className="link font-semibold">
          Finish paying
        </Link>
      </p>
    );
  }
  return null;
}

/** Paid orders have a receipt to download, free enrolments (₹0) included. */
const hasReceipt = (p: Payment) => p.status === 'paid' && p.receiptNumber !== null;

const amountOf = (p: Payment) =>
  p.amounts.totalPaise === 0 ? 'Free' : formatPaise(p.amounts.totalPaise);

/** The student's payments, newest first: a table on wide screens, cards on a phone. */
export function PaymentsTable() {
  const { data: payments, error, refetch } = usePayments();
  if (error && !payments) {
    return (
      <InlineError
        testId="profile-payments-error"
        message={getErrorMessage(error, PAYMENTS_FAILED)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!payments) return <RowsSkeleton />;
  if (payments.length === 0) {
    return (
      <EmptyRows
        testId="profile-payments-empty"
        icon={ReceiptText}
        iconClassName="bg-slate-100 text-slate-600"
        text="No payments yet. Your receipts will be kept here."
        linkText="Find a course"
      />
    );
  }

  return (
    <>
      <div className="relative -mx-5 hidden overflow-x-auto sm:-mx-6 md:block">
        {/* Fixed columns: the course column takes what is left and truncates, so the table fits. */}
        <table data-testid="profile-payments" className="w-full table-fixed text-left text-sm">
          <colgroup>
            <col />
            <col className="w-36" />
            <col className="w-38" />
            <col className="w-30" />
          </colgroup>
          <TableHead
            columns={COLUMNS}
            rowClassName="border-b border-slate-100 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          />
          <tbody className="divide-y divide-slate-100">
            {payments.map((p) => (
              <tr
                key={p._id}
                data-testid="payment-row"
                data-payment-id={p._id}
                className="align-middle"
              >
                <td className="py-3 pr-3 pl-6">
                  <p className="truncate font-semibold text-slate-900" title={p.course.title}>
                    {p.course.title}
                  </p>
                  <p className="truncate text-xs text-slate-500">
                    <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time> · {p.batch.name}
                  </p>
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap">
                  <p className="font-semibold text-slate-900 tabular-nums">{amountOf(p)}</p>
                  <p className="text-xs text-slate-500">{PAYMENT_METHOD_LABELS[p.method]}</p>
                </td>
                <td className="px-3 py-3">
                  <StatusBadge payment={p} />
                  <StatusNote payment={p} />
                </td>
                <td className="py-3 pr-6 pl-3 text-right">
                  {hasReceipt(p) && <ReceiptButton payment={p} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul
        role="list"
        data-testid="profile-payments-cards"
        className="-my-2 divide-y divide-slate-100 md:hidden"
      >
        {payments.map((p) => (
          <li key={p._id} data-testid="payment-card" className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{p.course.title}</p>
                <p className="truncate text-xs text-slate-500">
                  {p.batch.name} · {formatDate(p.createdAt)}
                </p>
              </div>
              <p className="shrink-0 text-sm font-bold text-slate-900 tabular-nums">
                {amountOf(p)}
              </p>
            </div>
            <div className="mt-2 flex items-center justify-between gap-3">
              <p className="flex items-center gap-2 text-xs text-slate-600">
                <StatusBadge payment={p} />
                {PAYMENT_METHOD_LABELS[p.method]}
              </p>
              {hasReceipt(p) && <ReceiptButton payment={p} />}
            </div>
            <StatusNote payment={p} />
          </li>
        ))}
      </ul>
    </>
  );
}
