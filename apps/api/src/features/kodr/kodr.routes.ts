import type { FastifyInstance } from 'fastify';

/** Public routes (under /api/v1). */
export async function kodrPublicRoutes(fastify: FastifyInstance) {
  void fastify;
}

/** Staff routes (under /api/v1/admin); each declares config.menu. */
export async function kodrAdminRoutes(fastify: FastifyInstance) {
  void fastify;
}
