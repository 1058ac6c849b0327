/**
 * Webinar reads (the staff list and one webinar) are kept in memory and in local storage under
 * keys prefixed `webinarCache_` (calls.md §9 caching); any webinar create, update or delete
 * clears the whole cache. Entries also expire after WEBINAR_CACHE_TTL_MS, because registrations
 * and attendance move the counts a webinar shows without a webinar write.
 */
export const WEBINAR_CACHE_PREFIX = 'webinarCache_';
export const WEBINAR_CACHE_TTL_MS = 60_000;

type Entry = { savedAt: number; value: unknown };

const memory = new Map<string, Entry>();

const isFresh = (entry: Entry | undefined, now: number): entry is Entry =>
  entry !== undefined && now - entry.savedAt >= 0 && now - entry.savedAt <= WEBINAR_CACHE_TTL_MS;

/** The cached answer for `key` (memory first, then local storage), or undefined. */
export function readWebinarCache<T>(key: string): T | undefined {
  const now = Date.now();
  const inMemory = memory.get(key);
  if (isFresh(inMemory, now)) return inMemory.value as T;
  try {
    const raw = localStorage.getItem(WEBINAR_CACHE_PREFIX + key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Entry;
    if (!isFresh(stored, now) || stored.value === undefined) return undefined;
    memory.set(key, stored);
    return stored.value as T;
  } catch {
    return undefined;
  }
}

export function writeWebinarCache(key: string, value: unknown): void {
  const entry: Entry = { savedAt: Date.now(), value };
  memory.set(key, entry);
  try {
    localStorage.setItem(WEBINAR_CACHE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the memory copy still serves this tab.
  }
}

/** Empties the memory cache and every local-storage key with the prefix (no other key). */
export function clearWebinarCache(): void {
  memory.clear();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(WEBINAR_CACHE_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored we could reach.
  }
}

/**
 * Reads through the cache: a fresh cached answer, else `load()` (whose answer is then cached).
 * Failures are not cached.
 */
export async function cachedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  const cached = readWebinarCache<T>(key);
  if (cached !== undefined) return cached;
  const fresh = await load();
  writeWebinarCache(key, fresh);
  return fresh;
}
