import { describe, expect, it } from 'vitest';

import type { KodexContest } from '@app/shared';

import { contestPhase, formatHms } from './kodex-time.ts';

describe('kodex time helpers', () => {
  it('formats the ranking time as h:mm:ss', () => {
    expect(formatHms(0)).toBe('0:00:00');
    expect(formatHms(59)).toBe('0:00:59');
    expect(formatHms(3725)).toBe('1:02:05');
    expect(formatHms(36_000)).toBe('10:00:00');
    expect(formatHms(-5)).toBe('0:00:00');
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
