import { HomeCta } from '../components/home-cta.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HomeHighlights } from '../components/home-highlights.tsx';
import { HomeSteps } from '../components/home-steps.tsx';

/** The home page until the CMS-driven one replaces it. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeHighlights />
      <HomeSteps />
      <HomeCta />
    </>
  );
}
