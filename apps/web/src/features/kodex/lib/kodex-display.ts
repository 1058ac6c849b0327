import type { KodexContest } from '@app/shared';

import { formatDateTime } from '@/core/format-date';

import type { ContestPhase } from './kodex-time.ts';

const weekdayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '15 Nov 2025, 7:00 pm IST'. */
export const istDateTime = (iso: string) => `${formatDateTime(iso)} IST`;
/** 'Sat, 15 Nov 2025'. */
export const istWeekday = (iso: string) => weekdayFormat.format(new Date(iso));
/** '7:00 pm IST'. */
export const istTime = (iso: string) => `${timeFormat.format(new Date(iso))} IST`;

export const PHASE_LABELS: Record<ContestPhase, string> = {
  registration_soon: 'Registration opens soon',
  registration_open: 'Registration open',
  registration_closed: 'Registration closed',
  live: 'Live now',
  finished: 'Finished',
};

/** The ranking page's default: the featured contest once it has started, else the last finished one. */
export function defaultRankingContest(
  featured: KodexContest | null,
  past: KodexContest[],
): KodexContest | null {
  if (featured && featured.state !== 'upcoming') return featured;
  return past[0] ?? featured;
}
