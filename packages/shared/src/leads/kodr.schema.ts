import { istToday } from '../courses/batch-status.ts';
import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { z } from '../zod.ts';
import { repeated, ZDateOnly } from './dates.ts';
import {
  CALL_STATUSES,
  cohortStartText,
  EXPERIENCE_LEVELS,
  KODR_MSG,
  PAYMENT_STATUSES,
  REGISTRATION_STATUSES,
} from './kodr.ts';
import { ZUtm, ZUtmData } from './utm.schema.ts';

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, tooLong);

/** Landing registration form (product.md §5): checked on submit and again by the server. */
export const ZKodrRegistrationForm = z.object({
  fullName: requiredText(KODR_MSG.fullNameRequired, 100, 'Full Name is at most 100 characters'),
  email: z
    .string({ error: KODR_MSG.emailRequired })
    .trim()
    .min(1, { error: KODR_MSG.emailRequired, abort: true })
    .max(254, KODR_MSG.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, KODR_MSG.emailInvalid)
    .transform((e) => e.toLowerCase()),
  contact: z
    .string({ error: KODR_MSG.contactRequired })
    .trim()
    .min(1, { error: KODR_MSG.contactRequired, abort: true })
    .regex(/^[\d+\-\s()]{7,15}$/, KODR_MSG.contactInvalid),
  education: requiredText(KODR_MSG.educationRequired, 100, 'Education is at most 100 characters'),
  experience: z
    .enum(EXPERIENCE_LEVELS, { error: 'Choose beginner, intermediate or advanced' })
    .default('beginner'),
  dob: z
    .string({ error: KODR_MSG.dobRequired })
    .trim()
    .min(1, { error: KODR_MSG.dobRequired, abort: true })
    .pipe(ZDateOnly.refine(isPlausibleDob, KODR_MSG.dobInvalid)),
  tnc: z.literal(true, { error: KODR_MSG.tncRequired }),
});
export type KodrRegistrationForm = z.input<typeof ZKodrRegistrationForm>;

/** A date of birth in the past, after 1900. */
function isPlausibleDob(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return time > Date.parse('1900-01-01T00:00:00Z') && time < Date.now();
}

/** POST /kodr/registrations (public): the form plus first-touch UTM attribution. */
export const ZKodrRegistrationBody = z.strictObject({
  ...ZKodrRegistrationForm.shape,
  utm: ZUtm.optional(),
});
export type KodrRegistrationBody = z.input<typeof ZKodrRegistrationBody>;

export const ZKodrRegistration = z.object({
  _id: z.string(),
  cohortId: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  dob: z.string(),
  education: z.string(),
  experience: z.enum(EXPERIENCE_LEVELS),
  callStatus: z.enum(CALL_STATUSES),
  status: z.enum(REGISTRATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  userId: z.string().nullable(),
  utm: ZUtmData.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KodrRegistration = z.infer<typeof ZKodrRegistration>;
export const ZKodrRegistrationData = z.object({ kodrRegistration: ZKodrRegistration });
/** POST /kodr/registrations: the new entry's id and time, and the seats left after it. */
export const ZKodrRegisteredData = z.object({
  kodrRegistration: z.object({ _id: z.string(), createdAt: z.string() }),
  seatsLeft: z.number().int(),
});

/** GET /admin/kodr (calls.md §7): array values repeated in the query. */
export const ZKodrListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  contact: z.string().trim().max(20).optional(),
  callStatus: repeated(z.enum(CALL_STATUSES)),
  status: repeated(z.enum(REGISTRATION_STATUSES)),
  paymentStatus: repeated(z.enum(PAYMENT_STATUSES)),
  startDate: ZDateOnly.optional(),
  endDate: ZDateOnly.optional(),
  cohortId: ZId.optional(),
  ...listPageFields,
});
export type KodrListQuery = z.input<typeof ZKodrListQuery>;

/**
 * A search by name, e-mail or contact lists at most its newest KODR_SEARCH_RESULT_CAP matches:
 * counting every match of a broad substring (a three-letter name) in a million rows is too slow
 * for a list that refreshes as staff type. isTotalCapped says there were more ("1,000+").
 */
export const KODR_SEARCH_RESULT_CAP = 1_000;

export const ZKodrListData = z.object({
  kodrRegistrations: z.array(ZKodrRegistration),
  pagination: ZPagination,
  /** true when a search matched more than KODR_SEARCH_RESULT_CAP rows (totalItems is the cap). */
  isTotalCapped: z.boolean().optional(),
});
export type KodrListData = z.infer<typeof ZKodrListData>;

/** PATCH /admin/kodr/{id}: exactly one changed field. */
export const ZKodrPatchBody = z
  .strictObject({
    callStatus: z.enum(CALL_STATUSES).optional(),
    status: z.enum(REGISTRATION_STATUSES).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  })
  .refine(
    (b) => Object.values(b).filter((v) => v !== undefined).length === 1,
    KODR_MSG.onePatchField,
  );
export type KodrPatchBody = z.infer<typeof ZKodrPatchBody>;
export type KodrStatusField = keyof KodrPatchBody;

export const ZKodrIdParams = z.strictObject({ id: ZId });

// ---- cohort (the landing page's data, edited by staff) ----

const ZSyllabusPhase = z.strictObject({
  title: z.string().trim().min(1, 'Phase title is required').max(120),
  topics: z
    .array(z.string().trim().min(1, 'Topics cannot be empty').max(200))
    .min(1, 'Add at least one topic')
    .max(30),
});
const ZSlogan = z.strictObject({
  title: z.string().trim().min(1, 'Slogan title is required').max(120),
  text: z.string().trim().max(400).default(''),
});
const ZSchedule = z.strictObject({
  days: z.string().trim().min(1, 'Days are required').max(80),
  hours: z.string().trim().min(1, 'Hours are required').max(80),
  note: z.string().trim().max(160).default(''),
});

/** PUT /admin/kodr/cohort: what staff can change on the landing page. */
export const ZKodrCohortUpdate = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(120),
  tagline: z.string().trim().max(300).default(''),
  /**
   * The cohort's first day (a day in India). The page shows it as 'Starts on: 3 November 2025'
   * and registration closes once it has passed. Omitted: the saved date stays (older clients).
   * null: no date; startDateText is then shown as written.
   */
  startDate: ZDateOnly.nullable().optional(),
  /** Derived from startDate when there is one (whatever is sent); kept for cohorts without one. */
  startDateText: z.string().trim().max(80).optional(),
  baseFee: z.coerce.number().int('Fee must be whole rupees').min(0).max(10_000_000),
  gstPercent: z.coerce.number().min(0).max(28),
  capacity: z.coerce.number().int('Capacity must be a whole number').min(0).max(100_000),
  schedule: ZSchedule,
  syllabus: z.array(ZSyllabusPhase).min(1, 'Add at least one phase').max(12),
  slogans: z.array(ZSlogan).max(12).default([]),
  posterUrl: z.string().trim().max(500).default(''),
  /**
   * The catalogue course this cohort is sold through: a paid or approved payment for it marks
   * the payer's registration in this cohort paid. null: not sold online.
   */
  courseId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Choose a course from the list')
    .nullable()
    .default(null),
});
export type KodrCohortUpdate = z.input<typeof ZKodrCohortUpdate>;
export type KodrCohortContent = z.infer<typeof ZKodrCohortUpdate>;

export const ZKodrCohort = ZKodrCohortUpdate.extend({
  _id: z.string(),
  startDate: z.string().nullable(),
  startDateText: z.string(),
  /** The start date has passed (India time): the form is closed, the callback offered. */
  hasStarted: z.boolean(),
  /** Rupees, GST included: baseFee + gstPercent %, rounded (69999 + 18 % = 82599). */
  fee: z.number(),
  registeredCount: z.number().int(),
  seatsLeft: z.number().int(),
  updatedAt: z.string(),
});
export type KodrCohort = z.infer<typeof ZKodrCohort>;
export const ZKodrCohortData = z.object({ cohort: ZKodrCohort });

/** Lead time a new cohort gives: people need weeks to arrange leave, fees and travel. */
const NEXT_COHORT_MIN_DAYS = 21;

/** The next cohort's first day: the first Monday at least three weeks after today (India). */
export function nextCohortStartDate(now = new Date()): string {
  const day = new Date(`${istToday(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + NEXT_COHORT_MIN_DAYS);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

/** A new install's cohort: the spec's 3.0 batch (product.md §1, calls.md §9), starting next. */
export function defaultKodrCohort(
  now = new Date(),
): KodrCohortContent & { startDate: string; startDateText: string } {
  const startDate = nextCohortStartDate(now);
  return { ...KODR_COHORT_CONTENT, startDate, startDateText: cohortStartText(startDate) };
}

const KODR_COHORT_CONTENT: KodrCohortContent = {
  title: 'Kodr 3.0 — 100-Day In-House Coding Bootcamp',
  tagline:
    'Go from fundamentals to shipping production MERN + AI apps in 100 days of in-person, mentor-led coding.',
  baseFee: 69_999,
  gstPercent: 18,
  capacity: 60,
  schedule: {
    days: 'Monday to Saturday',
    hours: '10:00 AM to 2:00 PM',
    note: '4 hours of non-stop coding daily',
  },
  syllabus: [
    {
      title: 'Phase 1: Full MERN Stack Mastery',
      topics: [
        'Modern JavaScript and TypeScript',
        'React with hooks, routing and state management',
        'Node.js and Express REST APIs',
        'MongoDB data modelling and aggregation',
        'Authentication, sessions and security basics',
      ],
    },
    {
      title: 'Phase 2: AI Integration',
      topics: [
        'Calling LLM APIs from a backend',
        'Prompt design and structured output',
        'Embeddings, vector search and RAG',
        'Building AI features into a MERN app',
      ],
    },
    {
      title: 'Phase 3: Deployment and DevOps',
      topics: [
        'Git workflows and code review',
        'Linux, Nginx and process managers',
        'Docker images and CI/CD pipelines',
        'Cloud deployment, logs and monitoring',
      ],
    },
    {
      title: 'Phase 4: Debugging and Self-Reliance',
      topics: [
        'Reading stack traces and using the debugger',
        'Finding answers in documentation and source code',
        'Writing tests that catch regressions',
        'Performance profiling and fixing bottlenecks',
      ],
    },
    {
      title: 'Phase 5: Project',
      topics: [
        'Plan and design a real product with a team',
        'Build it end to end over four weeks',
        'Deploy it and present a live demo',
        'Portfolio, resume and interview preparation',
      ],
    },
  ],
  slogans: [
    {
      title: 'Code every single day',
      text: 'Four focused hours, six days a week, in a room full of builders.',
    },
    {
      title: 'Learn by shipping',
      text: 'Every phase ends with something deployed that you can show.',
    },
    {
      title: 'Mentors beside you',
      text: 'Stuck? A mentor is a desk away, not a ticket queue away.',
    },
  ],
  posterUrl: '/images/kodr-poster.svg',
  courseId: null,
};

/** The default cohort as of when this module loaded (tests spread it into request bodies). */
export const DEFAULT_KODR_COHORT = defaultKodrCohort();
