import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { STAFF_MSG, ZVerifyLookupQuery, ZVerifyUserBody } from '@app/shared';

import { errorResponses, ok, okData, ZIdParams } from '../../core/http.ts';
import { tags, ZUserData } from './users.routes.ts';
import * as service from './verify.service.ts';

/** menu verifyUser (super_admin, admin, support, sales_and_marketing): verifying by hand. */
export async function verifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['verifyUser' as const] };

  app.get('/verify-user/lookup', {
    config,
    schema: {
      tags,
      querystring: ZVerifyLookupQuery,
      response: { 200: ZUserData, ...errorResponses },
    },
    handler: async (req) => okData({ user: await service.lookupUser(deps, req.query.query) }),
  });

  app.post('/users/:id/verify', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZVerifyUserBody,
      response: { 200: ZUserData, ...errorResponses },
    },
    handler: async (req) =>
      ok(STAFF_MSG.userVerified, {
        user: await service.verifyUser(deps, req, req.params.id, req.body.note),
      }),
  });
}
