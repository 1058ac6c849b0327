import { clsx } from 'clsx';
import { CalendarClock, ClipboardCheck, FileText, Link2 } from 'lucide-react';

import { ASSIGNMENT_STATUS_LABELS, formatDateTime, type ClassroomAssignment } from '@app/shared';

import { LessonMarkdown } from '@/components/markdown/lesson-markdown';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';
import { useNow } from '@/core/hooks/use-now';

import { useClassroomAssignments } from '../api/assignments.ts';
import { ASSIGNMENT_STATUS_STYLES, relativeTime } from '../lib/assignment-display.ts';
import { AssignmentSubmitForm } from './assignment-submit-form.tsx';
import { BlockSkeleton } from './block-skeleton.tsx';

/** What the student handed in, as they see it back. */
function HandedIn({ a }: { a: ClassroomAssignment }) {
  const s = a.submission;
  if (s.status === 'not_submitted') return null;
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4 text-sm" data-testid="assignment-handed-in">
      <p className="font-semibold text-slate-800">
        Handed in {s.submittedAt ? formatDateTime(s.submittedAt) : ''} IST
        {s.attempts > 1 ? ` (attempt ${s.attempts})` : ''}
        {s.late ? ', after the due date' : ''}
      </p>
      {s.link && (
        <a
          href={s.link}
          target="_blank"
          rel="noopener noreferrer"
          className="link mt-1 inline-flex max-w-full items-center gap-1.5 break-all"
        >
          <Link2 className="size-4 shrink-0" aria-hidden="true" />
          {s.link}
        </a>
      )}
      {s.file && (
        <p className="mt-1 inline-flex items-center gap-1.5 break-all text-slate-700">
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          {s.file.name}
        </p>
      )}
      {s.text && (
        <details className="mt-1">
          <summary className="cursor-pointer font-medium text-brand-700">Your answer</summary>
          <LessonMarkdown className="mt-2">{s.text}</LessonMarkdown>
        </details>
      )}
    </div>
  );
}

/** The grade and the reviewer's feedback, once graded. */
function Grade({ a }: { a: ClassroomAssignment }) {
  const s = a.submission;
  if (s.status !== 'graded' || s.score === null) return null;
  const passed = s.score >= a.passScore;
  return (
    <div
      className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4"
      data-testid="assignment-grade"
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-2xl font-extrabold text-slate-900" data-testid="assignment-score">
          {s.score} / {a.maxScore}
        </span>
        <span
          className={clsx('text-sm font-semibold', passed ? 'text-emerald-800' : 'text-amber-800')}
        >
          {passed ? 'Passed' : `Pass mark ${a.passScore}`}
        </span>
      </p>
      {s.feedback ? (
        <div className="mt-3" data-testid="assignment-feedback">
          <p className="text-xs font-bold tracking-wide text-slate-600 uppercase">Feedback</p>
          <LessonMarkdown className="mt-1">{s.feedback}</LessonMarkdown>
        </div>
      ) : null}
    </div>
  );
}

function AssignmentCard({ batchId, a }: { batchId: string; a: ClassroomAssignment }) {
  const status = a.submission.status;
  const now = useNow(60_000);
  const isPast = Date.parse(a.dueAt) < now;
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
      data-testid="assignment"
      aria-labelledby={`assignment-${a._id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3
          id={`assignment-${a._id}`}
          className="min-w-0 text-lg font-bold break-words text-slate-900"
        >
          {a.title}
        </h3>
        <span
          data-testid="assignment-status"
          className={clsx(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
            ASSIGNMENT_STATUS_STYLES[status],
          )}
        >
          {ASSIGNMENT_STATUS_LABELS[status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <CalendarClock className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
        {isPast ? 'Was due' : 'Due'}{' '}
        <strong className="font-semibold text-slate-800">{relativeTime(a.dueAt, now)}</strong> (
        {formatDateTime(a.dueAt)} IST) · {a.maxScore} marks
      </p>
      <details className="group mt-3" open={status === 'not_submitted' && !isPast}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Instructions
        </summary>
        <LessonMarkdown className="mt-2">{a.instructions}</LessonMarkdown>
      </details>
      <HandedIn a={a} />
      <Grade a={a} />
      {a.submission.canResubmit && status === 'not_submitted' ? (
        <AssignmentSubmitForm batchId={batchId} assignment={a} />
      ) : a.submission.canResubmit ? (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            Change your submission (until the due date)
          </summary>
          <AssignmentSubmitForm batchId={batchId} assignment={a} />
        </details>
      ) : status !== 'graded' ? (
        <p className="mt-4 text-sm text-slate-600">
          The due date has passed: your submission is with your mentor for review.
        </p>
      ) : null}
    </li>
  );
}

/** The batch's assignments: due dates, what to hand in, the hand-in form and the grade. */
export function AssignmentsSection({ batchId }: { batchId: string }) {
  const { data: assignments, error, refetch } = useClassroomAssignments(batchId);
  return (
    <section aria-labelledby="assignments-title" data-testid="classroom-assignments">
      <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
        Practice for real
      </p>
      <h2 id="assignments-title" className="mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl">
        Assignments
      </h2>
      <div className="mt-5">
        {error && !assignments ? (
          <InlineError
            testId="classroom-assignments-error"
            message={getErrorMessage(error, 'Could not load your assignments')}
            onRetry={() => void refetch()}
          />
        ) : !assignments ? (
          <BlockSkeleton rows={2} height="h-32" />
        ) : assignments.length === 0 ? (
          <p className="flex items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600">
            <ClipboardCheck className="size-4" aria-hidden="true" />
            No assignments yet. Your instructors will post them here.
          </p>
        ) : (
          <ul className="space-y-4">
            {assignments.map((a) => (
              <AssignmentCard key={a._id} batchId={batchId} a={a} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
