import type { z } from 'zod';

import { COMMERCE_MSG, MSG, type Phone, type ZProfileBody } from '@app/shared';

import { isBanned } from '../../core/auth/session.repo.ts';
import {
  continueSession,
  forgetUserSessions,
  revokeFamily,
  startSession,
  type IssuedSession,
} from '../../core/auth/sessions.ts';
import { sha256 } from '../../core/auth/tokens.ts';
import {
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow, UtmAttribution } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './auth.repo.ts';
import { checkOtp, consumeOtp, type OtpDeps } from './otp.service.ts';

type Client = { ip?: string; userAgent?: string };
export type SignedIn = { user: UserRow; session: IssuedSession | null };

async function assertNotBanned(deps: OtpDeps, user: Pick<UserRow, 'id' | 'phoneNumber' | 'email'>) {
  if (
    await isBanned(deps.db, { userId: user.id, phoneNumber: user.phoneNumber, email: user.email })
  ) {
    throw forbidden(MSG.banned);
  }
}

/** OTP login; with `userId` it instead verifies the signed-in user's phone (isActive → true). */
export async function login(
  deps: OtpDeps,
  input: { phone: Phone; otp: string; userId?: string; sessionUserId?: string; client: Client },
): Promise<SignedIn> {
  const phoneNumber = input.phone.number;
  if (input.userId) return verifyPhone(deps, { ...input, userId: input.userId });

  const challenge = await checkOtp(deps, phoneNumber, input.otp);
  const user = await repo.findUserByPhone(deps.db, phoneNumber);
  if (!user) throw notFound(MSG.userNotRegistered);
  await assertNotBanned(deps, user);
  return inTransaction(deps.db, async (tx) => {
    await consumeOtp(tx, challenge.id);
    const fresh = user.isActive
      ? user
      : await repo.updateUser(tx, user.id, { isActive: true, phoneVerifiedAt: new Date() });
    return { user: fresh, session: await startSession(tx, deps.config, fresh, input.client) };
  });
}

async function verifyPhone(
  deps: OtpDeps,
  input: { phone: Phone; otp: string; userId: string; sessionUserId?: string },
): Promise<SignedIn> {
  if (input.userId !== input.sessionUserId) throw forbidden(MSG.userIdMismatch);
  const phoneNumber = input.phone.number;
  const owner = await repo.findUserByPhone(deps.db, phoneNumber);
  if (owner && owner.id !== input.userId) throw conflict(MSG.phoneInUse);
  const challenge = await checkOtp(deps, phoneNumber, input.otp);
  try {
    const result = await inTransaction(deps.db, async (tx) => {
      await consumeOtp(tx, challenge.id);
      const user = await repo.updateUser(tx, input.userId, {
        phoneCode: input.phone.code,
        phoneNumber,
        isActive: true,
        phoneVerifiedAt: new Date(),
      });
      return { user, session: null };
    });
    // The user's active flag changed: sessions cached in this process must not serve the old one.
    forgetUserSessions(input.userId);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.phoneInUse);
    throw error;
  }
}

export async function register(
  deps: OtpDeps,
  input: {
    name: { firstName: string; lastName: string };
    phone: Phone;
    otp: string;
    email: string;
    utm?: UtmAttribution;
    client: Client;
  },
): Promise<SignedIn> {
  const phoneNumber = input.phone.number;
  const challenge = await checkOtp(deps, phoneNumber, input.otp);
  if (await repo.findUserByPhone(deps.db, phoneNumber)) throw conflict(MSG.phoneAlreadyRegistered);
  if (await repo.findUserByEmail(deps.db, input.email)) throw conflict(MSG.emailInUse);
  if (await isBanned(deps.db, { phoneNumber, email: input.email })) throw forbidden(MSG.banned);
  try {
    return await inTransaction(deps.db, async (tx) => {
      await consumeOtp(tx, challenge.id);
      const user = await repo.insertUser(tx, {
        firstName: input.name.firstName,
        lastName: input.name.lastName,
        email: input.email,
        phoneCode: input.phone.code,
        phoneNumber,
        isActive: true,
        phoneVerifiedAt: new Date(),
        utm: input.utm ?? null,
      });
      return { user, session: await startSession(tx, deps.config, user, input.client) };
    });
  } catch (error) {
    // Two sign-ups racing for the same phone or e-mail: the database decides, the loser gets 409.
    if (isUniqueViolation(error)) throw conflict(MSG.phoneAlreadyRegistered);
    throw error;
  }
}

/** Rotates a refresh token. Presenting one that was already rotated revokes its whole family. */
export async function refresh(deps: OtpDeps, token: string | undefined, client: Client) {
  if (!token) throw unauthorized(MSG.sessionExpired);
  const row = await repo.findRefreshToken(deps.db, sha256(token));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    throw unauthorized(MSG.sessionExpired);
  }
  if (row.rotatedAt || !(await repo.markRotated(deps.db, row.id))) {
    await revokeFamily(deps.db, row.familyId);
    throw unauthorized(MSG.sessionExpired);
  }
  const user = await repo.findUserById(deps.db, row.userId);
  if (!user) throw unauthorized(MSG.sessionExpired);
  if (
    await isBanned(deps.db, { userId: user.id, phoneNumber: user.phoneNumber, email: user.email })
  ) {
    await revokeFamily(deps.db, row.familyId);
    throw forbidden(MSG.banned);
  }
  return { user, session: await continueSession(deps.db, deps.config, user, row.familyId, client) };
}

export async function logout(deps: OtpDeps, refreshToken: string | undefined, sessionId?: string) {
  if (refreshToken) {
    const row = await repo.findRefreshToken(deps.db, sha256(refreshToken));
    if (row) await revokeFamily(deps.db, row.familyId);
  }
  if (sessionId) await revokeFamily(deps.db, sessionId);
}

/**
 * PATCH /users/me: the signed-in user's name and e-mail (the phone is verified by OTP and
 * changes only through that). A blank e-mail removes it. The session cache drops the user so
 * the next call (GET /users/me included) sees the new values at once.
 */
export async function updateProfile(
  deps: { db: Db },
  userId: string,
  body: z.output<typeof ZProfileBody>,
): Promise<UserRow> {
  const email = body.email === undefined ? undefined : body.email || null;
  if (email) {
    const owner = await repo.findUserByEmail(deps.db, email);
    if (owner && owner.id !== userId) throw emailTaken();
  }
  try {
    // Only the fields sent change (a PATCH); an empty e-mail removes it.
    const user = await repo.updateUser(deps.db, userId, {
      ...(body.firstName !== undefined && { firstName: body.firstName }),
      ...(body.lastName !== undefined && { lastName: body.lastName }),
      ...(email !== undefined && { email }),
    });
    return user;
  } catch (error) {
    // Two accounts saving the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  } finally {
    forgetUserSessions(userId);
  }
}

const emailTaken = () =>
  conflict(COMMERCE_MSG.emailTaken, [{ field: 'email', message: COMMERCE_MSG.emailTaken }]);
