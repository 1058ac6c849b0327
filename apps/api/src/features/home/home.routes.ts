import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { envelope, HOME_MSG, ZAdminHomeData, ZHomeContent, ZHomeData } from '@app/shared';

import { sendCached } from '../../core/http-cache.ts';
import { errorResponses, ok, okData } from '../../core/http.ts';
import * as service from './home.service.ts';

const tags = ['home'];

/** Public routes (under /api/v1). */
export async function homePublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/home', {
    schema: { tags, response: { 200: envelope(ZHomeData), ...errorResponses } },
    // One request paints the page, featured courses and their live prices included. Browsers and
    // CDNs revalidate every time (an unchanged page costs a 304); the instance keeps the answer
    // a few seconds, emptied by any write it handles, so a new price shows at once.
    handler: (req, reply) =>
      sendCached(
        req,
        reply,
        envelope(ZHomeData),
        async () => okData(await service.getHome(app)),
        'no-cache',
      ),
  });
}

/** Staff routes (under /api/v1/admin); each declares config.menu. */
export async function homeAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['editHome' as const] };

  app.get('/home', {
    config,
    schema: { tags, response: { 200: envelope(ZAdminHomeData), ...errorResponses } },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return okData(await service.getAdminHome(deps));
    },
  });

  app.put('/home', {
    config,
    schema: {
      tags,
      body: ZHomeContent,
      response: { 200: envelope(ZAdminHomeData), ...errorResponses },
    },
    handler: async (req) => ok(HOME_MSG.saved, await service.saveHome(deps, req, req.body)),
  });
}
