import { randomInt } from 'node:crypto';

import {
  MSG,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_FIRST_S,
  OTP_RESEND_LATER_S,
  OTP_TTL_MS,
} from '@app/shared';

import { isBanned } from '../../core/auth/session.ts';
import { hashOtp, safeEqualHex } from '../../core/auth/tokens.ts';
import type { Config } from '../../core/config.ts';
import { AppError, badRequest, conflict, forbidden, tooMany } from '../../core/errors.ts';
import type { Sms } from '../../core/outbox.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as repo from './auth.repo.ts';

export type OtpDeps = { db: Db; config: Config; sms: Sms };
type Purpose = 'login' | 'register' | 'verify';

/** A resend within this window continues the sequence (and its 90 s wait); later starts afresh. */
const SEQUENCE_WINDOW_MS = 15 * 60_000;

const waitAfter = (sendSeq: number) => (sendSeq <= 1 ? OTP_RESEND_FIRST_S : OTP_RESEND_LATER_S);

export async function sendOtp(
  deps: OtpDeps,
  input: {
    phoneNumber: string;
    purpose: Purpose;
    userId?: string;
    sessionUserId?: string;
    ip?: string;
  },
) {
  const { phoneNumber } = input;
  return deps.db.transaction(async (tx) => {
    await repo.lockPhone(tx, phoneNumber);
    const owner = await repo.findUserByPhone(tx, phoneNumber);
    if (input.purpose === 'register' && owner) throw conflict(MSG.phoneAlreadyRegistered);
    if (input.userId) {
      if (input.userId !== input.sessionUserId) throw forbidden(MSG.userIdMismatch);
      if (owner && owner.id !== input.userId) throw conflict(MSG.phoneInUse);
    }
    if (await isBanned(tx, { phoneNumber, userId: owner?.id, email: owner?.email })) {
      throw forbidden(MSG.banned);
    }

    const now = Date.now();
    const latest = await repo.latestChallenge(tx, phoneNumber);
    const open = latest && !latest.consumedAt ? latest : null;
    if (open) {
      const waitMs = waitAfter(open.sendSeq) * 1000 - (now - open.createdAt.getTime());
      if (waitMs > 0) {
        const retryAfter = Math.ceil(waitMs / 1000);
        throw tooMany(MSG.otpResendWait(retryAfter), { retryAfter });
      }
    }
    const sentLastHour = await repo.countSendsSince(tx, phoneNumber, new Date(now - 3_600_000));
    if (sentLastHour >= deps.config.otpSendsPerHour)
      throw tooMany(MSG.otpHourlyLimit, { retryAfter: 3600 });

    const sendSeq =
      open && now - open.createdAt.getTime() < SEQUENCE_WINDOW_MS ? open.sendSeq + 1 : 1;
    const code = randomInt(0, 10_000).toString().padStart(4, '0');
    await repo.insertChallenge(tx, {
      phoneNumber,
      codeHash: hashOtp(deps.config.jwtSecret, phoneNumber, code),
      purpose: input.purpose,
      userId: input.userId ?? null,
      sendSeq,
      expiresAt: new Date(now + OTP_TTL_MS),
      ip: input.ip?.slice(0, 64),
      createdAt: new Date(now),
    });
    await deps.sms.send(
      tx,
      phoneNumber,
      `${code} is your KodeSchool verification code. It is valid for 5 minutes. Do not share it with anyone.`,
    );
    return { resendAfter: waitAfter(sendSeq), expiresIn: OTP_TTL_MS / 1000 };
  });
}

/**
 * Checks a code against the phone's latest challenge without using it up (login of an unknown
 * phone must leave it valid for register). Wrong tries are counted outside any transaction so a
 * rollback cannot undo them.
 */
export async function checkOtp(db: Db, phoneNumber: string, code: string, secret: string) {
  const challenge = await repo.latestChallenge(db, phoneNumber);
  if (!challenge || challenge.consumedAt) throw badRequest(MSG.otpInvalid);
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw tooMany(MSG.otpAttemptsExceeded);
  if (challenge.expiresAt.getTime() <= Date.now()) throw badRequest(MSG.otpExpired);
  if (!safeEqualHex(challenge.codeHash, hashOtp(secret, phoneNumber, code))) {
    const attempts = await repo.recordWrongAttempt(db, challenge.id, OTP_MAX_ATTEMPTS);
    if (attempts >= OTP_MAX_ATTEMPTS) throw tooMany(MSG.otpAttemptsExceeded);
    throw badRequest(MSG.otpInvalid, { attemptsLeft: OTP_MAX_ATTEMPTS - attempts });
  }
  return challenge;
}

/** Uses a checked code up; a parallel request that used it first makes this one fail. */
export async function consumeOtp(db: Tx, challengeId: string) {
  if (!(await repo.consumeChallenge(db, challengeId)))
    throw new AppError('BAD_REQUEST', MSG.otpInvalid);
}
