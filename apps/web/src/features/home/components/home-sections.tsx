import type { HomeContent } from '@app/shared';

import { HomeCourses } from './home-courses.tsx';
import { HomeCta } from './home-cta.tsx';
import { HomeFaq } from './home-faq.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeHighlights } from './home-highlights.tsx';
import { HomeTestimonials } from './home-testimonials.tsx';

type HomeSectionsProps = {
  content: HomeContent;
  onRequestCallback: () => void;
  /** Preview mode: every FAQ answer open. */
  isPreview?: boolean;
};

/** The whole home page from its content; the public page and the editor's preview both use it. */
export function HomeSections({ content, onRequestCallback, isPreview = false }: HomeSectionsProps) {
  return (
    <div className="@container">
      <HomeHero hero={content.hero} onRequestCallback={onRequestCallback} />
      <HomeHighlights highlights={content.highlights} />
      <HomeCourses courses={content.featuredCourses} />
      <HomeTestimonials testimonials={content.testimonials} />
      <HomeFaq
        faq={content.faq}
        callbackLabel={content.hero.callbackLabel}
        onRequestCallback={onRequestCallback}
        isExpanded={isPreview}
      />
      <HomeCta cta={content.cta} onRequestCallback={onRequestCallback} />
    </div>
  );
}
