import { describe, expect, it } from 'vitest';

import { ApiError } from '@/core/api-client';

import { countErrors, firstErrorPath, serverFieldErrors } from './form-errors.ts';

const leaf = (message: string) => ({ type: 'too_small', message, ref: { name: 'x' } });

// The shape react-hook-form gives: nested objects, sparse arrays for field arrays.
const errors = {
  hero: { title: leaf('Hero title is required') },
  faq: { items: [undefined, { answer: leaf('Answer is required') }] },
  cta: { button: { href: leaf('Link is required'), label: leaf('Button label is required') } },
};

describe('home editor error helpers', () => {
  it('counts the fields that carry a message, per section and in all', () => {
    expect(countErrors(errors)).toBe(4);
    expect(countErrors(errors.faq)).toBe(1);
    expect(countErrors(errors.cta)).toBe(2);
    expect(countErrors(undefined)).toBe(0);
  });

  it('finds the first invalid field as a dotted path, in schema order', () => {
    expect(firstErrorPath(errors)).toBe('hero.title');
    expect(firstErrorPath(errors.faq, 'faq')).toBe('faq.items.1.answer');
    expect(firstErrorPath(errors.cta, 'cta')).toBe('cta.button.href');
    expect(firstErrorPath({})).toBeNull();
  });

  it("reads the server's field errors from a 400 Validation Error only", () => {
    const body = {
      success: false,
      message: 'Validation Error',
      data: [{ field: 'hero.title', message: 'Hero title is required' }, { bad: true }],
    };
    const invalid = new ApiError('Validation Error', { status: 400, data: body });
    expect(serverFieldErrors(invalid)).toEqual([
      { field: 'hero.title', message: 'Hero title is required' },
    ]);
    expect(serverFieldErrors(new ApiError('Nope', { status: 403, data: body }))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});
