import { formatDateTime, formatTime, formatWeekdayDate, type KodexContest } from '@app/shared';

import type { ContestPhase } from './kodex-time.ts';

/** '15 Nov 2025, 7:00 pm IST'. */
export const istDateTime = (iso: string) => `${formatDateTime(iso)} IST`;
/** 'Sat, 15 Nov 2025'. */
export const istWeekday = (iso: string) => formatWeekdayDate(iso);
/** '7:00 pm IST'. */
export const istTime = (iso: string) => `${formatTime(iso)} IST`;

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
