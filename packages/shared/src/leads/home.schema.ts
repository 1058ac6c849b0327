import { z } from 'zod';

import {
  COURSE_DIFFICULTIES,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  type CourseDifficulty,
  type CourseType,
} from '../courses/course.schema.ts';
import { courseFinalPrice } from '../courses/pricing.ts';
import { ID_PATTERN } from '../ids.ts';

/** Icons staff may pick for a highlight (names of lucide icons the web maps). */
export const HOME_ICONS = [
  'code',
  'users',
  'rocket',
  'briefcase',
  'trophy',
  'brain',
  'clock',
  'shield',
  'laptop',
  'message',
] as const;

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

export const HOME_MSG = {
  saved: 'Home page published',
  loadFailed: 'Failed to load home page',
  courseGone: 'This course no longer exists: remove it from the list',
} as const;

/** What / shows until staff publish their own (also the seed). */
export const DEFAULT_HOME_CONTENT: HomeContent = {
  hero: {
    eyebrow: 'Live cohorts · Bengaluru & online',
    title: 'Become a job-ready software engineer',
    subtitle:
      'Mentor-led courses, timed coding quizzes and contests, and a 100-day in-house bootcamp. Learn by writing real code every day, with people who ship software for a living.',
    primaryCta: { label: 'Explore the Kodr bootcamp', href: '/kodr' },
    callbackLabel: 'Request a callback',
    stats: [
      { value: '4,800+', label: 'learners trained' },
      { value: '100 days', label: 'in-house bootcamp' },
      { value: '4.8/5', label: 'average rating' },
    ],
  },
  highlights: {
    title: 'Why learners choose us',
    items: [
      {
        icon: 'code',
        title: 'Code from day one',
        text: 'Every class ends at a keyboard: exercises, judged problems and real projects, not slides.',
      },
      {
        icon: 'users',
        title: 'Mentors who answer',
        text: 'Small batches with mentors who review your code and unblock you the same day.',
      },
      {
        icon: 'trophy',
        title: 'Whizz and Kodex',
        text: 'Timed quizzes and coding contests with a live ranking keep you sharp and honest.',
      },
      {
        icon: 'briefcase',
        title: 'Career support',
        text: 'Resume reviews, mock interviews and referrals to hiring partners once you are ready.',
      },
    ],
  },
  // Picked in Edit Home from the catalogue (the demo seed picks three); none until then.
  featuredCourses: { title: 'Popular programmes', courseIds: [] },
  testimonials: {
    title: 'Learners who made the switch',
    items: [
      {
        name: 'Priya Nair',
        role: 'Frontend Engineer, fintech startup',
        quote:
          'The daily coding hours and the mentors made the difference. I shipped three projects before my first interview.',
      },
      {
        name: 'Rohit Verma',
        role: 'SDE-1, product company',
        quote:
          'Kodex contests pushed me to practise every week. My DSA rounds felt easy after that.',
      },
      {
        name: 'Sneha Kulkarni',
        role: 'Full Stack Developer',
        quote:
          'I came from a mechanical background. The bootcamp structure and project reviews got me hired in five months.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'Do I need a computer science degree?',
        answer:
          'No. Our beginner tracks start from the basics; you need a laptop and the will to code every day.',
      },
      {
        question: 'How do I sign in?',
        answer:
          'With your Indian mobile number and a one-time password. Learners outside India can ask support to verify them by hand.',
      },
      {
        question: 'How do I pay the fee?',
        answer:
          'Online at checkout (cards, UPI or net banking), or by UPI or bank transfer that our team confirms. The fee is paid in one go: prices are shown before 18% GST, and coupons and early-bird batch prices apply at checkout.',
      },
      {
        question: 'Will I get a certificate?',
        answer:
          'Yes, every course and webinar with certificates enabled issues one you can verify online.',
      },
    ],
  },
  cta: {
    title: 'Not sure which programme fits you?',
    text: 'Tell us a little about yourself and a counsellor will call you back within 24 hours.',
    button: { label: 'See the Kodr bootcamp', href: '/kodr' },
  },
};
