import { CalendarDays, Clock, Zap, type LucideIcon } from 'lucide-react';

import type { KodrCohort } from '@app/shared';

import { LandingSectionHeading } from './landing-section-heading.tsx';

/** Days, hours and the daily promise, as three cards. */
export function LandingSchedule({ cohort }: { cohort: KodrCohort }) {
  const items: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: CalendarDays, label: 'Days', value: cohort.schedule.days },
    { icon: Clock, label: 'Hours', value: cohort.schedule.hours },
  ];
  if (cohort.schedule.note)
    items.push({ icon: Zap, label: 'Every day', value: cohort.schedule.note });

  return (
    <section aria-labelledby="kodr-schedule-title" className="py-20 sm:py-24">
      <div className="container-page">
        <LandingSectionHeading
          id="kodr-schedule-title"
          eyebrow="Schedule"
          title="A daily rhythm that builds real skill"
          description="Same room, same hours, every working day. Consistency is the whole trick."
          align="center"
        />
        <ul
          data-testid="kodr-schedule"
          className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {items.map(({ icon: Icon, label, value }) => (
            <li
              key={label}
              className="card flex items-center gap-4 p-6 last:sm:col-span-2 last:lg:col-span-1"
            >
              <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-xs font-bold tracking-widest text-slate-500 uppercase">
                  {label}
                </p>
                <p className="mt-1 text-lg leading-snug font-bold text-slate-900">{value}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
