import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, STAFF_MSG, ZBan, ZBanBody, ZBanListData, ZBanListQuery } from '@app/shared';

import { errorResponses, ok, ZIdParams } from '../../core/http.ts';
import * as service from './bans.service.ts';
import { tags } from './users.routes.ts';

const ZBanData = envelope(z.object({ ban: ZBan }));

/** menu ban (super_admin, admin): the bans, banning (sessions end at once) and lifting. */
export async function bansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['ban' as const] };

  app.get('/bans', {
    config,
    schema: {
      tags,
      querystring: ZBanListQuery,
      response: { 200: envelope(ZBanListData), ...errorResponses },
    },
    handler: async (req) => {
      const data = await service.listBans(deps, req.query);
      return ok(data.bans.length ? 'OK' : 'No bans found.', data);
    },
  });

  app.post('/bans', {
    config,
    schema: { tags, body: ZBanBody, response: { 201: ZBanData, ...errorResponses } },
    handler: async (req, reply) => {
      const ban = await service.createBan(deps, req, req.body);
      return reply.code(201).send(ok(STAFF_MSG.banCreated, { ban }));
    },
  });

  app.post('/bans/:id/lift', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZBanData, ...errorResponses } },
    handler: async (req) =>
      ok(STAFF_MSG.banLifted, { ban: await service.liftBan(deps, req, req.params.id) }),
  });
}
