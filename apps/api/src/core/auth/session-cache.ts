import type { UserRow } from '../../db/schema/index.ts';

/**
 * A very short-lived cache of "who is this session" answers, so a burst of calls from one
 * browser does not cost one database round trip each. Anything that ends or changes a session
 * in this process (logout, refresh-token reuse, bans, role changes) clears the entries at once;
 * another instance sees the change within the TTL (1 s by default, SESSION_CACHE_MS=0 turns
 * the cache off).
 */
export type CachedSession<T> = { value: T; expires: number };

const MAX_ENTRIES = 10_000;

export class SessionCache<T extends { userId: string; sessionId: string }> {
  private readonly entries = new Map<string, CachedSession<T>>();
  constructor(private ttlMs: number) {}

  configure(ttlMs: number): void {
    this.ttlMs = ttlMs;
    this.entries.clear();
  }

  get(userId: string, sessionId: string): T | undefined {
    if (this.ttlMs <= 0) return undefined;
    const key = `${userId}:${sessionId}`;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(value: T): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(`${value.userId}:${value.sessionId}`, {
      value,
      expires: Date.now() + this.ttlMs,
    });
  }

  forgetSession(sessionId: string): void {
    for (const [key, entry] of this.entries)
      if (entry.value.sessionId === sessionId) this.entries.delete(key);
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries)
      if (entry.value.userId === userId) this.entries.delete(key);
  }
}

type SessionEntry = { userId: string; sessionId: string; user: UserRow };

/** One per process: every app instance in it clears the same entries. */
export const sessionCache = new SessionCache<SessionEntry>(1000);
