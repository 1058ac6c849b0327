import { MSG } from '@app/shared';

import { isBanned } from '../../core/auth/session.repo.ts';
import { startSession } from '../../core/auth/sessions.ts';
import { badRequest, forbidden } from '../../core/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './auth.repo.ts';
import type { GoogleVerifier } from './google.ts';
import type { OtpDeps } from './otp.service.ts';

/**
 * Google sign-in by authorization code. A new account has no verified phone yet, so it starts
 * with isActive false and the web shows the phone-verification overlay.
 */
export async function googleSignIn(
  deps: OtpDeps & { google: GoogleVerifier | null },
  input: { code: string; redirectUri?: string; client: { ip?: string; userAgent?: string } },
) {
  if (!deps.google) throw badRequest(MSG.googleNotConfigured);
  let profile;
  try {
    profile = await deps.google(input.code, input.redirectUri);
  } catch {
    throw badRequest(MSG.googleFailed);
  }
  if (!profile.emailVerified) throw badRequest(MSG.googleFailed);
  if (await isBanned(deps.db, { email: profile.email })) throw forbidden(MSG.banned);

  return inTransaction(deps.db, async (tx) => {
    let user = await repo.findUserByGoogleSub(tx, profile.sub);
    if (!user) {
      const byEmail = await repo.findUserByEmail(tx, profile.email);
      user = byEmail
        ? await repo.updateUser(tx, byEmail.id, { googleSub: profile.sub })
        : await repo.insertUser(tx, {
            firstName: profile.givenName.slice(0, 50),
            lastName: profile.familyName.slice(0, 50),
            email: profile.email,
            googleSub: profile.sub,
            isActive: false,
          });
    }
    if (await isBanned(tx, { userId: user.id, phoneNumber: user.phoneNumber }))
      throw forbidden(MSG.banned);
    return { user, session: await startSession(tx, deps.config, user, input.client) };
  });
}
