import {
  COURSE_DIFFICULTIES,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  type CourseDifficulty,
  type CourseType,
} from '../courses/course-kinds.ts';
import { courseFinalPrice } from '../courses/pricing.ts';
import { ID_PATTERN } from '../ids.ts';
import { z } from '../zod.ts';
import { DEFAULT_HOME_CONTENT, HOME_ICONS } from './home-content.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** A site path (/kodr) or an https:// link. */
const link = z
  .string({ error: 'Link is required' })
  .trim()
  .min(1, 'Link is required')
  .max(500)
  .regex(
    /^(\/[^\s]*|https:\/\/[^\s]+|#[\w-]+)$/,
    'Link must be a site path like /kodr or an https:// address',
  );

/** How many catalogue courses the home page features at most. */
export const HOME_FEATURED_MAX = 6;

const ZButton = z.strictObject({ label: text('Button label', 40), href: link });

export const ZHomeContent = z.strictObject({
  hero: z.strictObject({
    eyebrow: optionalText(80),
    title: text('Hero title', 120),
    subtitle: text('Hero subtitle', 400),
    primaryCta: ZButton,
    /** Opens the callback popup. */
    callbackLabel: text('Callback button label', 40),
    stats: z
      .array(z.strictObject({ value: text('Stat value', 20), label: text('Stat label', 60) }))
      .max(4),
  }),
  highlights: z.strictObject({
    title: text('Highlights title', 120),
    items: z
      .array(
        z.strictObject({
          icon: z.enum(HOME_ICONS),
          title: text('Highlight title', 80),
          text: text('Highlight text', 300),
        }),
      )
      .max(8),
  }),
  /**
   * Catalogue courses staff pick, in the order shown. The page shows each with its live price and
   * a link to its course page; a course that is unpublished or deleted later is left out.
   */
  featuredCourses: z.strictObject({
    title: text('Courses title', 120),
    courseIds: z
      .array(z.string().regex(ID_PATTERN, 'Choose a course from the catalogue'))
      .max(HOME_FEATURED_MAX, `Pick at most ${HOME_FEATURED_MAX} courses`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each course can be picked once'),
  }),
  testimonials: z.strictObject({
    title: text('Testimonials title', 120),
    items: z
      .array(
        z.strictObject({
          name: text('Name', 60),
          role: optionalText(80),
          quote: text('Quote', 500),
        }),
      )
      .max(9),
  }),
  faq: z.strictObject({
    title: text('FAQ title', 120),
    items: z
      .array(z.strictObject({ question: text('Question', 200), answer: text('Answer', 1000) }))
      .max(15),
  }),
  cta: z.strictObject({
    title: text('Call to action title', 120),
    text: text('Call to action text', 300),
    button: ZButton,
  }),
});
export type HomeContent = z.infer<typeof ZHomeContent>;
export type HomeContentInput = z.input<typeof ZHomeContent>;

/** A featured course as the home page shows it: the catalogue's own title, price and link. */
export const ZHomeCourse = z.object({
  _id: z.string(),
  title: z.string(),
  /** the course description's opening, up to HOME_SUMMARY_MAX characters */
  summary: z.string(),
  difficulty: z.enum(COURSE_DIFFICULTIES),
  type: z.enum(COURSE_TYPES),
  durationWeeks: z.number().int(),
  /** the first category, else the course type's label */
  tag: z.string(),
  price: z.number(),
  discountPercentage: z.number(),
  /** courseFinalPrice: whole rupees, before GST (the same figure /courses shows) */
  finalPrice: z.number(),
});
export type HomeCourse = z.infer<typeof ZHomeCourse>;

export const ZHomeData = z.object({
  home: ZHomeContent,
  /** home.featuredCourses.courseIds that are published, in that order, with live prices */
  courses: z.array(ZHomeCourse),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type HomeData = z.infer<typeof ZHomeData>;

/** GET/PUT /admin/home: what the editor needs besides the page. */
export const ZAdminHomeData = ZHomeData.extend({
  /** every published course, by title: the picker's choices */
  courseChoices: z.array(ZHomeCourse),
  /** picked courses the page leaves out, so the editor can say why */
  hiddenCourses: z.array(
    z.object({
      _id: z.string(),
      /** null when the course no longer exists */
      title: z.string().nullable(),
      reason: z.enum(['unpublished', 'deleted']),
    }),
  ),
});
export type AdminHomeData = z.infer<typeof ZAdminHomeData>;

export const HOME_SUMMARY_MAX = 160;

/** A description's opening: whole words up to `max` characters, with an ellipsis when cut. */
export function summarise(text: string, max = HOME_SUMMARY_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** What the home card needs from a course (a catalogue Course or a database row). */
export type HomeCourseSource = {
  _id: string;
  title: string;
  price: number;
  discountPercentage: number;
  type: CourseType;
  duration_weeks: number;
  metaData: { description: string; difficulty: CourseDifficulty; category: string[] };
};

/** The home card of a course: one builder for the API (GET /home) and the editor's preview. */
export function toHomeCourse(c: HomeCourseSource): HomeCourse {
  return {
    _id: c._id,
    title: c.title,
    summary: summarise(c.metaData.description),
    difficulty: c.metaData.difficulty,
    type: c.type,
    durationWeeks: c.duration_weeks,
    tag: c.metaData.category[0] ?? COURSE_TYPE_LABELS[c.type],
    price: c.price,
    discountPercentage: c.discountPercentage,
    finalPrice: courseFinalPrice(c.price, c.discountPercentage),
  };
}

/** A featured card as the first (hand-typed) home content stored it; read only to migrate. */
export type LegacyHomeCourse = { title: string; href: string };

/**
 * Stored home content, read tolerantly: each section that still fits the schema is kept, any
 * other falls back to the default (a change of shape never blanks a staff edit elsewhere). The
 * first shape's hand-typed course cards (`featuredCourses.items`) come back as `legacyCourses`
 * for the server to match to catalogue courses (by a /courses/{id} link, else by title).
 */
export function readStoredHome(raw: unknown): {
  content: HomeContent;
  legacyCourses: LegacyHomeCourse[] | null;
  isCurrent: boolean;
} {
  const whole = ZHomeContent.safeParse(raw);
  if (whole.success) return { content: whole.data, legacyCourses: null, isCurrent: true };
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const content = { ...DEFAULT_HOME_CONTENT };
  for (const key of Object.keys(ZHomeContent.shape) as (keyof HomeContent)[]) {
    const section = ZHomeContent.shape[key].safeParse(stored[key]);
    if (section.success) (content as Record<string, unknown>)[key] = section.data;
  }
  let legacyCourses: LegacyHomeCourse[] | null = null;
  const old = stored.featuredCourses as { title?: unknown; items?: unknown } | undefined;
  if (old && Array.isArray(old.items)) {
    const title = ZHomeContent.shape.featuredCourses.shape.title.safeParse(old.title);
    content.featuredCourses = {
      title: title.success ? title.data : DEFAULT_HOME_CONTENT.featuredCourses.title,
      courseIds: [],
    };
    legacyCourses = old.items.flatMap((item: unknown) => {
      const o = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      return typeof o.title === 'string'
        ? [{ title: o.title, href: typeof o.href === 'string' ? o.href : '' }]
        : [];
    });
  }
  return { content, legacyCourses, isCurrent: false };
}
