import { EventPageSkeleton } from '@/components/ui/event-page-skeleton';
import { useAuthStore } from '@/core/auth/auth-store';
import { useNow } from '@/core/hooks/use-now';

import { useKodexOverview } from '../api/public-kodex.ts';
import { KodexDetails } from '../components/kodex-details.tsx';
import { KodexHero } from '../components/kodex-hero.tsx';
import { KodexPastContests } from '../components/kodex-past-contests.tsx';
import { KodexLoadError, KodexNoContest } from '../components/kodex-states.tsx';
import { contestPhase } from '../lib/kodex-time.ts';

/** /kodex: the running or next contest (else the last one), its schedule, rules and prizes. */
export default function KodexPage() {
  const overview = useKodexOverview();
  const isSignedIn = useAuthStore((s) => s.isAuthenticated);
  const now = useNow();

  if (!overview.data) {
    if (overview.error) {
      return <KodexLoadError query={overview} />;
    }
    return <EventPageSkeleton label="Loading the contest" />;
  }

  const { contest, past } = overview.data;
  if (!contest) {
    return (
      <>
        <title>Kodex coding contest | KodeSchool</title>
        <KodexNoContest />
        <KodexPastContests contests={past} />
      </>
    );
  }

  return (
    <>
      <title>{`${contest.title} · Kodex | KodeSchool`}</title>
      <KodexHero
        contest={contest}
        phase={contestPhase(contest, now)}
        now={now}
        isSignedIn={isSignedIn}
      />
      <KodexDetails contest={contest} now={now} />
      <KodexPastContests contests={past} />
    </>
  );
}
