import { istToday, ZDashboardQuery } from '@app/shared';

/**
 * The dashboard's date range lives in the URL so a reload or a shared link shows the same
 * figures: `?range=7d|90d|ytd` for a preset (none: the default, last 30 days) or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` for a custom range. Days are India-time calendar days.
 */
export const RANGE_PRESETS = ['7d', '30d', '90d', 'ytd'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = '30d';

export const PRESET_LABELS: Record<RangePreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  ytd: 'This year',
};

export type DayRange = { from: string; to: string };
export type DashboardRange = DayRange & {
  preset: RangePreset | 'custom';
  /** Why a custom range from the URL cannot be asked for (the shared schema's words), or null. */
  error: string | null;
};

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
export const BOTH_DATES_REQUIRED = 'Choose both a start and an end date';

/** Calendar arithmetic on YYYY-MM-DD days (UTC midnight, so no zone or DST can shift them). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted: 2026-01-01 → 2026-01-07 is 7. */
export function dayCount({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The days a preset covers, ending today (IST). */
export function presetRange(preset: RangePreset, today: string = istToday()): DayRange {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'ytd':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

const isPreset = (value: string | null): value is RangePreset =>
  (RANGE_PRESETS as readonly string[]).includes(value ?? '');

/** A custom range's problem in the shared schema's words (the API says the same), or null. */
export function customRangeError(from: string, to: string): string | null {
  if (!from || !to) return BOTH_DATES_REQUIRED;
  const parsed = ZDashboardQuery.safeParse({ from, to });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? BOTH_DATES_REQUIRED);
}

/** The range the URL asks for; anything unreadable falls back to the default preset. */
export function readRange(params: URLSearchParams, today: string = istToday()): DashboardRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (from || to) {
    const error = customRangeError(from, to);
    // An unusable custom range still shows its dates in the inputs, with the reason.
    return { preset: 'custom', from, to, error };
  }
  const raw = params.get('range');
  const preset = isPreset(raw) ? raw : DEFAULT_PRESET;
  return { preset, ...presetRange(preset, today), error: null };
}

export type RangeChoice = { preset: RangePreset } | { preset: 'custom'; from: string; to: string };

/** The URL query for a choice, keeping any other parameters; the default preset leaves none. */
export function writeRange(current: URLSearchParams, choice: RangeChoice): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if (choice.preset === 'custom') {
    next.set('from', choice.from);
    next.set('to', choice.to);
  } else if (choice.preset !== DEFAULT_PRESET) {
    next.set('range', choice.preset);
  }
  return next;
}

export const isDay = (value: string) => DAY_RE.test(value);
