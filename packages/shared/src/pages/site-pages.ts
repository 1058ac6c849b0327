import { formatNumber } from '../text/number.ts';
/**
 * Staff-edited pages of the public site: the policies a payment gateway asks a merchant to
 * publish, and how to reach the school. Each is stored as one site_content row keyed
 * `page:<slug>`, edited where the home page is (menu editHome), written in Markdown.
 */
export const SITE_PAGE_SLUGS = ['privacy', 'terms', 'refunds', 'contact'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

/** How links and the editor name each page (the page's own title is staff's). */
export const SITE_PAGE_LABELS: Record<SitePageSlug, string> = {
  privacy: 'Privacy policy',
  terms: 'Terms of use',
  refunds: 'Refund policy',
  contact: 'Contact us',
};

/** Where each page lives on the site. */
export const sitePagePath = (slug: SitePageSlug) => `/${slug}`;

export function isSitePageSlug(value: unknown): value is SitePageSlug {
  return typeof value === 'string' && (SITE_PAGE_SLUGS as readonly string[]).includes(value);
}

/** The site_content key a page is stored under. */
export const sitePageKey = (slug: SitePageSlug) => `page:${slug}`;

export const SITE_PAGE_MAX_BODY = 20_000;

export const SITE_PAGE_MSG = {
  saved: 'Page published',
  notFound: 'Page not found',
  loadFailed: 'Failed to load the page',
  titleRequired: 'Title is required',
  bodyRequired: 'Write the page text',
  bodyTooLong: `The page text is at most ${formatNumber(SITE_PAGE_MAX_BODY)} characters`,
} as const;
