import { Award, CalendarDays, Link2, Users } from 'lucide-react';

import { plural, type Webinar } from '@app/shared';

import { GlanceCard } from '@/components/admin/glance-card';
import { Pill } from '@/components/admin/pill';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDateTime, formatTime } from '@/core/format-date';

import { durationLabel, publicWebinarPath, seatsLabel } from '../lib/format.ts';
import { CertificateStatusBadge } from './badges.tsx';

/** The webinar at a glance: when, its public link, registrations and certificates. */
export function WebinarOverview({ webinar }: { webinar: Webinar }) {
  const path = publicWebinarPath(webinar.webinarCode);
  const { registered, attended, certificatesSent, certificatesFailed } = webinar.counts;
  const filled = webinar.capacity ? Math.min(100, (registered / webinar.capacity) * 100) : 0;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <GlanceCard
        className="min-w-0"
        icon={CalendarDays}
        label="When (IST)"
        testId="webinar-card-time"
      >
        <p className="text-sm font-semibold text-slate-900 sm:text-base">
          {formatDateTime(webinar.startTime)}
        </p>
        <p className="mt-1">
          {durationLabel(webinar.durationMinutes)} · ends {formatTime(webinar.endTime)}
        </p>
      </GlanceCard>
      <GlanceCard className="min-w-0" icon={Link2} label="Public page" testId="webinar-card-link">
        <div className="flex items-start gap-1">
          <a
            href={path}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 font-mono text-sm font-semibold break-words text-brand-700 hover:underline"
            data-testid="webinar-public-url"
          >
            /webinars/
            <wbr />
            {webinar.webinarCode}
          </a>
          <CopyButton
            text={`${window.location.origin}${path}`}
            label="Copy public link"
            toastText="Link copied"
            testId="webinar-copy-link"
          />
        </div>
        <p className="mt-1">
          {webinar.registrationOpen ? 'Registration open' : 'Registration closed'}
        </p>
      </GlanceCard>
      <GlanceCard
        className="min-w-0"
        icon={Users}
        label="Registrations"
        testId="webinar-card-registrations"
      >
        <p className="text-base font-semibold text-slate-900 tabular-nums">
          {seatsLabel(registered, webinar.capacity)}
        </p>
        {webinar.capacity !== null && (
          <div className="mt-2 h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${filled}%` }} />
          </div>
        )}
        <p className="mt-1 tabular-nums" data-testid="webinar-attended-count">
          {plural(attended, 'attendee')}
        </p>
      </GlanceCard>
      <GlanceCard
        className="min-w-0"
        icon={Award}
        label="Certificates"
        testId="webinar-card-certificates"
      >
        {webinar.certificateEnabled ? (
          <>
            <CertificateStatusBadge status={webinar.certificateStatus} />
            <p className="mt-1.5 tabular-nums">
              {certificatesSent} sent
              {certificatesFailed > 0 && <> · {certificatesFailed} failed</>}
            </p>
          </>
        ) : (
          <Pill tone="slate">Turned off</Pill>
        )}
      </GlanceCard>
    </div>
  );
}
