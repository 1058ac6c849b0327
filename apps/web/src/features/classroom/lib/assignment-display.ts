import type { AssignmentStatus } from '@app/shared';

export const ASSIGNMENT_STATUS_STYLES: Record<AssignmentStatus, string> = {
  not_submitted: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  submitted: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  late: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  graded: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const rtf = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** 'in 3 days', '2 hours ago', 'in 5 minutes': the largest whole unit to an instant. */
export function relativeTime(iso: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === 'minute') return rtf.format(Math.trunc(diff / ms), unit);
  }
  return '';
}
