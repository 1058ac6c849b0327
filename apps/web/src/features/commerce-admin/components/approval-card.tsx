import { Check, CheckCircle2, X, XCircle } from 'lucide-react';

import { formatPaise, type Payment } from '@app/shared';

import { CopyButton } from '@/components/ui/copy-button';
import { IconTextButton } from '@/components/ui/icon-text-button';
import { formatDateTime } from '@/core/format-date';

import { ScreenshotThumb } from './screenshot-thumb.tsx';

/** One manual payment: who, what for, how much, the reference and proof, and the decision. */
export function ApprovalCard({
  payment,
  onApprove,
  onReject,
}: {
  payment: Payment;
  onApprove: (p: Payment) => void;
  onReject: (p: Payment) => void;
}) {
  const { user } = payment;
  return (
    <li
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5"
      data-testid="approval-card"
      data-payment-id={payment._id}
    >
      <div className="flex gap-4 sm:contents">
        <ScreenshotThumb
          paymentId={payment._id}
          hasScreenshot={payment.hasScreenshot}
          studentName={user.name}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div>
            <p className="font-semibold text-slate-900">{user.name}</p>
            <p className="text-sm text-slate-600">
              <a href={`tel:+91${user.phone}`} className="tabular-nums hover:text-brand-700">
                {user.phone}
              </a>
              {user.email && (
                <>
                  <span className="hidden sm:inline" aria-hidden="true">
                    {' · '}
                  </span>
                  <a
                    href={`mailto:${user.email}`}
                    title={user.email}
                    className="block truncate hover:text-brand-700 sm:inline"
                  >
                    {user.email}
                  </a>
                </>
              )}
            </p>
          </div>
          <p className="text-sm text-slate-800">
            <span className="font-medium">{payment.course.title}</span>
            <span className="text-slate-600"> · {payment.batch.name}</span>
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1 rounded-lg bg-slate-100 py-0.5 pr-0.5 pl-2.5">
              <span className="text-xs text-slate-600">Ref</span>
              <span
                className="font-mono font-semibold text-slate-900"
                data-testid="approval-reference"
              >
                {payment.reference ?? '—'}
              </span>
              {payment.reference && (
                <CopyButton
                  text={payment.reference}
                  label="Copy reference"
                  toastText="Reference copied"
                  testId="copy-reference"
                />
              )}
            </span>
            <span className="text-xs text-slate-600">
              Submitted{' '}
              <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
            </span>
          </div>
          <Outcome payment={payment} />
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 sm:items-end sm:border-0 sm:pt-0">
        <div className="sm:text-right">
          <p
            className="text-xl font-bold text-slate-900 tabular-nums"
            data-testid="approval-amount"
          >
            {formatPaise(payment.amounts.totalPaise)}
          </p>
          {payment.couponCode && (
            <p className="text-xs text-slate-500">
              Coupon <span className="font-mono font-semibold">{payment.couponCode}</span>
            </p>
          )}
        </div>
        {payment.status === 'pending_approval' && (
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <IconTextButton
              icon={X}
              variant="secondary"
              size="sm"
              onClick={() => onReject(payment)}
              data-testid="approval-reject"
              className="text-red-700 hover:border-red-300 hover:bg-red-50"
            >
              Reject
            </IconTextButton>
            <IconTextButton
              icon={Check}
              size="sm"
              onClick={() => onApprove(payment)}
              data-testid="approval-approve"
            >
              Approve
            </IconTextButton>
          </div>
        )}
      </div>
    </li>
  );
}

function Outcome({ payment }: { payment: Payment }) {
  if (payment.status === 'paid') {
    return (
      <p
        className="flex items-center gap-1.5 text-sm text-emerald-800"
        data-testid="approval-outcome"
      >
        <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
        Approved
        {payment.reviewedAt && ` ${formatDateTime(payment.reviewedAt)}`}
        {payment.receiptNumber && (
          <span className="text-slate-500"> · receipt {payment.receiptNumber}</span>
        )}
      </p>
    );
  }
  if (payment.status === 'rejected') {
    return (
      <div className="text-sm" data-testid="approval-outcome">
        <p className="flex items-center gap-1.5 text-red-700">
          <XCircle className="size-4 shrink-0" aria-hidden="true" />
          Rejected{payment.reviewedAt && ` ${formatDateTime(payment.reviewedAt)}`}
        </p>
        {payment.rejectionReason && (
          <p className="mt-1 rounded-lg bg-red-50 px-3 py-2 text-red-900">
            {payment.rejectionReason}
          </p>
        )}
      </div>
    );
  }
  return null;
}
