import type { BatchStatus, OrderDisplayStatus } from '@app/shared';

export { formatDay } from '@/core/format-date';

export const PAYMENT_STATUS_STYLES: Record<OrderDisplayStatus, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  created: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  pending_approval: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
  rejected: 'bg-red-50 text-red-800 ring-red-600/20',
  refund_due: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  abandoned: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export const BATCH_STATUS_STYLES: Record<BatchStatus, string> = {
  upcoming: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  ongoing: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  completed: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};
