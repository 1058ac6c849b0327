import type { SitePageSlug } from '@app/shared';

/** Query keys of the site pages; visitors' copy and the editor's cache separately. */
export const sitePageKeys = {
  all: ['site-pages'] as const,
  public: (slug: SitePageSlug) => [...sitePageKeys.all, 'public', slug] as const,
  admin: (slug: SitePageSlug) => [...sitePageKeys.all, 'admin', slug] as const,
};
