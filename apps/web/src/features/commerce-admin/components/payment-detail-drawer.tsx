import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatPaise, ORDER_STATUS_LABELS, type Payment, type PaymentEvent } from '@app/shared';

import { Drawer } from '@/components/admin/drawer';
import { ListError } from '@/components/admin/list-error';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/core/format-date';

import { usePaymentDetail } from '../api/get-payment-detail.ts';
import { methodLabel, reasonText } from './payment-cells.tsx';
import { ResolvePaymentForm } from './resolve-payment-form.tsx';
import { PaymentStatusPill } from './status-pill.tsx';

/** One failed or abandoned payment in full: amounts, ids, gateway events, resolution. */
export function PaymentDetailDrawer({
  payment,
  onClose,
}: {
  /** The row clicked: shown at once while the detail loads. */
  payment: Payment | null;
  onClose: () => void;
}) {
  const detail = usePaymentDetail(payment?._id ?? null);
  const current = detail.data?.payment ?? payment;
  return (
    <Drawer
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={current ? current.user.name || 'Payment' : 'Payment'}
      description={current ? `${current.course.title} · ${current.batch.name}` : undefined}
      widthClassName="sm:max-w-lg"
      testId="payment-drawer"
    >
      {current && (
        <div className="space-y-6">
          <Summary payment={current} />
          <Amounts payment={current} />
          <Ids payment={current} />
          <section aria-labelledby="payment-events">
            <SectionTitle id="payment-events">Timeline</SectionTitle>
            {detail.isPending ? (
              <div className="flex justify-center py-6">
                <Spinner className="size-5 text-brand-600" label="Loading events" />
              </div>
            ) : detail.isError ? (
              <ListError
                message="Failed to load the payment"
                detail={detail.error.message}
                onRetry={() => void detail.refetch()}
                isRetrying={detail.isFetching}
              />
            ) : (
              <Timeline payment={current} events={detail.data.events} />
            )}
          </section>
          <Resolution key={current._id} payment={current} />
        </div>
      )}
    </Drawer>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
      {children}
    </h3>
  );
}

function Summary({ payment }: { payment: Payment }) {
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2.5 text-sm">
      <dt className="text-slate-500">Status</dt>
      <dd>
        <PaymentStatusPill status={payment.displayStatus} />
      </dd>
      <dt className="text-slate-500">Reason</dt>
      <dd className="text-slate-800">{reasonText(payment)}</dd>
      <dt className="text-slate-500">Method</dt>
      <dd className="text-slate-800">{methodLabel(payment)}</dd>
      <dt className="text-slate-500">Student</dt>
      <dd className="min-w-0 text-slate-800">
        <a href={`tel:+91${payment.user.phone}`} className="tabular-nums hover:text-brand-700">
          {payment.user.phone}
        </a>
        <br />
        <a href={`mailto:${payment.user.email}`} className="break-all hover:text-brand-700">
          {payment.user.email}
        </a>
      </dd>
      <dt className="text-slate-500">Attempted</dt>
      <dd className="text-slate-800">{formatDateTime(payment.createdAt)}</dd>
    </dl>
  );
}

function Amounts({ payment }: { payment: Payment }) {
  const a = payment.amounts;
  const line = (label: ReactNode, paise: number, minus = false) => (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900 tabular-nums">
        {minus && paise > 0 ? '−' : ''}
        {formatPaise(paise)}
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="payment-amounts">
      <SectionTitle id="payment-amounts">Amounts</SectionTitle>
      <dl className="space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm">
        {line('Batch price', a.basePaise)}
        {a.batchDiscountPaise > 0 && line('Batch discount', a.batchDiscountPaise, true)}
        {a.couponDiscountPaise > 0 &&
          line(
            <>
              Coupon{' '}
              {payment.couponCode && (
                <span className="font-mono text-xs font-semibold">{payment.couponCode}</span>
              )}
            </>,
            a.couponDiscountPaise,
            true,
          )}
        {line('Taxable', a.taxablePaise)}
        {line('GST', a.gstPaise)}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold">
          <dt className="text-slate-900">Total</dt>
          <dd className="text-slate-900 tabular-nums" data-testid="payment-total">
            {formatPaise(a.totalPaise)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Ids({ payment }: { payment: Payment }) {
  const ids: [string, string | null][] = [
    ['Payment id', payment._id],
    ['Gateway order', payment.gatewayOrderId],
    ['Gateway payment', payment.gatewayPaymentId],
    ['Reference', payment.reference],
  ];
  return (
    <section aria-labelledby="payment-ids">
      <SectionTitle id="payment-ids">Identifiers</SectionTitle>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {ids
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label} className="flex items-center gap-3 py-1 pr-1 pl-3">
              <dt className="w-32 shrink-0 text-slate-500">{label}</dt>
              <dd className="flex min-w-0 flex-1 items-center gap-2">
                <span
                  className="min-w-0 flex-1 truncate font-mono text-xs text-slate-800"
                  title={value!}
                >
                  {value}
                </span>
                <CopyButton text={value!} label={`Copy ${label.toLowerCase()}`} />
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function Timeline({ payment, events }: { payment: Payment; events: PaymentEvent[] }) {
  const items = [
    { _id: 'created', label: 'Order created', detail: methodLabel(payment), at: payment.createdAt },
    ...events.map((e) => ({
      _id: e._id,
      label: e.event,
      detail: `${e.source} · ${e.outcome}`,
      at: e.createdAt,
    })),
  ];
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" data-testid="payment-events">
      {items.map((item) => (
        <li key={item._id} className="relative">
          <span
            className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand-500 ring-4 ring-white"
            aria-hidden="true"
          />
          <p className="text-sm font-medium text-slate-900">{item.label}</p>
          <p className="text-xs text-slate-600">
            {item.detail} · <time dateTime={item.at}>{formatDateTime(item.at)}</time>
          </p>
        </li>
      ))}
      {events.length === 0 && (
        <li className="text-xs text-slate-500">No gateway events were received for this order.</li>
      )}
    </ol>
  );
}

function Resolution({ payment }: { payment: Payment }) {
  if (payment.resolvedAt) {
    return (
      <section
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm"
        data-testid="payment-resolution"
      >
        <p className="flex items-center gap-2 font-semibold text-emerald-900">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Resolved {formatDateTime(payment.resolvedAt)}
        </p>
        {payment.resolutionNote && (
          <p className="mt-1.5 whitespace-pre-wrap text-emerald-900">{payment.resolutionNote}</p>
        )}
      </section>
    );
  }
  if (!['failed', 'abandoned', 'refund_due'].includes(payment.displayStatus)) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        This payment is now “{ORDER_STATUS_LABELS[payment.displayStatus]}”; nothing to resolve.
      </p>
    );
  }
  return <ResolvePaymentForm paymentId={payment._id} isRefund={payment.status === 'refund_due'} />;
}
