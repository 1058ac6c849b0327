import { CalendarPlus, Radio, Users, Video } from 'lucide-react';

import { getErrorMessage } from '@/core/api-client';
import { useNow } from '@/core/hooks/use-now';

import { usePublicWebinars } from '../api/get-public-webinars.ts';
import { WebinarCard } from '../components/webinar-card.tsx';
import {
  NoWebinars,
  WebinarGridSkeleton,
  WebinarLoadError,
} from '../components/webinar-states.tsx';

const PERKS = [
  { icon: Video, text: 'Live, with time for your questions' },
  { icon: CalendarPlus, text: 'Joining link and calendar invite by e-mail' },
  { icon: Users, text: 'Free for everyone' },
];

/** /webinars: upcoming and live webinars as cards, soonest first. */
export default function WebinarsPage() {
  const webinars = usePublicWebinars();
  const now = useNow(30_000);
  const list = webinars.data ?? [];
  const liveCount = list.filter((w) => w.status === 'live').length;

  return (
    <>
      <title>Live webinars | KodeSchool</title>
      <section
        aria-labelledby="webinars-title"
        className="relative isolate overflow-hidden bg-slate-950 text-white"
      >
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-48 -left-32 size-[34rem] rounded-full bg-brand-600/35 blur-3xl" />
          <div className="absolute -right-40 -bottom-64 size-[32rem] rounded-full bg-fuchsia-500/20 blur-3xl" />
          <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:44px_44px]" />
        </div>
        <div className="container-page pt-12 pb-24 sm:pt-16 sm:pb-28">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-sm font-semibold text-brand-100">
            <Radio className="size-4 text-red-400" aria-hidden="true" />
            {liveCount > 0 ? `${liveCount} live right now` : 'KodeSchool Live'}
          </p>
          <h1
            id="webinars-title"
            className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            Free live webinars with engineers who{' '}
            <span className="bg-gradient-to-r from-brand-200 to-amber-300 bg-clip-text text-transparent">
              ship for a living
            </span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">
            An hour or so on one topic, taught live, with your questions answered at the end. Save
            your seat and we e-mail you the joining link and a calendar invite.
          </p>
          <ul className="mt-7 flex flex-wrap gap-2.5" aria-label="Every webinar includes">
            {PERKS.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="inline-flex items-center gap-2 rounded-lg border border-white/10 bg-white/5 px-3 py-2 text-sm font-medium text-slate-100"
              >
                <Icon className="size-4 text-brand-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Upcoming webinars" className="bg-slate-50 pb-16 sm:pb-24">
        <div className="container-page -mt-14 sm:-mt-16">
          {webinars.data ? (
            list.length === 0 ? (
              <div className="rounded-3xl border border-slate-200 bg-white px-5 shadow-card">
                <NoWebinars />
              </div>
            ) : (
              <>
                <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((webinar) => (
                    <li key={webinar.webinarCode} className="flex">
                      <WebinarCard webinar={webinar} now={now} />
                    </li>
                  ))}
                </ul>
                <p className="mt-8 text-center text-sm text-slate-600">
                  All times are India Standard Time (IST).
                </p>
              </>
            )
          ) : webinars.error ? (
            <div className="rounded-3xl border border-slate-200 bg-white shadow-card">
              <WebinarLoadError
                title="We could not load the webinars"
                message={getErrorMessage(webinars.error)}
                onRetry={() => void webinars.refetch()}
                isRetrying={webinars.isFetching}
              />
            </div>
          ) : (
            <WebinarGridSkeleton />
          )}
        </div>
      </section>
    </>
  );
}
