import { Ban, CircleCheck, CircleDashed, ShieldCheck } from 'lucide-react';

import { ROLE_LABELS, isStaffRole, type Ban as BanRow, type Role } from '@app/shared';

import { Pill, type PillTone } from '@/components/admin/pill';

const ROLE_TONES: Partial<Record<Role, PillTone>> = {
  super_admin: 'red',
  admin: 'brand',
  instructor: 'blue',
  sales_and_marketing: 'amber',
  support: 'green',
};

/** The role as a badge: students plain, staff coloured by how much they can do. */
export function RoleBadge({ role }: { role: Role }) {
  const tone = ROLE_TONES[role] ?? (isStaffRole(role) ? 'blue' : 'slate');
  return (
    <Pill tone={tone} testId="role-badge" icon={isStaffRole(role) ? ShieldCheck : undefined}>
      {ROLE_LABELS[role]}
    </Pill>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Pill tone="green" testId="active-badge" icon={CircleCheck}>
      Active
    </Pill>
  ) : (
    <Pill tone="amber" testId="active-badge" icon={CircleDashed}>
      Inactive
    </Pill>
  );
}

/** Shown only for a user a ban covers right now. */
export function BannedBadge() {
  return (
    <Pill tone="red" testId="banned-badge" icon={Ban}>
      Banned
    </Pill>
  );
}

const BAN_STATE: Record<BanRow['state'], { tone: PillTone; label: string }> = {
  active: { tone: 'red', label: 'Active' },
  expired: { tone: 'slate', label: 'Expired' },
  lifted: { tone: 'green', label: 'Lifted' },
};

export function BanStateBadge({ state }: { state: BanRow['state'] }) {
  const { tone, label } = BAN_STATE[state];
  return (
    <Pill tone={tone} testId="ban-state">
      {label}
    </Pill>
  );
}
