import type { FastifyInstance } from 'fastify';

import { API_PREFIX } from '@app/shared';

import { escapeHtml } from '../../core/html.ts';
import { headTags } from './seo.html.ts';
import { pageHeadFor, PRIVATE_PATHS, sitemapPaths, type ReadPublic } from './seo.pages.ts';

/**
 * Public answers read in-process (app.inject): the head and the sitemap say what the public API
 * says to anyone, with its caching, and this feature needs no other feature's code.
 */
function publicReader(app: FastifyInstance): ReadPublic {
  return async (apiPath, schema) => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}${apiPath}` });
    if (res.statusCode !== 200) return null;
    const parsed = schema.safeParse((res.json() as { data?: unknown }).data);
    return parsed.success ? parsed.data : null;
  };
}

/** The <head> tags and status of the web app page at `path` (core/spa.ts puts them in). */
export function pageHead(app: FastifyInstance) {
  const read = publicReader(app);
  const origin = app.config.publicUrl;
  return async (path: string) => {
    const head = await pageHeadFor(path, read, origin);
    const status = head.status ?? 200;
    return {
      tags: headTags(head, origin),
      status,
      serverRender: head.isPublicPage && status === 200,
    };
  };
}

/** robots.txt and sitemap.xml at the site root. */
export async function seoRoutes(app: FastifyInstance) {
  const read = publicReader(app);
  const origin = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      'Disallow: /api/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const urls = (await sitemapPaths(read)).map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(xml);
  });
}
