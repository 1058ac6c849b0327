import { plural } from '@app/shared';

/** Time left and lengths in plain words, for the public event pages (Kodex contests, webinars). */

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** A span in ms split into whole days, hours, minutes and seconds (never negative). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** 120 → "2 hours", 90 → "1 hr 30 min", 45 → "45 minutes". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return plural(m, 'minute');
  if (m === 0) return plural(h, 'hour');
  return `${h} hr ${m} min`;
}
