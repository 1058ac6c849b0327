import type { AdminUser } from '@app/shared';

import { userIdentity } from '../../core/auth/user-dto.ts';
import type { UserRow } from '../../db/schema/index.ts';

export type AdminUserRecord = { user: UserRow; banned: unknown; verifierName: string | null };

export function toAdminUser({ user, banned, verifierName }: AdminUserRecord): AdminUser {
  return {
    _id: user.id,
    ...userIdentity(user),
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
