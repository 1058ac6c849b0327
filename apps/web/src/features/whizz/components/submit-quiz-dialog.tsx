import { CircleCheck, ClipboardCheck } from 'lucide-react';

import { plural, type AttemptQuestion } from '@app/shared';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';

import { questionTitle } from '../lib/answers.ts';

/** "Submit quiz?": lists the questions still unanswered, with a jump to each. */
export function SubmitQuizDialog({
  open,
  onOpenChange,
  questions,
  answered,
  onGo,
  onConfirm,
  isPending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questions: AttemptQuestion[];
  answered: boolean[];
  onGo: (i: number) => void;
  onConfirm: () => void;
  isPending: boolean;
}) {
  const missing = questions.map((q, i) => ({ q, i })).filter(({ i }) => !answered[i]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="brand"
      icon={ClipboardCheck}
      title="Submit the quiz?"
      description="Once submitted you cannot change your answers."
      cancelLabel="Keep working"
      confirmLabel="Submit quiz"
      pendingLabel="Submitting..."
      onConfirm={onConfirm}
      isPending={isPending}
      testId="submit-quiz-dialog"
      confirmTestId="submit-quiz-confirm"
    >
      {missing.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm font-medium text-emerald-900">
          <CircleCheck className="size-4" aria-hidden="true" />
          Every question has an answer.
        </p>
      ) : (
        <div className="mt-4 rounded-xl bg-amber-50 px-3 py-3 text-sm text-amber-950">
          <p className="font-semibold" data-testid="unanswered-count">
            {plural(missing.length, 'question is', 'questions are')} not answered:
          </p>
          <ul className="mt-2 space-y-1" data-testid="unanswered-list">
            {missing.map(({ q, i }) => (
              <li key={q.questionId}>
                <button
                  type="button"
                  className="text-left underline-offset-2 hover:underline"
                  onClick={() => {
                    onOpenChange(false);
                    onGo(i);
                  }}
                >
                  <span className="font-semibold">Q{i + 1}.</span>{' '}
                  <span className="line-clamp-1 inline">{questionTitle(q)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ConfirmDialog>
  );
}
