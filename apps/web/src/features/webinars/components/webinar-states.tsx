import { CalendarSearch, Radio } from 'lucide-react';

import { SiteLoadError, SiteStatus } from '@/components/site/site-states';

/** No upcoming or live webinar. */
export function NoWebinars() {
  return (
    <SiteStatus
      testId="webinars-empty"
      className="py-10 sm:py-16"
      icon={Radio}
      title="No webinars scheduled right now"
      description="We run free live sessions with engineers from the industry every few weeks. New ones are announced on this page first."
      links={[
        { to: '/courses', label: 'Browse courses' },
        { to: '/kodex', label: 'Try a Kodex contest' },
      ]}
    />
  );
}

/** GET /webinars/{webinarCode} said 404. */
export function WebinarNotFound() {
  return (
    <SiteStatus
      testId="webinar-not-found"
      icon={CalendarSearch}
      code="404"
      title="We couldn't find this webinar"
      description="The link may be mistyped, or the webinar may have been taken down. Have a look at what is coming up next."
      links={[
        { to: '/webinars', label: 'See upcoming webinars' },
        { to: '/', label: 'Go to the home page' },
      ]}
    >
      <title>Webinar not found | KodeSchool</title>
    </SiteStatus>
  );
}

/** A webinar read failed (the title says which). */
export const WebinarLoadError = SiteLoadError;

/** The card grid's shape while GET /webinars loads. */
export function WebinarGridSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading webinars"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-video animate-pulse bg-slate-200" />
          <div className="space-y-3 p-6">
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="h-6 w-4/5 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
