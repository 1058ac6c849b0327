import { canPick, COURSES_MSG, type StaffPick } from '@app/shared';

import type { Tx } from '../db/client.ts';
import { badRequest } from './errors.ts';
import { findActiveStaffRoles } from './staff-lookup.repo.ts';

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
  const roles = await findActiveStaffRoles(db, ids);
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
