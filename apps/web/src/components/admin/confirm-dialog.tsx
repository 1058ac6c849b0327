import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus goes back to it on close. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  /** Extra content under the description, e.g. a warning. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `isPending`, e.g. 'Deleting...'. */
  pendingLabel?: string;
  onConfirm: () => void;
  isPending?: boolean;
  /** E.g. while the server would refuse anyway. */
  isConfirmDisabled?: boolean;
  cancelLabel?: string;
  /**
   * 'danger' (the default) for a delete or another step that cannot be undone: a red confirm;
   * 'warning' keeps the red confirm under an amber sign (e.g. leaving unsaved edits); 'brand' is
   * an ordinary confirmation (e.g. submitting a quiz).
   */
  tone?: 'danger' | 'warning' | 'brand';
  /** The sign beside the title; a bin unless the dialog is about something else. */
  icon?: LucideIcon;
  testId: string;
  /** Defaults to `<testId>-confirm`. */
  confirmTestId?: string;
};

const SIGN_TONES = {
  danger: 'bg-red-50 text-red-700',
  warning: 'bg-amber-50 text-amber-700',
  brand: 'bg-brand-50 text-brand-700',
} as const;

/**
 * The one confirmation dialog (Radix Dialog: focus trap, Escape, focus back to the trigger):
 * a sign, the question and what follows from it, then Cancel or confirm. While the confirm is
 * pending the dialog stays open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  onConfirm,
  isPending = false,
  isConfirmDisabled = false,
  cancelLabel = 'Cancel',
  tone = 'danger',
  icon: Icon = Trash2,
  testId,
  confirmTestId = `${testId}-confirm`,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-pop"
        >
          <div className="flex gap-4">
            <span
              className={clsx(
                'grid size-11 shrink-0 place-items-center rounded-full',
                SIGN_TONES[tone],
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
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
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              onClick={onConfirm}
              isLoading={isPending}
              loadingText={pendingLabel}
              disabled={isConfirmDisabled}
              data-testid={confirmTestId}
              className={clsx(
                tone !== 'brand' && 'bg-red-600! hover:bg-red-700! active:bg-red-800!',
              )}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
