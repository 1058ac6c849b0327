import { useEffect } from 'react';

import type { KodrListData } from '@app/shared';

import { createUserStore } from '@/core/user-storage';

import type { KodrListParams } from '../api/admin-kodr-keys.ts';

/** Every stored kodr registration entry starts with this (calls.md §9 caching). */
export const KODR_STORAGE_PREFIX = 'kodrRegistrations';
const MAX_AGE_MS = 10 * 60_000;

/*
 * The rows hold applicants' names, e-mails, phones and dates of birth. The copy exists so that a
 * reload of the page paints the last list at once (it is refetched at the same time); it is kept
 * per signed-in person, cleared when the page is left (product.md §2) and at sign-out.
 */
const store = createUserStore<KodrListData>({ prefix: KODR_STORAGE_PREFIX, ttlMs: MAX_AGE_MS });

const keyFor = (params: KodrListParams) => `:${JSON.stringify(params)}`;

/** The last list this person's browser stored for these exact filters, if recent; never throws. */
export function readWarmKodrList(params: KodrListParams): KodrListData | undefined {
  const data = store.read(keyFor(params));
  return Array.isArray(data?.kodrRegistrations) ? data : undefined;
}

export function writeWarmKodrList(params: KodrListParams, data: KodrListData): void {
  store.write(keyFor(params), data);
}

/** Removes every stored kodr registration entry (any key starting with the prefix). */
export function clearStoredKodrEntries(): void {
  store.clear();
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
