/**
 * Local storage for copies of what one signed-in person read (staff lists, webinars, questions):
 * the one place that keeps such copies out of a shared browser (issue 14).
 *
 * - Every key carries the owner's id (`<prefix><key>|user:<id>`), so a second person signing in
 *   on the same browser never reads the first's copies; the spec's prefixes stay at the front.
 * - Signing out by any path (the menu, a session that ended, a ban) calls clearUserStorage(); the
 *   marker lets it find every such key, even of a feature whose code this page never loaded.
 * - When the signed-in person changes, the memory copies go and so do other people's entries
 *   (say, left by a tab closed without signing out). Expired entries go at the next page load.
 */

const OWNER_MARK = '|user:';
const OWNED_KEY = /\|user:([^|]+)$/;

type Entry = { savedAt: number; expiresAt: number; value: unknown };

let owner: string | null = null;
const memories = new Set<Map<string, Entry>>();

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Private modes and sandboxed frames may forbid storage; the copies are an optimisation.
    return null;
  }
}

/** Removes every key `shouldRemove` picks; never throws. */
function removeKeys(shouldRemove: (key: string, storage: Storage) => boolean): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && shouldRemove(key, storage)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing stored we could reach.
  }
}

const ownerOf = (key: string): string | null => OWNED_KEY.exec(key)?.[1] ?? null;

function parseEntry(raw: string | null): Entry | null {
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Entry> | null;
    if (typeof entry?.savedAt !== 'number' || typeof entry.expiresAt !== 'number') return null;
    return entry as Entry;
  } catch {
    return null;
  }
}

/** Fresh: not past its lifetime, and not from the future (a clock set back). */
const isFresh = (entry: Entry | null | undefined, now: number): entry is Entry =>
  entry != null && entry.savedAt <= now && now < entry.expiresAt && entry.value !== undefined;

/** The person whose copies are read and written; the auth store calls this on every change. */
export function setUserStorageOwner(userId: string | null): void {
  if (userId === owner) return;
  owner = userId;
  for (const memory of memories) memory.clear();
  removeKeys((key) => {
    const keyOwner = ownerOf(key);
    return keyOwner !== null && keyOwner !== userId;
  });
}

export const getUserStorageOwner = (): string | null => owner;

/** Sign-out: every person's stored copies and every memory copy go. */
export function clearUserStorage(): void {
  for (const memory of memories) memory.clear();
  removeKeys((key) => ownerOf(key) !== null);
}

/** Removes stored copies past their lifetime (whoever they belong to). */
export function sweepExpiredUserStorage(now = Date.now()): void {
  removeKeys(
    (key, storage) => ownerOf(key) !== null && !isFresh(parseEntry(storage.getItem(key)), now),
  );
}

export type UserStore<T> = {
  /** The signed-in person's fresh copy for `key` (memory first, then storage), or undefined. */
  read(key: string): T | undefined;
  /** Keeps a copy for the signed-in person; nobody signed in keeps nothing. Never throws. */
  write(key: string, value: T): void;
  /** This store's copies, everyone's, in memory and storage. */
  clear(): void;
};

export type UserStoreOptions = {
  /** The front of every key (the spec's `webinarCache_`, `fibCache_`, `kodrRegistrations`). */
  prefix: string;
  /** How long a copy is served; past it the copy is ignored and removed. */
  ttlMs: number;
  /** Also keep copies in memory (for stores read many times per page). */
  inMemory?: boolean;
};

export function createUserStore<T>({
  prefix,
  ttlMs,
  inMemory = false,
}: UserStoreOptions): UserStore<T> {
  const memory = new Map<string, Entry>();
  if (inMemory) memories.add(memory);
  // Keys under the prefix without an owner were written before copies were kept per person.
  removeKeys((key) => key.startsWith(prefix) && ownerOf(key) === null);

  const storageKey = (key: string, userId: string) => `${prefix}${key}${OWNER_MARK}${userId}`;

  return {
    read(key) {
      if (owner === null) return undefined;
      const now = Date.now();
      const inMemoryEntry = memory.get(key);
      if (isFresh(inMemoryEntry, now)) return inMemoryEntry.value as T;
      const storage = browserStorage();
      if (!storage) return undefined;
      const full = storageKey(key, owner);
      try {
        const stored = parseEntry(storage.getItem(full));
        if (!isFresh(stored, now)) {
          if (stored) storage.removeItem(full);
          return undefined;
        }
        if (inMemory) memory.set(key, stored);
        return stored.value as T;
      } catch {
        return undefined;
      }
    },

    write(key, value) {
      if (owner === null) return;
      const savedAt = Date.now();
      const entry: Entry = { savedAt, expiresAt: savedAt + ttlMs, value };
      if (inMemory) memory.set(key, entry);
      try {
        browserStorage()?.setItem(storageKey(key, owner), JSON.stringify(entry));
      } catch {
        // Storage full or blocked: the memory copy (if any) still serves this tab.
      }
    },

    clear() {
      memory.clear();
      removeKeys((key) => key.startsWith(prefix));
    },
  };
}

sweepExpiredUserStorage();
