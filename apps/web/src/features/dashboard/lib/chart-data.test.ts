import { describe, expect, it } from 'vitest';

import type { Dashboard } from '@app/shared';

import {
  dayTotal,
  fillDays,
  fillWeeks,
  isRangeEmpty,
  mondayOf,
  niceTicks,
  sourceBars,
} from './chart-data.ts';

const zeroDay = { kodr: 0, kodex: 0, webinars: 0, callbacks: 0 };

describe('fillDays', () => {
  it('gives every day of the range once, in order, keeping the API’s counts', () => {
    const rows = fillDays({ from: '2026-02-27', to: '2026-03-02' }, [
      { day: '2026-03-01', kodr: 2, kodex: 1, webinars: 0, callbacks: 3 },
      { day: '2026-02-27T00:00:00.000Z', kodr: 1, kodex: 0, webinars: 0, callbacks: 0 },
    ]);
    expect(rows.map((r) => r.day)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(rows[0]).toEqual({ day: '2026-02-27', kodr: 1, kodex: 0, webinars: 0, callbacks: 0 });
    expect(rows[1]).toEqual({ day: '2026-02-28', ...zeroDay });
    expect(dayTotal(rows[2]!)).toBe(6);
  });

  it('ignores rows outside the range', () => {
    const rows = fillDays({ from: '2026-03-01', to: '2026-03-01' }, [
      { day: '2026-02-01', kodr: 9, kodex: 0, webinars: 0, callbacks: 0 },
    ]);
    expect(rows).toEqual([{ day: '2026-03-01', ...zeroDay }]);
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // the Sunday after
    expect(mondayOf('2026-01-01')).toBe('2025-12-29'); // across a year
  });

  it('cover every week the range touches, with ₹0 for a week without payments', () => {
    const weeks = fillWeeks({ from: '2026-03-04', to: '2026-03-18' }, [
      { weekStart: '2026-03-09', revenuePaise: 500_000 },
    ]);
    expect(weeks).toEqual([
      { weekStart: '2026-03-02', revenuePaise: 0 },
      { weekStart: '2026-03-09', revenuePaise: 500_000 },
      { weekStart: '2026-03-16', revenuePaise: 0 },
    ]);
  });
});

describe('sourceBars', () => {
  it('names the empty source, merges blanks and sorts by leads', () => {
    const bars = sourceBars([
      { source: 'google', leads: 3, conversions: 1 },
      { source: '', leads: 5, conversions: 0 },
      { source: 'instagram', leads: 3, conversions: 2 },
      { source: ' ', leads: 1, conversions: 1 },
      { source: 'silent', leads: 0, conversions: 0 },
    ]);
    expect(bars).toEqual([
      { source: '', label: 'Direct / none', leads: 6, conversions: 1 },
      { source: 'instagram', label: 'instagram', leads: 3, conversions: 2 },
      { source: 'google', label: 'google', leads: 3, conversions: 1 },
    ]);
  });

  it('sums the tail into one bar past the limit, with the API’s own "other" row', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({
      source: `s${i}`,
      leads: 10 - i,
      conversions: 1,
    }));
    const bars = sourceBars([{ source: 'other', leads: 20, conversions: 2 }, ...rows], 4);
    expect(bars.map((b) => b.label)).toEqual(['s0', 's1', 's2', 'Other sources']);
    expect(bars[3]).toMatchObject({ source: 'other', leads: 20 + 7 + 6 + 5, conversions: 5 });
  });

  it('puts the API’s "other" row last, even when it is the biggest', () => {
    const bars = sourceBars([
      { source: 'other', leads: 50, conversions: 0 },
      { source: 'google', leads: 2, conversions: 1 },
    ]);
    expect(bars.map((b) => b.label)).toEqual(['google', 'Other sources']);
  });
});

describe('isRangeEmpty', () => {
  const figures: Dashboard['figures'] = {
    registrations: { kodr: 0, kodex: 0, webinars: 0, callbacks: 0, total: 0 },
    conversions: 0,
    revenuePaise: 0,
    newEnrolments: 0,
    openCallbacks: 4,
    activeBatches: 2,
    upcomingWebinars: 1,
    quizAttempts: 0,
  };
  const dashboard = (f: Partial<Dashboard['figures']>): Dashboard => ({
    range: { from: '2026-03-01', to: '2026-03-07' },
    figures: { ...figures, ...f },
    registrationsPerDay: [],
    revenuePerWeek: [],
    bySource: [],
    warnings: [],
  });

  it('does not count the figures that ignore the range', () => {
    expect(isRangeEmpty(dashboard({}))).toBe(true);
    expect(isRangeEmpty(dashboard({ quizAttempts: 1 }))).toBe(false);
    expect(isRangeEmpty(dashboard({ revenuePaise: 100 }))).toBe(false);
  });
});

describe('niceTicks', () => {
  it('uses round steps that reach past the largest value', () => {
    expect(niceTicks(32_522.83)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(niceTicks(400_000)).toEqual([0, 100_000, 200_000, 300_000, 400_000]);
    expect(niceTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(1_23_45_678)).toEqual([0, 50_00_000, 1_00_00_000, 1_50_00_000]);
  });

  it('still draws an axis with nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
