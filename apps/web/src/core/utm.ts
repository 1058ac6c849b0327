import { readUtm, UTM_TTL_DAYS, utmFromSearch, type Utm, type UtmVisitBody } from '@app/shared';

import { publicApi } from './api-client/index.ts';

/** Where the first-touch attribution lives in local storage. */
export const UTM_STORAGE_KEY = 'kodeschool.utm.firstTouch';
const TTL_MS = UTM_TTL_DAYS * 24 * 60 * 60 * 1000;

type UtmStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the functions below touch; tests pass their own, the app uses the browser's. */
export type UtmEnv = { storage: UtmStorage | null; now: () => number };

type StoredUtm = { utm: Utm; expiresAt: number };

function browserEnv(): UtmEnv {
  let storage: UtmStorage | null = null;
  try {
    // Reading localStorage throws when storage is blocked (private modes, sandboxed frames).
    storage = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    storage = null;
  }
  return { storage, now: Date.now };
}

function readEntry(env: UtmEnv): StoredUtm | null {
  let raw: string | null = null;
  try {
    raw = env.storage?.getItem(UTM_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUtm> | null;
    const utm = readUtm(parsed?.utm);
    if (!utm || typeof parsed?.expiresAt !== 'number') return null;
    return { utm, expiresAt: parsed.expiresAt };
  } catch {
    return null;
  }
}

/** The first-touch attribution while it is fresh (UTM_TTL_DAYS); undefined when none or expired. */
export function getStoredUtm(env: UtmEnv = browserEnv()): Utm | undefined {
  const entry = readEntry(env);
  if (!entry) return undefined;
  if (entry.expiresAt <= env.now()) {
    try {
      env.storage?.removeItem(UTM_STORAGE_KEY);
    } catch {
      // Storage refused; the entry is ignored anyway.
    }
    return undefined;
  }
  return entry.utm;
}

/** Stores `utm` unless a fresh first touch is already there. Returns whether it was stored. */
export function rememberFirstTouch(utm: Utm, env: UtmEnv = browserEnv()): boolean {
  if (getStoredUtm(env)) return false;
  const entry: StoredUtm = { utm, expiresAt: env.now() + TTL_MS };
  try {
    env.storage?.setItem(UTM_STORAGE_KEY, JSON.stringify(entry));
    return Boolean(env.storage);
  } catch {
    return false;
  }
}

/** `{ utm }` for a request body when there is a stored first touch, else nothing. */
export function utmField(env?: UtmEnv): { utm?: Utm } {
  const utm = getStoredUtm(env);
  return utm ? { utm } : {};
}

export type CaptureInput = {
  search: string;
  path: string;
  env?: UtmEnv;
  /** Records the visit; fire and forget. */
  recordVisit?: (body: UtmVisitBody) => Promise<unknown>;
};

const postVisit = (body: UtmVisitBody) => publicApi.post('/utm/visits', 'ZNoData', body);

/**
 * A landing with utm_* parameters: every such visit is counted, and the first one in
 * UTM_TTL_DAYS becomes the attribution later sign-ups and requests carry.
 */
export function captureUtm({
  search,
  path,
  env = browserEnv(),
  recordVisit = postVisit,
}: CaptureInput): Utm | null {
  const utm = utmFromSearch(search);
  if (!utm) return null;
  const safePath = path.startsWith('/') ? path.slice(0, 300) : '/';
  recordVisit({ utm, path: safePath }).catch(() => {
    // Counting a visit must never disturb the visitor.
  });
  rememberFirstTouch(utm, env);
  return utm;
}

let isLandingCaptured = false;

/** captureUtm for the URL the app was opened with; once per page load, whoever calls it. */
export function captureLandingUtm(): void {
  if (isLandingCaptured || typeof window === 'undefined') return;
  isLandingCaptured = true;
  captureUtm({ search: window.location.search, path: window.location.pathname });
}
