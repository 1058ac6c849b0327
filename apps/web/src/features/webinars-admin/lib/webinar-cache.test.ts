import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  cachedRead,
  clearWebinarCache,
  readWebinarCache,
  WEBINAR_CACHE_TTL_MS,
  writeWebinarCache,
} from './webinar-cache.ts';

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

describe('webinar cache (calls.md §9)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage());
    clearWebinarCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps reads in memory and in local storage under the webinarCache_ prefix', () => {
    writeWebinarCache('list:a', { webinars: [1] });
    expect(readWebinarCache('list:a')).toEqual({ webinars: [1] });
    expect(localStorage.getItem('webinarCache_list:a')).toContain('"webinars":[1]');
  });

  it('serves a stored read after the memory copy is gone (a reload)', async () => {
    writeWebinarCache('one:x', { title: 'Stored' });
    // A new page load has an empty memory map but the same storage.
    const storage = localStorage;
    vi.resetModules();
    vi.stubGlobal('localStorage', storage);
    const fresh = await import('./webinar-cache.ts');
    expect(fresh.readWebinarCache('one:x')).toEqual({ title: 'Stored' });
  });

  it('clearing removes memory and every prefixed key, and leaves other keys alone', () => {
    localStorage.setItem('kodeschool.utm.firstTouch', '{"source":"ads"}');
    localStorage.setItem('fibCache_list:a', '{}');
    writeWebinarCache('list:a', 1);
    writeWebinarCache('one:x', 2);
    clearWebinarCache();
    expect(readWebinarCache('list:a')).toBeUndefined();
    expect(readWebinarCache('one:x')).toBeUndefined();
    expect(localStorage.length).toBe(2);
    expect(localStorage.getItem('kodeschool.utm.firstTouch')).toBe('{"source":"ads"}');
    expect(localStorage.getItem('fibCache_list:a')).toBe('{}');
  });

  it('entries past their lifetime are not served', () => {
    vi.useFakeTimers();
    writeWebinarCache('list:a', 1);
    vi.advanceTimersByTime(WEBINAR_CACHE_TTL_MS + 1);
    expect(readWebinarCache('list:a')).toBeUndefined();
  });

  it('cachedRead loads once, then answers from the cache until it is cleared', async () => {
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cachedRead('one:x', load)).toBe('first');
    expect(await cachedRead('one:x', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    clearWebinarCache();
    expect(await cachedRead('one:x', load)).toBe('second');
  });

  it('a failed load is not cached', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Unknown error')).mockResolvedValue('ok');
    await expect(cachedRead('one:x', load)).rejects.toThrow('Unknown error');
    expect(readWebinarCache('one:x')).toBeUndefined();
    expect(await cachedRead('one:x', load)).toBe('ok');
  });

  it('still works when storage refuses writes', () => {
    vi.stubGlobal('localStorage', {
      ...fakeStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    writeWebinarCache('list:a', 3);
    expect(readWebinarCache('list:a')).toBe(3);
  });
});
