import { describe, expect, it } from 'vitest';

import { allMessages, countErrors, firstErrorPath, hasPath, listMessage } from './form-errors.ts';

const leaf = (message: string) => ({ type: 'too_small', message, ref: { name: 'x' } });

// The shape react-hook-form gives: nested objects, sparse arrays for field arrays.
const errors = {
  hero: { title: leaf('Hero title is required') },
  faq: { items: [undefined, { answer: leaf('Answer is required') }] },
  cta: { button: { href: leaf('Link is required'), label: leaf('Button label is required') } },
};

describe('form error helpers', () => {
  it('counts the fields that carry a message, per section and in all', () => {
    expect(countErrors(errors)).toBe(4);
    expect(countErrors(errors.faq)).toBe(1);
    expect(countErrors(errors.cta)).toBe(2);
    expect(countErrors(undefined)).toBe(0);
  });

  it("leaves the form's own alert out of the count, but not a list's message", () => {
    const withAlert = { ...errors, root: { server: leaf('Failed to save') } };
    expect(countErrors(withAlert)).toBe(4);
    expect(countErrors({ options: { root: leaf('Mark one option correct') } })).toBe(1);
  });

  it('finds the first invalid field as a dotted path, in schema order', () => {
    expect(firstErrorPath(errors)).toBe('hero.title');
    expect(firstErrorPath(errors.faq, 'faq')).toBe('faq.items.1.answer');
    expect(firstErrorPath(errors.cta, 'cta')).toBe('cta.button.href');
    expect(firstErrorPath({})).toBeNull();
  });

  it("reads a list's message on the list or its root, and every message under a node", () => {
    expect(listMessage(leaf('Add at least one'))).toBe('Add at least one');
    expect(listMessage({ root: leaf('Too many') })).toBe('Too many');
    expect(listMessage(undefined)).toBeUndefined();
    expect(
      allMessages({ 0: leaf('Empty tag'), 2: leaf('Empty tag'), 3: leaf('Too long') }),
    ).toEqual(['Empty tag', 'Too long']);
  });

  it('tells which server paths name a value of the form', () => {
    const values = {
      code: 'X',
      value: undefined,
      metaData: { outcomes: ['a', ''], faqs: [{ question: 'q', answer: '' }] },
    };
    expect(hasPath(values, 'code')).toBe(true);
    // An empty number is still the form's field.
    expect(hasPath(values, 'value')).toBe(true);
    expect(hasPath(values, 'metaData.outcomes.1')).toBe(true);
    expect(hasPath(values, 'metaData.faqs.0.answer')).toBe(true);
    expect(hasPath(values, 'metaData.faqs.3.answer')).toBe(false);
    expect(hasPath(values, 'contact.number')).toBe(false);
    expect(hasPath(values, '')).toBe(false);
  });
});
