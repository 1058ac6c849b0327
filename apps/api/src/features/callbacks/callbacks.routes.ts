import type { FastifyInstance } from 'fastify';

/** Public routes (under /api/v1). */
export async function callbackPublicRoutes(fastify: FastifyInstance) {
  void fastify;
}

/** Staff routes (under /api/v1/admin); each declares config.menu. */
export async function callbackAdminRoutes(fastify: FastifyInstance) {
  void fastify;
}
