import { clsx } from 'clsx';
import { LockKeyhole, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { GST_LABEL, formatPaise, type Quote } from '@app/shared';

import { Button } from '@/components/ui/button';

type Line = {
  label: ReactNode;
  value: string;
  testId: string;
  tone?: 'saving' | 'muted';
  /** e.g. the rule above the subtotal */
  className?: string;
};

type OrderSummaryProps = {
  quote: Quote;
  isUpdating: boolean;
  coupon: ReactNode;
  payLabel: string;
  isPaying: boolean;
  payingLabel: string;
  canPay: boolean;
  alert?: ReactNode;
  note?: ReactNode;
};

/** The price card: list price, discounts, coupon, GST and the total, then the pay button. */
export function OrderSummary({
  quote,
  isUpdating,
  coupon,
  payLabel,
  isPaying,
  payingLabel,
  canPay,
  alert,
  note,
}: OrderSummaryProps) {
  const { amounts } = quote;
  const lines: Line[] = [
    { label: 'Course fee', value: formatPaise(amounts.basePaise), testId: 'summary-base' },
  ];
  if (amounts.batchDiscountPaise > 0) {
    lines.push({
      label: quote.batch.priceTitle
        ? `Batch discount (${quote.batch.priceTitle})`
        : 'Batch discount',
      value: `−${formatPaise(amounts.batchDiscountPaise)}`,
      testId: 'summary-batch-discount',
      tone: 'saving',
    });
  }
  if (quote.coupon && amounts.couponDiscountPaise > 0) {
    lines.push({
      label: (
        <>
          Coupon <span className="font-mono font-semibold">{quote.coupon.code}</span>
        </>
      ),
      value: `−${formatPaise(amounts.couponDiscountPaise)}`,
      testId: 'summary-coupon-discount',
      tone: 'saving',
    });
  }
  lines.push(
    {
      label: 'Subtotal',
      value: formatPaise(amounts.taxablePaise),
      testId: 'summary-subtotal',
      className: 'border-t border-dashed border-slate-200 pt-2.5',
    },
    { label: GST_LABEL, value: formatPaise(amounts.gstPaise), testId: 'summary-gst' },
  );
  const savings = amounts.batchDiscountPaise + amounts.couponDiscountPaise;

  return (
    <section
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
      className="card overflow-hidden"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id="order-summary-title" className="text-lg font-extrabold text-slate-900">
          Order summary
        </h2>
      </div>
      <div className="space-y-5 px-5 py-5 sm:px-6">
        {coupon}
        <dl
          aria-busy={isUpdating || undefined}
          className={clsx('space-y-2.5 text-sm transition-opacity', isUpdating && 'opacity-60')}
        >
          {lines.map((line) => (
            <div
              key={line.testId}
              className={clsx('flex items-baseline justify-between gap-4', line.className)}
            >
              <dt className="text-slate-600">{line.label}</dt>
              <dd
                data-testid={line.testId}
                className={clsx(
                  'font-semibold tabular-nums',
                  line.tone === 'saving' ? 'text-emerald-700' : 'text-slate-900',
                )}
              >
                {line.value}
              </dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="text-base font-bold text-slate-900">Total</dt>
            <dd
              data-testid="summary-total"
              className="text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums"
            >
              {quote.isFree ? 'Free' : formatPaise(amounts.totalPaise)}
            </dd>
          </div>
        </dl>
        {savings > 0 && (
          <p
            data-testid="summary-savings"
            className="rounded-lg bg-emerald-50 px-3 py-2 text-center text-xs font-semibold text-emerald-800"
          >
            You save {formatPaise(savings)} on this batch
          </p>
        )}
        {alert}
        <Button
          type="submit"
          size="lg"
          fullWidth
          data-testid="checkout-pay"
          isLoading={isPaying}
          loadingText={payingLabel}
          disabled={!canPay || isUpdating}
        >
          {!quote.isFree && <LockKeyhole className="size-4" aria-hidden="true" />}
          {payLabel}
        </Button>
        {note}
        <p data-testid="checkout-terms" className="text-center text-xs text-slate-600">
          By {quote.isFree ? 'enrolling' : 'paying'} you agree to the{' '}
          <Link to="/terms" target="_blank" className="font-semibold text-brand-700 underline">
            Terms
          </Link>{' '}
          and the{' '}
          <Link to="/refunds" target="_blank" className="font-semibold text-brand-700 underline">
            Refund policy
          </Link>
          .
        </p>
        <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
          <ShieldCheck className="size-3.5 text-emerald-600" aria-hidden="true" />
          Total includes {GST_LABEL} · Receipt in your profile
        </p>
      </div>
    </section>
  );
}
