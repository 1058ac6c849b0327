import { isStaffRole, STUDENT_ROLE, type AdminUser } from '@app/shared';

import type { UserRow } from '../../db/schema/index.ts';

export type AdminUserRecord = { user: UserRow; banned: unknown; verifierName: string | null };

export function toAdminUser({ user, banned, verifierName }: AdminUserRecord): AdminUser {
  return {
    _id: user.id,
    name: { firstName: user.firstName, lastName: user.lastName },
    email: user.email,
    phone: user.phoneNumber ? { code: user.phoneCode ?? '+91', number: user.phoneNumber } : null,
    role: isStaffRole(user.role) ? user.role : STUDENT_ROLE,
    isActive: user.isActive,
    // A raw boolean expression may come back as 't'/'f' text on some drivers.
    banned: banned === true || banned === 't' || banned === 'true',
    phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
    verifiedBy: user.verifiedBy ? { _id: user.verifiedBy, name: verifierName || 'Staff' } : null,
    verificationNote: user.verificationNote,
    utmSource: user.utm?.source ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** The fields staff change on a user: the activity log's before/after. */
export function userContent(row: UserRow) {
  return {
    role: row.role,
    isActive: row.isActive,
    verifiedBy: row.verifiedBy,
    verificationNote: row.verificationNote,
  };
}
