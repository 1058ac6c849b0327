import { CalendarCheck, CalendarDays, Flag, Hourglass, MessagesSquare } from 'lucide-react';

import { plural, type ClassroomBatch } from '@app/shared';

import { Avatar } from '@/components/ui/avatar';
import { IconFact, type FactLook } from '@/components/ui/icon-fact';
import { formatDate } from '@/core/format-date';

import { daysUntil, formatBatchDay } from '../lib/display.ts';

const ROW_LOOK: FactLook = {
  box: 'relative min-w-0 pl-7',
  term: 'text-xs font-semibold text-slate-500',
  icon: 'absolute top-0.5 left-0 size-4 text-brand-600',
  value: 'text-sm font-semibold text-slate-900',
};

function People({
  title,
  people,
  empty,
}: {
  title: string;
  people: { _id: string; name: string }[];
  empty: string;
}) {
  return (
    <div>
      <h3 className="text-xs font-bold tracking-widest text-slate-500 uppercase">{title}</h3>
      {people.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul role="list" className="mt-2 space-y-2">
          {people.map((p) => {
            const [first = '', ...rest] = p.name.split(' ');
            return (
              <li
                key={p._id}
                className="flex items-center gap-2.5 text-sm font-semibold text-slate-800"
              >
                <Avatar firstName={first} lastName={rest.at(-1) ?? ''} className="size-8 text-xs" />
                {p.name}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Schedule, people and the Discord invite of the open batch. */
export function BatchSidebar({ item }: { item: ClassroomBatch }) {
  const { batch, course } = item;
  const startsIn = daysUntil(batch.startDate);
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="schedule-title"
        data-testid="classroom-schedule"
        className="card p-5"
      >
        <h2 id="schedule-title" className="text-base font-extrabold text-slate-900">
          Schedule
        </h2>
        {batch.status === 'upcoming' && startsIn > 0 && (
          <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
            Starts in {plural(startsIn, 'day')}
          </p>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-3.5 lg:grid-cols-1">
          <IconFact icon={CalendarDays} label="Starts" look={ROW_LOOK}>
            {formatBatchDay(batch.startDate)}
          </IconFact>
          <IconFact icon={Flag} label="Ends" look={ROW_LOOK}>
            {formatBatchDay(batch.endDate)}
          </IconFact>
          <IconFact icon={Hourglass} label="Duration" look={ROW_LOOK}>
            {plural(batch.durationWeeks, 'week')}
          </IconFact>
          <IconFact icon={CalendarCheck} label="Enrolled on" look={ROW_LOOK}>
            <span data-testid="classroom-enrolled-on">{formatDate(item.enrolledAt)}</span>
          </IconFact>
        </dl>
      </section>

      {item.discordInvite && (
        <section
          data-testid="classroom-discord"
          className="overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-brand-700 p-5 text-white shadow-card"
        >
          <MessagesSquare className="size-7 text-indigo-100" aria-hidden="true" />
          <h2 className="mt-3 text-base font-extrabold">Join your batch on Discord</h2>
          <p className="mt-1 text-sm leading-relaxed text-indigo-100">
            Ask doubts, share progress and hear from your mentors between classes.
          </p>
          <a
            href={item.discordInvite}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="classroom-discord-link"
            className="mt-4 inline-flex h-10 w-full items-center justify-center gap-2 rounded-xl bg-white px-4 text-sm font-bold text-indigo-700 hover:bg-indigo-50"
          >
            Open Discord invite
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </section>
      )}

      <section aria-label="People" className="card space-y-5 p-5">
        <People title="Mentors" people={batch.mentors} empty="Announced before the start" />
        <People title="Instructors" people={course.instructors} empty="To be announced" />
      </section>
    </div>
  );
}
