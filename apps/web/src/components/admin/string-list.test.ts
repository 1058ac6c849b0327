import { describe, expect, it } from 'vitest';

import { enterInList, moveItem } from './string-list.ts';

describe('string lists of the staff editors', () => {
  it('Enter in a blank entry does nothing, so blank rows never pile up', () => {
    expect(enterInList([''], 0, 10)).toBeNull();
    expect(enterInList(['a', '  '], 1, 10)).toBeNull();
  });

  it('Enter in a filled entry opens one blank entry below it, or moves to the blank one there', () => {
    expect(enterInList(['a'], 0, 10)).toEqual({ items: ['a', ''], focus: 1 });
    expect(enterInList(['a', 'c'], 0, 10)).toEqual({ items: ['a', '', 'c'], focus: 1 });
    expect(enterInList(['a', ''], 0, 10)).toEqual({ items: ['a', ''], focus: 1 });
  });

  it('Enter at the maximum adds nothing', () => {
    expect(enterInList(['a', 'b'], 1, 2)).toBeNull();
  });

  it('moves entries and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
