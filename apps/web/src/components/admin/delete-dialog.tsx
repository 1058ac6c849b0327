import type { ReactNode } from 'react';

import { getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

type DeleteDialogProps = Omit<
  ConfirmDialogProps,
  'title' | 'description' | 'confirmLabel' | 'pendingLabel'
> & {
  /** What is deleted, e.g. "batch": "Delete this batch?" and "Delete batch". */
  noun: string;
  /** Its name, in bold at the start of the description. */
  subject: ReactNode;
  /** The rest of the description, e.g. " leaves every list. This cannot be undone.". */
  consequence: ReactNode;
};

/** The ConfirmDialog of a delete: "Delete this …?", the record's name and what follows. */
export function DeleteDialog({ noun, subject, consequence, ...props }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={`Delete this ${noun}?`}
      description={
        <>
          <span className="font-semibold text-slate-800">{subject}</span>
          {consequence}
        </>
      }
      confirmLabel={`Delete ${noun}`}
      pendingLabel="Deleting..."
    />
  );
}

/** A delete's mutate callbacks: the server's message (or the failure) as a toast, then close. */
export function toastThenClose(close: () => void, failedMessage: string) {
  return {
    onSuccess: (message: string) => {
      toast.success(message);
      close();
    },
    onError: (error: unknown) => {
      toast.error(getErrorMessage(error, failedMessage));
      close();
    },
  };
}
