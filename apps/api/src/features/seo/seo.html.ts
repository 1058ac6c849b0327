import { escapeHtml, scriptJson } from '../../core/html.ts';
import { absolute, SITE_NAME, type PageHead } from './seo.pages.ts';

/** The tags a page's head carries: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead, origin: string): string {
  const url = `${origin}${head.path}`;
  const image = head.image ? absolute(head.image, origin) : `${origin}/images/og-default.png`;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-page-head />`;
  return [
    `<title data-page-head>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.noindex ? '' : `<link rel="canonical" href="${escapeHtml(url)}" data-page-head />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map(
      (ld) => `<script type="application/ld+json" data-page-head>${scriptJson(ld)}</script>`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}
