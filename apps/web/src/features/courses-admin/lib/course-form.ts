import {
  DEFAULT_COURSE_DIFFICULTY,
  DEFAULT_COURSE_LANGUAGE,
  EMPTY_COURSE_META,
  type Course,
  type CourseBody,
  type CourseMetaData,
} from '@app/shared';

/** The editor's values: the shared body (ZCourseBody input) with every part present. */
export type CourseFormValues = Omit<CourseBody, 'metaData'> & { metaData: CourseMetaData };

const emptyMeta = (): CourseMetaData => ({
  ...structuredClone(EMPTY_COURSE_META),
  language: DEFAULT_COURSE_LANGUAGE,
  category: [],
  difficulty: DEFAULT_COURSE_DIFFICULTY,
});

/**
 * A new course starts as an online draft with no price or length filled in, so nobody
 * publishes a course at ₹0 by accident (the empty numbers fail with the spec's messages).
 */
export function newCourseValues(): CourseFormValues {
  return {
    title: '',
    price: undefined as unknown as number,
    discountPercentage: 0,
    type: 'online',
    duration_weeks: undefined as unknown as number,
    state: 'draft',
    instructors: [],
    discord_access: false,
    metaData: emptyMeta(),
  };
}

/** A saved course as editable values (deep copies, so the cache is never mutated). */
export function courseToValues(course: Course): CourseFormValues {
  const m = { ...emptyMeta(), ...course.metaData };
  return {
    title: course.title,
    price: course.price,
    discountPercentage: course.discountPercentage,
    type: course.type,
    duration_weeks: course.duration_weeks,
    state: course.state,
    instructors: course.instructors.map((i) => i._id),
    discord_access: course.discord_access,
    metaData: {
      ...m,
      requirements: [...m.requirements],
      outcomes: [...m.outcomes],
      content: m.content.map((s) => ({ title: s.title, content: [...s.content] })),
      techStack: [...m.techStack],
      features: [...m.features],
      faqs: m.faqs.map((f) => ({ ...f })),
      category: [...m.category],
      displayTags: [...m.displayTags],
    },
  };
}
