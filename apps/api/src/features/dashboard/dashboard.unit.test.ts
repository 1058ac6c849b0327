import { describe, expect, it } from 'vitest';

import { zeroTotals, type StatRow } from './dashboard.repo.ts';
import { assemble, OTHER_SOURCE, resolveRange, TOP_SOURCES } from './dashboard.service.ts';

const now = { openCallbacks: 0, activeBatches: 0, upcomingWebinars: 0 };
const ZERO = zeroTotals();
/** One source's row, as the per-source grouping set returns it. */
const bySource = (source: string, counts: Partial<typeof ZERO>): StatRow => ({
  ...ZERO,
  ...counts,
  day: null,
  source,
});

describe('assemble: the UTM breakdown', () => {
  it(`keeps the top ${TOP_SOURCES} sources by leads and sums the rest into '${OTHER_SOURCE}'`, () => {
    const rows = Array.from({ length: 14 }, (_, i) =>
      bySource(`s${i}`, { kodr: 100 - i, payment: i === 0 ? 2 : i === 13 ? 5 : 0 }),
    );
    rows.push(bySource(OTHER_SOURCE, { webinar: 1 })); // a real source called 'other' joins the sum
    rows.push(bySource('s99', { enrolment: 50 })); // neither leads nor conversions: left out
    const d = assemble({ from: '2025-01-01', to: '2025-01-01' }, rows, now);
    expect(d.bySource).toHaveLength(TOP_SOURCES + 1);
    expect(d.bySource[0]).toEqual({ source: 's0', leads: 100, conversions: 2 });
    expect(d.bySource[TOP_SOURCES - 1]!.source).toBe('s9');
    // s10 … s13: 90 + 89 + 88 + 87 leads, s13's 5 conversions, and 'other' itself: 1 lead
    expect(d.bySource.at(-1)).toEqual({ source: OTHER_SOURCE, leads: 355, conversions: 5 });
  });

  it('lists a source that only converted, after those with leads', () => {
    const rows = [
      bySource('partner', { payment: 1 }),
      bySource('google', { callback: 1, kodex: 2, kodr: 3, webinar: 4, payment: 0 }),
    ];
    const d = assemble({ from: '2025-01-01', to: '2025-01-01' }, rows, now);
    expect(d.bySource).toEqual([
      { source: 'google', leads: 10, conversions: 0 },
      { source: 'partner', leads: 0, conversions: 1 },
    ]);
  });
});

describe('assemble: weeks', () => {
  it('puts each day in its Monday-start week, across a year end', () => {
    const pay = (day: string, amount: number): StatRow => ({
      ...ZERO,
      day,
      source: null,
      payment: 1,
      revenuePaise: amount,
    });
    const d = assemble(
      { from: '2025-12-28', to: '2026-01-05' },
      [pay('2025-12-28', 1), pay('2025-12-29', 2), pay('2026-01-04', 3), pay('2026-01-05', 4)],
      now,
    );
    expect(d.revenuePerWeek).toEqual([
      { weekStart: '2025-12-22', revenuePaise: 1 },
      { weekStart: '2025-12-29', revenuePaise: 5 },
      { weekStart: '2026-01-05', revenuePaise: 4 },
    ]);
    expect(d.figures.revenuePaise).toBe(10);
    expect(d.figures.conversions).toBe(4);
    expect(d.registrationsPerDay).toHaveLength(9);
  });
});

describe('resolveRange', () => {
  it('fills the missing end', () => {
    expect(resolveRange({}, '2025-03-01')).toEqual({ from: '2025-01-31', to: '2025-03-01' });
    expect(resolveRange({ from: '2025-02-20' }, '2025-03-01')).toEqual({
      from: '2025-02-20',
      to: '2025-03-01',
    });
  });

  it('refuses a one-sided range that ends up backwards', () => {
    expect(() => resolveRange({ from: '2025-03-02' }, '2025-03-01')).toThrow('Validation Error');
  });
});
