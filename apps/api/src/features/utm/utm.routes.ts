import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelope,
  ZMessageOnly,
  ZPagination,
  ZUtmLink,
  ZUtmLinkCreate,
  ZUtmLinkIdParams,
  ZUtmLinkListQuery,
  ZUtmVisitBody,
} from '@app/shared';

import { deleteRoute, errorResponses, ok } from '../../core/http.ts';
import { perIp } from '../../core/rate-limit.ts';
import * as service from './utm.service.ts';

const tags = ['utm'];

/** Public routes (under /api/v1). */
export async function utmPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/utm/visits', {
    config: { rateLimit: perIp(app.config, 30) },
    schema: { tags, body: ZUtmVisitBody, response: { 200: ZMessageOnly, ...errorResponses } },
    handler: async (req) => {
      await service.recordVisit({ db: app.db }, req.body);
      return ok(service.UTM_MSG.visitRecorded);
    },
  });
}

/** Staff routes (under /api/v1/admin); each declares config.menu. */
export async function utmAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['utm' as const] };

  app.get('/utm/links', {
    config,
    schema: {
      tags,
      querystring: ZUtmLinkListQuery,
      response: {
        200: envelope(z.object({ links: z.array(ZUtmLink), pagination: ZPagination })),
        ...errorResponses,
      },
    },
    handler: async (req) => {
      const data = await service.listLinks(deps, req.query);
      return ok(data.links.length ? 'OK' : 'No UTM links yet', data);
    },
  });

  app.post('/utm/links', {
    config,
    schema: {
      tags,
      body: ZUtmLinkCreate,
      response: { 201: envelope(z.object({ link: ZUtmLink })), ...errorResponses },
    },
    handler: async (req, reply) => {
      const link = await service.createLink(deps, req, req.body);
      return reply.code(201).send(ok(service.UTM_MSG.linkCreated, { link }));
    },
  });

  deleteRoute(
    app,
    '/utm/links/:id',
    { config, tags, message: service.UTM_MSG.linkDeleted, params: ZUtmLinkIdParams },
    (req, id) => service.deleteLink(deps, req, id),
  );
}
