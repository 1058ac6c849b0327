import { and, eq, inArray, sql } from 'drizzle-orm';

import { canPick, COURSES_MSG, STAFF_ROLES, type StaffPick } from '@app/shared';

import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { badRequest } from './errors.ts';

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

/**
 * Refuses (400, on `field.N`) a chosen instructor or mentor who is not active staff, or whose role
 * the pick does not offer (packages/shared STAFF_PICKS: the rule the web pickers follow too).
 */
export async function assertStaffPick(
  db: Tx,
  pick: StaffPick,
  ids: string[],
  field: string,
): Promise<void> {
  if (!ids.length) return;
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
  const roles = new Map(rows.map((r) => [r.id, r.role]));
  const unknown =
    pick === 'instructors' ? COURSES_MSG.unknownInstructor : COURSES_MSG.unknownMentor;
  const wrongRole = pick === 'instructors' ? COURSES_MSG.instructorRole : COURSES_MSG.mentorRole;
  const issues = ids.flatMap((id, index) => {
    const role = roles.get(id);
    const message = role === undefined ? unknown : canPick(pick, role) ? null : wrongRole;
    return message ? [{ field: `${field}.${index}`, message }] : [];
  });
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}
