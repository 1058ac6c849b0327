import { ZAttendanceReport } from '../webinars/webinar.schema.ts';
import { z } from '../zod.ts';

/**
 * Live classes of a batch (issue 17). Staff schedule them (one, or a weekly series in one step);
 * enrolled students see them in the classroom, join from 10 minutes before the start until the
 * end, and watch the recording afterwards. Times are ISO strings (UTC), typed and shown in IST.
 *
 * Student (public base, signed in, active enrolment in the batch; anyone else 404):
 *   GET /classroom/{batchId}/live-classes → data.liveClasses (ZLiveClass[], by start)
 *   POST /classroom/{batchId}/live-classes/{classId}/join → data.joinLink (409 outside the window)
 *   GET /classroom/calendar → data.calendar.url (the personal feed, made on the first call)
 *   GET /classroom/calendar/{token}.ics → text/calendar (public; unknown token 404)
 * Staff (admin base, menu 'courses'):
 *   GET /batches/{id}/live-classes → data.liveClasses (ZAdminLiveClass[])
 *   POST /batches/{id}/live-classes (ZLiveClassBody) → 201 data.liveClasses (the series)
 *   PATCH /batches/{id}/live-classes/{classId} (ZLiveClassUpdateBody) → data.liveClass
 *   DELETE /batches/{id}/live-classes/{classId}
 *   GET /batches/{id}/live-classes/{classId}/attendance → data{liveClass, attendance}
 *   POST /batches/{id}/live-classes/{classId}/attendance/import (text/csv) → data.report
 *   GET /batches/{id}/live-classes/students → data.students (classes attended per student)
 */

/** A class can be joined from this many minutes before its start. */
export const LIVE_CLASS_JOIN_EARLY_MINUTES = 10;
export const LIVE_CLASS_MAX_REPEAT_WEEKS = 26;

export const LIVE_CLASS_MSG = {
  titleRequired: 'Enter a title',
  titleTooLong: 'Title must be at most 150 characters',
  startRequired: 'Enter the start date and time',
  durationRange: 'Duration must be a whole number of minutes from 15 to 600',
  joinLinkInvalid: 'Enter the join link as an https link (Zoom, Meet, Teams or any https link)',
  recordingInvalid: 'Enter the recording as an https link',
  repeatRange: `Repeat for 1 to ${LIVE_CLASS_MAX_REPEAT_WEEKS} weeks`,
  notFound: 'Live class not found',
  notOpenYet: `You can join from ${LIVE_CLASS_JOIN_EARLY_MINUTES} minutes before the class starts`,
  ended: 'This class has ended: watch the recording when it is added',
  joined: 'Opening the class',
  scheduled: 'Live class scheduled',
  seriesScheduled: 'Weekly live classes scheduled',
  updated: 'Live class updated',
  deleted: 'Live class deleted',
  calendarNotFound: 'Calendar not found',
  attendanceImported: 'Attendance imported',
} as const;

const ZHttpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, 'At most 2000 characters')
    .refine((v) => /^https:\/\/[^\s/?#]+\.[^\s]*$/i.test(v), message);

const ZRecordingUrl = z
  .union([z.literal(''), ZHttpsUrl(LIVE_CLASS_MSG.recordingInvalid)], {
    error: LIVE_CLASS_MSG.recordingInvalid,
  })
  .nullable()
  .transform((v) => (v ? v : null));

const liveClassFields = {
  title: z
    .string({ error: LIVE_CLASS_MSG.titleRequired })
    .trim()
    .min(1, LIVE_CLASS_MSG.titleRequired)
    .max(150, LIVE_CLASS_MSG.titleTooLong),
  /** as the forms send it: an IST input value with its +05:30 offset (istInputToIso) */
  startsAt: z.iso.datetime({ offset: true, error: LIVE_CLASS_MSG.startRequired }),
  durationMinutes: z.coerce
    .number({ error: LIVE_CLASS_MSG.durationRange })
    .int(LIVE_CLASS_MSG.durationRange)
    .min(15, LIVE_CLASS_MSG.durationRange)
    .max(600, LIVE_CLASS_MSG.durationRange),
  joinLink: ZHttpsUrl(LIVE_CLASS_MSG.joinLinkInvalid),
  recordingUrl: ZRecordingUrl,
};

/** POST /admin/batches/{id}/live-classes: one class, or `repeatWeeks` classes a week apart. */
export const ZLiveClassBody = z.strictObject({
  ...liveClassFields,
  recordingUrl: liveClassFields.recordingUrl.optional().transform((v) => v ?? null),
  repeatWeeks: z.coerce
    .number({ error: LIVE_CLASS_MSG.repeatRange })
    .int(LIVE_CLASS_MSG.repeatRange)
    .min(1, LIVE_CLASS_MSG.repeatRange)
    .max(LIVE_CLASS_MAX_REPEAT_WEEKS, LIVE_CLASS_MSG.repeatRange)
    .default(1),
});
export type LiveClassBody = z.input<typeof ZLiveClassBody>;
export type LiveClassValues = z.output<typeof ZLiveClassBody>;

/** PATCH /admin/batches/{id}/live-classes/{classId}: any subset (the recording link, mostly). */
export const ZLiveClassUpdateBody = z.strictObject({
  title: liveClassFields.title.optional(),
  startsAt: liveClassFields.startsAt.optional(),
  durationMinutes: liveClassFields.durationMinutes.optional(),
  joinLink: liveClassFields.joinLink.optional(),
  recordingUrl: liveClassFields.recordingUrl.optional(),
});
export type LiveClassUpdateBody = z.input<typeof ZLiveClassUpdateBody>;

export const LIVE_CLASS_STATUSES = ['upcoming', 'live', 'ended'] as const;
export type LiveClassStatus = (typeof LIVE_CLASS_STATUSES)[number];

/** When a class opens for joining and whether it is upcoming, live or over, at `now`. */
export function liveClassTiming(startsAt: Date | string, durationMinutes: number, now: Date) {
  const start = new Date(startsAt).getTime();
  const end = start + durationMinutes * 60_000;
  const opens = start - LIVE_CLASS_JOIN_EARLY_MINUTES * 60_000;
  const t = now.getTime();
  const status: LiveClassStatus = t < start ? 'upcoming' : t < end ? 'live' : 'ended';
  return {
    endsAt: new Date(end).toISOString(),
    joinOpensAt: new Date(opens).toISOString(),
    status,
    canJoin: t >= opens && t < end,
  };
}

/** What students and staff both see of a live class: its times and where it stands now. */
const ZLiveClassTimes = z.object({
  _id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(LIVE_CLASS_STATUSES),
});

/** A live class as an enrolled student sees it (no join link: that comes from the Join call). */
export const ZLiveClass = ZLiveClassTimes.extend({
  /** 10 minutes before the start */
  joinOpensAt: z.string(),
  canJoin: z.boolean(),
  recordingUrl: z.string().nullable(),
  /** the student joined it (a Join click or the imported participant list) */
  attended: z.boolean(),
});
export type LiveClass = z.infer<typeof ZLiveClass>;
export const ZLiveClassListData = z.object({ liveClasses: z.array(ZLiveClass) });
export const ZLiveClassJoinData = z.object({ joinLink: z.string() });
export const ZCalendarFeedData = z.object({
  calendar: z.object({ url: z.string(), webcalUrl: z.string() }),
});
export type CalendarFeed = z.infer<typeof ZCalendarFeedData>['calendar'];

/** A live class as staff see it. */
export const ZAdminLiveClass = ZLiveClassTimes.extend({
  joinLink: z.string(),
  recordingUrl: z.string().nullable(),
  seriesId: z.string().nullable(),
  /** students with an attendance row (joined or imported) */
  attendedCount: z.number().int(),
});
export type AdminLiveClass = z.infer<typeof ZAdminLiveClass>;
export const ZAdminLiveClassListData = z.object({ liveClasses: z.array(ZAdminLiveClass) });

/** One enrolled student of the batch and whether they attended the class. */
export const ZLiveClassAttendee = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  attended: z.boolean(),
  /** the first Join click */
  joinedAt: z.string().nullable(),
  /** minutes in the meeting, from the imported participant CSV */
  minutes: z.number().int().nullable(),
});
export type LiveClassAttendee = z.infer<typeof ZLiveClassAttendee>;
/** The answer of a change to one live class. */
export const ZAdminLiveClassData = z.object({ liveClass: ZAdminLiveClass });
export const ZLiveClassAttendanceData = z.object({
  liveClass: ZAdminLiveClass,
  attendance: z.array(ZLiveClassAttendee),
});
export type LiveClassAttendanceData = z.infer<typeof ZLiveClassAttendanceData>;
/** The participant CSV import's answer: the webinars' report. */
export const ZLiveClassImportData = z.object({ report: ZAttendanceReport });

/** Classes attended per enrolled student, of the batch's classes that have started. */
export const ZLiveClassStudent = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  attended: z.number().int(),
  held: z.number().int(),
});
export type LiveClassStudent = z.infer<typeof ZLiveClassStudent>;
export const ZLiveClassStudentsData = z.object({ students: z.array(ZLiveClassStudent) });
