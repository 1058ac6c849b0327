import type { FastifyInstance } from 'fastify';

import { authRoutes } from './auth/auth.routes.ts';
import type { GoogleVerifier } from './auth/google.ts';

/** Every feature's public routes, mounted under /api/v1. Feature issues add theirs here. */
export function publicRoutes(deps: { google: GoogleVerifier | null }) {
  return async function (app: FastifyInstance) {
    await app.register(authRoutes(deps.google));
  };
}

/**
 * Every feature's staff routes, mounted under /api/v1/admin. Each route must declare
 * `config.menu` (the admin menu entries it serves); the guard enforces the role matrix.
 */
export function adminRoutes(extra?: (app: FastifyInstance) => Promise<void>) {
  return async function (app: FastifyInstance) {
    if (extra) await app.register(extra);
  };
}
