import { CalendarDays, Clock, Radio, Timer, Users } from 'lucide-react';

import type { PublicWebinar, WebinarStatus } from '@app/shared';

import { BackLink, EventHeading, HeroFacts, HeroStage } from '@/components/site/hero-stage';
import { CountdownTiles } from '@/components/ui/countdown-tiles';
import { formatMinutes } from '@/core/countdown';

import { seatsLeftText } from '../lib/webinar-display.ts';
import { istTimeRange, istWeekday } from '../lib/webinar-time.ts';
import { WebinarCover } from './webinar-cover.tsx';
import { WebinarStatusBadge } from './webinar-status-badge.tsx';

type WebinarHeroProps = { webinar: PublicWebinar; status: WebinarStatus; now: number };

/** Title, the schedule in IST, the cover, and a countdown (or "Live now"). */
export function WebinarHero({ webinar, status, now }: WebinarHeroProps) {
  // Seats left mean nothing once registration is shut, unless it shut because they ran out.
  const seats =
    webinar.acceptingRegistrations || webinar.seatsLeft === 0
      ? seatsLeftText(webinar.seatsLeft)
      : null;
  const facts = [
    { icon: CalendarDays, text: istWeekday(webinar.startTime), testId: 'webinar-date' },
    {
      icon: Clock,
      text: istTimeRange(webinar.startTime, webinar.endTime),
      testId: 'webinar-time',
    },
    { icon: Timer, text: formatMinutes(webinar.durationMinutes), testId: 'webinar-duration' },
    ...(seats ? [{ icon: Users, text: seats, testId: 'webinar-seats' }] : []),
  ];

  return (
    <HeroStage labelledBy="webinar-title" tone="slate">
      <div className="container-page py-8 sm:py-12 lg:py-16">
        <BackLink to="/webinars">All webinars</BackLink>
        <div className="mt-6 grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
          <div>
            <EventHeading
              id="webinar-title"
              icon={Radio}
              kind="Free live webinar"
              badge={<WebinarStatusBadge status={status} tone="dark" />}
              title={webinar.title}
              titleClassName="text-balance sm:text-5xl"
            />
            {webinar.speakers.length > 0 && (
              <p className="mt-4 text-lg text-slate-300">
                with{' '}
                {webinar.speakers.map((s, i) => (
                  <span key={`${s.name}-${i}`}>
                    {i > 0 && (i === webinar.speakers.length - 1 ? ' and ' : ', ')}
                    <span className="font-semibold text-white">{s.name}</span>
                  </span>
                ))}
              </p>
            )}
            <HeroFacts facts={facts} label="Webinar at a glance" />
          </div>

          <div className="overflow-hidden rounded-3xl border border-white/10 bg-white/[0.06] shadow-2xl shadow-brand-950/50 backdrop-blur">
            <WebinarCover
              title={webinar.title}
              seed={webinar.webinarCode}
              coverImage={webinar.coverImage}
              size="hero"
            />
            <div className="p-5 sm:p-6">
              <HeroClock webinar={webinar} status={status} now={now} />
            </div>
          </div>
        </div>
      </div>
    </HeroStage>
  );
}

function HeroClock({ webinar, status, now }: WebinarHeroProps) {
  if (status === 'upcoming')
    return (
      <CountdownTiles
        label="Starts in"
        at={webinar.startTime}
        now={now}
        testId="webinar-countdown"
      />
    );
  if (status === 'live') {
    return (
      <div data-testid="webinar-live" className="flex items-start gap-4">
        <span className="relative mt-1 flex size-3 shrink-0">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75" />
          <span className="relative inline-flex size-3 rounded-full bg-red-500" />
        </span>
        <div>
          <p className="text-lg font-bold text-white">Live now</p>
          <p className="mt-1 text-sm text-slate-300">
            The session is on. Registered? Your joining link is in your e-mail.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="webinar-ended">
      <p className="text-lg font-bold text-white">This webinar has ended</p>
      <p className="mt-1 text-sm text-slate-300">
        Thanks to everyone who joined. The next sessions are on the webinars page.
      </p>
    </div>
  );
}
