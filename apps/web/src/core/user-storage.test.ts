import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memoryStorage } from './testing/memory-storage.ts';
import {
  clearUserStorage,
  createUserStore,
  setUserStorageOwner,
  sweepExpiredUserStorage,
} from './user-storage.ts';

const A = '65f0a1b2c3d4e5f6a7b8c9d0';
const B = '65f0a1b2c3d4e5f6a7b8c9d1';
const UTM_KEY = 'kodeschool.utm.firstTouch';

function entries(): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    out.push([key, localStorage.getItem(key)!]);
  }
  return out;
}
const keys = () => entries().map(([key]) => key);

describe('userStorage: copies of what a signed-in person read (issue 14)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    setUserStorageOwner(null);
    localStorage.setItem(UTM_KEY, '{"utm":{"source":"ads"}}');
    localStorage.setItem('kodeschool:ui', '{"isSidebarCollapsed":true}');
  });
  afterEach(() => {
    setUserStorageOwner(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keys keep the store prefix in front and carry the owner’s id', () => {
    const store = createUserStore<{ n: number }>({ prefix: 'demoCache_', ttlMs: 60_000 });
    setUserStorageOwner(A);
    store.write('list:1', { n: 1 });
    expect(keys()).toContain(`demoCache_list:1|user:${A}`);
    expect(store.read('list:1')).toEqual({ n: 1 });
  });

  it('nobody signed in: nothing is written or read', () => {
    const store = createUserStore<number>({ prefix: 'demoCache_', ttlMs: 60_000, inMemory: true });
    store.write('k', 1);
    expect(store.read('k')).toBeUndefined();
    expect(keys().filter((k) => k.startsWith('demoCache_'))).toEqual([]);
  });

  it('a second person never reads the first’s copies, and the first’s entries go', () => {
    const store = createUserStore<string>({ prefix: 'demoCache_', ttlMs: 60_000, inMemory: true });
    setUserStorageOwner(A);
    store.write('list', 'Asha Rao, asha@example.com');
    // B signs in on the same browser (A closed the tab without signing out).
    setUserStorageOwner(B);
    expect(store.read('list')).toBeUndefined();
    expect(JSON.stringify(entries())).not.toContain('asha@example.com');
    store.write('list', 'B’s list');
    expect(store.read('list')).toBe('B’s list');
    expect(keys().some((k) => k.endsWith(`|user:${A}`))).toBe(false);
  });

  it('sign-out removes every person’s copies, of stores loaded or not, and nothing else', () => {
    const webinars = createUserStore<string>({ prefix: 'demoWeb_', ttlMs: 60_000, inMemory: true });
    setUserStorageOwner(A);
    webinars.write('one:x', 'webinar');
    // A copy from a feature whose code this page never loaded (only its key is known).
    localStorage.setItem(`kodrRegistrations:{}|user:${A}`, '{"savedAt":1,"expiresAt":2,"value":1}');
    clearUserStorage();
    expect(keys().sort()).toEqual([UTM_KEY, 'kodeschool:ui']);
    // The memory copy went too.
    expect(webinars.read('one:x')).toBeUndefined();
  });

  it('the memory copy is dropped when the owner changes (same tab, next person)', () => {
    const store = createUserStore<number>({ prefix: 'demoMem_', ttlMs: 60_000, inMemory: true });
    setUserStorageOwner(A);
    store.write('k', 1);
    localStorage.clear();
    expect(store.read('k')).toBe(1); // served from memory
    setUserStorageOwner(null);
    setUserStorageOwner(A);
    expect(store.read('k')).toBeUndefined();
  });

  it('expired copies are not served and are removed', () => {
    vi.useFakeTimers();
    const store = createUserStore<number>({ prefix: 'demoTtl_', ttlMs: 1_000 });
    setUserStorageOwner(A);
    store.write('k', 1);
    store.write('other', 2);
    vi.advanceTimersByTime(1_001);
    expect(store.read('k')).toBeUndefined();
    expect(keys()).not.toContain(`demoTtl_k|user:${A}`);
    // The page-load sweep removes what nobody read.
    sweepExpiredUserStorage();
    expect(keys().filter((k) => k.includes('|user:'))).toEqual([]);
  });

  it('a store clears its own keys only (every person’s), and unowned legacy keys go at start', () => {
    localStorage.setItem('demoOld_list:1', '{"rows":["old"]}');
    const a = createUserStore<number>({ prefix: 'demoOld_', ttlMs: 60_000 });
    const b = createUserStore<number>({ prefix: 'demoKeep_', ttlMs: 60_000 });
    expect(localStorage.getItem('demoOld_list:1')).toBeNull();
    setUserStorageOwner(A);
    a.write('x', 1);
    b.write('x', 2);
    a.clear();
    expect(a.read('x')).toBeUndefined();
    expect(b.read('x')).toBe(2);
    expect(localStorage.getItem(UTM_KEY)).not.toBeNull();
  });

  it('works when storage is missing or refuses writes', () => {
    const store = createUserStore<number>({ prefix: 'demoFull_', ttlMs: 60_000, inMemory: true });
    setUserStorageOwner(A);
    vi.stubGlobal('localStorage', {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    store.write('k', 3);
    expect(store.read('k')).toBe(3);
    vi.stubGlobal('localStorage', undefined);
    expect(() => clearUserStorage()).not.toThrow();
    expect(store.read('k')).toBeUndefined();
  });
});
