import { z } from 'zod';

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
  bodyTooLong: `The page text is at most ${SITE_PAGE_MAX_BODY.toLocaleString('en-IN')} characters`,
} as const;

/** PUT /admin/pages/{slug}: the page's title and its text in Markdown (no raw HTML is rendered). */
export const ZSitePageContent = z.strictObject({
  title: z
    .string({ error: SITE_PAGE_MSG.titleRequired })
    .trim()
    .min(1, SITE_PAGE_MSG.titleRequired)
    .max(120, 'Title is at most 120 characters'),
  body: z
    .string({ error: SITE_PAGE_MSG.bodyRequired })
    .trim()
    .min(1, SITE_PAGE_MSG.bodyRequired)
    .max(SITE_PAGE_MAX_BODY, SITE_PAGE_MSG.bodyTooLong),
});
export type SitePageContent = z.infer<typeof ZSitePageContent>;
export type SitePageContentInput = z.input<typeof ZSitePageContent>;

export const ZSitePageParams = z.strictObject({ slug: z.string().max(40) });

/** GET /pages/{slug} → data.page. updatedAt: null while the default text is shown. */
export const ZSitePage = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string().nullable(),
});
export type SitePage = z.infer<typeof ZSitePage>;
export const ZSitePageData = z.object({ page: ZSitePage });
export type SitePageData = z.infer<typeof ZSitePageData>;

/** GET/PUT /admin/pages/{slug} → data.page, with who last published it. */
export const ZAdminSitePage = ZSitePage.extend({
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Never published: visitors see the default text. */
  isDefault: z.boolean(),
});
export type AdminSitePage = z.infer<typeof ZAdminSitePage>;
export const ZAdminSitePageData = z.object({ page: ZAdminSitePage });
export type AdminSitePageData = z.infer<typeof ZAdminSitePageData>;
