import { plural } from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { toast } from '@/core/toast';

import { useDeleteQuestion } from '../api/question-hooks.ts';
import { KIND_TEXT, type QuestionKind } from '../lib/question-kinds.ts';

export type DeleteTarget = { id: string; label: string; usedIn: number };

/** "Delete this question?" with the question's text; a question a whizz uses cannot go. */
export function DeleteQuestionDialog({
  kind,
  target,
  onClose,
}: {
  kind: QuestionKind;
  target: DeleteTarget | null;
  onClose: () => void;
}) {
  const remove = useDeleteQuestion(kind);
  const noun = KIND_TEXT[kind].noun;
  const usedIn = target?.usedIn ?? 0;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title={`Delete this ${noun}?`}
      description={
        usedIn > 0
          ? `It is part of ${usedIn === 1 ? 'a whizz' : plural(usedIn, 'whizz', 'whizzes')}; remove it from ${usedIn === 1 ? 'that whizz' : 'them'} first.`
          : 'It is removed from the question bank for good. This cannot be undone.'
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      isConfirmDisabled={usedIn > 0}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: close,
          onError: (error) => toast.error(error.message),
        })
      }
      testId="delete-dialog"
      confirmTestId="delete-confirm"
    >
      {target && (
        <div className="mt-3 space-y-3">
          <p className="line-clamp-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-800">
            {target.label}
          </p>
          {remove.isError && (
            <p role="alert" className="text-sm font-medium text-red-700" data-testid="delete-error">
              {remove.error.message}
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
