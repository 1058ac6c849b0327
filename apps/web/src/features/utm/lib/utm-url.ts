import { buildUtmUrl, type UtmLink, type UtmLinkCreate } from '@app/shared';

/** The full URL staff share for a saved link (utm_id last). */
export const linkUrl = (link: UtmLink, origin = window.location.origin) =>
  buildUtmUrl(origin, link);

export type UrlPart = { key: string; value: string; isPlaceholder: boolean };

const PARAMS = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'campaign'],
  ['utm_term', 'term'],
  ['utm_content', 'content'],
] as const;
const OPTIONAL = new Set(['term', 'content']);

/** URL-encodes one value exactly as URLSearchParams (and so buildUtmUrl) does. */
const encode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/**
 * The builder's preview before saving: the page URL and its utm_* parameters, required ones
 * still empty shown as placeholders, optional empty ones left out. There is no utm_id yet.
 */
export function previewParts(values: Partial<UtmLinkCreate>, origin = window.location.origin) {
  const path = values.path?.trim() || '/';
  const base = new URL(path, origin).toString();
  const params: UrlPart[] = [];
  for (const [key, field] of PARAMS) {
    const value = values[field]?.trim() ?? '';
    if (!value && OPTIONAL.has(field)) continue;
    params.push(
      value
        ? { key, value: encode(value), isPlaceholder: false }
        : { key, value: field, isPlaceholder: true },
    );
  }
  return { base, params };
}
