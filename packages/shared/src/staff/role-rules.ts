import { ROLE_RANK, isStaffRole, roleRank, type Role } from '../roles.ts';

/**
 * Role changes (issue #7, product.md §3 Roles): a staff member may give or take only roles ranked
 * below their own, only super_admin may make an admin, and nobody changes their own role.
 * One function answers for the web (which options to offer) and the API (403 otherwise).
 */
export const ROLE_RULE_MSG = {
  ownRole: 'You cannot change your own role',
  onlySuperAdminMakesAdmin: 'Only a super admin can make someone an admin',
  targetOutranks: 'You can only change the role of someone ranked below you',
  roleOutranks: 'You can only give roles ranked below your own',
  notStaff: 'Only staff can change roles',
} as const;

export type RoleChange = {
  actor: { id: string; role: string | null | undefined };
  target: { id: string; role: string | null | undefined };
  to: Role;
};

/** null when the change is allowed, else the reason in the words the 403 carries. */
export function roleChangeRefusal({ actor, target, to }: RoleChange): string | null {
  if (actor.id === target.id) return ROLE_RULE_MSG.ownRole;
  if (!isStaffRole(actor.role)) return ROLE_RULE_MSG.notStaff;
  const mine = ROLE_RANK[actor.role];
  if (roleRank(target.role) >= mine) return ROLE_RULE_MSG.targetOutranks;
  if (to === 'admin' && actor.role !== 'super_admin') return ROLE_RULE_MSG.onlySuperAdminMakesAdmin;
  if (roleRank(to) >= mine) return ROLE_RULE_MSG.roleOutranks;
  return null;
}

/** The roles an actor may give a target (the web's role picker); empty when none. */
export function assignableRoles(
  actor: RoleChange['actor'],
  target: RoleChange['target'],
  all: readonly Role[],
): Role[] {
  return all.filter((to) => to === target.role || !roleChangeRefusal({ actor, target, to }));
}

/**
 * Other changes to a user (active flag, bans, verification) follow the target rule too: nobody
 * acts on someone of equal or higher rank, nor on themselves.
 */
export function actOnUserRefusal(actor: RoleChange['actor'], target: RoleChange['target']) {
  if (actor.id === target.id) return 'You cannot do this to your own account';
  if (roleRank(target.role) >= roleRank(actor.role)) return ROLE_RULE_MSG.targetOutranks;
  return null;
}
