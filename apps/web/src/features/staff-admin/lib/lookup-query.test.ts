import { describe, expect, it } from 'vitest';

import { lookupQueryOf } from './lookup-query.ts';

describe('lookupQueryOf', () => {
  it('matches e-mails lower-cased and phones by their 10 digits', () => {
    expect(lookupQueryOf('  Farhan.Q@Example.com ')).toBe('farhan.q@example.com');
    expect(lookupQueryOf('+91 98765 00001')).toBe('9876500001');
    expect(lookupQueryOf('098765-00001')).toBe('9876500001');
    expect(lookupQueryOf('9876500001')).toBe('9876500001');
    expect(lookupQueryOf('farhan')).toBe('farhan');
  });
});
