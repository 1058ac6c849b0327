import { CalendarDays, IndianRupee, Timer, Users } from 'lucide-react';

import { formatDateRange, formatDay, formatInr, plural, type Batch } from '@app/shared';

import { GlanceCard } from '@/components/admin/glance-card';

import { discountLabel } from '../lib/batch-format.ts';
import { BatchStatusBadge } from './batch-badges.tsx';

/** The batch at a glance: schedule, enrolment, seats and price. */
export function BatchSummary({ batch }: { batch: Batch }) {
  const filled = batch.seats ? Math.min(100, (batch.studentCount / batch.seats) * 100) : 0;
  const off = discountLabel(batch);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <GlanceCard icon={CalendarDays} label="Schedule" testId="batch-card-dates">
        <p className="text-sm font-semibold text-slate-900 sm:text-base">
          {formatDateRange(batch.startDate, batch.endDate)}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <BatchStatusBadge status={batch.status} />
          {plural(batch.durationWeeks, 'week')}
        </p>
      </GlanceCard>
      <GlanceCard icon={Timer} label="Enrolment" testId="batch-card-enrolment">
        <p className="text-base font-semibold text-slate-900">
          {batch.isEnrollmentOpen ? 'Open' : 'Closed'}
        </p>
        <p className="mt-1">
          {batch.isActive ? 'Closes' : 'Inactive · would close'}{' '}
          {formatDay(batch.enrollmentEndDate)}
        </p>
      </GlanceCard>
      <GlanceCard icon={Users} label="Seats" testId="batch-card-seats">
        <p className="text-base font-semibold text-slate-900 tabular-nums">
          {plural(batch.studentCount, 'student')}{' '}
          <span className="font-normal text-slate-600">of {batch.seats}</span>
        </p>
        <div className="mt-2 h-2 rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${filled}%` }} />
        </div>
        <p className="mt-1">{plural(batch.seatsLeft, 'seat')} left</p>
      </GlanceCard>
      <GlanceCard icon={IndianRupee} label={batch.priceTitle || 'Price'} testId="batch-card-price">
        <p className="text-base font-semibold text-slate-900 tabular-nums">
          {formatInr(batch.finalPrice)}
        </p>
        <p className="mt-1 tabular-nums">
          {off ? (
            <>
              <s>{formatInr(batch.price)}</s> · {off}
            </>
          ) : (
            'No discount'
          )}
        </p>
      </GlanceCard>
    </div>
  );
}
