// A batch's status by the calendar, apart from the schemas so public pages can show it without
// loading zod.

export const BATCH_STATUSES = ['upcoming', 'ongoing', 'completed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
};
export const BATCH_CURRENCY = 'INR';
export const DEFAULT_BATCH_SEATS = 60;

/** Today's calendar date in India time (YYYY-MM-DD). */
export function istToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * Status follows the calendar (IST): upcoming before startDate, ongoing from startDate through
 * endDate, completed after endDate. Stored nowhere, so it is never stale.
 */
export function batchStatus(startDate: string, endDate: string, today = istToday()): BatchStatus {
  if (today < startDate) return 'upcoming';
  if (today <= endDate) return 'ongoing';
  return 'completed';
}
