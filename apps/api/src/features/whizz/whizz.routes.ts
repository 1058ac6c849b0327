import type { FastifyInstance } from 'fastify';

/** Replaced by the helper that owns this feature (issue #5). */
export async function whizzAdminRoutes(_app: FastifyInstance) {}

/** Replaced by the helper that owns this feature (issue #5). */
export async function whizzPublicRoutes(_app: FastifyInstance) {}
