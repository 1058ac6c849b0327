import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatNumber } from './number.ts';

const intl = (n: number, options?: Intl.NumberFormatOptions) => n.toLocaleString('en-IN', options);

describe('formatNumber', () => {
  it('groups the Indian way', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(20_000)).toBe('20,000');
    expect(formatNumber(1_234_567)).toBe('12,34,567');
    expect(formatNumber(-12_500)).toBe('-12,500');
    expect(formatNumber(30_624.13, { minFractionDigits: 2, maxFractionDigits: 2 })).toBe(
      '30,624.13',
    );
    expect(formatNumber(NaN)).toBe('NaN');
  });

  it('reads as toLocaleString("en-IN") does, for whole and fractional numbers', () => {
    const numbers = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(numbers, (n) => {
        expect(formatNumber(n)).toBe(intl(n));
        const paise = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
        expect(formatNumber(n, { minFractionDigits: 2, maxFractionDigits: 2 })).toBe(
          intl(n, paise),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
