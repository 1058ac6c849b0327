import { ArrowRight, CheckCircle2, LogIn, Play, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import type { KodexContest } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';

import type { ContestPhase } from '../lib/kodex-time.ts';

type KodexActionsProps = {
  contest: KodexContest;
  phase: ContestPhase;
  isSignedIn: boolean;
};

/** What a visitor can do now: register, enter (signed in and registered), see the ranking. */
export function KodexActions({ contest, phase, isSignedIn }: KodexActionsProps) {
  const attemptPath = `/whizz/${contest.whizzId}/attempt`;
  const ranking = (
    <Link
      to={`/kodex/ranking?contest=${contest._id}`}
      data-testid="kodex-view-ranking"
      className={buttonStyles({
        variant: phase === 'finished' ? 'inverse' : 'outline-inverse',
        size: 'lg',
      })}
    >
      <Trophy className="size-4" aria-hidden="true" />
      View ranking
    </Link>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {phase === 'registration_open' && !contest.isRegistered && (
          <Link
            to="/kodex/registration"
            data-testid="kodex-register"
            className={buttonStyles({ variant: 'inverse', size: 'lg' })}
          >
            Register now
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
        {phase === 'live' && (contest.isRegistered || !isSignedIn) && (
          <Link
            to={attemptPath}
            data-testid="kodex-enter"
            className={buttonStyles({ variant: 'inverse', size: 'lg' })}
          >
            {isSignedIn ? (
              <Play className="size-4" aria-hidden="true" />
            ) : (
              <LogIn className="size-4" aria-hidden="true" />
            )}
            {isSignedIn ? 'Enter contest' : 'Sign in to enter'}
          </Link>
        )}
        {ranking}
      </div>
      {contest.isRegistered && phase !== 'finished' && (
        <p
          data-testid="kodex-registered"
          className="inline-flex items-center gap-2 text-sm font-medium text-emerald-200"
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          You are registered for this contest
          {phase === 'live' ? '.' : ': sign in with the same phone number to enter when it starts.'}
        </p>
      )}
      {phase === 'live' && isSignedIn && !contest.isRegistered && (
        <p className="text-sm text-brand-100">
          This contest is for registered participants; you can still follow the live ranking.
        </p>
      )}
      {phase === 'registration_closed' && !contest.isRegistered && (
        <p className="text-sm text-brand-100">
          Registration has closed. Follow the live ranking once the contest starts.
        </p>
      )}
      {phase === 'registration_soon' && (
        <p className="text-sm text-brand-100">
          Registration opens soon: come back when the countdown ends.
        </p>
      )}
    </div>
  );
}
