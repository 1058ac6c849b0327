import { PAYMENT_METHOD_LABELS, type Payment } from '@app/shared';

import { formatDate, formatTime } from '@/core/format-date';

/** Date over time, India time. */
export function WhenCell({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="flex flex-col whitespace-nowrap">
      <span className="text-slate-800">{formatDate(iso)}</span>
      <span className="text-xs text-slate-500">{formatTime(iso)}</span>
    </time>
  );
}

/** Name, then phone and e-mail (links). */
export function StudentCell({ user }: { user: Payment['user'] }) {
  return (
    <div className="max-w-52 min-w-40">
      <p className="truncate font-semibold text-slate-900">{user.name || '—'}</p>
      <a
        href={`tel:+91${user.phone}`}
        className="block text-sm font-normal whitespace-nowrap text-slate-600 tabular-nums hover:text-brand-700"
      >
        {user.phone}
      </a>
      {user.email && (
        <a
          href={`mailto:${user.email}`}
          title={user.email}
          className="block truncate text-xs font-normal text-slate-500 hover:text-brand-700"
        >
          {user.email}
        </a>
      )}
    </div>
  );
}

export function CourseBatchCell({ payment }: { payment: Payment }) {
  return (
    <div className="max-w-52 min-w-36">
      <p className="line-clamp-2 font-medium text-slate-800" title={payment.course.title}>
        {payment.course.title}
      </p>
      <p className="truncate text-xs text-slate-500" title={payment.batch.name}>
        {payment.batch.name}
      </p>
    </div>
  );
}

/** 'Online · Razorpay', 'Online · Test gateway', 'UPI / bank transfer'… */
export function methodLabel(payment: Pick<Payment, 'method' | 'gateway'>): string {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  if (payment.method !== 'online' || !payment.gateway) return method;
  return `${method} · ${payment.gateway === 'razorpay' ? 'Razorpay' : 'Test gateway'}`;
}

/** Why it did not complete, in a line. */
export function reasonText(payment: Payment): string {
  if (payment.failureReason) return payment.failureReason;
  if (payment.displayStatus === 'abandoned') return 'Seat hold lapsed before payment';
  return '—';
}
