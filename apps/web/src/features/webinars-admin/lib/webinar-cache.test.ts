import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memoryStorage } from '@/core/testing/memory-storage';
import { setUserStorageOwner } from '@/core/user-storage';

import {
  cachedRead,
  clearWebinarCache,
  readWebinarCache,
  WEBINAR_CACHE_TTL_MS,
  writeWebinarCache,
} from './webinar-cache.ts';

const OWNER = '65f0a1b2c3d4e5f6a7b8c9d0';

describe('webinar cache (calls.md §9)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    setUserStorageOwner(OWNER);
    clearWebinarCache();
  });
  afterEach(() => {
    setUserStorageOwner(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps reads in memory and in local storage under the webinarCache_ prefix', () => {
    writeWebinarCache('list:a', { webinars: [1] });
    expect(readWebinarCache('list:a')).toEqual({ webinars: [1] });
    expect(localStorage.getItem(`webinarCache_list:a|user:${OWNER}`)).toContain('"webinars":[1]');
  });

  it('serves a stored read after the memory copy is gone (a reload)', async () => {
    writeWebinarCache('one:x', { title: 'Stored' });
    // A new page load has an empty memory map but the same storage.
    const storage = localStorage;
    vi.resetModules();
    vi.stubGlobal('localStorage', storage);
    const fresh = await import('./webinar-cache.ts');
    (await import('@/core/user-storage')).setUserStorageOwner(OWNER);
    expect(fresh.readWebinarCache('one:x')).toEqual({ title: 'Stored' });
  });

  it('clearing removes memory and every prefixed key, and leaves other keys alone', () => {
    localStorage.setItem('kodeschool.utm.firstTouch', '{"source":"ads"}');
    localStorage.setItem(`fibCache_list:a|user:${OWNER}`, '{}');
    writeWebinarCache('list:a', 1);
    writeWebinarCache('one:x', 2);
    clearWebinarCache();
    expect(readWebinarCache('list:a')).toBeUndefined();
    expect(readWebinarCache('one:x')).toBeUndefined();
    expect(localStorage.length).toBe(2);
    expect(localStorage.getItem('kodeschool.utm.firstTouch')).toBe('{"source":"ads"}');
    expect(localStorage.getItem(`fibCache_list:a|user:${OWNER}`)).toBe('{}');
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

  it('an answer that arrives after the signed-in person changed is not kept', async () => {
    let answer!: (value: string) => void;
    const pending = cachedRead('one:x', () => new Promise<string>((r) => (answer = r)));
    setUserStorageOwner(null);
    setUserStorageOwner('65f0a1b2c3d4e5f6a7b8c9d1');
    answer('A’s webinar');
    expect(await pending).toBe('A’s webinar');
    expect(readWebinarCache('one:x')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('still works when storage refuses writes', () => {
    vi.stubGlobal('localStorage', {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    writeWebinarCache('list:a', 3);
    expect(readWebinarCache('list:a')).toBe(3);
  });
});
