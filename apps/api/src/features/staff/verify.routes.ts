import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { STAFF_MSG, ZVerifyLookupQuery, ZVerifyUserBody } from '@app/shared';

import { errors, tags, ZIdParams, ZUserData } from './users.routes.ts';
import * as service from './verify.service.ts';

/** menu verifyUser (super_admin, admin, support, sales_and_marketing): verifying by hand. */
export async function verifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['verifyUser' as const] };

  app.get('/verify-user/lookup', {
    config,
    schema: { tags, querystring: ZVerifyLookupQuery, response: { 200: ZUserData, ...errors } },
    handler: async (req) => ({
      success: true,
      message: 'OK',
      data: { user: await service.lookupUser(deps, req.query.query) },
    }),
  });

  app.post('/users/:id/verify', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZVerifyUserBody,
      response: { 200: ZUserData, ...errors },
    },
    handler: async (req) => ({
      success: true,
      message: STAFF_MSG.userVerified,
      data: { user: await service.verifyUser(deps, req, req.params.id, req.body.note) },
    }),
  });
}
