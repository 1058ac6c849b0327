import { clsx } from 'clsx';
import { ArrowDown, CalendarDays, Clock, Users } from 'lucide-react';
import type { MouseEvent } from 'react';

import { plural, type KodrCohort } from '@app/shared';

import { CallbackButton } from '@/components/site/callback-button';
import { GradientText, HeroPill, HeroStage } from '@/components/site/hero-stage';
import { buttonStyles } from '@/components/ui/button-styles';

import { registrationState, splitTitle } from '../lib/cohort-display.ts';
import { LandingFeeCard } from './landing-fee-card.tsx';

type LandingHeroProps = {
  cohort: KodrCohort;
  onRegister: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** Title, tagline, start date and the fee card on a dark brand stage. */
export function LandingHero({ cohort, onRegister }: LandingHeroProps) {
  const [name, subtitle] = splitTitle(cohort.title);
  const isOpen = registrationState(cohort) === 'open';

  return (
    <HeroStage labelledBy="kodr-title" tone="brand">
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <HeroPill>
            <span className="size-2 rounded-full bg-amber-400" aria-hidden="true" />
            KodeSchool in-house bootcamp
          </HeroPill>
          <h1
            id="kodr-title"
            data-testid="kodr-title"
            className="mt-6 text-5xl font-extrabold tracking-tight sm:text-7xl"
          >
            <GradientText>{name}</GradientText>
            {subtitle && (
              <>
                <span className="sr-only"> — </span>
                <span className="mt-3 block text-2xl leading-tight font-bold tracking-tight text-white sm:text-4xl">
                  {subtitle}
                </span>
              </>
            )}
          </h1>
          {cohort.tagline && (
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100/90">
              {cohort.tagline}
            </p>
          )}
          <p
            data-testid="kodr-start-date"
            className={clsx(
              'mt-8 inline-flex items-center gap-2.5 rounded-xl px-4 py-2.5 text-base font-bold',
              // A start that has passed is not something to look forward to: said quietly.
              cohort.hasStarted
                ? 'bg-white/10 text-brand-100 ring-1 ring-white/15'
                : 'bg-amber-400 text-amber-950 shadow-lg shadow-amber-500/20',
            )}
          >
            <CalendarDays className="size-5" aria-hidden="true" />
            {cohort.startDateText}
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            <li className="inline-flex items-center gap-2">
              <Clock className="size-4 text-brand-300" aria-hidden="true" />
              {cohort.schedule.days}, {cohort.schedule.hours}
            </li>
            <li className="inline-flex items-center gap-2">
              <Users className="size-4 text-brand-300" aria-hidden="true" />
              {plural(cohort.capacity, 'seat')} per cohort
            </li>
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {isOpen && (
              <a
                href="#register"
                onClick={onRegister}
                data-testid="kodr-register-now"
                className={buttonStyles({ variant: 'inverse', size: 'lg' })}
              >
                Register Now
                <ArrowDown className="size-4" aria-hidden="true" />
              </a>
            )}
            <CallbackButton
              testId="kodr-callback"
              className={buttonStyles({ variant: 'outline-inverse', size: 'lg' })}
            />
          </div>
        </div>
        <LandingFeeCard cohort={cohort} onRegister={onRegister} />
      </div>
    </HeroStage>
  );
}
