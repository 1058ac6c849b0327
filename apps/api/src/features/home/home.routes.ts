import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { envelope, HOME_MSG, ZErrorEnvelope, ZHomeContent, ZHomeData } from '@app/shared';

import { isNotModified } from '../../core/http-cache.ts';
import * as service from './home.service.ts';

const errors = { '4xx': ZErrorEnvelope };
const tags = ['home'];

/** Public routes (under /api/v1). */
export async function homePublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/home', {
    schema: { tags, response: { 200: envelope(ZHomeData), ...errors } },
    handler: async (req, reply) => {
      const data = await service.getHome({ db: app.db });
      // Browsers and CDNs revalidate every time; an unchanged page costs a 304 and no body.
      if (isNotModified(req, reply, data, 'no-cache'))
        return reply.code(304).send(undefined as never);
      return { success: true, message: 'OK', data };
    },
  });
}

/** Staff routes (under /api/v1/admin); each declares config.menu. */
export async function homeAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['editHome' as const] };

  app.get('/home', {
    config,
    schema: { tags, response: { 200: envelope(ZHomeData), ...errors } },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, message: 'OK', data: await service.getHome(deps) };
    },
  });

  app.put('/home', {
    config,
    schema: { tags, body: ZHomeContent, response: { 200: envelope(ZHomeData), ...errors } },
    handler: async (req) => ({
      success: true,
      message: HOME_MSG.saved,
      data: await service.saveHome(deps, req, req.body),
    }),
  });
}
