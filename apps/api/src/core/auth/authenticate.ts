import type { FastifyInstance, FastifyRequest } from 'fastify';

import { canUseMenuKeys, MSG } from '@app/shared';

import { AppError, forbidden, unauthorized } from '../errors.ts';
import { ACCESS_COOKIE } from './cookies.ts';
import { sessionCache } from './session-cache.ts';
import { loadSession } from './session.repo.ts';
import { verifyAccessToken } from './tokens.ts';

function tokenOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[ACCESS_COOKIE];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** Resolves the signed-in user; throws the 401/403 the route's needs call for. */
async function authenticate(app: FastifyInstance, request: FastifyRequest, required: boolean) {
  const token = tokenOf(request);
  if (!token) {
    if (required) throw unauthorized(MSG.notLoggedIn);
    return;
  }
  const verified = await verifyAccessToken(token, app.config.jwtSecret);
  if (!verified.ok) {
    if (!required) return;
    throw unauthorized(verified.reason === 'expired' ? MSG.expiredAccessToken : MSG.notLoggedIn);
  }
  const { sub, sid } = verified.claims;
  const cached = sessionCache.get(sub, sid);
  if (cached) {
    request.sessionUser = { ...cached.user, sessionId: sid };
    return;
  }
  const session = await loadSession(app.db, sub, sid);
  if (!session || !session.live) {
    if (required) throw unauthorized(MSG.sessionExpired);
    return;
  }
  if (session.banned) throw new AppError('FORBIDDEN', MSG.banned);
  sessionCache.set({ userId: sub, sessionId: sid, user: session.user });
  request.sessionUser = { ...session.user, sessionId: sid };
}

/**
 * Routes say what they need in `config`: `auth` for signed-in calls on the public base,
 * `menu` for staff calls (the same matrix the sidebar uses).
 */
export function registerAuthHooks(app: FastifyInstance): void {
  app.decorateRequest('sessionUser', null);
  // Attached per route, so routes that need no user (health checks, static files) pay nothing.
  app.addHook('onRoute', (route) => {
    const { auth, menu } = route.config ?? {};
    if (!auth && !menu) return;
    const guard = async (request: FastifyRequest) => {
      if (menu) {
        await authenticate(app, request, true);
        if (!canUseMenuKeys(request.sessionUser?.role, menu)) throw forbidden(MSG.forbidden);
        return;
      }
      await authenticate(app, request, auth === 'required');
    };
    // Before validation: a caller who may not use the route learns 401/403, not its body rules.
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guard, ...existing];
  });
}

export function currentUser(request: FastifyRequest) {
  if (!request.sessionUser) throw unauthorized(MSG.notLoggedIn);
  return request.sessionUser;
}
