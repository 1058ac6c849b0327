import { UPLOADED_FILE_PATH } from '@app/shared';

/**
 * Where a link in a lesson's Markdown may go: http(s), mailto: and paths on this site (`/…`,
 * `#…`). Anything else (javascript:, data:, protocol-relative //host) is not a link: null.
 */
export function lessonHref(raw: string): string | null {
  const href = raw.trim();
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  if (/^mailto:\S+$/i.test(href)) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An image a lesson may show: an https one, or a file uploaded to this site. */
export function lessonImageSrc(raw: string): string | null {
  const src = raw.trim();
  if (UPLOADED_FILE_PATH.test(src)) return src;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
