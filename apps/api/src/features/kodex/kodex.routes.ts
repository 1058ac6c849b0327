import type { FastifyInstance } from 'fastify';

/** Replaced by the helper that owns this feature (issue #5). */
export async function kodexAdminRoutes(_app: FastifyInstance) {}

/** Replaced by the helper that owns this feature (issue #5). */
export async function kodexPublicRoutes(_app: FastifyInstance) {}
