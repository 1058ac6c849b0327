import { and, eq, isNull } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export async function insertRefreshToken(db: Tx, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

/** Revokes the live tokens of one login (refresh family) or of every login of a user. */
export async function revokeRefreshTokens(
  db: Tx,
  of: { familyId: string } | { userId: string },
): Promise<void> {
  const owner =
    'familyId' in of
      ? eq(refreshTokens.familyId, of.familyId)
      : eq(refreshTokens.userId, of.userId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(owner, isNull(refreshTokens.revokedAt)));
}
