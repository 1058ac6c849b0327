import type { MouseEvent } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/core/api-client';

import { useKodrCohort } from '../api/public-kodr-cohort.ts';
import { LandingClosingCta } from '../components/landing-closing-cta.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { LandingRegistration } from '../components/landing-registration.tsx';
import { LandingSchedule } from '../components/landing-schedule.tsx';
import { LandingSkeleton } from '../components/landing-skeleton.tsx';
import { LandingStory } from '../components/landing-story.tsx';
import { LandingSyllabus } from '../components/landing-syllabus.tsx';
import { REGISTER_SECTION_ID } from '../lib/cohort-display.ts';
import { scrollToSection } from '../lib/scroll-to-section.ts';

/** /kodr: the bootcamp landing page of product.md §1, built from the current cohort's data. */
export default function KodrLandingPage() {
  const { data: cohort, error, refetch, isFetching } = useKodrCohort();

  if (!cohort) {
    if (error) {
      return (
        <LoadError
          testId="kodr-load-error"
          className="container-page py-24"
          title="We couldn't load the bootcamp details"
          message={getErrorMessage(error)}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      );
    }
    return <LandingSkeleton />;
  }

  const goToRegistration = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSection(REGISTER_SECTION_ID);
  };

  return (
    <>
      <title>{`${cohort.title} | KodeSchool`}</title>
      <LandingHero cohort={cohort} onRegister={goToRegistration} />
      <LandingStory cohort={cohort} />
      <LandingSchedule cohort={cohort} />
      <LandingSyllabus cohort={cohort} />
      <LandingRegistration cohort={cohort} />
      <LandingClosingCta />
    </>
  );
}
