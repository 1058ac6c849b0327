import { and, desc, eq, inArray, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { classifySearch, normalizeContact, type Role } from '@app/shared';

import { activeBan, userBanned } from '../../core/auth/session.repo.ts';
import type { ExportCursor } from '../../core/csv-export.ts';
import type { Tx } from '../../db/client.ts';
import {
  containsPattern,
  countWhere,
  estimatedTotal,
  listTotal,
  pageTotal,
  totalRows,
} from '../../db/list-query.ts';
import { bans, users, type UserRow } from '../../db/schema/index.ts';
import type { AdminUserRecord } from './users.dto.ts';

/** The staff member who verified a user by hand. */
const verifier = alias(users, 'verifier');

/** "Asha Rao" for any users table or alias. */
export const fullName = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/**
 * What every admin user answer selects: the row, whether a ban is in force on it now and the
 * verifier's name (join `verifier` on users.verified_by). `banned` is the expression that says
 * so: the session check's own for one user, a set of banned ids for a list.
 */
function adminUserColumns(banned: SQL) {
  return {
    user: users,
    banned: sql<boolean>`${banned}`,
    verifierName: sql<string | null>`${fullName(verifier)}`,
  };
}

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

function exactCount(db: Tx, where: SQL | undefined): Promise<number> {
  return countWhere(db, users, where);
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
 * One page, newest first, and the total. The page's ids are picked first and only those ten rows
 * get the ban check and the verifier's name: a deep page (offset 50,000) would otherwise compute
 * them for every row it skips. The total rides on the ids (count(*) over ()) unless counting
 * every match would read the whole table: a big unfiltered list (its estimate) and "not banned"
 * (countUsers) are counted on their own.
 */
export async function findUserPage(
  db: Tx,
  filter: UserFilter,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminUserRecord[]; total: number }> {
  const notBanned = filter.banned === 'false';
  const estimate = notBanned ? null : await estimatedTotal(db, 'users', isFiltered(filter));
  const counted = !notBanned && estimate === null;
  const where = userWhere(db, filter, now);
  const ids = db
    .select({ id: users.id, total: counted ? totalRows().as('total') : sql<number>`0`.as('total') })
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  const found = await db
    .select({ ...adminUserColumns(inBannedSet(db, now)), total: ids.total })
    .from(users)
    .leftJoin(verifier, eq(verifier.id, users.verifiedBy))
    .innerJoin(ids, eq(ids.id, users.id))
    .orderBy(...newestFirst);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (!counted) return { rows, total: estimate ?? (await countUsers(db, filter, now)) };
  return { rows, total: await pageTotal(found, page.offset, () => exactCount(db, where)) };
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

/** One user (by id, e-mail or phone), with the session check's own ban rule (one probe of the bans). */
export async function findAdminUser(
  db: Tx,
  by: { id: string } | { email: string } | { phone: string },
  now: Date,
) {
  const where =
    'id' in by
      ? eq(users.id, by.id)
      : 'email' in by
        ? eq(users.email, by.email)
        : eq(users.phoneNumber, by.phone);
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
