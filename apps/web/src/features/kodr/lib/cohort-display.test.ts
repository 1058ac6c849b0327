import { describe, expect, it } from 'vitest';

import {
  feeBreakdown,
  isSeatsLow,
  registrationState,
  seatsLeftText,
  splitTitle,
} from './cohort-display.ts';

describe('landing display helpers', () => {
  it('shows the GST breakdown of the fee with Indian grouping', () => {
    expect(feeBreakdown(69_999, 18)).toBe('₹69,999 + 18% GST');
    expect(feeBreakdown(1000, 12.5)).toBe('₹1,000 + 12.5% GST');
  });

  it('splits a title at its dash and keeps one without', () => {
    expect(splitTitle('Kodr 3.0 — 100-Day In-House Coding Bootcamp')).toEqual([
      'Kodr 3.0',
      '100-Day In-House Coding Bootcamp',
    ]);
    expect(splitTitle('Kodr 4.0')).toEqual(['Kodr 4.0', null]);
    expect(splitTitle('Full-Stack Sprint')).toEqual(['Full-Stack Sprint', null]);
  });

  it('calls seats low near the end of the batch only', () => {
    expect(isSeatsLow(0, 60)).toBe(false);
    expect(isSeatsLow(12, 60)).toBe(true);
    expect(isSeatsLow(13, 60)).toBe(false);
    expect(isSeatsLow(10, 20)).toBe(true);
    expect(isSeatsLow(40, 200)).toBe(true);
    expect(seatsLeftText(1)).toBe('Only 1 seat left');
    expect(seatsLeftText(7)).toBe('Only 7 seats left');
  });

  it('closes registration when the seats are gone or the cohort has started', () => {
    expect(registrationState({ seatsLeft: 5, hasStarted: false })).toBe('open');
    expect(registrationState({ seatsLeft: 0, hasStarted: false })).toBe('full');
    expect(registrationState({ seatsLeft: 5, hasStarted: true })).toBe('started');
    expect(registrationState({ seatsLeft: 0, hasStarted: true })).toBe('started');
  });
});
