import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { otpChallenges, refreshTokens, users, type UserRow } from '../../db/schema/index.ts';

export async function findUserById(db: Tx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Tx, phoneNumber: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: Tx, sub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Tx, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** Serialises OTP work per phone so two parallel sends cannot both skip the countdown. */
export async function lockPhone(db: Tx, phoneNumber: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`);
}

export async function latestChallenge(db: Tx, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.phoneNumber, phoneNumber))
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  return row ?? null;
}

/** When each code sent to a phone since `since` was sent, oldest first (at most `limit`). */
export async function sendTimesSince(
  db: Tx,
  phoneNumber: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phoneNumber, phoneNumber), gt(otpChallenges.createdAt, since)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(limit);
  return rows.map((r) => r.createdAt).reverse();
}

export async function insertChallenge(db: Tx, values: typeof otpChallenges.$inferInsert) {
  const [row] = await db.insert(otpChallenges).values(values).returning();
  return row!;
}

/** A code that never reached the phone (the SMS provider failed): it must not count or work. */
export async function deleteChallenge(db: Tx, id: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/**
 * Wrong guesses on a phone's codes created since `since`, oldest code first (served by
 * otp_phone_created_idx on phone_number, created_at).
 */
export async function wrongGuessesSince(db: Tx, phoneNumber: string, since: Date) {
  return db
    .select({
      id: otpChallenges.id,
      createdAt: otpChallenges.createdAt,
      attempts: otpChallenges.attempts,
    })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phoneNumber, phoneNumber),
        gt(otpChallenges.createdAt, since),
        gt(otpChallenges.attempts, 0),
      ),
    )
    .orderBy(otpChallenges.createdAt, otpChallenges.id);
}

/** Counts a wrong try; the guard in WHERE keeps parallel guesses from passing the cap. */
export async function recordWrongAttempt(db: Tx, id: string, maxAttempts: number) {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, id), lt(otpChallenges.attempts, maxAttempts)))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? maxAttempts;
}

/** Single use: only one caller can flip consumedAt. */
export async function consumeChallenge(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

export async function findRefreshToken(db: Tx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks a refresh token used; false when another request rotated it first. */
export async function markRotated(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}
