import type { ComponentType } from 'react';

import { CoursesFields } from './courses-fields.tsx';
import { CtaFields } from './cta-fields.tsx';
import { FaqFields } from './faq-fields.tsx';
import { HeroFields } from './hero-fields.tsx';
import { HighlightsFields } from './highlights-fields.tsx';
import { panelId, SECTIONS, tabId, type SectionKey } from './section-tabs.tsx';
import { TestimonialsFields } from './testimonials-fields.tsx';

const FIELDS: Record<SectionKey, ComponentType> = {
  hero: HeroFields,
  highlights: HighlightsFields,
  featuredCourses: CoursesFields,
  testimonials: TestimonialsFields,
  faq: FaqFields,
  cta: CtaFields,
};

/** Every section's fields stay mounted (hidden when not active) so a tab switch keeps its state. */
export function SectionPanels({ active }: { active: SectionKey }) {
  return (
    <>
      {SECTIONS.map(({ key }) => {
        const Fields = FIELDS[key];
        return (
          <div
            key={key}
            role="tabpanel"
            id={panelId(key)}
            aria-labelledby={tabId(key)}
            hidden={key !== active}
            className="p-5 sm:p-6"
          >
            <Fields />
          </div>
        );
      })}
    </>
  );
}
