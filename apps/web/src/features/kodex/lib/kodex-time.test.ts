import { describe, expect, it } from 'vitest';

import type { KodexContest } from '@app/shared';

import { contestPhase, countdownParts, formatDuration, formatHms } from './kodex-time.ts';

describe('kodex time helpers', () => {
  it('formats the ranking time as h:mm:ss', () => {
    expect(formatHms(0)).toBe('0:00:00');
    expect(formatHms(59)).toBe('0:00:59');
    expect(formatHms(3725)).toBe('1:02:05');
    expect(formatHms(36_000)).toBe('10:00:00');
    expect(formatHms(-5)).toBe('0:00:00');
  });

  it('formats durations in plain words', () => {
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(45)).toBe('45 minutes');
  });

  it('splits a countdown into days, hours, minutes and seconds', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(-1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('finds the phase from the contest times', () => {
    const contest = {
      registrationOpensAt: '2026-01-01T00:00:00Z',
      registrationClosesAt: '2026-01-05T00:00:00Z',
      startDate: '2026-01-06T00:00:00Z',
      endsAt: '2026-01-06T02:00:00Z',
    } as KodexContest;
    const at = (iso: string) => Date.parse(iso);
    expect(contestPhase(contest, at('2025-12-31T00:00:00Z'))).toBe('registration_soon');
    expect(contestPhase(contest, at('2026-01-02T00:00:00Z'))).toBe('registration_open');
    expect(contestPhase(contest, at('2026-01-05T12:00:00Z'))).toBe('registration_closed');
    expect(contestPhase(contest, at('2026-01-06T01:00:00Z'))).toBe('live');
    expect(contestPhase(contest, at('2026-01-06T02:00:00Z'))).toBe('finished');
  });
});
