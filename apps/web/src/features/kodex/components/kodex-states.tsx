import { CalendarClock } from 'lucide-react';

import { ASSESS_MSG } from '@app/shared';

import { SiteLoadError, StatusLinks, type FailedRead } from '@/components/site/site-states';
import { StatusPanel } from '@/components/ui/status-panel';

/** No contest has been published yet. */
export function KodexNoContest() {
  return (
    <div className="container-page py-20 sm:py-28" data-testid="kodex-empty">
      <StatusPanel
        icon={CalendarClock}
        code="Kodex"
        title={ASSESS_MSG.noUpcomingContest}
        description="Kodex is our open coding contest: real problems, a live ranking and cash prizes. The next round is announced on this page first."
        actions={
          <StatusLinks
            links={[
              { to: '/courses', label: 'Sharpen up with a course' },
              { to: '/kodr', label: 'See the Kodr bootcamp' },
            ]}
          />
        }
      />
    </div>
  );
}

/** GET /kodex failed. */
export function KodexLoadError({ query }: { query: FailedRead }) {
  return <SiteLoadError title="We could not load the contest" query={query} />;
}
