import { and, eq, inArray, sql } from 'drizzle-orm';

import { STAFF_ROLES } from '@app/shared';

import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** "Asha Rao": a user's display name in SQL. */
export const staffName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Display names of the given users, by id (instructors, mentors, authors). */
export async function findPeople(db: Tx, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: staffName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The role of each given user who is active staff (others are left out). */
export async function findActiveStaffRoles(db: Tx, ids: string[]) {
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(ids)]),
        inArray(users.role, [...STAFF_ROLES]),
        eq(users.isActive, true),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.role]));
}
