import type { Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Config } from '../config.ts';
import { newId } from '../ids.ts';
import { insertRefreshToken, revokeRefreshTokens } from './refresh-tokens.repo.ts';
import { sessionCache } from './session-cache.ts';
import { newRefreshToken, sha256, signAccessToken } from './tokens.ts';

/** Call after changing a user's role, active flag or bans so this process stops serving the old answer. */
export function forgetUserSessions(userId: string): void {
  sessionCache.forgetUser(userId);
}

export type IssuedSession = { accessToken: string; refreshToken: string; familyId: string };
type Client = { ip?: string; userAgent?: string };

async function issue(db: Tx, config: Config, user: UserRow, familyId: string, client: Client) {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
    ip: client.ip?.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 256),
  });
  const accessToken = await signAccessToken(
    { sub: user.id, role: user.role, sid: familyId },
    config.jwtSecret,
    config.accessTokenTtlS,
  );
  return { accessToken, refreshToken, familyId };
}

/** A new login: a new refresh family. */
export function startSession(
  db: Tx,
  config: Config,
  user: UserRow,
  client: Client,
): Promise<IssuedSession> {
  return issue(db, config, user, newId(), client);
}

/** The next token of the same family (rotation). */
export function continueSession(
  db: Tx,
  config: Config,
  user: UserRow,
  familyId: string,
  client: Client,
) {
  return issue(db, config, user, familyId, client);
}

export async function revokeFamily(db: Tx, familyId: string): Promise<void> {
  sessionCache.forgetSession(familyId);
  await revokeRefreshTokens(db, { familyId });
}

/** Ends every login of a user (bans, role changes that must bite at once). */
export async function revokeUserSessions(db: Tx, userId: string): Promise<void> {
  forgetUserSessions(userId);
  await revokeRefreshTokens(db, { userId });
}
