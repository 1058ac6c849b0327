import type { FastifyReply } from 'fastify';

import { API_PREFIX } from '@app/shared';

import type { Config } from '../config.ts';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
/** The refresh token travels only to the calls that need it (refresh, logout). */
const REFRESH_PATH = `${API_PREFIX}/users`;

/** Setting and clearing must use the same options, or the browser keeps the cookie. */
const baseOptions = (config: Config) =>
  ({ httpOnly: true, sameSite: 'lax', secure: config.isProduction }) as const;

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  access: string,
  refresh: string,
): void {
  const base = baseOptions(config);
  const maxAge = config.refreshTokenTtlDays * 86_400;
  // The access cookie outlives its JWT so an expired token still reaches us and gets
  // EXPIRED_ACCESS_TOKEN (the client's cue to refresh) rather than "not logged in".
  reply.setCookie(ACCESS_COOKIE, access, { ...base, path: '/', maxAge });
  reply.setCookie(REFRESH_COOKIE, refresh, { ...base, path: REFRESH_PATH, maxAge });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const base = baseOptions(config);
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_PATH });
}
