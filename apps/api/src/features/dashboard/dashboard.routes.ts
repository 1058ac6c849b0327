import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, ZDashboard, ZDashboardQuery } from '@app/shared';

import { currentUser } from '../../core/auth/authenticate.ts';
import { errorResponses, okData } from '../../core/http.ts';
import * as service from './dashboard.service.ts';

const tags = ['dashboard'];

/**
 * GET /admin/dashboard (issue #7), menu dashboard: figures and charts for an IST day range, and
 * the operator warnings (issue 14).
 */
export async function dashboardAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, warnings: app.config.warnings };

  app.get('/dashboard', {
    config: { menu: ['dashboard' as const] },
    schema: {
      tags,
      querystring: ZDashboardQuery,
      response: { 200: envelope(z.object({ dashboard: ZDashboard })), ...errorResponses },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return okData({
        dashboard: await service.getDashboard(deps, req.query, currentUser(req).role),
      });
    },
  });
}
