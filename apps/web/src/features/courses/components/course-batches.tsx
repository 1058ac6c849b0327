import { clsx } from 'clsx';
import { ArrowRight, CalendarClock, CalendarDays, Flag, Hourglass, Users } from 'lucide-react';
import { Link } from 'react-router';

import { BATCH_STATUS_LABELS, COURSES_MSG, formatInr, plural, type Batch } from '@app/shared';

import { BatchStatusPill } from '@/components/site/batch-status-pill';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { EmptyListPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';

import { useCourseBatches } from '../api/courses-api.ts';
import { batchPricing, batchWeeksText, formatBatchDay } from '../lib/course-display.ts';
import { CallbackButton } from './callback-button.tsx';
import { PriceTag } from './price-tag.tsx';

/** The course's open batches (GET /batches/course/{courseId}), each with its own Enrol link. */
export function CourseBatches({ courseId }: { courseId: string }) {
  const { data: batches, error, isPending, isFetching, refetch } = useCourseBatches(courseId, true);

  if (error && !batches) {
    return (
      <LoadError
        testId="course-batches-error"
        className="rounded-2xl border border-red-100 bg-white px-6 py-10"
        title={COURSES_MSG.fetchBatchFailed}
        message={getErrorMessage(error, COURSES_MSG.fetchBatchFailed)}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  if (isPending || !batches) {
    return (
      <div
        data-testid="course-batches-loading"
        aria-busy="true"
        className="grid gap-4 md:grid-cols-2"
      >
        <p role="status" className="sr-only">
          Loading batches...
        </p>
        {[0, 1].map((i) => (
          <div
            key={i}
            aria-hidden="true"
            className="h-72 animate-pulse rounded-2xl bg-slate-200/70"
          />
        ))}
      </div>
    );
  }
  if (batches.length === 0) {
    return (
      <EmptyListPanel
        testId="course-batches-empty"
        boxClassName="py-12"
        icon={CalendarClock}
        title="No open batches right now"
        description="A new batch is being planned. Leave your number and we will tell you when enrolment opens."
        actions={<CallbackButton courseId={courseId} />}
      />
    );
  }
  return (
    <ul role="list" data-testid="course-batches" className="grid gap-5 md:grid-cols-2">
      {batches.map((batch) => (
        <li key={batch._id} className="flex">
          <BatchCard batch={batch} />
        </li>
      ))}
    </ul>
  );
}

function BatchCard({ batch }: { batch: Batch }) {
  const isOpen = batch.isEnrollmentOpen && batch.seatsLeft > 0;
  const isLow = isOpen && batch.seatsLeft <= Math.max(5, Math.ceil(batch.seats * 0.15));
  const rows = [
    {
      icon: CalendarDays,
      label: 'Starts',
      value: formatBatchDay(batch.startDate),
      testId: 'batch-start',
    },
    { icon: Flag, label: 'Ends', value: formatBatchDay(batch.endDate), testId: 'batch-end' },
    { icon: Hourglass, label: 'Duration', value: batchWeeksText(batch), testId: 'batch-weeks' },
    {
      icon: CalendarClock,
      label: 'Enrol by',
      value: formatBatchDay(batch.enrollmentEndDate),
      testId: 'batch-deadline',
    },
  ];

  return (
    <article
      data-testid="batch-card"
      aria-labelledby={`batch-${batch._id}`}
      className={clsx(
        'flex w-full flex-col rounded-2xl border bg-white p-5 shadow-card transition sm:p-6',
        isOpen
          ? 'border-slate-200 hover:border-brand-200 hover:shadow-pop'
          : 'border-slate-200 opacity-90',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
            {batch.priceTitle || BATCH_STATUS_LABELS[batch.status]}
          </p>
          <h3
            id={`batch-${batch._id}`}
            className="mt-1 text-lg font-bold break-words text-slate-900"
          >
            {batch.name}
          </h3>
        </div>
        <BatchStatusPill status={batch.status} />
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3">
        {rows.map(({ icon: Icon, label, value, testId }) => (
          <div key={label} className="min-w-0">
            <dt className="flex items-center gap-2 text-xs font-semibold text-slate-500">
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {label}
            </dt>
            <dd data-testid={testId} className="mt-0.5 pl-6 text-sm font-semibold text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-5">
        <PriceTag pricing={batchPricing(batch, formatInr)} testId="batch-price" />
        <p
          data-testid="batch-seats"
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
            !isOpen
              ? 'bg-slate-100 text-slate-700'
              : isLow
                ? 'bg-amber-100 text-amber-900'
                : 'bg-slate-100 text-slate-700',
          )}
        >
          <Users className="size-3.5" aria-hidden="true" />
          {batch.seatsLeft > 0 ? `${plural(batch.seatsLeft, 'seat')} left` : 'Sold out'}
        </p>
      </div>
      <div className="mt-auto pt-5">
        {isOpen ? (
          <Link
            to={`/checkout/?batchId=${batch._id}`}
            data-testid="batch-enrol"
            className={buttonStyles({ size: 'lg', fullWidth: true })}
          >
            Enrol now<span className="sr-only"> in {batch.name}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <p className="rounded-xl bg-slate-100 px-4 py-3 text-center text-sm font-semibold text-slate-600">
            {batch.seatsLeft > 0 ? 'Enrolment closed' : 'This batch is full'}
          </p>
        )}
      </div>
    </article>
  );
}
