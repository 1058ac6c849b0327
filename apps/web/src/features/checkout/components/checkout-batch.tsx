import { clsx } from 'clsx';
import { CalendarClock, CalendarDays, Flag, Hourglass, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';

import { plural, type Batch } from '@app/shared';

import { BatchStatusPill } from '@/components/site/batch-status-pill';
import { IconFact, type FactLook } from '@/components/ui/icon-fact';

import { formatBatchDay } from '../lib/display.ts';

/**
 * The batch being bought: course, dates, length, mentors and the seats still free (`seatsLeft`:
 * the quote's count, which also leaves out seats held by other students' open orders).
 */
const FACT_LOOK: FactLook = {
  box: 'min-w-0',
  term: 'flex items-center gap-1.5 text-xs font-semibold text-slate-500',
  icon: 'size-3.5 shrink-0 text-brand-600',
  value: 'mt-1 text-sm font-semibold text-slate-900',
};

export function CheckoutBatch({
  batch,
  seatsLeft = batch.seatsLeft,
}: {
  batch: Batch;
  seatsLeft?: number;
}) {
  const rows = [
    { icon: CalendarDays, label: 'Starts', value: formatBatchDay(batch.startDate) },
    { icon: Flag, label: 'Ends', value: formatBatchDay(batch.endDate) },
    { icon: Hourglass, label: 'Duration', value: plural(batch.durationWeeks, 'week') },
    { icon: CalendarClock, label: 'Enrol by', value: formatBatchDay(batch.enrollmentEndDate) },
  ];
  const isLow = seatsLeft > 0 && seatsLeft <= Math.max(5, Math.ceil(batch.seats * 0.15));

  return (
    <section
      aria-labelledby="checkout-batch-title"
      data-testid="checkout-batch"
      className="card p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/courses/${batch.course}`}
            data-testid="checkout-course-title"
            className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {batch.courseTitle}
          </Link>
          <h2
            id="checkout-batch-title"
            data-testid="checkout-batch-name"
            className="mt-1 text-xl font-extrabold tracking-tight break-words text-slate-900 sm:text-2xl"
          >
            {batch.name}
          </h2>
          {batch.priceTitle && (
            <p className="mt-1 text-xs font-bold tracking-widest text-slate-500 uppercase">
              {batch.priceTitle}
            </p>
          )}
        </div>
        <BatchStatusPill status={batch.status} />
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-4">
        {rows.map(({ icon, label, value }) => (
          <IconFact key={label} icon={icon} label={label} look={FACT_LOOK}>
            {value}
          </IconFact>
        ))}
      </dl>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <div className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
          <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {batch.mentors.length > 0 ? (
            <span className="min-w-0">
              <span className="text-slate-500">Mentors: </span>
              <span data-testid="checkout-mentors" className="font-semibold">
                {batch.mentors.map((m) => m.name).join(', ')}
              </span>
            </span>
          ) : (
            <span className="text-slate-500">Mentors will be announced before the start</span>
          )}
        </div>
        <p
          data-testid="checkout-seats"
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
            isLow ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700',
          )}
        >
          <Users className="size-3.5" aria-hidden="true" />
          {seatsLeft > 0 ? `${plural(seatsLeft, 'seat')} left` : 'Sold out'}
        </p>
      </div>
    </section>
  );
}
