import { ArrowLeft, CalendarDays, Clock, Radio, Timer, Users } from 'lucide-react';
import { Link } from 'react-router';

import type { PublicWebinar, WebinarStatus } from '@app/shared';

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
    <section
      aria-labelledby="webinar-title"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-48 -left-32 size-[34rem] rounded-full bg-brand-600/35 blur-3xl" />
        <div className="absolute -right-40 -bottom-56 size-[32rem] rounded-full bg-fuchsia-500/15 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:44px_44px]" />
      </div>
      <div className="container-page py-8 sm:py-12 lg:py-16">
        <Link
          to="/webinars"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-300 hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All webinars
        </Link>
        <div className="mt-6 grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 font-mono text-xs font-semibold tracking-wider text-brand-100 uppercase">
                <Radio className="size-3.5" aria-hidden="true" />
                Free live webinar
              </span>
              <WebinarStatusBadge status={status} tone="dark" />
            </div>
            <h1
              id="webinar-title"
              data-testid="webinar-title"
              className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              <span className="bg-gradient-to-r from-white via-brand-100 to-brand-300 bg-clip-text text-transparent">
                {webinar.title}
              </span>
            </h1>
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
            <ul className="mt-7 flex flex-wrap gap-2.5" aria-label="Webinar at a glance">
              {facts.map(({ icon: Icon, text, testId }) => (
                <li
                  key={testId}
                  data-testid={testId}
                  className="inline-flex items-center gap-2 rounded-lg border border-white/10 bg-white/5 px-3 py-2 text-sm font-medium text-slate-100"
                >
                  <Icon className="size-4 text-brand-300" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
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
    </section>
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
