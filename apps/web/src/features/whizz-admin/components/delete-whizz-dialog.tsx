import { TriangleAlert } from 'lucide-react';

import { plural, type Whizz } from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { clientMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useDeleteWhizz } from '../api/whizz-admin-api.ts';

const DELETE_FAILED = 'Failed to delete whizz';

/** Asks before deleting a whizz (its attempts go with it). */
export function DeleteWhizzDialog({
  whizz,
  onClose,
}: {
  whizz: Whizz | null;
  onClose: () => void;
}) {
  const remove = useDeleteWhizz();

  const onConfirm = () => {
    if (!whizz) return;
    remove.mutate(whizz._id, {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => {
        toast.error(clientMessage(error, DELETE_FAILED));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={whizz !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this whizz?"
      description={
        <>
          <span className="font-semibold text-slate-800">{whizz?.title}</span> will be removed for
          good. This cannot be undone.
        </>
      }
      confirmLabel="Delete whizz"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
      isPending={remove.isPending}
      testId="whizz-delete-dialog"
    >
      {whizz && whizz.attemptCount > 0 && (
        <p className="mt-3 flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {plural(whizz.attemptCount, 'student has', 'students have')} taken it, so it cannot be
          deleted. Pause its batches instead to hide it.
        </p>
      )}
    </ConfirmDialog>
  );
}
