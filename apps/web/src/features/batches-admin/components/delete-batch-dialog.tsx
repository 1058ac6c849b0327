import { useState, type ReactNode } from 'react';

import { plural, type Batch } from '@app/shared';

import { DeleteDialog } from '@/components/admin/delete-dialog';

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
    <DeleteDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={trigger}
      noun="batch"
      subject={batch.name}
      consequence={
        <>
          {' '}
          of {batch.courseTitle} leaves every list. This cannot be undone.
          {hasStudents && (
            <span className="mt-2 block rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
              It has {plural(batch.studentCount, 'enrolled student')}, so the server will refuse.
              Switch it to inactive instead.
            </span>
          )}
        </>
      }
      onConfirm={onConfirm}
      isPending={remove.isPending}
      testId="batch-delete-dialog"
      confirmTestId="batch-delete-confirm"
    />
  );
}
