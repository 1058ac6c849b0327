import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import type { UtmLink } from '@app/shared';

import { Button } from '@/components/ui/button';
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
    <Dialog.Root open={isOpen} onOpenChange={(open) => !remove.isPending && setIsOpen(open)}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          data-testid="utm-delete"
          aria-label={`Delete link ${link.campaign}`}
          title="Delete link"
          className="grid size-9 place-items-center rounded-lg text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="utm-delete-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-pop"
        >
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-50 text-red-700">
              <Trash2 className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-slate-900">
                Delete this UTM link?
              </Dialog.Title>
              <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-slate-600">
                The <span className="font-semibold text-slate-800">{link.campaign}</span> link (
                {link.source} / {link.medium}) and its counts leave this list. This cannot be
                undone.
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              onClick={onConfirm}
              isLoading={remove.isPending}
              loadingText="Deleting..."
              data-testid="utm-delete-confirm"
              className="bg-red-600! hover:bg-red-700! active:bg-red-800!"
            >
              Delete link
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
