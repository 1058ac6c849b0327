import { describe, expect, it } from 'vitest';

import { STAFF_MSG } from '@app/shared';

import {
  addDays,
  BOTH_DATES_REQUIRED,
  dayCount,
  presetRange,
  readRange,
  writeRange,
} from './date-range.ts';

const TODAY = '2026-03-10';
const params = (query: string) => new URLSearchParams(query);

describe('presets', () => {
  it('end today and count today in', () => {
    expect(presetRange('7d', TODAY)).toEqual({ from: '2026-03-04', to: TODAY });
    expect(presetRange('30d', TODAY)).toEqual({ from: '2026-02-09', to: TODAY });
    expect(presetRange('90d', TODAY)).toEqual({ from: '2025-12-11', to: TODAY });
    expect(presetRange('ytd', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    expect(dayCount(presetRange('7d', TODAY))).toBe(7);
    expect(dayCount(presetRange('90d', TODAY))).toBe(90);
  });

  it('cross month, year and leap-day boundaries', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(presetRange('ytd', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});

describe('readRange', () => {
  it('defaults to the last 30 days, also for an unknown preset', () => {
    for (const q of ['', 'range=nonsense', 'range=30d']) {
      expect(readRange(params(q), TODAY)).toEqual({
        preset: '30d',
        from: '2026-02-09',
        to: TODAY,
        error: null,
      });
    }
  });

  it('reads a preset and a custom range', () => {
    expect(readRange(params('range=ytd'), TODAY)).toMatchObject({
      preset: 'ytd',
      from: '2026-01-01',
    });
    expect(readRange(params('from=2026-01-05&to=2026-02-01&range=7d'), TODAY)).toEqual({
      preset: 'custom',
      from: '2026-01-05',
      to: '2026-02-01',
      error: null,
    });
  });

  it('says why a custom range cannot be asked for, in the API’s words', () => {
    expect(readRange(params('from=2026-02-01&to=2026-01-05'), TODAY).error).toBe(
      STAFF_MSG.rangeOrder,
    );
    expect(readRange(params('from=2024-01-01&to=2026-01-05'), TODAY).error).toBe(
      STAFF_MSG.rangeTooLong,
    );
    expect(readRange(params('from=2026-02-30&to=2026-03-01'), TODAY).error).toBe(
      'Enter a valid date',
    );
    expect(readRange(params('from=2026-02-01'), TODAY)).toMatchObject({
      preset: 'custom',
      from: '2026-02-01',
      to: '',
      error: BOTH_DATES_REQUIRED,
    });
    // A whole leap year (366 days, both ends counted) is still allowed.
    expect(readRange(params('from=2024-01-01&to=2024-12-31'), TODAY).error).toBeNull();
  });
});

describe('writeRange', () => {
  it('leaves the default out, keeps other parameters and drops the old range', () => {
    const current = params('range=7d&tab=x');
    expect(writeRange(current, { preset: '30d' }).toString()).toBe('tab=x');
    expect(writeRange(current, { preset: '90d' }).toString()).toBe('tab=x&range=90d');
    expect(
      writeRange(current, { preset: 'custom', from: '2026-01-01', to: '2026-01-31' }).toString(),
    ).toBe('tab=x&from=2026-01-01&to=2026-01-31');
    expect(writeRange(params('from=2026-01-01&to=2026-01-31'), { preset: '7d' }).toString()).toBe(
      'range=7d',
    );
  });

  it('round-trips through readRange', () => {
    const custom = { preset: 'custom' as const, from: '2025-11-01', to: '2026-01-31' };
    expect(readRange(writeRange(params(''), custom), TODAY)).toEqual({ ...custom, error: null });
    expect(readRange(writeRange(params(''), { preset: '90d' }), TODAY).preset).toBe('90d');
  });
});
