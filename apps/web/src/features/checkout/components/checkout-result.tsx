import { clsx } from 'clsx';
import {
  ArrowRight,
  CheckCircle2,
  Clock3,
  Download,
  RotateCw,
  Undo2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import {
  COMMERCE_MSG,
  PAYMENT_METHOD_LABELS,
  formatPaise,
  type Batch,
  type Payment,
} from '@app/shared';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { IconTextButton } from '@/components/ui/icon-text-button';
import { formatDateTime } from '@/core/format-date';

import { formatBatchDay, receiptUrl } from '../lib/display.ts';

type Tone = 'success' | 'danger' | 'pending';
const TONES: Record<Tone, { ring: string; icon: string }> = {
  success: { ring: 'bg-emerald-50 ring-emerald-50/60', icon: 'text-emerald-600' },
  danger: { ring: 'bg-red-50 ring-red-50/60', icon: 'text-red-600' },
  pending: { ring: 'bg-amber-50 ring-amber-50/60', icon: 'text-amber-600' },
};

function ResultShell({
  testId,
  tone,
  icon: Icon,
  title,
  message,
  details,
  actions,
  extra,
}: {
  testId: string;
  tone: Tone;
  icon: LucideIcon;
  title: string;
  message: ReactNode;
  /** shown under the message, outside its live region (e.g. a ticking seat hold) */
  extra?: ReactNode;
  details: { label: string; value: ReactNode; testId?: string }[];
  actions: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      className="card mx-auto max-w-xl animate-fade-in px-5 py-8 text-center sm:px-10 sm:py-10"
    >
      <span
        className={clsx(
          'mx-auto grid size-16 place-items-center rounded-full ring-8',
          TONES[tone].ring,
        )}
      >
        <Icon className={clsx('size-9', TONES[tone].icon)} aria-hidden="true" />
      </span>
      <h1
        id={`${testId}-title`}
        className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
      >
        {title}
      </h1>
      <div role="status" className="mt-2 text-base leading-relaxed text-slate-600">
        {message}
      </div>
      {extra && <div className="mt-5 text-left">{extra}</div>}
      <dl className="mt-7 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-slate-50/60 text-left text-sm">
        {details.map((d) => (
          <div key={d.label} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
            <dt className="shrink-0 text-slate-500">{d.label}</dt>
            <dd
              data-testid={d.testId}
              className="min-w-0 text-right font-semibold break-words text-slate-900"
            >
              {d.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-7 flex flex-col-reverse justify-center gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}

const orderDetails = (payment: Payment) => [
  { label: 'Course', value: payment.course.title },
  { label: 'Batch', value: payment.batch.name },
  { label: 'Starts', value: formatBatchDay(payment.batch.startDate) },
];

/** Enrolled: by payment or a 100 % coupon. */
export function CheckoutSuccess({ payment }: { payment: Payment }) {
  const isFree = payment.method === 'free' || payment.amounts.totalPaise === 0;
  return (
    <ResultShell
      testId="checkout-success"
      tone="success"
      icon={CheckCircle2}
      title="You're enrolled!"
      message={isFree ? COMMERCE_MSG.enrolledFree : COMMERCE_MSG.paymentSucceeded}
      details={[
        ...orderDetails(payment),
        {
          label: isFree ? 'Amount' : 'Amount paid',
          value: isFree ? 'Free' : formatPaise(payment.amounts.totalPaise),
          testId: 'success-amount',
        },
        ...(payment.couponCode ? [{ label: 'Coupon', value: payment.couponCode }] : []),
        ...(payment.receiptNumber
          ? [{ label: 'Receipt no.', value: payment.receiptNumber, testId: 'success-receipt' }]
          : []),
        ...(payment.paidAt ? [{ label: 'Paid on', value: formatDateTime(payment.paidAt) }] : []),
      ]}
      actions={
        <>
          {payment.status === 'paid' && payment.receiptNumber && (
            <a
              href={receiptUrl(payment._id)}
              download
              data-testid="success-receipt-link"
              className={buttonStyles({ variant: 'secondary', size: 'lg' })}
            >
              <Download className="size-4" aria-hidden="true" />
              Download receipt
            </a>
          )}
          <Link
            to={`/classroom?batch=${payment.batch._id}`}
            data-testid="success-classroom"
            className={buttonStyles({ size: 'lg' })}
          >
            Go to my classroom
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </>
      }
    />
  );
}

/** The gateway said no: nothing was taken, nothing was enrolled. */
export function CheckoutFailure({
  payment,
  onRetry,
  onChangeMethod,
  isRetrying,
  hold,
}: {
  payment: Payment;
  onRetry: () => void;
  onChangeMethod: () => void;
  isRetrying: boolean;
  /** the seat the order still holds, shown under the message */
  hold?: ReactNode;
}) {
  return (
    <ResultShell
      testId="checkout-failure"
      tone="danger"
      icon={XCircle}
      title="Payment didn't go through"
      message={
        <>
          {COMMERCE_MSG.paymentFailed}
          {payment.failureReason && payment.failureReason !== COMMERCE_MSG.paymentFailed && (
            <span className="mt-1 block text-sm text-slate-500">
              Reason: {payment.failureReason}
            </span>
          )}
        </>
      }
      extra={hold}
      details={[
        ...orderDetails(payment),
        { label: 'Amount', value: formatPaise(payment.amounts.totalPaise) },
        { label: 'Order', value: <span className="font-mono text-xs">{payment._id}</span> },
      ]}
      actions={
        <>
          <Button variant="secondary" size="lg" onClick={onChangeMethod} disabled={isRetrying}>
            Change payment method
          </Button>
          <IconTextButton
            icon={RotateCw}
            size="lg"
            data-testid="checkout-retry"
            onClick={onRetry}
            isLoading={isRetrying}
            loadingText="Starting payment..."
          >
            Try again
          </IconTextButton>
        </>
      }
    />
  );
}

/** The way on from a payment the student waits on: back to the course, or to their payments. */
function CourseAndPaymentsLinks({
  courseId,
  courseLabel,
}: {
  courseId: string;
  courseLabel: string;
}) {
  return (
    <>
      <Link
        to={`/courses/${courseId}`}
        className={buttonStyles({ variant: 'secondary', size: 'lg' })}
      >
        {courseLabel}
      </Link>
      <Link to="/profile#payments" className={buttonStyles({ size: 'lg' })}>
        View my payments
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </>
  );
}

/** A UPI / bank transfer waiting for staff to match it. */
export function CheckoutPending({ payment, batch }: { payment: Payment; batch: Batch }) {
  return (
    <ResultShell
      testId="checkout-pending"
      tone="pending"
      icon={Clock3}
      title="Payment details submitted"
      message={
        <>
          {COMMERCE_MSG.manualSubmitted}
          <span className="mt-1 block text-sm text-slate-500">
            This usually takes less than one working day. We will send you an SMS and e-mail, and
            the batch will appear in your classroom.
          </span>
        </>
      }
      details={[
        ...orderDetails(payment),
        { label: 'Amount', value: formatPaise(payment.amounts.totalPaise) },
        {
          label: 'Method',
          value: PAYMENT_METHOD_LABELS[payment.method],
        },
        ...(payment.reference
          ? [{ label: 'Reference', value: payment.reference, testId: 'pending-reference' }]
          : []),
        { label: 'Screenshot', value: payment.hasScreenshot ? 'Attached' : 'Not attached' },
      ]}
      actions={<CourseAndPaymentsLinks courseId={batch.course} courseLabel="Back to the course" />}
    />
  );
}

/**
 * The payment went through but the seat was gone by then (batch full or closed, enrolment
 * closed, already enrolled): not enrolled, the money is refunded in full; SMS and e-mail say so.
 */
export function CheckoutRefundDue({ payment, batch }: { payment: Payment; batch: Batch }) {
  return (
    <ResultShell
      testId="checkout-refund"
      tone="pending"
      icon={Undo2}
      title="Payment received, not enrolled"
      message={
        <>
          {COMMERCE_MSG.paymentRefundDue}
          {payment.failureReason && (
            <span data-testid="refund-reason" className="mt-1 block text-sm text-slate-500">
              Reason: {payment.failureReason}
            </span>
          )}
          <span className="mt-1 block text-sm text-slate-500">
            The refund goes back to the account you paid from. We have sent you an SMS and e-mail,
            and we will write again once it is done.
          </span>
        </>
      }
      details={[
        ...orderDetails(payment),
        { label: 'Amount to refund', value: formatPaise(payment.amounts.totalPaise) },
        { label: 'Order', value: <span className="font-mono text-xs">{payment._id}</span> },
      ]}
      actions={
        <CourseAndPaymentsLinks
          courseId={batch.course}
          courseLabel="Other batches of this course"
        />
      }
    />
  );
}
