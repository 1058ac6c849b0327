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
