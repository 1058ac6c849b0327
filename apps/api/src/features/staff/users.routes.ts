import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelope,
  STAFF_MSG,
  ZAdminUser,
  ZUserDetail,
  ZUserListData,
  ZUserListQuery,
  ZUserUpdateBody,
} from '@app/shared';

import { sendCsvDownload } from '../../core/csv-export.ts';
import { errorResponses, ok, okData, ZIdParams } from '../../core/http.ts';
import { getUserDetail } from './user-detail.ts';
import { usersCsv } from './users.csv.ts';
import * as service from './users.service.ts';

export const tags = ['staff'];
export const ZUserData = envelope(z.object({ user: ZAdminUser }));

/** menu users (super_admin, admin): the users list, its CSV, a user's page and its changes. */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const config = { menu: ['users' as const] };

  app.get('/users', {
    config,
    schema: {
      tags,
      querystring: ZUserListQuery,
      response: { 200: envelope(ZUserListData), ...errorResponses },
    },
    handler: async (req) => {
      const data = await service.listUsers(deps, req.query);
      return ok(data.users.length ? 'OK' : 'No users found.', data);
    },
  });

  // The list's filters (page and limit ignored), as a CSV download of at most 50,000 rows.
  app.get('/users/export.csv', {
    config,
    schema: { tags, querystring: ZUserListQuery },
    handler: async (req, reply) => {
      const { rowCount, isTruncated, rows } = await service.exportUsers(deps, req.query);
      return sendCsvDownload(reply, { name: 'users', rowCount, isTruncated, csv: usersCsv(rows) });
    },
  });

  app.get('/users/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      response: { 200: envelope(ZUserDetail), ...errorResponses },
    },
    handler: async (req) => okData(await getUserDetail(deps, req.params.id)),
  });

  app.patch('/users/:id', {
    config,
    schema: {
      tags,
      params: ZIdParams,
      body: ZUserUpdateBody,
      response: { 200: ZUserData, ...errorResponses },
    },
    handler: async (req) =>
      ok(STAFF_MSG.userUpdated, {
        user: await service.updateUser(deps, req, req.params.id, req.body),
      }),
  });
}
