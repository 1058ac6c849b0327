import type { KodexContest } from '@app/shared';

/** 3725 → "1:02:05" (the ranking's time column). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Where a contest stands at `now` (the page's clock, so a countdown flips without a refetch). */
export type ContestPhase =
  'registration_soon' | 'registration_open' | 'registration_closed' | 'live' | 'finished';

export function contestPhase(contest: KodexContest, now: number): ContestPhase {
  const at = (iso: string) => Date.parse(iso);
  if (now >= at(contest.endsAt)) return 'finished';
  if (now >= at(contest.startDate)) return 'live';
  if (now < at(contest.registrationOpensAt)) return 'registration_soon';
  if (now < at(contest.registrationClosesAt)) return 'registration_open';
  return 'registration_closed';
}

/** The moment the countdown counts to in each phase, with its label. */
export function countdownTarget(
  contest: KodexContest,
  phase: ContestPhase,
): { label: string; at: string } | null {
  switch (phase) {
    case 'registration_soon':
      return { label: 'Registration opens in', at: contest.registrationOpensAt };
    case 'registration_open':
    case 'registration_closed':
      return { label: 'Contest starts in', at: contest.startDate };
    case 'live':
      return { label: 'Contest ends in', at: contest.endsAt };
    case 'finished':
      return null;
  }
}
