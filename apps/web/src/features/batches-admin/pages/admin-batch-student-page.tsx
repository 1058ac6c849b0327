import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import {
  formatPaise,
  COMMERCE_MSG,
  COURSES_MSG,
  ID_PATTERN,
  isValidBatchId,
  type BatchStudentDetail,
} from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Pill } from '@/components/admin/pill';
import { buttonStyles } from '@/components/ui/button-styles';
import { RecordProblem } from '@/components/ui/record-loader';
import { RouteLoader } from '@/components/ui/route-loader';
import { ApiError, getErrorMessage } from '@/core/api-client';
import { formatDate, formatDateRange, formatDateTime } from '@/core/format-date';

import { STUDENT_FETCH_FAILED, useBatchStudent } from '../api/get-batch-student.ts';
import { SourceBadge } from '../components/batch-badges.tsx';
import { Breadcrumbs } from '../components/batch-page-states.tsx';
import { ProgressBar } from '../components/batch-students-table.tsx';
import { StudentPaymentsTable } from '../components/student-payments-table.tsx';
import { StudentProgress } from '../components/student-progress.tsx';
import { batchCrumbs, batchPaths } from '../lib/batch-paths.ts';

/** /admin/courses/{courseId}/batches/{batchId}/students/{studentId} */
export default function AdminBatchStudentPage() {
  const { courseId = '', batchId = '', studentId = '' } = useParams();
  const isValid = isValidBatchId(batchId);
  const isValidStudent = ID_PATTERN.test(studentId);
  const query = useBatchStudent(batchId, studentId, isValid && isValidStudent);
  const safeCourse = ID_PATTERN.test(courseId) ? courseId : 'all';
  const back = isValid
    ? { to: batchPaths.view(safeCourse, batchId), label: 'Back to the batch' }
    : { to: batchPaths.list(safeCourse), label: 'Back to batches' };

  if (!isValid) {
    return (
      <RecordProblem
        title={COURSES_MSG.invalidBatchId}
        description="A batch id is 24 characters of 0–9 and a–f. Check the address."
        back={back}
        testId="batch-error"
      />
    );
  }
  if (!isValidStudent) {
    return (
      <RecordProblem
        title={COMMERCE_MSG.studentNotInBatch}
        description="Open the student from the batch's student list."
        back={back}
        testId="batch-error"
      />
    );
  }
  if (query.isPending) return <RouteLoader message="Loading student…" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : null;
    const message = getErrorMessage(query.error, STUDENT_FETCH_FAILED);
    return (
      <RecordProblem
        title={status === 404 || status === 400 ? message : STUDENT_FETCH_FAILED}
        description={
          status === 404 ? 'The student may have left, or the batch was removed.' : message
        }
        back={back}
        onRetry={status === 404 ? undefined : () => void query.refetch()}
        isRetrying={query.isFetching}
        testId="batch-error"
      />
    );
  }
  return <StudentView data={query.data} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words text-slate-900">
        {children}
      </dd>
    </div>
  );
}

function StudentView({ data }: { data: BatchStudentDetail }) {
  const { student, batch, enrolment, payments, progress } = data;
  const paid = payments
    .filter((p) => p.status === 'paid')
    .reduce((sum, p) => sum + p.amounts.totalPaise, 0);
  const batchPath = batchPaths.view(batch.course, batch._id);

  return (
    <div className="mx-auto max-w-6xl">
      <Breadcrumbs items={batchCrumbs(batch, student.name || 'Student')} />
      <AdminPageHeader
        title={student.name || 'Unnamed student'}
        description={`${batch.name} · ${batch.courseTitle}`}
        actions={
          <Link to={batchPath} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            All students
          </Link>
        }
      />

      <div className="grid gap-4 md:grid-cols-3">
        <section className="card p-5" aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="font-semibold text-slate-900">
            Profile
          </h2>
          <dl className="mt-2 divide-y divide-slate-100" data-testid="student-profile">
            <Row label="Phone">{student.phone || '—'}</Row>
            <Row label="E-mail">{student.email || '—'}</Row>
            <Row label="Account">
              {student.isActive ? (
                <Pill tone="green">Verified</Pill>
              ) : (
                <Pill tone="amber">Not verified</Pill>
              )}
            </Row>
            <Row label="Joined">{formatDate(student.joinedAt)}</Row>
          </dl>
        </section>
        <section className="card p-5" aria-labelledby="enrolment-heading">
          <h2 id="enrolment-heading" className="font-semibold text-slate-900">
            Enrolment
          </h2>
          <dl className="mt-2 divide-y divide-slate-100" data-testid="student-enrolment">
            <Row label="Enrolled">{formatDateTime(enrolment.enrolledAt)}</Row>
            <Row label="How">
              <SourceBadge source={enrolment.source} />
            </Row>
            <Row label="Status">
              <span className="capitalize">{enrolment.status}</span>
            </Row>
            <Row label="Batch runs">{formatDateRange(batch.startDate, batch.endDate)}</Row>
          </dl>
        </section>
        <section className="card p-5" aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="font-semibold text-slate-900">
            At a glance
          </h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Row label="Paid for this batch">
              <span className="tabular-nums" data-testid="student-paid">
                {formatPaise(paid)}
              </span>
            </Row>
            <Row label="Payments">{payments.length}</Row>
            {progress.totalAssignments > 0 && (
              <Row label="Assignments submitted">
                <span className="tabular-nums" data-testid="student-assignments">
                  {progress.submittedAssignments} of {progress.totalAssignments}
                </span>
              </Row>
            )}
          </dl>
          <div className="mt-3">
            <ProgressBar done={progress.completedLessons} total={progress.totalLessons} />
          </div>
        </section>
      </div>

      <section aria-labelledby="payments-heading" className="mt-8">
        <h2 id="payments-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Payments
        </h2>
        <div className="card overflow-hidden">
          <StudentPaymentsTable payments={payments} />
        </div>
      </section>

      <section aria-labelledby="progress-heading" className="mt-8">
        <h2 id="progress-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Lesson progress
        </h2>
        <div className="card overflow-hidden">
          <StudentProgress progress={progress} />
        </div>
      </section>
    </div>
  );
}
