import { CalendarPlus, Radio, Users, Video } from 'lucide-react';

import { GradientText, HeroFacts, HeroPill, HeroStage } from '@/components/site/hero-stage';
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
      <HeroStage labelledBy="webinars-title" tone="slate">
        <div className="container-page pt-12 pb-24 sm:pt-16 sm:pb-28">
          <HeroPill>
            <Radio className="size-4 text-red-400" aria-hidden="true" />
            {liveCount > 0 ? `${liveCount} live right now` : 'KodeSchool Live'}
          </HeroPill>
          <h1
            id="webinars-title"
            className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            Free live webinars with engineers who{' '}
            <GradientText tone="warm">ship for a living</GradientText>
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">
            An hour or so on one topic, taught live, with your questions answered at the end. Save
            your seat and we e-mail you the joining link and a calendar invite.
          </p>
          <HeroFacts facts={PERKS} label="Every webinar includes" />
        </div>
      </HeroStage>

      <section aria-labelledby="upcoming-webinars" className="bg-slate-50 pb-16 sm:pb-24">
        {/* The cards' titles are h3s: this keeps the outline h1 → h2 → h3. */}
        <h2 id="upcoming-webinars" className="sr-only">
          Upcoming webinars
        </h2>
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
              <WebinarLoadError title="We could not load the webinars" query={webinars} />
            </div>
          ) : (
            <WebinarGridSkeleton />
          )}
        </div>
      </section>
    </>
  );
}
