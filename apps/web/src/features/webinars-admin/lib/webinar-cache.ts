import { createUserStore, getUserStorageOwner } from '@/core/user-storage';

/**
 * Webinar reads (the staff list and one webinar) are kept in memory and in local storage under
 * keys prefixed `webinarCache_` (calls.md §9 caching); any webinar create, update or delete
 * clears the whole cache. Entries also expire after WEBINAR_CACHE_TTL_MS, because registrations
 * and attendance move the counts a webinar shows without a webinar write. Like every copy of
 * staff data they are kept per signed-in person and go at sign-out (core/user-storage).
 */
export const WEBINAR_CACHE_PREFIX = 'webinarCache_';
export const WEBINAR_CACHE_TTL_MS = 60_000;

const store = createUserStore<unknown>({
  prefix: WEBINAR_CACHE_PREFIX,
  ttlMs: WEBINAR_CACHE_TTL_MS,
  inMemory: true,
});

/** The cached answer for `key` (memory first, then local storage), or undefined. */
export function readWebinarCache<T>(key: string): T | undefined {
  return store.read(key) as T | undefined;
}

export function writeWebinarCache(key: string, value: unknown): void {
  store.write(key, value);
}

/** Empties the memory cache and every local-storage key with the prefix (no other key). */
export function clearWebinarCache(): void {
  store.clear();
}

/**
 * Reads through the cache: a fresh cached answer, else `load()` (whose answer is then cached).
 * Failures are not cached, nor an answer that comes back after the signed-in person changed.
 */
export async function cachedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  const cached = readWebinarCache<T>(key);
  if (cached !== undefined) return cached;
  const reader = getUserStorageOwner();
  const fresh = await load();
  if (getUserStorageOwner() === reader) writeWebinarCache(key, fresh);
  return fresh;
}
