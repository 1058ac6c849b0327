import { and, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { classifySearch, normalizeContact, type Role } from '@app/shared';

import { activeBan, userBanned } from '../../core/auth/session.ts';
import type { ExportCursor } from '../../core/csv-export.ts';
import type { Tx } from '../../db/client.ts';
import { bans, users, type UserRow } from '../../db/schema/index.ts';
import { containsPattern, listTotal } from './counting.ts';
import { adminUserColumns, verifier, type AdminUserRecord } from './users.dto.ts';

export type UserFilter = {
  search?: string;
  role?: Role[];
  active?: 'true' | 'false';
  banned?: 'true' | 'false';
};

/**
 * Exactly the expression of users_name_trgm_idx (migration 0001), so a name search is served by
 * that trigram index; the e-mail and phone searches match users_email_trgm_idx and
 * users_phone_trgm_idx (0009), which index the bare columns.
 */
const searchName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;

/** The admin search rule (classifySearch): @ → e-mail, 10+ digits → phone, else the name. */
function searchCondition(search: string | undefined): SQL | undefined {
  const found = classifySearch(search);
  if (!found) return undefined;
  if (found.field === 'email') return sql`${users.email} ilike ${containsPattern(found.value)}`;
  if (found.field === 'contact') {
    return sql`${users.phoneNumber} like ${containsPattern(normalizeContact(found.value))}`;
  }
  return sql`${searchName} like ${containsPattern(found.value.toLowerCase())}`;
}

const bannedUser = alias(users, 'banned_user');

/**
 * Ids of the users a ban in force covers (by user, phone or e-mail). Bans are few, so this
 * walks them and looks each person up by index, rather than asking every user row about bans.
 */
function bannedUserIds(db: Tx, now: Date) {
  return db
    .select({ id: bannedUser.id })
    .from(bans)
    .innerJoin(
      bannedUser,
      or(
        eq(bannedUser.id, bans.userId),
        eq(bannedUser.phoneNumber, bans.phoneNumber),
        eq(bannedUser.email, bans.email),
      ),
    )
    .where(activeBan(now.toISOString()));
}

function userWhere(db: Tx, filter: UserFilter, now: Date, extra: (SQL | undefined)[] = []) {
  return and(
    searchCondition(filter.search),
    filter.role?.length ? inArray(users.role, filter.role) : undefined,
    filter.active ? eq(users.isActive, filter.active === 'true') : undefined,
    filter.banned === 'true' ? inArray(users.id, bannedUserIds(db, now)) : undefined,
    filter.banned === 'false' ? notInArray(users.id, bannedUserIds(db, now)) : undefined,
    ...extra,
  );
}

export function isFiltered(filter: UserFilter): boolean {
  return Boolean(
    classifySearch(filter.search) || filter.role?.length || filter.active || filter.banned,
  );
}

async function exactCount(db: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

/**
 * How many users match. An estimate when nothing filters a big table (see listTotal). "Not
 * banned" would make count(*) check every user against the bans (about 250 ms at 1,000,000
 * users), so it is counted as the same list without that filter minus its banned users, which
 * are few and found through the bans.
 */
export async function countUsers(db: Tx, filter: UserFilter, now: Date): Promise<number> {
  if (filter.banned === 'false') {
    const rest = { ...filter, banned: undefined };
    const [all, banned] = await Promise.all([
      countUsers(db, rest, now),
      exactCount(db, userWhere(db, { ...rest, banned: 'true' }, now)),
    ]);
    return Math.max(0, all - banned);
  }
  return listTotal(db, 'users', isFiltered(filter), () =>
    exactCount(db, userWhere(db, filter, now)),
  );
}

const newestFirst = [desc(users.createdAt), desc(users.id)];

/**
 * A list's ban flag: membership of the banned ids, which PostgreSQL reads once per statement
 * into a hash (a per-row check against the bans cost ~0.1 ms a row: 5 s for a 50,000-row export).
 */
const inBannedSet = (db: Tx, now: Date) => inArray(users.id, bannedUserIds(db, now));

function selectAdminUsers(db: Tx, now: Date, banned: SQL = inBannedSet(db, now)) {
  return db
    .select(adminUserColumns(banned))
    .from(users)
    .leftJoin(verifier, eq(verifier.id, users.verifiedBy))
    .$dynamic();
}

/**
 * One page, newest first. The page's ids are picked first and only those ten rows get the ban
 * check and the verifier's name: a deep page (offset 50,000) would otherwise compute them for
 * every row it skips.
 */
export function findUserPage(
  db: Tx,
  filter: UserFilter,
  now: Date,
  page: { offset: number; limit: number },
): Promise<AdminUserRecord[]> {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(userWhere(db, filter, now))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return selectAdminUsers(db, now)
    .innerJoin(ids, eq(ids.id, users.id))
    .orderBy(...newestFirst);
}

/** The next `size` users after `cursor`, newest first: the CSV export reads in keyset batches. */
export async function findUserBatchAfter(
  db: Tx,
  filter: UserFilter,
  now: Date,
  cursor: ExportCursor | null,
  size: number,
) {
  const after = cursor
    ? sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await db
    .select({
      ...adminUserColumns(inBannedSet(db, now)),
      cursor: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .leftJoin(verifier, eq(verifier.id, users.verifiedBy))
    .where(userWhere(db, filter, now, [after]))
    .orderBy(...newestFirst)
    .limit(size);
  return rows.map((row) => ({ ...row, id: row.user.id }));
}

/** One user, with the session check's own ban rule (one probe of the bans). */
export async function findAdminUser(db: Tx, where: SQL, now: Date) {
  const [row] = await selectAdminUsers(db, now, userBanned(now.toISOString()))
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function findUserRow(db: Tx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The user, locked until the transaction ends (role and flag changes queue on it). */
export async function lockUser(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function setUserFields(
  tx: Tx,
  id: string,
  values: Partial<Pick<UserRow, 'role' | 'isActive' | 'verifiedBy' | 'verificationNote'>>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}
