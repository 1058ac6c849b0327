import { UPLOADED_FILE_PATH } from '@app/shared';

/**
 * Where a link in staff-written Markdown may go: http(s), mailto:, tel:, and paths on this
 * site. Anything else (javascript:, data:, protocol-relative //host) is not a link.
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  if (/^(mailto|tel):[^\s]+$/i.test(href)) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Whether a link leaves the site (opened in a new tab). */
export const isExternalHref = (href: string) => /^https?:/i.test(href);

/** Where an image in lesson notes may load from: https, or a file uploaded to this site. */
export function safeImageSrc(raw: string): string | null {
  const src = raw.trim();
  if (UPLOADED_FILE_PATH.test(src)) return src;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
