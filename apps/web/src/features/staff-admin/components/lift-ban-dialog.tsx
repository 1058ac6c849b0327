import type { Ban } from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';

import { useLiftBan } from '../api/bans.ts';

/** The person or contact a ban is on, as one line of text. */
export function banTargetText(ban: Ban): string {
  return ban.user?.name ?? ban.phone ?? ban.email ?? 'Unknown';
}

/** "Lift" confirmation; on success the ban moves to lifted and the lists are re-read. */
export function LiftBanDialog({ ban, onClose }: { ban: Ban | null; onClose: () => void }) {
  const lift = useLiftBan();
  return (
    <ConfirmDialog
      open={ban !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Lift this ban?"
      description={
        ban && (
          <>
            <span className="font-semibold text-slate-800">{banTargetText(ban)}</span> can sign in
            again straight away. The lift is recorded in the activity log.
          </>
        )
      }
      confirmLabel="Lift ban"
      pendingLabel="Lifting…"
      isPending={lift.isPending}
      onConfirm={() => ban && lift.mutate(ban._id, { onSuccess: onClose })}
      testId="lift-dialog"
    />
  );
}
