import { Ban, KeyRound, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { ROLE_LABELS, actOnUserRefusal, type AdminUser, type Role } from '@app/shared';

import { ActiveSwitch } from '@/components/admin/active-switch';
import { AdminSelect } from '@/components/admin/admin-select';
import { Button } from '@/components/ui/button';

import { useUpdateUser } from '../api/update-user.ts';
import { personName } from '../lib/format.ts';
import { roleChoice } from '../lib/role-choice.ts';
import { BanUserDialog } from './ban-user-dialog.tsx';
import { ActiveBadge } from './pills.tsx';
import { RoleChangeDialog } from './role-change-dialog.tsx';

type Actor = { id: string; role: string | null | undefined };

function Setting({
  label,
  hint,
  control,
  reason,
}: {
  label: string;
  hint: ReactNode;
  control: ReactNode;
  reason?: string | null;
}) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">{label}</p>
          <p className="mt-0.5 text-xs text-slate-600">{hint}</p>
        </div>
        <div className="shrink-0">{control}</div>
      </div>
      {reason && (
        <p
          className="mt-2 flex items-center gap-1.5 text-xs font-medium text-slate-600"
          data-testid="locked-reason"
        >
          <Lock className="size-3.5 shrink-0" aria-hidden="true" />
          {reason}
        </p>
      )}
    </div>
  );
}

/** Role (only what the rank rules allow), the active switch and "Ban" for one account. */
export function UserAccessCard({ user, actor }: { user: AdminUser; actor: Actor }) {
  const update = useUpdateUser();
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const [isBanOpen, setBanOpen] = useState(false);
  const { options, lockedReason } = roleChoice(actor, user);
  const actRefusal = actOnUserRefusal(actor, { id: user._id, role: user.role });
  const name = personName(user);

  return (
    <section className="card p-5" aria-labelledby="access-heading" data-testid="user-access">
      <h2 id="access-heading" className="mb-4 flex items-center gap-2 font-semibold text-slate-900">
        <KeyRound className="size-4 text-brand-700" aria-hidden="true" />
        Access
      </h2>
      <div className="divide-y divide-slate-100">
        <Setting
          label="Role"
          hint="Staff roles open the admin area."
          reason={lockedReason}
          control={
            <AdminSelect
              aria-label={`Role of ${name}`}
              data-testid="role-select"
              value={user.role}
              disabled={lockedReason !== null || update.isPending}
              onChange={(e) => setPendingRole(e.target.value as Role)}
              className="w-48"
              size="md"
            >
              {options.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </AdminSelect>
          }
        />
        <Setting
          label="Active"
          hint={user.isActive ? 'Can use the site.' : 'Must verify a phone before using the site.'}
          reason={actRefusal}
          control={
            actRefusal ? (
              <ActiveBadge isActive={user.isActive} />
            ) : (
              <ActiveSwitch
                checked={user.isActive}
                label={`Active: ${name}`}
                isPending={update.isPending && update.variables?.patch.isActive !== undefined}
                onChange={(isActive) => update.mutate({ id: user._id, patch: { isActive } })}
                testId="active-switch"
              />
            )
          }
        />
        <Setting
          label="Ban"
          hint={
            user.banned ? 'Banned now: lift it under Bans below.' : 'Ends their sessions at once.'
          }
          reason={user.banned ? null : actRefusal}
          control={
            <Button
              icon={Ban}
              variant="secondary"
              size="sm"
              disabled={user.banned || actRefusal !== null}
              onClick={() => setBanOpen(true)}
              data-testid="ban-open"
              className="text-red-700!"
            >
              {user.banned ? 'Banned' : 'Ban user'}
            </Button>
          }
        />
      </div>
      <RoleChangeDialog
        user={user}
        to={pendingRole}
        isPending={update.isPending}
        onCancel={() => setPendingRole(null)}
        onConfirm={(role) =>
          update.mutate(
            { id: user._id, patch: { role } },
            { onSettled: () => setPendingRole(null) },
          )
        }
      />
      <BanUserDialog user={user} open={isBanOpen} onClose={() => setBanOpen(false)} />
    </section>
  );
}
