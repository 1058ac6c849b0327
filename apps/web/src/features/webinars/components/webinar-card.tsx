import { clsx } from 'clsx';
import { ArrowRight, Clock, Mic, Timer, Users } from 'lucide-react';
import { Link } from 'react-router';

import type { PublicWebinar } from '@app/shared';

import { formatMinutes } from '@/core/countdown';

import { seatsLeftText, speakerNames } from '../lib/webinar-display.ts';
import { dateTile, istTimeRange, istWeekday, statusNow } from '../lib/webinar-time.ts';
import { WebinarCover } from './webinar-cover.tsx';
import { WebinarStatusBadge } from './webinar-status-badge.tsx';

/** One webinar in the listing; the whole card links to its page. */
export function WebinarCard({ webinar, now }: { webinar: PublicWebinar; now: number }) {
  const status = statusNow(webinar, now);
  const tile = dateTile(webinar.startTime);
  const seats =
    webinar.acceptingRegistrations || webinar.seatsLeft === 0
      ? seatsLeftText(webinar.seatsLeft)
      : 'Registration closed';
  const isFewSeats = webinar.seatsLeft !== null && webinar.seatsLeft <= 10;
  const cta = !webinar.acceptingRegistrations
    ? 'See details'
    : status === 'live'
      ? 'Register to join'
      : 'Register free';

  return (
    <article
      data-testid="webinar-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop"
    >
      <div className="relative">
        <WebinarCover
          title={webinar.title}
          seed={webinar.webinarCode}
          coverImage={webinar.coverImage}
        />
        <WebinarStatusBadge status={status} className="absolute top-3 left-3" />
        <div
          aria-hidden="true"
          className="absolute top-3 right-3 w-14 overflow-hidden rounded-xl bg-white text-center shadow-md"
        >
          <span className="block bg-brand-600 py-0.5 text-[0.65rem] font-bold tracking-widest text-white">
            {tile.month}
          </span>
          <span className="block py-1 text-xl leading-none font-extrabold text-slate-900 tabular-nums">
            {tile.day}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={webinar.startTime}>{istWeekday(webinar.startTime)}</time>
        </p>
        <h3 className="mt-1.5 text-lg leading-snug font-bold break-words text-slate-900">
          <Link
            to={`/webinars/${webinar.webinarCode}`}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {webinar.title}
          </Link>
        </h3>
        <ul
          role="list"
          aria-label="Webinar facts"
          className="mt-3 space-y-1.5 text-sm text-slate-600"
        >
          <li className="flex items-center gap-2">
            <Clock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {istTimeRange(webinar.startTime, webinar.endTime)}
          </li>
          <li className="flex items-center gap-2">
            <Timer className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {formatMinutes(webinar.durationMinutes)}
          </li>
          {webinar.speakers.length > 0 && (
            <li className="flex items-start gap-2">
              <Mic className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="sr-only">Speakers: </span>
                {speakerNames(webinar.speakers)}
              </span>
            </li>
          )}
        </ul>
        <div className="flex-1 pb-5" />
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          {seats ? (
            <span
              data-testid="webinar-card-seats"
              className={clsx(
                'inline-flex items-center gap-1.5 text-sm font-semibold',
                isFewSeats ? 'text-amber-700' : 'text-slate-700',
              )}
            >
              <Users className="size-4" aria-hidden="true" />
              {seats}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
              <Users className="size-4" aria-hidden="true" />
              Open to all
            </span>
          )}
          <span
            aria-hidden="true"
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-brand-700 group-hover:text-brand-800"
          >
            {cta}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
