import { useEffect } from 'react';

import type { KodrListData } from '@app/shared';

import type { KodrListParams } from '../api/admin-kodr-keys.ts';

/** Every stored kodr registration entry starts with this (calls.md §9 caching). */
export const KODR_STORAGE_PREFIX = 'kodrRegistrations';
const MAX_AGE_MS = 10 * 60_000;

const keyFor = (params: KodrListParams) => `${KODR_STORAGE_PREFIX}:${JSON.stringify(params)}`;

type Stored = { savedAt: number; data: KodrListData };

/** The last list this browser stored for these exact filters, if recent; never throws. */
export function readWarmKodrList(params: KodrListParams): KodrListData | undefined {
  try {
    const raw = localStorage.getItem(keyFor(params));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Stored;
    if (Date.now() - stored.savedAt > MAX_AGE_MS) return undefined;
    return Array.isArray(stored.data?.kodrRegistrations) ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeWarmKodrList(params: KodrListParams, data: KodrListData): void {
  try {
    const stored: Stored = { savedAt: Date.now(), data };
    localStorage.setItem(keyFor(params), JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the warm cache is an optimisation only.
  }
}

/** Removes every stored kodr registration entry (any key starting with the prefix). */
export function clearStoredKodrEntries(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(KODR_STORAGE_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => localStorage.removeItem(key));
  } catch {
    // Nothing stored we could reach.
  }
}

/**
 * Keeps the warm copy of the list on screen in local storage while the page is open, and
 * clears every stored kodr entry when the page is left (product.md §2).
 */
export function useKodrLocalCache(params: KodrListParams, data: KodrListData | undefined) {
  useEffect(() => {
    if (data) writeWarmKodrList(params, data);
  }, [params, data]);

  useEffect(() => clearStoredKodrEntries, []);
}
