import { addDaysToDay } from '../dates/days.ts';
import { videoEmbedUrl } from '../embeds.ts';
import { UPLOADED_FILE_PATH } from '../files.ts';
import { ID_PATTERN } from '../ids.ts';
import { z } from '../zod.ts';
import { COURSES_MSG } from './messages.ts';

/**
 * A lesson of a course's syllabus and what it teaches (issue 17). A lesson has one kind, the
 * thing it is mainly for, and may combine a video with notes (Markdown) and resources:
 * - video: a YouTube or Vimeo link, or an https/uploaded MP4;
 * - article: Markdown notes (code blocks are highlighted where shown);
 * - resources: links and uploaded files;
 * - practice: a coding problem of the question bank, solved with the judge.
 * Lessons keep their own `_id` when reordered; progress follows the id.
 */
export const LESSON_KINDS = ['video', 'article', 'resources', 'practice'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  video: 'Video',
  article: 'Article',
  resources: 'Resources',
  practice: 'Practice',
};

export const LESSON_MSG = {
  videoUrlInvalid: 'Enter a YouTube or Vimeo link, or an https link to an MP4 file',
  videoUrlRequired: 'A video lesson needs a video link',
  resourceUrlInvalid: 'Enter an https link or upload a file',
  resourcesRequired: 'Add at least one resource',
  problemRequired: 'Choose a coding problem',
  unlockDayInvalid: 'Unlock day must be a whole number from 0 to 3650',
  lessonNotFound: 'Lesson not found',
  lessonLocked: 'This lesson is not open yet',
  lessonDone: 'Lesson marked as done',
  lessonUndone: 'Lesson marked as not done',
  practiceNotFound: 'This lesson has no coding problem to practise',
  languageNotOffered: 'This problem cannot be solved in that language',
  noSampleTests: 'This problem has no sample tests to run; submit it instead',
  tooManyPending: 'Wait for your earlier runs to finish',
} as const;

/** An MP4 the browser plays itself: an https link ending in .mp4, or a file uploaded here. */
export function isMp4Url(url: string): boolean {
  return /^https:\/\/[^\s?#]+\.mp4([?#]\S*)?$/i.test(url) || UPLOADED_FILE_PATH.test(url);
}
/** A lesson video: a YouTube/Vimeo link (shown in their player) or an MP4. */
export function isLessonVideoUrl(url: string): boolean {
  return videoEmbedUrl(url) !== null || isMp4Url(url);
}

const ZVideoUrl = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((v) => v === '' || isLessonVideoUrl(v), LESSON_MSG.videoUrlInvalid)
  .default('');

export const ZLessonResource = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Resource title cannot be empty')
    .max(200, 'At most 200 characters'),
  url: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .refine(
      (u) => /^https:\/\/\S+$/i.test(u) || UPLOADED_FILE_PATH.test(u),
      LESSON_MSG.resourceUrlInvalid,
    ),
});
export type LessonResource = z.infer<typeof ZLessonResource>;

/** What a lesson is, without its content: the public syllabus and the classroom outline. */
export const ZLessonOutline = z.object({
  _id: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  isPreview: z.boolean(),
  kind: z.enum(LESSON_KINDS),
});
export type LessonOutline = z.infer<typeof ZLessonOutline>;

/** A lesson as staff write it (PUT /admin/courses/{id}/modules). A new lesson has no _id yet. */
export const ZLesson = z
  .object({
    _id: z.string().regex(ID_PATTERN, 'Invalid lesson').optional(),
    title: z
      .string({ error: COURSES_MSG.lessonTitleRequired })
      .trim()
      .min(1, COURSES_MSG.lessonTitleRequired)
      .max(200, 'At most 200 characters'),
    /** minutes; 0 when not given */
    durationMinutes: z.number().int().min(0).max(1_000).default(0),
    isPreview: z.boolean().default(false),
    kind: z.enum(LESSON_KINDS).default('article'),
    videoUrl: ZVideoUrl,
    /** Markdown notes */
    body: z.string().max(20_000, 'Notes are at most 20000 characters').default(''),
    resources: z.array(ZLessonResource).max(20, 'At most 20 resources').default([]),
    /** the coding problem of a practice lesson */
    problemId: z.string().regex(ID_PATTERN, LESSON_MSG.problemRequired).nullable().default(null),
  })
  .superRefine((l, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (l.kind === 'video') need(l.videoUrl !== '', 'videoUrl', LESSON_MSG.videoUrlRequired);
    if (l.kind === 'resources')
      need(l.resources.length > 0, 'resources', LESSON_MSG.resourcesRequired);
    if (l.kind === 'practice') need(l.problemId !== null, 'problemId', LESSON_MSG.problemRequired);
  });
export type LessonInput = z.input<typeof ZLesson>;
/** A stored lesson, as staff read it back (GET /admin/courses/{id}/modules). */
export const ZLessonFull = ZLessonOutline.extend({
  videoUrl: z.string(),
  body: z.string(),
  resources: z.array(ZLessonResource),
  problemId: z.string().nullable(),
});
export type Lesson = z.infer<typeof ZLessonFull>;

/** Drip: a module opens this many days after its batch starts (null: open from enrolment). */
export const ZUnlockDay = z
  .number({ error: LESSON_MSG.unlockDayInvalid })
  .int(LESSON_MSG.unlockDayInvalid)
  .min(0, LESSON_MSG.unlockDayInvalid)
  .max(3650, LESSON_MSG.unlockDayInvalid)
  .nullable()
  .default(null);

/** The IST day a module opens for a batch starting on `batchStart`, or null when it is not dripped. */
export function moduleOpensOn(batchStart: string, unlockDay: number | null): string | null {
  return unlockDay === null || unlockDay === 0 ? null : addDaysToDay(batchStart, unlockDay);
}

/** The IST day a module opens for a batch while it is still shut, else null (drip). */
export function moduleShutUntil(
  batchStart: string,
  unlockDay: number | null,
  today: string,
): string | null {
  const day = moduleOpensOn(batchStart, unlockDay);
  return day && day > today ? day : null;
}
