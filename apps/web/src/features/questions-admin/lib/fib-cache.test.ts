import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearFibCaches, FIB_CACHE_TTL_MS, readFibCache, writeFibCache } from './fib-cache.ts';

/** A Map-backed Storage, since unit tests run in node. */
function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('fill-in-the-blank cache (calls.md §9)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage());
    clearFibCaches();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps reads in memory and in local storage', () => {
    writeFibCache('list:a', { rows: [1] });
    expect(readFibCache('list:a')).toEqual({ rows: [1] });
    expect(localStorage.getItem('fibCache_list:a')).toContain('"rows":[1]');
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
});
