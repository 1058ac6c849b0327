import { randomInt } from 'node:crypto';

import {
  MSG,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_FIRST_S,
  OTP_RESEND_LATER_S,
  OTP_TTL_MS,
} from '@app/shared';

import { isBanned } from '../../core/auth/session.repo.ts';
import { hashOtp, safeEqualHex } from '../../core/auth/tokens.ts';
import type { Config } from '../../core/config.ts';
import { AppError, badRequest, conflict, forbidden, tooMany } from '../../core/errors.ts';
import { SmsNotSentError, type Sms } from '../../core/outbox.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './auth.repo.ts';

export type OtpDeps = { db: Db; config: Config; sms: Sms };
type Purpose = 'login' | 'register' | 'verify';

/** A resend within this window continues the sequence (and its 90 s wait); later starts afresh. */
const SEQUENCE_WINDOW_MS = 15 * 60_000;

const waitAfter = (sendSeq: number) => (sendSeq <= 1 ? OTP_RESEND_FIRST_S : OTP_RESEND_LATER_S);

const HOUR_MS = 3_600_000;

export const otpText = (code: string) =>
  `${code} is your KodeSchool verification code. It is valid for 5 minutes. Do not share it with anyone.`;

type Guesses = Awaited<ReturnType<typeof repo.wrongGuessesSince>>;
const total = (guesses: Guesses) => guesses.reduce((n, g) => n + g.attempts, 0);

/**
 * The per-phone cap across codes: `cap` wrong guesses on the codes a phone was sent in the last
 * hour lock its sign-in until enough of those codes are an hour old. The answer says how long.
 */
function phoneLocked(guesses: Guesses, cap: number, now: number): AppError {
  let left = total(guesses);
  let until = now + HOUR_MS;
  for (const g of guesses) {
    left -= g.attempts;
    if (left < cap) {
      until = g.createdAt.getTime() + HOUR_MS;
      break;
    }
  }
  const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
  return tooMany(MSG.otpWrongGuessLock(Math.ceil(retryAfter / 60)), { retryAfter });
}

async function recentGuesses(db: Tx, phoneNumber: string, now: number) {
  return repo.wrongGuessesSince(db, phoneNumber, new Date(now - HOUR_MS));
}

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
  const code = randomInt(0, 10_000).toString().padStart(4, '0');
  // The checks and the new code commit first; the SMS goes out after, so no transaction (and no
  // pooled connection, or PGlite's only one) waits up to 10 s on the provider.
  const sent = await inTransaction(deps.db, async (tx) => {
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
    // A locked phone gets no new code: it could not be used before the lock lifts.
    const guesses = await recentGuesses(tx, phoneNumber, now);
    if (total(guesses) >= deps.config.otpWrongPerHour) {
      throw phoneLocked(guesses, deps.config.otpWrongPerHour, now);
    }
    const latest = await repo.latestChallenge(tx, phoneNumber);
    const open = latest && !latest.consumedAt ? latest : null;
    if (open) {
      const waitMs = waitAfter(open.sendSeq) * 1000 - (now - open.createdAt.getTime());
      if (waitMs > 0) {
        const retryAfter = Math.ceil(waitMs / 1000);
        throw tooMany(MSG.otpResendWait(retryAfter), { retryAfter });
      }
    }
    const cap = deps.config.otpSendsPerHour;
    // The newest `cap` sends of the hour: when the oldest of them is an hour old, one may go.
    const sentLastHour = await repo.sendTimesSince(tx, phoneNumber, new Date(now - HOUR_MS), cap);
    if (sentLastHour.length >= cap) {
      const retryAfter = Math.max(
        1,
        Math.ceil((sentLastHour[0]!.getTime() + HOUR_MS - now) / 1000),
      );
      throw tooMany(MSG.otpHourlyLimit(Math.ceil(retryAfter / 60)), { retryAfter });
    }

    const sendSeq =
      open && now - open.createdAt.getTime() < SEQUENCE_WINDOW_MS ? open.sendSeq + 1 : 1;
    const challenge = await repo.insertChallenge(tx, {
      phoneNumber,
      codeHash: hashOtp(deps.config.jwtSecret, phoneNumber, code),
      purpose: input.purpose,
      userId: input.userId ?? null,
      sendSeq,
      expiresAt: new Date(now + OTP_TTL_MS),
      ip: input.ip?.slice(0, 64),
      createdAt: new Date(now),
    });
    return { challengeId: challenge.id, resendAfter: waitAfter(sendSeq) };
  });
  try {
    await deps.sms.send(deps.db, phoneNumber, otpText(code), { secret: code });
  } catch (error) {
    // The code never reached the phone: it must neither work nor count against the hourly
    // sends or the resend countdown (the outbox row stays, marked failed, for the audit).
    await repo.deleteChallenge(deps.db, sent.challengeId);
    if (error instanceof SmsNotSentError) {
      throw new AppError('SERVICE_UNAVAILABLE', MSG.sendOtpFailed);
    }
    throw error;
  }
  return { resendAfter: sent.resendAfter, expiresIn: OTP_TTL_MS / 1000 };
}

/**
 * Checks a code against the phone's latest challenge without using it up (login of an unknown
 * phone must leave it valid for register). Wrong tries are counted outside any transaction so a
 * rollback cannot undo them; each code takes OTP_MAX_ATTEMPTS, the phone otpWrongPerHour in all.
 */
export async function checkOtp(
  deps: { db: Db; config: Config },
  phoneNumber: string,
  code: string,
) {
  const { db } = deps;
  const cap = deps.config.otpWrongPerHour;
  const now = Date.now();
  const guesses = await recentGuesses(db, phoneNumber, now);
  if (total(guesses) >= cap) throw phoneLocked(guesses, cap, now);
  const challenge = await repo.latestChallenge(db, phoneNumber);
  if (!challenge || challenge.consumedAt) throw badRequest(MSG.otpInvalid);
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw tooMany(MSG.otpAttemptsExceeded);
  if (challenge.expiresAt.getTime() <= now) throw badRequest(MSG.otpExpired);
  if (!safeEqualHex(challenge.codeHash, hashOtp(deps.config.jwtSecret, phoneNumber, code))) {
    const others = guesses.filter((g) => g.id !== challenge.id);
    // This code's own cap, lowered to what the phone has left: parallel guesses stop there too.
    const limit = Math.min(OTP_MAX_ATTEMPTS, cap - total(others));
    const attempts = await repo.recordWrongAttempt(db, challenge.id, limit);
    if (total(others) + attempts >= cap) {
      const mine = { id: challenge.id, createdAt: challenge.createdAt, attempts };
      const all = [...others, mine].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      throw phoneLocked(all, cap, now);
    }
    if (attempts >= OTP_MAX_ATTEMPTS) throw tooMany(MSG.otpAttemptsExceeded);
    throw badRequest(MSG.otpInvalid, { attemptsLeft: limit - attempts });
  }
  return challenge;
}

/** Uses a checked code up; a parallel request that used it first makes this one fail. */
export async function consumeOtp(db: Tx, challengeId: string) {
  if (!(await repo.consumeChallenge(db, challengeId)))
    throw new AppError('BAD_REQUEST', MSG.otpInvalid);
}
