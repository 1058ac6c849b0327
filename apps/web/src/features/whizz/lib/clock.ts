import { plural } from '@app/shared';

/**
 * The quiz clocks follow the server, not the device: `offsetMs` is how far the server's clock
 * is ahead of this device's, measured when an answer carrying `serverNow` arrived.
 */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds from `now` (server time, ms) until `target` (ISO), never below 0. */
export function secondsUntil(target: string, now: number): number {
  const t = Date.parse(target);
  if (Number.isNaN(t)) return 0;
  return Math.max(0, Math.ceil((t - now) / 1000));
}

/** 3725 → "1:02:05", 75 → "01:15". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A countdown to a start in words: "2d 4h 10m", "3h 05m 09s", "04m 09s". */
export function formatCountdownLong(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const p = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d}d ${h}h ${p(m)}m`;
  if (h > 0) return `${h}h ${p(m)}m ${p(sec)}s`;
  return `${p(m)}m ${p(sec)}s`;
}

/** The time a student took, as the leaderboard and the result say it. */
export { formatSeconds as formatDuration } from '@/core/format-seconds';

/** Whole minutes in words: 1200 → "20 minutes", 4230 → "1 hour 10 minutes", 30 → "under a minute". */
export function formatMinutesWords(seconds: number): string {
  const total = Math.floor(Math.max(0, seconds) / 60);
  if (total === 0) return 'under a minute';
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return plural(m, 'minute');
  return m === 0 ? plural(h, 'hour') : `${plural(h, 'hour')} ${plural(m, 'minute')}`;
}

/**
 * How urgent an attempt's clock is: calm; the last five minutes (the last quarter of a short
 * attempt, so a five-minute sprint is not amber throughout); the last minute.
 */
export type ClockLevel = 'normal' | 'warning' | 'critical';
export function clockLevel(secondsLeft: number, totalSeconds = Infinity): ClockLevel {
  if (secondsLeft <= 60) return 'critical';
  if (secondsLeft <= Math.min(300, totalSeconds / 4)) return 'warning';
  return 'normal';
}
