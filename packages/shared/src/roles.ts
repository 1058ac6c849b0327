/**
 * Roles and ranks (product.md §3 Roles). The admin menu matrix built on them is admin-menu.ts
 * (apart, so a public page's first load, which needs only a role's label, leaves it out).
 */
export const STAFF_ROLES = [
  'mentor',
  'batch_manager',
  'support',
  'sales_and_marketing',
  'instructor',
  'admin',
  'super_admin',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A signed-in person who is not staff. */
export const STUDENT_ROLE = 'student' as const;
export const ROLES = [STUDENT_ROLE, ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<StaffRole, number> = {
  mentor: 1,
  batch_manager: 2,
  support: 3,
  sales_and_marketing: 4,
  instructor: 5,
  admin: 6,
  super_admin: 7,
};

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  mentor: 'Mentor',
  batch_manager: 'Batch Manager',
  support: 'Support',
  sales_and_marketing: 'Sales & Marketing',
  instructor: 'Instructor',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

/** Rank of a role; anything unknown (students included) is 0. */
export function roleRank(role: string | null | undefined): number {
  return isStaffRole(role) ? ROLE_RANK[role] : 0;
}

/** admin and super_admin are treated as admin. */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'super_admin';
}

/** "A role check accepts one role or a list." */
export function hasRole(
  role: string | null | undefined,
  allowed: StaffRole | readonly StaffRole[],
): boolean {
  if (!role) return false;
  const list: readonly string[] = typeof allowed === 'string' ? [allowed] : allowed;
  return list.includes(role);
}
