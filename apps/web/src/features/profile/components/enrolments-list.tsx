import { clsx } from 'clsx';
import { ChevronRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';

import { BATCH_STATUS_LABELS } from '@app/shared';

import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/core/api-client';

import { ENROLMENTS_FAILED, useEnrolments } from '../api/get-enrolments.ts';
import { BATCH_STATUS_STYLES, formatDay } from '../lib/display.ts';
import { EmptyRows, RowsSkeleton } from './section-card.tsx';

/** The batches the student is enrolled in, each opening its classroom. */
export function EnrolmentsList() {
  const { data: batches, error, refetch } = useEnrolments();
  if (error && !batches) {
    return (
      <InlineError
        testId="profile-enrolments-error"
        message={getErrorMessage(error, ENROLMENTS_FAILED)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!batches) return <RowsSkeleton rows={2} />;
  if (batches.length === 0) {
    return (
      <EmptyRows
        testId="profile-enrolments-empty"
        icon={GraduationCap}
        iconClassName="bg-brand-50 text-brand-700"
        text="You have not enrolled in a batch yet."
        linkText="Browse courses"
      />
    );
  }
  return (
    <ul role="list" data-testid="profile-enrolments" className="-my-2 divide-y divide-slate-100">
      {batches.map(({ enrolmentId, batch, course, progress }) => {
        const percent =
          progress.totalLessons > 0
            ? Math.round((progress.completedLessons / progress.totalLessons) * 100)
            : 0;
        return (
          <li key={enrolmentId}>
            <Link
              to={`/classroom?batch=${batch._id}`}
              data-testid="profile-enrolment"
              className="group -mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-bold text-slate-900">{course.title}</p>
                <p className="truncate text-sm text-slate-600">
                  {batch.name} · from {formatDay(batch.startDate)}
                </p>
              </div>
              <div className="hidden w-24 shrink-0 sm:block" aria-hidden="true">
                <div className="h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">
                  {percent}% done
                </p>
              </div>
              <span
                className={clsx(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
                  BATCH_STATUS_STYLES[batch.status],
                )}
              >
                {BATCH_STATUS_LABELS[batch.status]}
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-slate-400 group-hover:text-slate-700"
                aria-hidden="true"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
