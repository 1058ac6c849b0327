import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { isStaffRole, STUDENT_ROLE, type AdminUser } from '@app/shared';

import { users, type UserRow } from '../../db/schema/index.ts';

/** The staff member who verified a user by hand. */
export const verifier = alias(users, 'verifier');

/** "Asha Rao" for any users table or alias. */
export const fullName = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/**
 * What every admin user answer selects: the row, whether a ban is in force on it now and the
 * verifier's name (join `verifier` on users.verified_by). `banned` is the expression that says
 * so: the session check's own for one user, a set of banned ids for a list (users.repo.ts).
 */
export function adminUserColumns(banned: SQL) {
  return {
    user: users,
    banned: sql<boolean>`${banned}`,
    verifierName: sql<string | null>`${fullName(verifier)}`,
  };
}

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
