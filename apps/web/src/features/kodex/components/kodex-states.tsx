import { AlertTriangle, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';

import { ASSESS_MSG } from '@app/shared';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
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
          <>
            <Link to="/courses" className={buttonStyles()}>
              Sharpen up with a course
            </Link>
            <Link to="/kodr" className={buttonStyles({ variant: 'secondary' })}>
              See the Kodr bootcamp
            </Link>
          </>
        }
      />
    </div>
  );
}

export function KodexLoadError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="container-page py-20">
      <StatusPanel
        icon={AlertTriangle}
        tone="danger"
        title="We could not load the contest"
        description={message}
        actions={
          <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying…">
            Try again
          </Button>
        }
      />
    </div>
  );
}

/** The hero's shape while GET /kodex loads. */
export function KodexSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the contest">
      <div className="bg-slate-950">
        <div className="container-page grid gap-10 py-16 lg:grid-cols-[1.3fr_1fr] lg:py-20">
          <div className="space-y-5">
            <div className="h-6 w-48 animate-pulse rounded-full bg-white/10" />
            <div className="h-14 w-3/4 animate-pulse rounded-xl bg-white/10" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-white/10" />
            <div className="h-12 w-44 animate-pulse rounded-xl bg-white/10" />
          </div>
          <div className="h-64 animate-pulse rounded-3xl bg-white/5" />
        </div>
      </div>
      <div className="container-page grid gap-6 py-12 lg:grid-cols-[1.4fr_1fr]">
        <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
