import { z } from '../zod.ts';

/** The school works in India time; a calendar date filter covers that day in IST (+05:30). */
export const IST_OFFSET = '+05:30';

export const ZDateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date in the form YYYY-MM-DD')
  // A real calendar day: Date.parse rolls 2025-02-30 over to 2 March, PostgreSQL refuses it.
  .refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
  }, 'Enter a valid date');

/** First instant of an IST calendar day. */
export function istDayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000${IST_OFFSET}`);
}

/** First instant of the IST day after `date` (an exclusive upper bound). */
export function istDayEnd(date: string): Date {
  return new Date(istDayStart(date).getTime() + 24 * 60 * 60 * 1000);
}

/** A query value that may be repeated (?status=a&status=b) or given once: always an array. */
export function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z.array(item).max(20).optional(),
  );
}
