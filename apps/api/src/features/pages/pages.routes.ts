import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  envelope,
  SITE_PAGE_MSG,
  ZAdminSitePageData,
  ZSitePageContent,
  ZSitePageData,
  ZSitePageParams,
} from '@app/shared';

import { isNotModified } from '../../core/http-cache.ts';
import { errorResponses, ok, okData } from '../../core/http.ts';
import * as service from './pages.service.ts';

const tags = ['pages'];

/** Public routes (under /api/v1): the privacy, terms, refund and contact pages. */
export async function pagePublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/pages/:slug', {
    schema: {
      tags,
      params: ZSitePageParams,
      response: { 200: envelope(ZSitePageData), ...errorResponses },
    },
    handler: async (req, reply) => {
      const data = { page: await service.getPage({ db: app.db }, req.params.slug) };
      // Revalidated every time, like the home page: an edit shows at once, unchanged costs a 304.
      if (isNotModified(req, reply, data, 'no-cache')) {
        return reply.code(304).send(undefined as never);
      }
      return okData(data);
    },
  });
}

/** Staff routes (under /api/v1/admin): edited where the home page is, with its permission. */
export async function pageAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['editHome' as const] };

  app.get('/pages/:slug', {
    config,
    schema: {
      tags,
      params: ZSitePageParams,
      response: { 200: envelope(ZAdminSitePageData), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return okData({ page: await service.getAdminPage(deps, req.params.slug) });
    },
  });

  app.put('/pages/:slug', {
    config,
    schema: {
      tags,
      params: ZSitePageParams,
      body: ZSitePageContent,
      response: { 200: envelope(ZAdminSitePageData), ...errorResponses },
    },
    handler: async (req) =>
      ok(SITE_PAGE_MSG.saved, {
        page: await service.savePage(deps, req, req.params.slug, req.body),
      }),
  });
}
