import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Extra content under the description, e.g. a warning. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  isPending: boolean;
  testId: string;
};

/** A destructive confirmation (Radix Dialog): Cancel, or the red confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  onConfirm,
  isPending,
  testId,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-pop"
        >
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-50 text-red-700">
              <Trash2 className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-slate-600">
                {description}
              </Dialog.Description>
              {children}
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              onClick={onConfirm}
              isLoading={isPending}
              loadingText={pendingLabel}
              data-testid={`${testId}-confirm`}
              className="bg-red-600! hover:bg-red-700! active:bg-red-800!"
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
