import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { bans, refreshTokens, users, type UserRow } from '../../db/schema/index.ts';

export type SessionUser = UserRow & { sessionId: string };

/** The one rule for a ban row being in force at `at`: not lifted and not yet ended. */
export function activeBan(at: string | Placeholder): SQL {
  return sql`${bans.liftedAt} is null and (${bans.endsAt} is null or ${bans.endsAt} > ${at})`;
}

/** A ban in force at `now` on a user, a phone or an e-mail. */
function banInForce(now: string | Placeholder, who: SQL): SQL {
  return sql`exists (select 1 from ${bans} where ${activeBan(now)} and (${who}))`;
}

/** Whether a ban in force at `at` covers the `users` row in the query: by id, phone or e-mail. */
export function userBanned(at: string | Placeholder): SQL<boolean> {
  return banInForce(
    at,
    sql`${bans.userId} = ${users.id}
      or (${bans.phoneNumber} is not null and ${bans.phoneNumber} = ${users.phoneNumber})
      or (${bans.email} is not null and ${bans.email} = ${users.email})`,
  ).mapWith(Boolean);
}

function buildSessionQuery(db: Db) {
  const now = sql.placeholder('now');
  return db
    .select({
      user: users,
      banned: userBanned(now),
      live: sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
        and ${refreshTokens.revokedAt} is null)`.mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('load_session');
}
// Prepared once per database: building the query object costs more CPU than running it.
const prepared = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();

/**
 * One round trip per authenticated request: the user, whether a ban is in force and whether
 * the login (refresh family) behind the access token is still alive — so a ban or a logout
 * takes effect at once, not when the access token expires.
 */
export async function loadSession(db: Db, userId: string, sessionId: string, now = new Date()) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = buildSessionQuery(db)));
  const [row] = await query.execute({ userId, sessionId, now: now.toISOString() });
  return row ?? null;
}

/** Whether a ban is in force on any of these identities (used before sending codes or logging in). */
export async function isBanned(
  db: Tx,
  who: { userId?: string | null; phoneNumber?: string | null; email?: string | null },
  now = new Date(),
): Promise<boolean> {
  const conds: SQL[] = [];
  if (who.userId) conds.push(eq(bans.userId, who.userId));
  if (who.phoneNumber) conds.push(eq(bans.phoneNumber, who.phoneNumber));
  if (who.email) conds.push(eq(bans.email, who.email));
  if (conds.length === 0) return false;
  const [row] = await db
    .select({ id: bans.id })
    .from(bans)
    .where(and(activeBan(now.toISOString()), or(...conds)))
    .limit(1);
  return Boolean(row);
}
