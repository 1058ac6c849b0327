import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { classifySearch, normalizeContact, type Ban, type BAN_STATES } from '@app/shared';

import { activeBan } from '../../core/auth/session.repo.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern, pageTotal, totalRows } from '../../db/list-query.ts';
import { bans as b, users, type UserRow } from '../../db/schema/index.ts';
import { fullName } from './users.repo.ts';

const banned = alias(users, 'banned_person');
const creator = alias(users, 'ban_creator');
const lifter = alias(users, 'ban_lifter');

type BanRow = typeof b.$inferSelect;
export type BanState = (typeof BAN_STATES)[number];

/**
 * Bans with the names of the banned user, who banned and who lifted, and the match count of a
 * list page (totalRows; free on the other reads, which are a ban or a person's few).
 */
function selectBans(db: Tx) {
  return db
    .select({
      ban: b,
      userName: sql<string | null>`${fullName(banned)}`,
      creatorName: sql<string | null>`${fullName(creator)}`,
      lifterName: sql<string | null>`${fullName(lifter)}`,
      total: totalRows(),
    })
    .from(b)
    .leftJoin(banned, eq(banned.id, b.userId))
    .leftJoin(creator, eq(creator.id, b.createdBy))
    .leftJoin(lifter, eq(lifter.id, b.liftedBy))
    .$dynamic();
}
type BanRecord = {
  ban: BanRow;
  userName: string | null;
  creatorName: string | null;
  lifterName: string | null;
};

export function banState(ban: BanRow, now: Date): BanState {
  if (ban.liftedAt) return 'lifted';
  if (ban.endsAt && ban.endsAt <= now) return 'expired';
  return 'active';
}

const person = (id: string | null, name: string | null) =>
  id ? { _id: id, name: name || 'Unknown user' } : null;

export function toBan(row: BanRecord, now: Date): Ban {
  const { ban } = row;
  return {
    _id: ban.id,
    user: person(ban.userId, row.userName),
    phone: ban.phoneNumber,
    email: ban.email,
    reason: ban.reason,
    endsAt: ban.endsAt?.toISOString() ?? null,
    state: banState(ban, now),
    createdBy: person(ban.createdBy, row.creatorName),
    liftedBy: person(ban.liftedBy, row.lifterName),
    liftedAt: ban.liftedAt?.toISOString() ?? null,
    createdAt: ban.createdAt.toISOString(),
  };
}

function stateCondition(state: BanState | undefined, now: Date): SQL | undefined {
  if (state === 'active') return activeBan(now.toISOString());
  if (state === 'lifted') return isNotNull(b.liftedAt);
  if (state === 'expired') {
    return and(isNull(b.liftedAt), sql`${b.endsAt} <= ${now.toISOString()}`);
  }
  return undefined;
}

/** The search rule on the ban's own phone or e-mail, or on the banned user's. */
function searchCondition(search: string | undefined): SQL | undefined {
  const found = classifySearch(search);
  if (!found) return undefined;
  if (found.field === 'email') {
    const like = containsPattern(found.value);
    return or(sql`${b.email} ilike ${like}`, sql`${banned.email} ilike ${like}`);
  }
  if (found.field === 'contact') {
    const like = containsPattern(normalizeContact(found.value));
    return or(sql`${b.phoneNumber} like ${like}`, sql`${banned.phoneNumber} like ${like}`);
  }
  const like = containsPattern(found.value.toLowerCase());
  return sql`lower(${banned.firstName} || ' ' || ${banned.lastName}) like ${like}`;
}

export type BanFilter = { state?: BanState; search?: string };

function banWhere(f: BanFilter, now: Date) {
  return and(stateCondition(f.state, now), searchCondition(f.search));
}

async function countBans(db: Tx, f: BanFilter, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(b)
    .leftJoin(banned, eq(banned.id, b.userId))
    .where(banWhere(f, now));
  return row?.n ?? 0;
}

const newestFirst = [desc(b.createdAt), desc(b.id)];

/** A page of bans, newest first, and how many match (one query). */
export async function findBanPage(
  db: Tx,
  f: BanFilter,
  now: Date,
  page: { offset: number; limit: number },
) {
  const rows = await selectBans(db)
    .where(banWhere(f, now))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => countBans(db, f, now));
  return { bans: rows.map((row) => toBan(row, now)), total };
}

export async function findBan(db: Tx, id: string, now: Date): Promise<Ban | null> {
  const [row] = await selectBans(db).where(eq(b.id, id)).limit(1);
  return row ? toBan(row, now) : null;
}

/** A user's bans (by id, phone or e-mail), newest first. */
export async function findBansOfUser(db: Tx, user: UserRow, now: Date, limit: number) {
  const rows = await selectBans(db)
    .where(
      or(
        eq(b.userId, user.id),
        user.phoneNumber ? eq(b.phoneNumber, user.phoneNumber) : undefined,
        user.email ? eq(b.email, user.email) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => toBan(row, now));
}

export async function lockBan(tx: Tx, id: string): Promise<BanRow | null> {
  const [row] = await tx.select().from(b).where(eq(b.id, id)).for('update');
  return row ?? null;
}

export async function insertBan(tx: Tx, values: typeof b.$inferInsert): Promise<BanRow> {
  const [row] = await tx.insert(b).values(values).returning();
  return row!;
}

export async function liftBan(tx: Tx, id: string, by: string, at: Date): Promise<BanRow> {
  const [row] = await tx
    .update(b)
    .set({ liftedAt: at, liftedBy: by })
    .where(eq(b.id, id))
    .returning();
  return row!;
}

export async function findUserBy(
  db: Tx,
  by: { phone?: string; email?: string; userId?: string },
): Promise<UserRow | null> {
  const where = by.userId
    ? eq(users.id, by.userId)
    : by.phone
      ? eq(users.phoneNumber, by.phone)
      : by.email
        ? eq(users.email, by.email.toLowerCase())
        : undefined;
  if (!where) return null;
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ?? null;
}

/** Serialises bans on one person, so two staff banning them at once make one ban, not two. */
export async function lockBanTarget(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ban:${key}`}))`);
}
