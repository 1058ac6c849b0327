import { z } from '../zod.ts';
import { SITE_PAGE_MSG, SITE_PAGE_MAX_BODY, SITE_PAGE_SLUGS } from './site-pages.ts';

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
