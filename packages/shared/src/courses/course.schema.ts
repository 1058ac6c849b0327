import { UPLOADED_FILE_PATH } from '../files.ts';
import { listPageFields, ZPagination } from '../http.ts';
import { ID_PATTERN, ZId } from '../ids.ts';
import { ZStaffRef } from '../leads/callback.schema.ts';
import type { StaffRole } from '../roles.ts';
import { z } from '../zod.ts';
import {
  COURSE_DIFFICULTIES,
  COURSE_STATES,
  COURSE_TYPES,
  DEFAULT_COURSE_DIFFICULTY,
  DEFAULT_COURSE_LANGUAGE,
} from './course-kinds.ts';
import { ZLesson, ZLessonFull, ZLessonOutline, ZUnlockDay } from './lesson.schema.ts';
import { COURSES_MSG } from './messages.ts';
import { hasAtMost2Decimals } from './pricing.ts';

/**
 * Who may be chosen to teach (product.md §2: instructors own the courses; admins run the school
 * and teach in it, as the demo's courses show). Support, sales, batch managers, mentors and the
 * super admin account are not offered. The course form's picker lists these roles only
 * (GET /admin/courses/staff) and the API refuses anyone else with a 400.
 */
export const COURSE_INSTRUCTOR_ROLES = [
  'instructor',
  'admin',
] as const satisfies readonly StaffRole[];
/** Who may mentor a batch: mentors, and the people who may teach its course. */
export const BATCH_MENTOR_ROLES = [
  'mentor',
  ...COURSE_INSTRUCTOR_ROLES,
] as const satisfies readonly StaffRole[];
/** The two staff pickers of the course and batch forms and the roles each offers. */
export const STAFF_PICKS = {
  instructors: COURSE_INSTRUCTOR_ROLES,
  mentors: BATCH_MENTOR_ROLES,
} as const;
export type StaffPick = keyof typeof STAFF_PICKS;
/** GET /admin/courses/staff?for=instructors|mentors (instructors when not given). */
export const ZStaffPickQuery = z.object({
  for: z.enum(['instructors', 'mentors']).default('instructors'),
});
export const canPick = (pick: StaffPick, role: string): boolean =>
  (STAFF_PICKS[pick] as readonly string[]).includes(role);

/** A staff member shown on a course or batch. */
export const ZPersonRef = z.object({ _id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof ZPersonRef>;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const item = (max: number, label: string) =>
  z.string().trim().min(1, `${label} cannot be empty`).max(max, `At most ${max} characters`);
const list = <T extends z.ZodType>(of: T, max: number) =>
  z.array(of).max(max, `At most ${max} entries`).default([]);
/**
 * A list of short texts (categories, outcomes, topics…). A blank entry is an empty row left in
 * a form: it is dropped, never refused (issue 15: it blocked saving). Entries are checked before
 * the drop so that a message lands on the row the person sees.
 */
const textList = (maxChars: number, max: number) =>
  // A codec, not a transform: answers (ZCourse) are encoded through the same schema.
  z
    .codec(
      z.array(z.string().trim().max(maxChars, `At most ${maxChars} characters`)),
      z.array(z.string()).max(max, `At most ${max} entries`),
      {
        decode: (entries) => entries.filter((entry) => entry !== ''),
        encode: (entries) => entries,
      },
    )
    .default([]);
/** http(s) URL or empty. */
const url = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((u) => u === '' || /^https?:\/\/\S+$/i.test(u), 'Enter a full http(s) link')
  .default('');
/** An image the web app itself ships (the demo's artwork), e.g. /demo/full-stack.svg. */
export const SITE_IMAGE_PATH = /^\/(demo|images)\/[a-z0-9-]+\.(svg|webp|png|jpg)$/;
/** A thumbnail: an http(s) link, an uploaded file's path on this site, the site's own art, or empty. */
const imageUrl = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine(
    (u) =>
      u === '' ||
      /^https?:\/\/\S+$/i.test(u) ||
      UPLOADED_FILE_PATH.test(u) ||
      SITE_IMAGE_PATH.test(u),
    'Enter a full http(s) link or upload an image',
  )
  .default('');

export const ZCourseSection = z.object({
  title: item(150, 'Section title'),
  content: textList(300, 50),
});
export const ZCourseFaq = z.object({
  question: item(300, 'Question'),
  answer: item(2000, 'Answer'),
});

/** Course.metaData (product.md §3). Every field has a default so `{}` is a valid start. */
export const ZCourseMetaData = z.object({
  language: text(40).min(1, 'Language is required').default(DEFAULT_COURSE_LANGUAGE),
  thumbnail: imageUrl,
  certificate: z.boolean().default(false),
  description: text(5000).default(''),
  requirements: textList(300, 30),
  outcomes: textList(300, 30),
  content: list(ZCourseSection, 50),
  displayVideo: url,
  techStack: textList(60, 40),
  features: textList(200, 30),
  faqs: list(ZCourseFaq, 30),
  category: textList(60, 10),
  difficulty: z
    .enum(COURSE_DIFFICULTIES, { error: 'Choose Beginner, Intermediate or Advanced' })
    .default(DEFAULT_COURSE_DIFFICULTY),
  displayTags: textList(40, 10),
});
export type CourseMetaData = z.infer<typeof ZCourseMetaData>;

/** A course's meta apart from what the catalogue filters on (language, difficulty, category). */
export type CourseMetaRest = Omit<CourseMetaData, 'language' | 'difficulty' | 'category'>;

/** A course's meta with every list empty: the editor's blank form, seeds and tests start here. */
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

/** Course as every answer carries it (public and admin). Prices in rupees. */
export const ZCourse = z.object({
  _id: z.string(),
  title: z.string(),
  price: z.number(),
  discountPercentage: z.number(),
  /** price after discountPercentage, 2 decimals (courseFinalPrice). */
  finalPrice: z.number(),
  type: z.enum(COURSE_TYPES),
  duration_weeks: z.number(),
  state: z.enum(COURSE_STATES),
  instructors: z.array(ZPersonRef),
  batchCount: z.number().int(),
  studentCount: z.number().int(),
  discord_access: z.boolean(),
  metaData: ZCourseMetaData,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof ZCourse>;
export const ZCourseData = z.object({ course: ZCourse });
/** GET /admin/courses/staff: the people a course or batch can name. */
export const ZCourseStaffData = z.object({ staff: z.array(ZStaffRef) });

/** Create (POST /admin/courses) and update (PUT /admin/courses/{id}) body; also the admin form. */
export const ZCourseBody = z.strictObject({
  title: z
    .string({ error: COURSES_MSG.titleRequired })
    .trim()
    .min(1, { error: COURSES_MSG.titleRequired, abort: true })
    .max(150, 'Title is at most 150 characters'),
  price: z
    .number({ error: COURSES_MSG.priceRequired })
    .int(COURSES_MSG.priceInvalid)
    .min(0, COURSES_MSG.priceInvalid)
    .max(10_000_000, 'Price is at most 10000000'),
  discountPercentage: z
    .number({ error: COURSES_MSG.discountPercentRange })
    .min(0, COURSES_MSG.discountPercentRange)
    .max(100, COURSES_MSG.discountPercentRange)
    .refine(hasAtMost2Decimals, COURSES_MSG.discountDecimals)
    .default(0),
  type: z.enum(COURSE_TYPES, { error: 'Choose online, offline or hybrid' }).default('online'),
  duration_weeks: z
    .number({ error: COURSES_MSG.durationInvalid })
    .int(COURSES_MSG.durationInvalid)
    .min(1, COURSES_MSG.durationInvalid)
    .max(260, COURSES_MSG.durationInvalid),
  state: z.enum(COURSE_STATES, { error: 'Choose draft, published or archived' }).default('draft'),
  /** staff user ids */
  instructors: z.array(ZId).max(20, 'At most 20 instructors').default([]),
  discord_access: z.boolean().default(false),
  metaData: ZCourseMetaData.default(ZCourseMetaData.parse({})),
});
export type CourseBody = z.input<typeof ZCourseBody>;
export type CourseBodyParsed = z.output<typeof ZCourseBody>;

/** GET /courses (public): published courses only. `price` keeps courses priced at most it. */
export const ZCourseListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  price: z.coerce
    .number()
    .int('Price must be a whole number of rupees')
    .min(0)
    .max(100_000_000)
    .optional(),
  category: z.string().trim().max(60).optional(),
  difficulty: z.enum(COURSE_DIFFICULTIES).optional(),
  language: z.string().trim().max(40).optional(),
  type: z.enum(COURSE_TYPES).optional(),
});
export type CourseListQuery = z.input<typeof ZCourseListQuery>;
export const ZCourseListData = z.object({ courses: z.array(ZCourse) });

/** GET /admin/courses */
export const ZAdminCourseListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  state: z.enum(COURSE_STATES).optional(),
  type: z.enum(COURSE_TYPES).optional(),
  ...listPageFields,
});
export type AdminCourseListQuery = z.input<typeof ZAdminCourseListQuery>;
export const ZAdminCourseListData = z.object({
  courses: z.array(ZCourse),
  pagination: ZPagination,
});

/** A course id in a path: 24 hex characters, else 400 'Invalid course ID'. */
export const ZCourseId = z.string().regex(ID_PATTERN, COURSES_MSG.invalidCourseId);

// ---- modules (GET /courses/{id}/modules → data.data.modules) ----

export const ZCourseModuleInput = z.object({
  title: z
    .string({ error: COURSES_MSG.moduleTitleRequired })
    .trim()
    .min(1, COURSES_MSG.moduleTitleRequired)
    .max(200, 'Module title is at most 200 characters'),
  description: text(2000).default(''),
  lessons: z.array(ZLesson).max(100, 'At most 100 lessons per module').default([]),
  unlockDay: ZUnlockDay,
});
/** PUT /admin/courses/{id}/modules: the full ordered list (replaces what was there). */
export const ZCourseModulesBody = z.strictObject({
  modules: z.array(ZCourseModuleInput).max(100, 'At most 100 modules'),
});
export type CourseModulesBody = z.input<typeof ZCourseModulesBody>;

/** A module of the syllabus as everyone sees it: lessons without their content. */
export const ZCourseModule = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  /** drip: opens this many days after the batch start (null: open from enrolment) */
  unlockDay: z.number().int().nullable(),
  lessons: z.array(ZLessonOutline),
});
export type CourseModule = z.infer<typeof ZCourseModule>;
export const ZCourseModulesData = z.object({
  data: z.object({ courseId: z.string(), modules: z.array(ZCourseModule) }),
});
/** GET /admin/courses/{id}/modules and PUT: the modules with every lesson's content. */
export const ZAdminCourseModule = ZCourseModule.extend({ lessons: z.array(ZLessonFull) });
export type AdminCourseModule = z.infer<typeof ZAdminCourseModule>;
export const ZAdminCourseModulesData = z.object({
  data: z.object({ courseId: z.string(), modules: z.array(ZAdminCourseModule) }),
});

// ---- announcements ----

export const ZAnnouncementBody = z.strictObject({
  title: z
    .string({ error: COURSES_MSG.announcementTitleRequired })
    .trim()
    .min(1, COURSES_MSG.announcementTitleRequired)
    .max(200, 'Title is at most 200 characters'),
  body: z
    .string({ error: COURSES_MSG.announcementBodyRequired })
    .trim()
    .min(1, COURSES_MSG.announcementBodyRequired)
    .max(5000, 'Announcement is at most 5000 characters'),
});
export type AnnouncementBody = z.input<typeof ZAnnouncementBody>;
export const ZAnnouncement = z.object({
  _id: z.string(),
  courseId: z.string(),
  title: z.string(),
  body: z.string(),
  createdBy: ZPersonRef.nullable(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof ZAnnouncement>;
export const ZAnnouncementData = z.object({ announcement: ZAnnouncement });
export const ZAnnouncementsData = z.object({ announcements: z.array(ZAnnouncement) });
