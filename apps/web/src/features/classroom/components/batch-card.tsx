import { clsx } from 'clsx';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';

import { BATCH_STATUS_LABELS, formatDateRange, type ClassroomBatch } from '@app/shared';

import { CourseThumbnail } from '@/components/site/course-thumbnail';

import { STATUS_STYLES } from '../lib/display.ts';
import { ProgressBar } from './progress-bar.tsx';

/** One enrolled batch in the classroom grid; the whole card opens it. */
export function BatchCard({ item }: { item: ClassroomBatch }) {
  const { batch, course, progress } = item;
  return (
    <article
      data-testid="classroom-batch"
      data-batch-id={batch._id}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition hover:border-brand-200 hover:shadow-pop"
    >
      <CourseThumbnail
        title={course.title}
        thumbnail={course.thumbnail}
        aspectClassName="aspect-[16/7]"
        className="w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-sm font-semibold text-brand-700">{course.title}</p>
          <span
            data-testid="classroom-batch-status"
            className={clsx(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
              STATUS_STYLES[batch.status],
            )}
          >
            {BATCH_STATUS_LABELS[batch.status]}
          </span>
        </div>
        <h2 className="mt-1 text-lg font-extrabold tracking-tight break-words text-slate-900">
          <Link
            to={`/classroom?batch=${batch._id}`}
            data-testid="classroom-batch-open"
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {batch.name}
          </Link>
        </h2>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {formatDateRange(batch.startDate, batch.endDate)}
        </p>
        <div className="mt-auto pt-5">
          <ProgressBar
            done={progress.completedLessons}
            total={progress.totalLessons}
            testId="classroom-batch-progress"
          />
          <p className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-800">
            {batch.status === 'completed' ? 'Review the course' : 'Open classroom'}
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </p>
        </div>
      </div>
    </article>
  );
}
