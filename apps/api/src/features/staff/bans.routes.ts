import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, STAFF_MSG, ZBan, ZBanBody, ZBanListData, ZBanListQuery } from '@app/shared';

import * as service from './bans.service.ts';
import { errors, tags, ZIdParams } from './users.routes.ts';

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
      response: { 200: envelope(ZBanListData), ...errors },
    },
    handler: async (req) => {
      const data = await service.listBans(deps, req.query);
      return { success: true, message: data.bans.length ? 'OK' : 'No bans found.', data };
    },
  });

  app.post('/bans', {
    config,
    schema: { tags, body: ZBanBody, response: { 201: ZBanData, ...errors } },
    handler: async (req, reply) => {
      const ban = await service.createBan(deps, req, req.body);
      return reply.code(201).send({ success: true, message: STAFF_MSG.banCreated, data: { ban } });
    },
  });

  app.post('/bans/:id/lift', {
    config,
    schema: { tags, params: ZIdParams, response: { 200: ZBanData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: STAFF_MSG.banLifted,
      data: { ban: await service.liftBan(deps, req, req.params.id) },
    }),
  });
}
