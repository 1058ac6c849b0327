import { TriangleAlert } from 'lucide-react';

import { plural, WEBINAR_MSG, type Webinar } from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { clientMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useDeleteWebinar } from '../api/webinars-api.ts';

/** Asks before deleting a webinar: its registrants and runs go; issued certificates stay valid. */
export function DeleteWebinarDialog({
  webinar,
  onClose,
  onDeleted,
}: {
  webinar: Webinar | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteWebinar();

  const onConfirm = () => {
    if (!webinar) return;
    remove.mutate(webinar._id, {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        toast.error(clientMessage(error, WEBINAR_MSG.unknownError));
        onClose();
      },
    });
  };

  const registered = webinar?.counts.registered ?? 0;
  return (
    <ConfirmDialog
      open={webinar !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this webinar?"
      description={
        <>
          <span className="font-semibold text-slate-800">{webinar?.title}</span> and its list of{' '}
          {plural(registered, 'registrant')} will be removed for good. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
      isPending={remove.isPending}
      testId="webinar-delete-dialog"
    >
      {webinar && webinar.counts.certificatesSent > 0 && (
        <p className="mt-3 flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {WEBINAR_MSG.hasCertificates}
        </p>
      )}
    </ConfirmDialog>
  );
}
