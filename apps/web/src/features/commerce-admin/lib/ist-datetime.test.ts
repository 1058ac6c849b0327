import { describe, expect, it } from 'vitest';

import { istDayAt, istInputToIso, isoToIstInput } from './ist-datetime.ts';

describe('IST date-time inputs', () => {
  it('shows an instant as India wall-clock time', () => {
    expect(isoToIstInput('2026-02-28T18:30:00.000Z')).toBe('2026-03-01T00:00');
    expect(isoToIstInput('2026-03-01T09:30:00+05:30')).toBe('2026-03-01T09:30');
    expect(isoToIstInput('not a date')).toBe('');
  });

  it('reads an input value as IST and round-trips', () => {
    const iso = istInputToIso('2026-03-01T09:30');
    expect(iso).toBe('2026-03-01T09:30:00+05:30');
    expect(new Date(iso).toISOString()).toBe('2026-03-01T04:00:00.000Z');
    expect(isoToIstInput(iso)).toBe('2026-03-01T09:30');
    expect(istInputToIso('2026-03-01')).toBe('');
  });

  it('builds defaults on the IST calendar day, not the UTC one', () => {
    // 20:00 UTC on 31 Jan is already 1 Feb in India.
    const now = new Date('2026-01-31T20:00:00Z');
    expect(istDayAt(0, '00:00', now)).toBe('2026-02-01T00:00:00+05:30');
    expect(istDayAt(30, '23:59', now)).toBe('2026-03-03T23:59:00+05:30');
  });
});
