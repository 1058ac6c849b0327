import type { CourseMetaRest } from '../db/schema/index.ts';

/** A course's metaData with every list empty: tests that insert course rows directly use it. */
export const EMPTY_COURSE_META: CourseMetaRest = {
  thumbnail: '',
  certificate: false,
  description: '',
  requirements: [],
  outcomes: [],
  content: [],
  displayVideo: '',
  techStack: [],
  features: [],
  faqs: [],
  displayTags: [],
};
