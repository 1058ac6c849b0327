import { describe, expect, it } from 'vitest';

import { isoToIstInput, istDayAt, istInputToIso, istNextHour } from './ist-datetime.ts';

describe('IST date-time inputs', () => {
  it('shows an instant as India wall-clock time', () => {
    expect(isoToIstInput('2026-02-28T18:30:00.000Z')).toBe('2026-03-01T00:00');
    expect(isoToIstInput('2026-03-01T09:30:00+05:30')).toBe('2026-03-01T09:30');
    expect(isoToIstInput('2026-03-01T13:00:00.000Z')).toBe('2026-03-01T18:30');
    expect(isoToIstInput(Date.parse('2030-01-05T13:00:00Z'))).toBe('2030-01-05T18:30');
    expect(isoToIstInput(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01T00:30');
    expect(isoToIstInput('not a date')).toBe('');
    expect(isoToIstInput('')).toBe('');
  });

  it('reads an input value as IST and round-trips', () => {
    const iso = istInputToIso('2026-03-01T09:30');
    expect(iso).toBe('2026-03-01T09:30:00+05:30');
    expect(new Date(iso).toISOString()).toBe('2026-03-01T04:00:00.000Z');
    expect(isoToIstInput(iso)).toBe('2026-03-01T09:30');
    expect(istInputToIso('2026-03-01')).toBe('');
    expect(istInputToIso('2026-03-01T9:30')).toBe('');
    expect(istInputToIso('')).toBe('');
  });

  it('builds defaults on the IST calendar day, not the UTC one', () => {
    // 20:00 UTC on 31 Jan is already 1 Feb in India.
    const now = new Date('2026-01-31T20:00:00Z');
    expect(istDayAt(0, '00:00', now)).toBe('2026-02-01T00:00:00+05:30');
    expect(istDayAt(1, '18:00', now)).toBe('2026-02-02T18:00:00+05:30');
    expect(istDayAt(30, '23:59', now)).toBe('2026-03-03T23:59:00+05:30');
  });

  it('finds the next whole hour in India, across midnight and month ends', () => {
    // 09:10 IST → 10:00 IST; on the hour → the hour after.
    expect(istNextHour(new Date('2026-03-01T03:40:00Z'))).toBe('2026-03-01T10:00:00+05:30');
    expect(istNextHour(new Date('2026-03-01T04:10:00Z'))).toBe('2026-03-01T10:00:00+05:30');
    expect(istNextHour(new Date('2026-03-01T04:30:00Z'))).toBe('2026-03-01T11:00:00+05:30');
    // 23:45 IST on 31 Mar → 00:00 IST on 1 Apr.
    expect(istNextHour(new Date('2026-03-31T18:15:00Z'))).toBe('2026-04-01T00:00:00+05:30');
  });
});
