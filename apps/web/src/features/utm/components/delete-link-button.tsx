import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import type { UtmLink } from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { useDeleteUtmLink } from '../api/delete-utm-link.ts';

/** The row's delete button and its confirmation dialog. */
export function DeleteLinkButton({ link }: { link: UtmLink }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteUtmLink();

  const onConfirm = () =>
    remove.mutate(link._id, {
      onSuccess: (message) => {
        setIsOpen(false);
        toast.success(message || 'UTM link deleted');
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to delete UTM link')),
    });

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <button
          type="button"
          data-testid="utm-delete"
          aria-label={`Delete link ${link.campaign}`}
          title="Delete link"
          className="grid size-9 place-items-center rounded-lg text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      }
      title="Delete this UTM link?"
      description={
        <>
          The <span className="font-semibold text-slate-800">{link.campaign}</span> link (
          {link.source} / {link.medium}) and its counts leave this list. This cannot be undone.
        </>
      }
      confirmLabel="Delete link"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
      isPending={remove.isPending}
      testId="utm-delete-dialog"
      confirmTestId="utm-delete-confirm"
    />
  );
}
