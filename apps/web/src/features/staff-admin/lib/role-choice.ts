import {
  ROLES,
  assignableRoles,
  roleChangeRefusal,
  type AdminUser,
  type Role,
  type RoleChange,
} from '@app/shared';

export type RoleChoice = {
  /** The roles the picker offers, the target's current role included. */
  options: Role[];
  /** Why the picker is locked (the words the server's 403 would carry); null when it is not. */
  lockedReason: string | null;
};

/**
 * The role picker of a user page, from the one implementation of the rank rules
 * (shared role-rules.ts): only what the server would accept is offered.
 */
export function roleChoice(
  actor: RoleChange['actor'],
  target: Pick<AdminUser, '_id' | 'role'>,
): RoleChoice {
  const who = { id: target._id, role: target.role };
  const options = assignableRoles(actor, who, ROLES);
  if (options.some((role) => role !== target.role)) return { options, lockedReason: null };
  const other: Role = target.role === 'student' ? 'mentor' : 'student';
  return {
    options: [target.role],
    lockedReason:
      roleChangeRefusal({ actor, target: who, to: other }) ?? 'No other role can be given',
  };
}
