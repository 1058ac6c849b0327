import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memoryStorage } from '@/core/testing/memory-storage';
import { setUserStorageOwner } from '@/core/user-storage';

import { clearFibCaches, FIB_CACHE_TTL_MS, readFibCache, writeFibCache } from './fib-cache.ts';

const OWNER = '65f0a1b2c3d4e5f6a7b8c9d0';

describe('fill-in-the-blank cache (calls.md §9)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    setUserStorageOwner(OWNER);
    clearFibCaches();
  });
  afterEach(() => {
    setUserStorageOwner(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps reads in memory and in local storage', () => {
    writeFibCache('list:a', { rows: [1] });
    expect(readFibCache('list:a')).toEqual({ rows: [1] });
    expect(localStorage.getItem(`fibCache_list:a|user:${OWNER}`)).toContain('"rows":[1]');
  });

  it('a write clears every question cache key and leaves other keys alone', () => {
    localStorage.setItem('kodeschool.utm.firstTouch', '{"source":"ads"}');
    writeFibCache('list:a', 1);
    writeFibCache('one:x', 2);
    clearFibCaches();
    expect(readFibCache('list:a')).toBeUndefined();
    expect(readFibCache('one:x')).toBeUndefined();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('kodeschool.utm.firstTouch')).toBe('{"source":"ads"}');
  });

  it('entries older than five minutes are not served', () => {
    vi.useFakeTimers();
    writeFibCache('list:a', 1);
    vi.advanceTimersByTime(FIB_CACHE_TTL_MS + 1);
    expect(readFibCache('list:a')).toBeUndefined();
  });

  it('the copies (quiz answers) are kept per person and go at sign-out', () => {
    writeFibCache('one:x', { correctAnswer: 'break' });
    setUserStorageOwner('65f0a1b2c3d4e5f6a7b8c9d1');
    expect(readFibCache('one:x')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});
