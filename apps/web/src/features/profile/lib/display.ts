import type { BatchStatus, OrderDisplayStatus } from '@app/shared';

export const pluralize = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const PAYMENT_STATUS_STYLES: Record<OrderDisplayStatus, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  created: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  pending_approval: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
  rejected: 'bg-red-50 text-red-800 ring-red-600/20',
  abandoned: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export const BATCH_STATUS_STYLES: Record<BatchStatus, string> = {
  upcoming: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  ongoing: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  completed: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A batch's calendar day (YYYY-MM-DD, a day in India) as '5 Jan 2026'. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00+05:30`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
