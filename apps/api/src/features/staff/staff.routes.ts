import type { FastifyInstance } from 'fastify';

import { noStoreRoutes } from '../../core/http.ts';
import { activityLogRoutes } from './activity-logs.routes.ts';
import { bansRoutes } from './bans.routes.ts';
import { usersRoutes } from './users.routes.ts';
import { verifyRoutes } from './verify.routes.ts';

/**
 * Staff administration (issue #7), under /api/v1/admin: users and role changes, bans, manual
 * verification, activity logs. Each route declares its menu key; the guard enforces the matrix.
 */
export async function staffAdminRoutes(fastify: FastifyInstance) {
  // Answers name people and their bans: never kept by a shared cache.
  const app = noStoreRoutes(fastify);
  await app.register(usersRoutes);
  await app.register(bansRoutes);
  await app.register(verifyRoutes);
  await app.register(activityLogRoutes);
}
