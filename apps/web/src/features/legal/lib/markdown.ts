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
