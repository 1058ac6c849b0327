import type { WebinarStatus } from './webinar.schema.ts';

// Apart from the schemas so public pages can tell a webinar's status without loading zod.

/** upcoming before the start, live until start + duration, past after. */
export function webinarStatusAt(
  startTime: Date | string,
  durationMinutes: number,
  now: Date = new Date(),
): WebinarStatus {
  const start = new Date(startTime).getTime();
  const t = now.getTime();
  if (t < start) return 'upcoming';
  return t < start + durationMinutes * 60_000 ? 'live' : 'past';
}
