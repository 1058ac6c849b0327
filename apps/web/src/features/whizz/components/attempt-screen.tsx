import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  ArrowLeft,
  ArrowRight,
  CloudCheck,
  CloudOff,
  Eye,
  Loader2,
  Send,
  Trophy,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import {
  ASSESS_MSG,
  plural,
  QUESTION_TYPE_LABELS,
  type Answer,
  type AttemptQuestion,
  type Submission,
} from '@app/shared';

import { Button } from '@/components/ui/button';
import { ApiError, getErrorMessage } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { scrollToTopNow } from '@/core/hooks/use-smooth-scroll';
import { toast } from '@/core/toast';

import { submitAttempt, type AttemptWithClock } from '../api/whizz-api.ts';
import { whizzKeys } from '../api/whizz-keys.ts';
import { useAnswerSaver, type SaveState } from '../hooks/use-answer-saver.ts';
import { useServerNow } from '../hooks/use-server-now.ts';
import { useTabSwitches } from '../hooks/use-tab-switches.ts';
import { initialDrafts, isAnswered } from '../lib/answers.ts';
import { clockOffset, secondsUntil } from '../lib/clock.ts';
import { AttemptTimer } from './attempt-timer.tsx';
import { CodingQuestion, type CodingState } from './coding-question.tsx';
import { FibQuestion } from './fib-question.tsx';
import { McqQuestion } from './mcq-question.tsx';
import { QuestionNav } from './question-nav.tsx';
import { SubmitQuizDialog } from './submit-quiz-dialog.tsx';

const SAVE_DELAY_MS = 600;
const CODE_SAVE_DELAY_MS = 1_500;

/**
 * A running attempt: its own clock, the questions (answers saved as they change), tab switches
 * counted, and the submission (by the student, or by itself when the time is up).
 */
export function AttemptScreen({ attempt }: { attempt: AttemptWithClock }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  const whizzId = attempt.whizzId;
  const offset = useMemo(
    () => clockOffset(attempt.serverNow, attempt.receivedAt),
    [attempt.serverNow, attempt.receivedAt],
  );
  const now = useServerNow(offset);
  const secondsLeft = secondsUntil(attempt.deadline, now);
  const totalSeconds = (Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)) / 1000;

  const [questions, setQuestions] = useState<AttemptQuestion[]>(attempt.questions);
  const [answers, setAnswers] = useState<Record<string, Answer>>(attempt.answers);
  const [coding, setCoding] = useState<Record<string, CodingState>>(() => {
    const out: Record<string, CodingState> = {};
    for (const q of attempt.questions) {
      if (q.type === 'codingProblem')
        out[q.questionId] = initialDrafts(q, attempt.answers[q.questionId]);
    }
    return out;
  });
  const [current, setCurrent] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [finishing, setFinishing] = useState<'manual' | 'auto' | null>(null);
  const [retryAt, setRetryAt] = useState(0);
  const finished = useRef(false);

  // Coming from the start screen (often scrolled to its button): the quiz opens at its top, and
  // keyboard and screen reader users land on its title rather than on a vanished button.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    scrollToTopNow();
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  const goToResult = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: whizzKeys.mine(userId) });
    void navigate(`/whizz/${whizzId}/result`, { replace: true });
  }, [navigate, queryClient, userId, whizzId]);

  const onClosed = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    toast.info(ASSESS_MSG.timeUp);
    goToResult();
  }, [goToResult]);

  const saver = useAnswerSaver(whizzId, onClosed);
  const tabs = useTabSwitches(whizzId, attempt.tabSwitches, finishing === null);

  const finish = useCallback(
    async (how: 'manual' | 'auto') => {
      if (finished.current) return;
      setFinishing(how);
      try {
        await saver.flush();
        if (finished.current) return;
        await submitAttempt(whizzId);
        finished.current = true;
        toast.success(how === 'auto' ? ASSESS_MSG.timeUp : ASSESS_MSG.attemptSubmitted);
        goToResult();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          finished.current = true;
          toast.info(getErrorMessage(error, ASSESS_MSG.timeUp));
          goToResult();
          return;
        }
        toast.error(getErrorMessage(error, 'Failed to submit; trying again'));
        if (how === 'auto') setRetryAt(Date.now() + offset + 3_000);
        setFinishing(null);
      }
    },
    [saver, whizzId, goToResult, offset],
  );

  // Time is up: submit by ourselves (the server would refuse answers from now on anyway).
  useEffect(() => {
    if (secondsLeft === 0 && !finished.current && finishing === null && now >= retryAt) {
      void finish('auto');
    }
  }, [secondsLeft, finishing, finish, now, retryAt]);

  const answered = useMemo(
    () => questions.map((q) => isAnswered(q, answers[q.questionId])),
    [questions, answers],
  );

  const setAnswer = (questionId: string, answer: Answer, delay = SAVE_DELAY_MS) => {
    setAnswers((a) => ({ ...a, [questionId]: answer }));
    saver.save(questionId, answer, delay);
  };

  const onCodingChange = (questionId: string, next: CodingState) => {
    setCoding((c) => ({ ...c, [questionId]: next }));
    const code = next.drafts[next.language] ?? '';
    setAnswer(
      questionId,
      { type: 'codingProblem', language: next.language, code },
      CODE_SAVE_DELAY_MS,
    );
  };

  const onJudged = useCallback((s: Submission, questionId: string) => {
    setQuestions((qs) =>
      qs.map((q) =>
        q.type === 'codingProblem' && q.questionId === questionId
          ? {
              ...q,
              best:
                q.best && q.best.pointsEarned >= s.pointsEarned
                  ? q.best
                  : { pointsEarned: s.pointsEarned, passed: s.passed, total: s.total },
            }
          : q,
      ),
    );
  }, []);

  const q = questions[current];
  const locked = finishing !== null;

  // One question navigator: a grid beside the question on wide screens, a strip above it on phones.
  const nav = { questions, answered, current, onGo: setCurrent };
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50 pb-16">
      <title>{`${attempt.title} | Whizz | KodeSchool`}</title>
      <div className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
          <div className="min-w-0 flex-1">
            <h1
              ref={titleRef}
              tabIndex={-1}
              className="truncate text-base font-bold text-slate-900 outline-none sm:text-lg"
              data-testid="attempt-title"
            >
              {attempt.title}
            </h1>
            <SaveIndicator state={saver.state} />
          </div>
          <AttemptTimer secondsLeft={secondsLeft} totalSeconds={totalSeconds} />
          <Button
            icon={Send}
            size="sm"
            onClick={() => setConfirmOpen(true)}
            disabled={locked}
            data-testid="submit-quiz"
            className="h-10"
          >
            <span className="hidden sm:inline">Submit quiz</span>
            <span className="sm:hidden">Submit</span>
          </Button>
        </div>
      </div>

      {tabs.warning && (
        <div className="mx-auto mt-4 max-w-7xl px-4 sm:px-6">
          <div
            role="status"
            data-testid="tab-switch-warning"
            className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p className="flex-1">
              You left the quiz tab{' '}
              {tabs.count === 1 ? (
                'once'
              ) : (
                <span data-testid="tab-switch-count">{plural(tabs.count, 'time')}</span>
              )}
              . Your instructor sees how often this happens, so please stay on this tab until you
              submit.
            </p>
            <button
              type="button"
              onClick={tabs.dismiss}
              aria-label="Dismiss"
              className="grid size-7 shrink-0 place-items-center rounded-lg hover:bg-amber-100"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}

      {finishing === 'auto' && (
        <div className="mx-auto mt-4 max-w-7xl px-4 sm:px-6">
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900"
            data-testid="auto-submitting"
          >
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Time is up. Submitting your answers...
          </p>
        </div>
      )}

      <div className="mx-auto mt-4 grid max-w-7xl gap-6 px-4 sm:px-6 lg:mt-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="hidden lg:block">
          <div className="card sticky top-36 p-4">
            <QuestionNav {...nav} layout="grid" />
          </div>
        </aside>
        <div className="min-w-0">
          <div className="lg:hidden">
            <QuestionNav {...nav} layout="strip" />
          </div>
          {q && (
            <section
              className="card mt-4 p-4 sm:p-6 lg:mt-0"
              aria-label={`Question ${current + 1} of ${questions.length}`}
              data-testid="question-card"
            >
              <p className="mb-4 flex items-center gap-2 text-sm text-slate-600">
                <span className="font-semibold text-slate-900">
                  Question {current + 1} of {questions.length}
                </span>
                <span aria-hidden="true">·</span>
                <span>{QUESTION_TYPE_LABELS[q.type]}</span>
                {q.type !== 'codingProblem' && (
                  <span className="ml-auto rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                    {plural(q.points, 'point')}
                  </span>
                )}
              </p>
              {q.type === 'MCQ' && (
                <McqQuestion
                  key={q.questionId}
                  q={q}
                  answer={answers[q.questionId]}
                  onChange={(a) => setAnswer(q.questionId, a, 0)}
                  disabled={locked}
                />
              )}
              {q.type === 'FillInTheBlank' && (
                <FibQuestion
                  key={q.questionId}
                  q={q}
                  answer={answers[q.questionId]}
                  onChange={(a) => setAnswer(q.questionId, a)}
                  disabled={locked}
                />
              )}
              {q.type === 'codingProblem' && coding[q.questionId] && (
                <CodingQuestion
                  key={q.questionId}
                  whizzId={whizzId}
                  q={q}
                  state={coding[q.questionId]!}
                  onChange={(next) => onCodingChange(q.questionId, next)}
                  onJudged={(s) => onJudged(s, q.questionId)}
                  disabled={locked}
                />
              )}
              <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
                <Button
                  icon={ArrowLeft}
                  variant="secondary"
                  size="sm"
                  onClick={() => setCurrent((c) => Math.max(0, c - 1))}
                  disabled={current === 0}
                  data-testid="prev-question"
                >
                  Previous
                </Button>
                {current < questions.length - 1 ? (
                  <Button
                    size="sm"
                    onClick={() => setCurrent((c) => c + 1)}
                    data-testid="next-question"
                  >
                    Next
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Button>
                ) : (
                  <Button
                    icon={Trophy}
                    size="sm"
                    onClick={() => setConfirmOpen(true)}
                    disabled={locked}
                  >
                    Finish
                  </Button>
                )}
              </div>
            </section>
          )}
        </div>
      </div>

      <SubmitQuizDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        questions={questions}
        answered={answered}
        onGo={setCurrent}
        onConfirm={() => void finish('manual')}
        isPending={finishing === 'manual'}
      />
    </div>
  );
}

function SaveIndicator({ state }: { state: SaveState }) {
  if (state === 'idle') {
    return <p className="text-xs text-slate-500">Answers save as you go</p>;
  }
  return (
    <p
      className={clsx(
        'flex items-center gap-1 text-xs font-medium',
        state === 'error'
          ? 'text-red-700'
          : state === 'saved'
            ? 'text-emerald-700'
            : 'text-slate-500',
      )}
      data-testid="save-state"
      data-state={state}
      aria-live="polite"
    >
      {state === 'saving' && <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />}
      {state === 'saved' && <CloudCheck className="size-3.5" aria-hidden="true" />}
      {state === 'error' && <CloudOff className="size-3.5" aria-hidden="true" />}
      {state === 'saving' ? 'Saving...' : state === 'saved' ? 'Saved' : 'Not saved yet, retrying'}
    </p>
  );
}
