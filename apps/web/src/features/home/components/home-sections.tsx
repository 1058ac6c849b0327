import type { HomeContent, HomeCourse } from '@app/shared';

import { HomeCourses } from './home-courses.tsx';
import { HomeCta } from './home-cta.tsx';
import { HomeFaq } from './home-faq.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeHighlights } from './home-highlights.tsx';
import { HomeTestimonials } from './home-testimonials.tsx';

type HomeSectionsProps = {
  content: HomeContent;
  /** the featured courses (content.featuredCourses.courseIds) as the catalogue has them now */
  courses: HomeCourse[];
  onRequestCallback: () => void;
  /** Preview mode: every FAQ answer open. */
  isPreview?: boolean;
};

/** The whole home page from its content; the public page and the editor's preview both use it. */
export function HomeSections({
  content,
  courses,
  onRequestCallback,
  isPreview = false,
}: HomeSectionsProps) {
  return (
    // data-home-section lets the editor's preview scroll to the section being edited.
    <div className="@container">
      <div data-home-section="hero">
        <HomeHero hero={content.hero} onRequestCallback={onRequestCallback} />
      </div>
      <div data-home-section="highlights">
        <HomeHighlights highlights={content.highlights} />
      </div>
      <div data-home-section="featuredCourses">
        <HomeCourses title={content.featuredCourses.title} courses={courses} />
      </div>
      <div data-home-section="testimonials">
        <HomeTestimonials testimonials={content.testimonials} />
      </div>
      <div data-home-section="faq">
        <HomeFaq
          faq={content.faq}
          callbackLabel={content.hero.callbackLabel}
          onRequestCallback={onRequestCallback}
          isExpanded={isPreview}
        />
      </div>
      <div data-home-section="cta">
        <HomeCta cta={content.cta} onRequestCallback={onRequestCallback} />
      </div>
    </div>
  );
}
