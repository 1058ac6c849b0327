import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  CALLBACK_MSG,
  envelope,
  ZCallbackBody,
  ZCallbackIdParams,
  ZCallbackListData,
  ZCallbackListQuery,
  ZCallbackPatchBody,
  ZCallbackRequest,
  ZMessageOnly,
  ZStaffRef,
} from '@app/shared';

import { errorResponses, ok, okData } from '../../core/http.ts';
import { perIp } from '../../core/rate-limit.ts';
import * as service from './callbacks.service.ts';

const tags = ['callbacks'];

/** Public routes (under /api/v1). */
export async function callbackPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/request-callbacks', {
    config: { auth: 'optional', rateLimit: perIp(app.config, 10) },
    schema: { tags, body: ZCallbackBody, response: { 201: ZMessageOnly, ...errorResponses } },
    handler: async (req, reply) => {
      await service.createCallback(
        { db: app.db },
        { body: req.body, userId: req.sessionUser?.id ?? null },
      );
      return reply.code(201).send(ok(CALLBACK_MSG.success));
    },
  });
}

/** Staff routes (under /api/v1/admin); each declares config.menu. */
export async function callbackAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['callbacks' as const] };

  app.get('/callbacks', {
    config,
    schema: {
      tags,
      querystring: ZCallbackListQuery,
      response: { 200: envelope(ZCallbackListData), ...errorResponses },
    },
    handler: async (req) => {
      const data = await service.listCallbacks(deps, req.query);
      return ok(data.callbacks.length ? 'OK' : 'No callback requests found', data);
    },
  });

  app.get('/callbacks/assignees', {
    config,
    schema: {
      tags,
      response: { 200: envelope(z.object({ assignees: z.array(ZStaffRef) })), ...errorResponses },
    },
    handler: async () => okData({ assignees: await service.listAssignees(deps) }),
  });

  app.patch('/callbacks/:id', {
    config,
    schema: {
      tags,
      params: ZCallbackIdParams,
      body: ZCallbackPatchBody,
      response: { 200: envelope(z.object({ callback: ZCallbackRequest })), ...errorResponses },
    },
    handler: async (req) =>
      ok(CALLBACK_MSG.updated, {
        callback: await service.updateCallback(deps, req, req.params.id, req.body),
      }),
  });
}
