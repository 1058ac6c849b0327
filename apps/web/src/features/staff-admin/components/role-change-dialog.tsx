import { UserCog } from 'lucide-react';

import { ROLE_LABELS, isStaffRole, menuForRole, type AdminUser, type Role } from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';

import { personName } from '../lib/format.ts';

/** What a role opens, in the words of the sidebar: the reason to look twice before confirming. */
function menuText(role: Role): string {
  if (!isStaffRole(role)) return 'They lose the admin area and keep their student account.';
  const labels = menuForRole(role).map((m) => m.label);
  return labels.length > 0
    ? `Their admin menu, from their next page load: ${labels.join(', ')}.`
    : 'They get the admin area with no menu items.';
}

/** Confirms a role change chosen in the picker. */
export function RoleChangeDialog({
  user,
  to,
  isPending,
  onConfirm,
  onCancel,
}: {
  user: AdminUser;
  to: Role | null;
  isPending: boolean;
  onConfirm: (to: Role) => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={to !== null}
      onOpenChange={(open) => !open && onCancel()}
      tone="brand"
      icon={UserCog}
      title={
        to ? `Make ${personName(user)} ${articleFor(ROLE_LABELS[to])} ${ROLE_LABELS[to]}?` : ''
      }
      description={
        to ? `From ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[to]}. ${menuText(to)}` : ''
      }
      confirmLabel="Change role"
      pendingLabel="Saving…"
      onConfirm={() => to && onConfirm(to)}
      isPending={isPending}
      testId="role-dialog"
      confirmTestId="role-confirm"
    />
  );
}

const articleFor = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
