import { d as ZAttendanceReport } from "./webinar.schema-B5O1UN4y.js";
import { z } from "zod";
var LIVE_CLASS_MSG = {
	titleRequired: "Enter a title",
	titleTooLong: "Title must be at most 150 characters",
	startRequired: "Enter the start date and time",
	durationRange: "Duration must be a whole number of minutes from 15 to 600",
	joinLinkInvalid: "Enter the join link as an https link (Zoom, Meet, Teams or any https link)",
	recordingInvalid: "Enter the recording as an https link",
	repeatRange: `Repeat for 1 to 26 weeks`,
	notFound: "Live class not found",
	notOpenYet: `You can join from 10 minutes before the class starts`,
	ended: "This class has ended: watch the recording when it is added",
	joined: "Opening the class",
	scheduled: "Live class scheduled",
	seriesScheduled: "Weekly live classes scheduled",
	updated: "Live class updated",
	deleted: "Live class deleted",
	calendarNotFound: "Calendar not found",
	attendanceImported: "Attendance imported"
};
var ZHttpsUrl = (message) => z.string({ error: message }).trim().max(2e3, "At most 2000 characters").refine((v) => /^https:\/\/[^\s/?#]+\.[^\s]*$/i.test(v), message);
var ZRecordingUrl = z.union([z.literal(""), ZHttpsUrl(LIVE_CLASS_MSG.recordingInvalid)], { error: LIVE_CLASS_MSG.recordingInvalid }).nullable().transform((v) => v ? v : null);
var liveClassFields = {
	title: z.string({ error: LIVE_CLASS_MSG.titleRequired }).trim().min(1, LIVE_CLASS_MSG.titleRequired).max(150, LIVE_CLASS_MSG.titleTooLong),
	/** as the forms send it: an IST input value with its +05:30 offset (istInputToIso) */
	startsAt: z.iso.datetime({
		offset: true,
		error: LIVE_CLASS_MSG.startRequired
	}),
	durationMinutes: z.coerce.number({ error: LIVE_CLASS_MSG.durationRange }).int(LIVE_CLASS_MSG.durationRange).min(15, LIVE_CLASS_MSG.durationRange).max(600, LIVE_CLASS_MSG.durationRange),
	joinLink: ZHttpsUrl(LIVE_CLASS_MSG.joinLinkInvalid),
	recordingUrl: ZRecordingUrl
};
/** POST /admin/batches/{id}/live-classes: one class, or `repeatWeeks` classes a week apart. */
var ZLiveClassBody = z.strictObject({
	...liveClassFields,
	recordingUrl: liveClassFields.recordingUrl.optional().transform((v) => v ?? null),
	repeatWeeks: z.coerce.number({ error: LIVE_CLASS_MSG.repeatRange }).int(LIVE_CLASS_MSG.repeatRange).min(1, LIVE_CLASS_MSG.repeatRange).max(26, LIVE_CLASS_MSG.repeatRange).default(1)
});
/** PATCH /admin/batches/{id}/live-classes/{classId}: any subset (the recording link, mostly). */
var ZLiveClassUpdateBody = z.strictObject({
	title: liveClassFields.title.optional(),
	startsAt: liveClassFields.startsAt.optional(),
	durationMinutes: liveClassFields.durationMinutes.optional(),
	joinLink: liveClassFields.joinLink.optional(),
	recordingUrl: liveClassFields.recordingUrl.optional()
});
var LIVE_CLASS_STATUSES = [
	"upcoming",
	"live",
	"ended"
];
/** When a class opens for joining and whether it is upcoming, live or over, at `now`. */
function liveClassTiming(startsAt, durationMinutes, now) {
	const start = new Date(startsAt).getTime();
	const end = start + durationMinutes * 6e4;
	const opens = start - 6e5;
	const t = now.getTime();
	const status = t < start ? "upcoming" : t < end ? "live" : "ended";
	return {
		endsAt: new Date(end).toISOString(),
		joinOpensAt: new Date(opens).toISOString(),
		status,
		canJoin: t >= opens && t < end
	};
}
/** A live class as an enrolled student sees it (no join link: that comes from the Join call). */
var ZLiveClass = z.object({
	_id: z.string(),
	title: z.string(),
	startsAt: z.string(),
	endsAt: z.string(),
	durationMinutes: z.number().int(),
	status: z.enum(LIVE_CLASS_STATUSES),
	/** 10 minutes before the start */
	joinOpensAt: z.string(),
	canJoin: z.boolean(),
	recordingUrl: z.string().nullable(),
	/** the student joined it (a Join click or the imported participant list) */
	attended: z.boolean()
});
var ZLiveClassListData = z.object({ liveClasses: z.array(ZLiveClass) });
var ZLiveClassJoinData = z.object({ joinLink: z.string() });
var ZCalendarFeedData = z.object({ calendar: z.object({
	url: z.string(),
	webcalUrl: z.string()
}) });
/** A live class as staff see it. */
var ZAdminLiveClass = z.object({
	_id: z.string(),
	title: z.string(),
	startsAt: z.string(),
	endsAt: z.string(),
	durationMinutes: z.number().int(),
	status: z.enum(LIVE_CLASS_STATUSES),
	joinLink: z.string(),
	recordingUrl: z.string().nullable(),
	seriesId: z.string().nullable(),
	/** students with an attendance row (joined or imported) */
	attendedCount: z.number().int()
});
var ZAdminLiveClassListData = z.object({ liveClasses: z.array(ZAdminLiveClass) });
/** One enrolled student of the batch and whether they attended the class. */
var ZLiveClassAttendee = z.object({
	userId: z.string(),
	name: z.string(),
	email: z.string().nullable(),
	phone: z.string().nullable(),
	attended: z.boolean(),
	/** the first Join click */
	joinedAt: z.string().nullable(),
	/** minutes in the meeting, from the imported participant CSV */
	minutes: z.number().int().nullable()
});
var ZLiveClassAttendanceData = z.object({
	liveClass: ZAdminLiveClass,
	attendance: z.array(ZLiveClassAttendee)
});
/** The participant CSV import's answer: the webinars' report. */
var ZLiveClassImportData = z.object({ report: ZAttendanceReport });
/** Classes attended per enrolled student, of the batch's classes that have started. */
var ZLiveClassStudent = z.object({
	userId: z.string(),
	name: z.string(),
	email: z.string().nullable(),
	phone: z.string().nullable(),
	attended: z.number().int(),
	held: z.number().int()
});
var ZLiveClassStudentsData = z.object({ students: z.array(ZLiveClassStudent) });
export { ZLiveClassAttendanceData as a, ZLiveClassJoinData as c, ZLiveClassUpdateBody as d, liveClassTiming as f, ZCalendarFeedData as i, ZLiveClassListData as l, ZAdminLiveClass as n, ZLiveClassBody as o, ZAdminLiveClassListData as r, ZLiveClassImportData as s, LIVE_CLASS_MSG as t, ZLiveClassStudentsData as u };
