import { clsx } from 'clsx';
import { CalendarClock, FileQuestion, Play, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import { ASSESS_MSG, plural, type StudentWhizz } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';

import { useBatchQuizzes } from '../api/batch-quizzes.ts';
import { BlockSkeleton } from './block-skeleton.tsx';

const STATE_PILL: Record<StudentWhizz['state'], { label: string; className: string }> = {
  live: { label: 'Live now', className: 'bg-red-50 text-red-700 ring-red-200' },
  upcoming: { label: 'Upcoming', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  finished: { label: 'Finished', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

/** What the student can do with the quiz now: take it, see the score, or when it opens. */
function QuizAction({ w }: { w: StudentWhizz }) {
  const submitted = w.attempt?.status === 'submitted';
  if (submitted) {
    return (
      <Link
        to={`/whizz/${w._id}/result`}
        data-testid="classroom-quiz-result"
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <Trophy className="size-4" aria-hidden="true" />
        <span className="tabular-nums">
          {w.attempt?.score ?? 0} / {w.totalScore}
        </span>
        <span className="sr-only">: view the result of {w.title}</span>
      </Link>
    );
  }
  if (w.state === 'live') {
    const resuming = w.attempt?.status === 'in_progress';
    return (
      <Link
        to={`/whizz/${w._id}/attempt`}
        data-testid="classroom-quiz-take"
        className={buttonStyles({ size: 'sm' })}
      >
        <Play className="size-4" aria-hidden="true" />
        {resuming ? 'Resume' : 'Take quiz'}
        <span className="sr-only">: {w.title}</span>
      </Link>
    );
  }
  if (w.state === 'finished') {
    return <span className="text-sm font-medium text-slate-500">Missed</span>;
  }
  return null;
}

/** The batch's quizzes (whizz): live first, then upcoming, then finished with my score. */
export function BatchQuizzes({ batchId }: { batchId: string }) {
  const { data: quizzes, error, refetch } = useBatchQuizzes(batchId);
  let body;
  if (error && !quizzes) {
    body = (
      <InlineError
        testId="classroom-quizzes-error"
        message={getErrorMessage(error, ASSESS_MSG.quizzesLoadFailed)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!quizzes) {
    body = <BlockSkeleton rows={2} />;
  } else if (quizzes.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600">
        No quizzes for your batch yet. Your mentors will schedule them here.
      </p>
    );
  } else {
    body = (
      <ul role="list" className="card divide-y divide-slate-100" data-testid="classroom-quizzes">
        {quizzes.map((w) => {
          const pill = STATE_PILL[w.state];
          return (
            <li
              key={w._id}
              data-testid="classroom-quiz"
              data-state={w.state}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-bold break-words text-slate-900">{w.title}</h3>
                  <span
                    className={clsx(
                      'rounded-full px-2 py-0.5 text-xs font-bold ring-1',
                      pill.className,
                    )}
                  >
                    {pill.label}
                  </span>
                </div>
                <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
                    {formatDateTime(w.startDate)} IST
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <FileQuestion className="size-4 text-slate-400" aria-hidden="true" />
                    {plural(w.questionCount, 'question')} · {w.totalScore} marks
                  </span>
                </p>
              </div>
              <div className="shrink-0">
                <QuizAction w={w} />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="quizzes-title">
      <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">Whizz</p>
      <h2 id="quizzes-title" className="mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl">
        Quizzes
      </h2>
      <div className="mt-5">{body}</div>
    </section>
  );
}
