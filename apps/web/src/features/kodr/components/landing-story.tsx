import type { KodrCohort } from '@app/shared';

import { LandingSectionHeading } from './landing-section-heading.tsx';

const POSTER_WIDTH = 800;
const POSTER_HEIGHT = 1000;

/** The cohort poster (loaded lazily: it sits below the fold) beside the cohort's slogans. */
export function LandingStory({ cohort }: { cohort: KodrCohort }) {
  const hasPoster = cohort.posterUrl !== '';
  if (!hasPoster && cohort.slogans.length === 0) return null;

  return (
    <section aria-labelledby="kodr-story-title" className="bg-white py-20 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
        {hasPoster && (
          <div className="relative mx-auto w-full max-w-md lg:max-w-none">
            <div
              aria-hidden="true"
              className="absolute -inset-4 -z-0 rounded-[2rem] bg-gradient-to-br from-brand-200 via-brand-100 to-amber-100 blur-2xl"
            />
            <img
              src={cohort.posterUrl}
              alt={`${cohort.title} poster`}
              loading="lazy"
              decoding="async"
              width={POSTER_WIDTH}
              height={POSTER_HEIGHT}
              data-testid="kodr-poster"
              className="relative h-auto w-full rounded-3xl bg-brand-950 shadow-2xl shadow-brand-900/30 ring-1 ring-slate-900/10"
            />
          </div>
        )}
        <div>
          <LandingSectionHeading
            id="kodr-story-title"
            eyebrow="Why Kodr"
            title="Built for people who want to ship, not just watch"
          />
          <ol className="mt-10 space-y-4" data-testid="kodr-slogans">
            {cohort.slogans.map((slogan, index) => (
              <li
                key={`${index}-${slogan.title}`}
                className="card flex gap-5 p-5 transition-shadow hover:shadow-pop sm:p-6"
              >
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-950 font-mono text-lg font-bold text-brand-200"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{slogan.title}</h3>
                  {slogan.text && (
                    <p className="mt-1 leading-relaxed text-slate-600">{slogan.text}</p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
