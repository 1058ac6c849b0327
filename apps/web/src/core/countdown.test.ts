import { describe, expect, it } from 'vitest';

import { countdownParts, formatMinutes } from './countdown.ts';

describe('countdown helpers', () => {
  it('spells lengths in minutes as plain words', () => {
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(90)).toBe('1 hr 30 min');
    expect(formatMinutes(120)).toBe('2 hours');
  });

  it('splits a span into days, hours, minutes and seconds, never below zero', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(((26 * 60 + 3) * 60 + 9) * 1000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 9,
    });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
