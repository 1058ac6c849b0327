import type { FastifyInstance } from 'fastify';

/** Replaced by the helper that owns this feature (issue #5). */
export async function questionAdminRoutes(_app: FastifyInstance) {}
