import { Trash2 } from 'lucide-react';

import { Modal } from '@/components/admin/modal';
import { Button } from '@/components/ui/button';
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
  const isUsed = (target?.usedIn ?? 0) > 0;
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) {
          remove.reset();
          onClose();
        }
      }}
      title={`Delete this ${noun}?`}
      description={
        isUsed
          ? `It is part of ${target!.usedIn === 1 ? 'a whizz' : `${target!.usedIn} whizzes`}; remove it from ${target!.usedIn === 1 ? 'that whizz' : 'them'} first.`
          : 'It is removed from the question bank for good. This cannot be undone.'
      }
      testId="delete-dialog"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              remove.reset();
              onClose();
            }}
            disabled={remove.isPending}
          >
            Cancel
          </Button>
          <Button
            className="bg-red-600 text-white hover:bg-red-700 hover:text-white"
            variant="danger"
            isLoading={remove.isPending}
            loadingText="Deleting…"
            disabled={isUsed}
            data-testid="delete-confirm"
            onClick={() =>
              target &&
              remove.mutate(target.id, {
                onSuccess: () => {
                  remove.reset();
                  onClose();
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </>
      }
    >
      {target && (
        <div className="space-y-3 pb-1">
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
    </Modal>
  );
}
