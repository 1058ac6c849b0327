import { clsx } from 'clsx';
import { Ban, CircleCheck, CircleDashed, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

import { ROLE_LABELS, isStaffRole, type Ban as BanRow, type Role } from '@app/shared';

import type { Tone } from '../lib/status-tone.ts';

const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  violet: 'bg-brand-50 text-brand-800 ring-brand-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A small rounded label; the tone carries the meaning, the text says it. */
export function Pill({
  tone,
  children,
  testId,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

const ROLE_TONES: Partial<Record<Role, Tone>> = {
  super_admin: 'red',
  admin: 'violet',
  instructor: 'blue',
  sales_and_marketing: 'amber',
  support: 'green',
};

/** The role as a badge: students plain, staff coloured by how much they can do. */
export function RoleBadge({ role }: { role: Role }) {
  const tone = ROLE_TONES[role] ?? (isStaffRole(role) ? 'blue' : 'slate');
  return (
    <Pill tone={tone} testId="role-badge">
      {isStaffRole(role) && <ShieldCheck className="size-3" aria-hidden="true" />}
      {ROLE_LABELS[role]}
    </Pill>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Pill tone="green" testId="active-badge">
      <CircleCheck className="size-3" aria-hidden="true" />
      Active
    </Pill>
  ) : (
    <Pill tone="amber" testId="active-badge">
      <CircleDashed className="size-3" aria-hidden="true" />
      Inactive
    </Pill>
  );
}

/** Shown only for a user a ban covers right now. */
export function BannedBadge() {
  return (
    <Pill tone="red" testId="banned-badge">
      <Ban className="size-3" aria-hidden="true" />
      Banned
    </Pill>
  );
}

const BAN_STATE: Record<BanRow['state'], { tone: Tone; label: string }> = {
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
