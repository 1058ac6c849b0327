import { describe, expect, it } from 'vitest';

import { plural, pluralNoun } from './plural.ts';

describe('plural', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(plural(1, 'student')).toBe('1 student');
    expect(plural(0, 'student')).toBe('0 students');
    expect(plural(2, 'student')).toBe('2 students');
    expect(plural(-1, 'seat')).toBe('-1 seats');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'batch', 'batches')).toBe('1 batch');
    expect(plural(3, 'batch', 'batches')).toBe('3 batches');
    expect(plural(4, 'person', 'people')).toBe('4 people');
  });

  it('groups the number the Indian way', () => {
    expect(plural(1000, 'seat')).toBe('1,000 seats');
    expect(plural(1234567, 'registration')).toBe('12,34,567 registrations');
  });

  it('gives the noun alone for a count shown apart', () => {
    expect(pluralNoun(1, 'lesson')).toBe('lesson');
    expect(pluralNoun(5, 'lesson')).toBe('lessons');
    expect(pluralNoun(2, 'whizz', 'whizzes')).toBe('whizzes');
  });
});
