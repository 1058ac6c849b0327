import { describe, expect, it } from 'vitest';

import { daysUntil, percentOf } from './display.ts';

describe('classroom display helpers', () => {
  it('rounds progress and never passes 100 %', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 4)).toBe(100);
  });

  it('counts calendar days in India time', () => {
    // 20:00 UTC on 1 Jan is already 2 Jan in India.
    const now = new Date('2026-01-01T20:00:00Z');
    expect(daysUntil('2026-01-02', now)).toBe(0);
    expect(daysUntil('2026-01-09', now)).toBe(7);
    expect(daysUntil('2026-01-01', now)).toBe(-1);
  });
});
