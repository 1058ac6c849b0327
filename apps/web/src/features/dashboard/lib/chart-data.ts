import { REGISTRATION_SOURCES, type Dashboard, type RegistrationSource } from '@app/shared';

import { addDays, dayCount, type DayRange } from './date-range.ts';
import { sourceLabel } from './format.ts';

export type DayRow = Dashboard['registrationsPerDay'][number];
export type WeekRow = Dashboard['revenuePerWeek'][number];
export type SourceRow = Dashboard['bySource'][number];

export const KIND_LABELS: Record<RegistrationSource, string> = {
  kodr: 'Kodr',
  kodex: 'Kodex',
  webinars: 'Webinars',
  callbacks: 'Callbacks',
};

/** Every day of the range, in order, with zeros where the API sent no row. */
export function fillDays(range: DayRange, rows: readonly DayRow[]): DayRow[] {
  const byDay = new Map(rows.map((r) => [r.day.slice(0, 10), r]));
  const days = Math.max(0, Math.min(dayCount(range), 400));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(range.from, i);
    const row = byDay.get(day);
    return row ? { ...row, day } : { day, kodr: 0, kodex: 0, webinars: 0, callbacks: 0 };
  });
}

/** The Monday that starts the week of `day` (weeks run Monday to Sunday, as the API counts). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every week the range touches, in order, with ₹0 where the API sent no row. */
export function fillWeeks(range: DayRange, rows: readonly WeekRow[]): WeekRow[] {
  const byWeek = new Map(rows.map((r) => [r.weekStart.slice(0, 10), r.revenuePaise]));
  const first = mondayOf(range.from);
  const last = mondayOf(range.to);
  const weeks: WeekRow[] = [];
  for (let week = first; week <= last && weeks.length < 60; week = addDays(week, 7)) {
    weeks.push({ weekStart: week, revenuePaise: byWeek.get(week) ?? 0 });
  }
  return weeks;
}

export type SourceBar = SourceRow & { label: string };

/** The row the API sums every source past its top ten into (and a source called 'other'). */
export const OTHER_SOURCE = 'other';
export const OTHER_SOURCE_LABEL = 'Other sources';

/**
 * Sources by leads (then conversions), most first. Past `max` bars the rest join the API's
 * 'other' row in one "Other sources" bar, last, so the chart stays readable on a phone.
 */
export function sourceBars(rows: readonly SourceRow[], max = 8): SourceBar[] {
  const merged = new Map<string, SourceRow>();
  for (const row of rows) {
    // The API sends '' for no source; a blank or padded value is the same thing to staff.
    const key = row.source.trim();
    const seen = merged.get(key);
    merged.set(key, {
      source: key,
      leads: (seen?.leads ?? 0) + row.leads,
      conversions: (seen?.conversions ?? 0) + row.conversions,
    });
  }
  const other = merged.get(OTHER_SOURCE) ?? { source: OTHER_SOURCE, leads: 0, conversions: 0 };
  merged.delete(OTHER_SOURCE);
  const ranked = [...merged.values()]
    .filter((r) => r.leads > 0 || r.conversions > 0)
    .sort((a, b) => b.leads - a.leads || b.conversions - a.conversions)
    .map((r) => ({ ...r, label: sourceLabel(r.source) }));
  const hasOther = other.leads > 0 || other.conversions > 0;
  if (ranked.length <= max - (hasOther ? 1 : 0)) {
    return hasOther ? [...ranked, { ...other, label: OTHER_SOURCE_LABEL }] : ranked;
  }
  const kept = ranked.slice(0, max - 1);
  const tail = ranked.slice(max - 1).reduce(
    (sum, r) => ({
      ...sum,
      leads: sum.leads + r.leads,
      conversions: sum.conversions + r.conversions,
    }),
    { ...other, label: OTHER_SOURCE_LABEL },
  );
  return [...kept, tail];
}

export const dayTotal = (row: DayRow) =>
  REGISTRATION_SOURCES.reduce((sum, kind) => sum + row[kind], 0);

/** Nothing happened in the range (the "now" figures do not count: they ignore the range). */
export function isRangeEmpty(dashboard: Dashboard): boolean {
  const f = dashboard.figures;
  return (
    f.registrations.total === 0 &&
    f.conversions === 0 &&
    f.revenuePaise === 0 &&
    f.newEnrolments === 0 &&
    f.quizAttempts === 0
  );
}

/**
 * Round axis ticks from 0 to at least `max`: steps of 1, 2, 2.5 or 5 times a power of ten, about
 * `count` of them, so a ₹ axis reads ₹0, ₹10K, ₹20K… rather than ₹8.5K, ₹17K.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks = [0];
  while (ticks[ticks.length - 1]! < max) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}
