/*
 * Attribution as the browser handles it on every page, before it loads any schema (the public
 * pages' first load carries no zod): the keys, reading them from a URL or from storage.
 */

/** The UTM parameters a visit may carry, in URL order; `id` is the link that was built at /admin/utm. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content', 'id'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** First touch is remembered for this long (ours: the issue names 30 days). */
export const UTM_TTL_DAYS = 30;
/** The longest value of one parameter. */
export const UTM_VALUE_MAX = 100;

/** Attribution attached to registrations, callback requests and sign-ups (ZUtm's output). */
export type Utm = { [K in UtmKey]?: string | undefined };

/** Reads utm_* parameters from a query string; null when it carries no utm_source. */
export function utmFromSearch(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const source = params.get('utm_source')?.trim();
  if (!source) return null;
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, UTM_VALUE_MAX);
  }
  return utm;
}

/**
 * A stored attribution read back: an object of known keys whose values are strings of at most
 * UTM_VALUE_MAX characters (blank ones dropped), with a source; anything else is null. ZUtm
 * accepts what this returns (a unit test holds the two together).
 */
export function readUtm(value: unknown): Utm | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const utm: Utm = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!(UTM_KEYS as readonly string[]).includes(key)) return null;
    if (raw === undefined) continue;
    if (typeof raw !== 'string' || raw.trim().length > UTM_VALUE_MAX) return null;
    if (raw.trim()) utm[key as UtmKey] = raw.trim();
  }
  return utm.source ? utm : null;
}
