import type { BatchStatus } from '@app/shared';

export { formatBatchDay } from '@/core/format-date';

export const percentOf = (done: number, total: number) =>
  total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;

export const STATUS_STYLES: Record<BatchStatus, string> = {
  upcoming: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  ongoing: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  completed: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** Days from today (IST) until a calendar day; negative when it has passed. */
export function daysUntil(day: string, now = new Date()): number {
  const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return Math.round(
    (Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** A lesson's length: '45 min', '2 h', '1 h 30 min'. */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}
