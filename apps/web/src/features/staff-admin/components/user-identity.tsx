import type { AdminUser } from '@app/shared';

import { Avatar } from '@/components/ui/avatar';

import { personName } from '../lib/format.ts';
import { ActiveBadge, BannedBadge, RoleBadge } from './pills.tsx';

/** An account's avatar, name and role and state badges: the head of the profile and lookup cards. */
export function UserIdentity({
  user,
  avatarClassName,
  headingId,
  headingTestId,
  showBanned = false,
}: {
  user: AdminUser;
  avatarClassName: string;
  headingId?: string;
  headingTestId?: string;
  showBanned?: boolean;
}) {
  return (
    <div className="flex min-w-0 items-center gap-4">
      <Avatar
        firstName={user.name.firstName}
        lastName={user.name.lastName}
        className={avatarClassName}
      />
      <div className="min-w-0">
        <h2
          id={headingId}
          className="truncate text-lg font-bold text-slate-900"
          data-testid={headingTestId}
        >
          {personName(user)}
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <RoleBadge role={user.role} />
          <ActiveBadge isActive={user.isActive} />
          {showBanned && user.banned && <BannedBadge />}
        </div>
      </div>
    </div>
  );
}
