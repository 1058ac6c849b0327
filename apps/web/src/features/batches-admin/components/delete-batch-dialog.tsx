import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { plural, type Batch } from '@app/shared';

import { Button } from '@/components/ui/button';

import { useDeleteBatch } from '../api/delete-batch.ts';

/** A delete trigger (passed in) and the confirmation dialog; `onDeleted` runs after success. */
export function DeleteBatchDialog({
  batch,
  trigger,
  onDeleted,
}: {
  batch: Batch;
  trigger: ReactNode;
  onDeleted?: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteBatch();
  const hasStudents = batch.studentCount > 0;

  const onConfirm = () =>
    remove.mutate(
      { _id: batch._id, course: batch.course },
      {
        onSuccess: () => {
          setIsOpen(false);
          onDeleted?.();
        },
        onError: () => setIsOpen(false),
      },
    );

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !remove.isPending && setIsOpen(open)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="batch-delete-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-pop"
        >
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-50 text-red-700">
              <Trash2 className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-slate-900">
                Delete this batch?
              </Dialog.Title>
              <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-slate-600">
                <span className="font-semibold text-slate-800">{batch.name}</span> of{' '}
                {batch.courseTitle} leaves every list. This cannot be undone.
                {hasStudents && (
                  <span className="mt-2 block rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
                    It has {plural(batch.studentCount, 'enrolled student')}, so the server will
                    refuse. Switch it to inactive instead.
                  </span>
                )}
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
              data-testid="batch-delete-confirm"
              className="bg-red-600! hover:bg-red-700! active:bg-red-800!"
            >
              Delete batch
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
