import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  envelope,
  paginate,
  STAFF_MSG,
  ZActivityFacets,
  ZActivityLogData,
  ZActivityLogQuery,
} from '@app/shared';

import { badRequest } from '../../core/errors.ts';
import { errorResponses, ok, okData } from '../../core/http.ts';
import * as repo from './activity-logs.repo.ts';
import { tags } from './users.routes.ts';

/**
 * menu activityLogs (super_admin, admin): reading the log. Nothing here edits or deletes an
 * entry, and the database refuses UPDATE, DELETE and TRUNCATE on it (migration 0002).
 */
export async function activityLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { menu: ['activityLogs' as const] };

  app.get('/activity-logs', {
    config,
    schema: {
      tags,
      querystring: ZActivityLogQuery,
      response: { 200: envelope(ZActivityLogData), ...errorResponses },
    },
    handler: async (req) => {
      const { page, limit, ...filter } = req.query;
      if (filter.from && filter.to && filter.from > filter.to) {
        throw badRequest(STAFF_MSG.rangeOrder, [{ field: 'from', message: STAFF_MSG.rangeOrder }]);
      }
      const { activityLogs, total } = await repo.findLogPage(app.db, filter, {
        offset: (page - 1) * limit,
        limit,
      });
      return ok(activityLogs.length ? 'OK' : 'No activity found.', {
        activityLogs,
        pagination: paginate(total, page, limit),
      });
    },
  });

  app.get('/activity-logs/facets', {
    config,
    schema: { tags, response: { 200: envelope(ZActivityFacets), ...errorResponses } },
    handler: async () => okData(await repo.findFacets(app.db)),
  });
}
