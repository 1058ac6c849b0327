import { Download, ExternalLink } from 'lucide-react';
import type { z } from 'zod';

import {
  ASSIGNMENT_FEEDBACK_MAX,
  ASSIGNMENT_STATUS_LABELS,
  ZAssignmentReviewBody,
  type AdminSubmission,
  formatNumber,
} from '@app/shared';

import {
  Form,
  FormMarkdown,
  FormNumber,
  FormServerAlert,
  SubmitButton,
  useZodForm,
} from '@/components/form';
import { LessonMarkdown } from '@/components/markdown/lesson-markdown';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';
import { formatDateTime } from '@/core/format-date';

import { useAssignmentSubmission, useReviewSubmission } from '../api/assignment-reviews.ts';

type ReviewValues = z.output<typeof ZAssignmentReviewBody>;

function ReviewForm({ batchId, s }: { batchId: string; s: AdminSubmission }) {
  const review = useReviewSubmission(batchId, s.assignment._id, s._id);
  const form = useZodForm(ZAssignmentReviewBody as z.ZodType<ReviewValues>, {
    defaultValues: { score: s.score ?? Number.NaN, feedback: s.feedback ?? '' },
    mode: 'onTouched',
  });
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        if (body.score > s.assignment.maxScore) {
          form.setError('score', { message: `Score must be from 0 to ${s.assignment.maxScore}` });
          return;
        }
        await review.mutateAsync(body);
      }}
      failureMessage="Failed to save the review"
      className="space-y-4"
      data-testid="review-form"
    >
      <FormNumber<ReviewValues>
        name="score"
        label={`Score (out of ${s.assignment.maxScore})`}
        testId="review-score-input"
        className="max-w-48"
      />
      <FormMarkdown<ReviewValues>
        name="feedback"
        label="Feedback"
        hint={`Markdown, up to ${formatNumber(ASSIGNMENT_FEEDBACK_MAX)} characters. E-mailed to the student with the grade.`}
        rows={6}
        testId="review-feedback-input"
      />
      <FormServerAlert testId="review-form-alert" />
      <SubmitButton loadingText="Saving…" data-testid="review-save">
        {s.status === 'graded' ? 'Update review' : 'Save review'}
      </SubmitButton>
    </Form>
  );
}

/** One submission in the review drawer: who, when, what was handed in, and the review form. */
export function SubmissionReview({
  batchId,
  assignmentId,
  submissionId,
}: {
  batchId: string;
  assignmentId: string;
  submissionId: string;
}) {
  const query = useAssignmentSubmission(batchId, assignmentId, submissionId);
  const s = query.data;
  if (query.error && !s) {
    return (
      <InlineError
        message={getErrorMessage(query.error, 'Failed to fetch the submission')}
        onRetry={() => void query.refetch()}
        testId="review-error"
      />
    );
  }
  if (!s) return <p className="text-sm text-slate-500">Loading the submission…</p>;
  return (
    <div className="space-y-6" data-testid="review-panel">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Student</dt>
        <dd className="font-semibold text-slate-900">
          {s.student.name}
          <span className="block text-xs font-normal break-all text-slate-600">
            {s.student.email}
          </span>
        </dd>
        <dt className="text-slate-500">Assignment</dt>
        <dd className="text-slate-900">{s.assignment.title}</dd>
        <dt className="text-slate-500">Handed in</dt>
        <dd className="text-slate-900">
          {formatDateTime(s.submittedAt)} IST
          {s.late ? ' (late)' : ''} · attempt {s.attempts}
        </dd>
        <dt className="text-slate-500">Status</dt>
        <dd className="text-slate-900">
          {ASSIGNMENT_STATUS_LABELS[s.status]}
          {s.reviewedAt &&
            ` · ${s.score}/${s.assignment.maxScore} by ${s.reviewerName ?? 'staff'}, ${formatDateTime(s.reviewedAt)}`}
        </dd>
      </dl>
      <div
        className="rounded-xl border border-slate-200 bg-slate-50 p-4"
        data-testid="review-content"
      >
        <p className="mb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">Submission</p>
        {s.link && (
          <a
            href={s.link}
            target="_blank"
            rel="noopener noreferrer"
            className="link inline-flex max-w-full items-center gap-1.5 break-all"
            data-testid="review-link"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            {s.link}
          </a>
        )}
        {s.file && (
          <a
            href={s.file.url}
            download={s.file.name}
            className="link inline-flex max-w-full items-center gap-1.5 break-all"
            data-testid="review-file"
          >
            <Download className="size-4 shrink-0" aria-hidden="true" />
            {s.file.name}
          </a>
        )}
        {s.text && <LessonMarkdown>{s.text}</LessonMarkdown>}
      </div>
      <ReviewForm key={`${s._id}:${s.reviewedAt ?? ''}`} batchId={batchId} s={s} />
    </div>
  );
}
