import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck, ClipboardCheck } from 'lucide-react';

import { plural, type AttemptQuestion } from '@app/shared';

import { Button } from '@/components/ui/button';

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
    <Dialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="submit-quiz-dialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-pop"
        >
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <ClipboardCheck className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-slate-900">
                Submit the quiz?
              </Dialog.Title>
              <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-slate-600">
                Once submitted you cannot change your answers.
              </Dialog.Description>
            </div>
          </div>
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
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={isPending}>
                Keep working
              </Button>
            </Dialog.Close>
            <Button
              onClick={onConfirm}
              isLoading={isPending}
              loadingText="Submitting..."
              data-testid="submit-quiz-confirm"
            >
              Submit quiz
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
