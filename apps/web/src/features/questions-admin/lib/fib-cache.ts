import { createUserStore } from '@/core/user-storage';

/**
 * Fill-in-the-blank reads are kept in memory and in local storage (calls.md §9 caching); any
 * create, update, delete or toggle clears both. Entries live FIB_CACHE_TTL_MS, the spec's list
 * lifetime, so another person's edit shows up within five minutes at worst. The copies hold the
 * answers to quiz questions, so they are kept per signed-in person and go at sign-out
 * (core/user-storage).
 */
export const FIB_CACHE_PREFIX = 'fibCache_';
export const FIB_CACHE_TTL_MS = 5 * 60_000;

const store = createUserStore<unknown>({
  prefix: FIB_CACHE_PREFIX,
  ttlMs: FIB_CACHE_TTL_MS,
  inMemory: true,
});

/** The cached answer for `key` (memory first, then local storage), or undefined. */
export function readFibCache<T>(key: string): T | undefined {
  return store.read(key) as T | undefined;
}

export function writeFibCache(key: string, value: unknown): void {
  store.write(key, value);
}

/**
 * Empties the memory cache and every stored key of the question caches. The spec also clears
 * "all of local storage"; we clear only our own keys so the UTM first-touch attribution and the
 * session hints other features keep there survive a question edit.
 */
export function clearFibCaches(): void {
  store.clear();
}
