import { describe, expect, it } from 'vitest';

import { pageWindow } from './pagination-bar.tsx';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page and never shows more than five', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('copes with no pages at all', () => {
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});
