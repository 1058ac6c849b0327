import { CalendarClock } from 'lucide-react';

import { ASSESS_MSG } from '@app/shared';

import { SiteLoadError, SiteStatus, type FailedRead } from '@/components/site/site-states';

/** No contest has been published yet. */
export function KodexNoContest() {
  return (
    <SiteStatus
      testId="kodex-empty"
      icon={CalendarClock}
      code="Kodex"
      title={ASSESS_MSG.noUpcomingContest}
      description="Kodex is our open coding contest: real problems, a live ranking and cash prizes. The next round is announced on this page first."
      links={[
        { to: '/courses', label: 'Sharpen up with a course' },
        { to: '/kodr', label: 'See the Kodr bootcamp' },
      ]}
    />
  );
}

/** GET /kodex failed. */
export function KodexLoadError({ query }: { query: FailedRead }) {
  return <SiteLoadError title="We could not load the contest" query={query} />;
}
