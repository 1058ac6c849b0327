import { describe, expect, it } from 'vitest';

import { formatNumber } from '@app/shared';

import { compactRupees, formatShare, sourceLabel } from './format.ts';

describe('money', () => {
  it('shows counts with Indian grouping', () => {
    expect(formatNumber(1_234_567)).toBe('12,34,567');
  });

  it('compacts axis values into thousand, lakh and crore', () => {
    expect(compactRupees(0)).toBe('₹0');
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(1_000)).toBe('₹1K');
    expect(compactRupees(12_500)).toBe('₹12.5K');
    expect(compactRupees(99_999)).toBe('₹1L');
    expect(compactRupees(999)).toBe('₹1K');
    expect(compactRupees(1_00_000)).toBe('₹1L');
    expect(compactRupees(4_25_000)).toBe('₹4.3L');
    expect(compactRupees(82_59_900)).toBe('₹82.6L');
    expect(compactRupees(1_30_00_000)).toBe('₹1.3Cr');
    expect(compactRupees(2_50_00_00_000)).toBe('₹250Cr');
    expect(compactRupees(-25_000)).toBe('-₹25K');
  });

  it('gives a share only when there is a base', () => {
    expect(formatShare(3, 71)).toBe('4.2%');
    expect(formatShare(0, 10)).toBe('0%');
    expect(formatShare(5, 10)).toBe('50%');
    expect(formatShare(1, 0)).toBeNull();
  });
});

it('names a missing UTM source', () => {
  expect(sourceLabel('')).toBe('Direct / none');
  expect(sourceLabel('newsletter')).toBe('newsletter');
});
