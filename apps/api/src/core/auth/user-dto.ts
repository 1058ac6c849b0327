import { isStaffRole, STUDENT_ROLE, type User } from '@app/shared';

import type { UserRow } from '../../db/schema/index.ts';

/** Who the user is, as both the user's own and the staff views show it. */
export function userIdentity(row: UserRow) {
  return {
    name: { firstName: row.firstName, lastName: row.lastName },
    email: row.email,
    phone: row.phoneNumber ? { code: row.phoneCode ?? '+91', number: row.phoneNumber } : null,
    role: isStaffRole(row.role) ? row.role : STUDENT_ROLE,
    isActive: row.isActive,
  };
}

/** The user as every answer shows it (`data.user`). */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    userId: row.id,
    ...userIdentity(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
