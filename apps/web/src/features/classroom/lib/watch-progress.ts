/**
 * How far a student has watched an embedded YouTube or Vimeo player, read from the messages the
 * players post to the page (their iframe APIs without their scripts): YouTube's `infoDelivery`
 * (after we post `listening`), Vimeo's `timeupdate` (after we subscribe on `ready`).
 */
export type PlayerKind = 'youtube' | 'vimeo';

/** A lesson video counts as watched from here on (it marks itself done). */
export const WATCHED_FRACTION = 0.9;

export type WatchState = { duration: number };

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The watched fraction (0–1) a player message tells, or null when it tells none. `state` keeps
 * the duration, which YouTube sends once and the time updates leave out.
 */
export function watchedFraction(kind: PlayerKind, data: unknown, state: WatchState): number | null {
  const msg = parse(data);
  if (!msg) return null;
  if (kind === 'youtube') {
    const info =
      msg.info && typeof msg.info === 'object' ? (msg.info as Record<string, unknown>) : null;
    if (!info || (msg.event !== 'infoDelivery' && msg.event !== 'initialDelivery')) return null;
    const duration = num(info.duration);
    if (duration && duration > 0) state.duration = duration;
    const time = num(info.currentTime);
    return time !== null && state.duration > 0 ? Math.min(1, time / state.duration) : null;
  }
  if (msg.event !== 'timeupdate' || !msg.data || typeof msg.data !== 'object') return null;
  const d = msg.data as Record<string, unknown>;
  const percent = num(d.percent);
  if (percent !== null) return Math.min(1, percent);
  const seconds = num(d.seconds);
  const duration = num(d.duration);
  return seconds !== null && duration ? Math.min(1, seconds / duration) : null;
}

/** The message that asks a player to start reporting, once it has loaded (or said `ready`). */
export function subscribeMessage(kind: PlayerKind): string {
  return kind === 'youtube'
    ? JSON.stringify({ event: 'listening', id: 1, channel: 'widget' })
    : JSON.stringify({ method: 'addEventListener', value: 'timeupdate' });
}

/** The player URL with its message API switched on. */
export function withPlayerApi(embedUrl: string, kind: PlayerKind, origin: string): string {
  const url = new URL(embedUrl);
  if (kind === 'youtube') {
    url.searchParams.set('enablejsapi', '1');
    url.searchParams.set('origin', origin);
  } else {
    url.searchParams.set('api', '1');
  }
  url.searchParams.set('rel', '0');
  return url.toString();
}
