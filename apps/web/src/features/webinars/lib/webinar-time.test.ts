import { describe, expect, it } from 'vitest';

import {
  dateTile,
  istDateTime,
  istDay,
  istLongDate,
  istTimeRange,
  startsInText,
  statusNow,
} from './webinar-time.ts';

// 2026-03-14 13:30 UTC = 19:00 IST
const START = '2026-03-14T13:30:00.000Z';
const END = '2026-03-14T15:00:00.000Z';

describe('IST display', () => {
  it('writes the date and time in India time', () => {
    expect(istDateTime(START)).toBe('Sat, 14 Mar 2026 · 7:00 PM IST');
    expect(istTimeRange(START, END)).toBe('7:00 PM – 8:30 PM IST');
    expect(istLongDate(START)).toBe('Saturday, 14 March 2026');
    expect(istDay('2026-03-14T20:00:00.000Z')).toBe('15 Mar 2026');
  });

  it('puts the calendar tile on the Indian day, not the UTC one', () => {
    // 20:00 UTC on the 14th is 01:30 on the 15th in India
    expect(dateTile('2026-03-14T20:00:00.000Z')).toEqual({ day: '15', month: 'MAR' });
  });
});

describe('countdown and status', () => {
  it('flips to live and past on the page clock', () => {
    const w = { startTime: START, durationMinutes: 90, status: 'upcoming' as const };
    expect(statusNow(w, Date.parse(START) - 1)).toBe('upcoming');
    expect(statusNow(w, Date.parse(START))).toBe('live');
    expect(statusNow(w, Date.parse(END))).toBe('past');
  });

  it('never goes back behind what the server said (a visitor clock running late)', () => {
    const w = { startTime: START, durationMinutes: 90, status: 'live' as const };
    expect(statusNow(w, Date.parse(START) - 60_000)).toBe('live');
  });

  it('says how soon it starts', () => {
    const at = Date.parse(START);
    expect(startsInText(START, at - 3 * 86_400_000)).toBe('Starts in 3 days');
    expect(startsInText(START, at - 3_600_000)).toBe('Starts in 1 hour');
    expect(startsInText(START, at - 12 * 60_000)).toBe('Starts in 12 minutes');
    expect(startsInText(START, at)).toBe('Starting now');
  });
});
