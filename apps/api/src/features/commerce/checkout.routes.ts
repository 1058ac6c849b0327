import type { FastifyInstance } from 'fastify';

/** Placeholder: filled in by the issue #4 commerce work. */
export async function checkoutPublicRoutes(_app: FastifyInstance) {}
