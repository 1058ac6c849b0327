import type { KodexContest } from '@app/shared';

/** 3725 → "1:02:05" (the ranking's time column). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** 120 → "2 hours", 90 → "1 hr 30 min", 45 → "45 minutes". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} minute${m === 1 ? '' : 's'}`;
  if (m === 0) return `${h} hour${h === 1 ? '' : 's'}`;
  return `${h} hr ${m} min`;
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
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
