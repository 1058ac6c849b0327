import { bt as UPLOADED_FILE_PATH } from "../entry-server.js";
import { a as ZId, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { t as contactFields } from "./contact-fields-Dy-SsWz_.js";
import { n as ZUtm, r as ZUtmData } from "./utm.schema-U9ITuTOD.js";
import { z } from "zod";
// ../../packages/shared/src/webinars/webinar.schema.ts
/**
* Webinars (issue #6). A webinar is identified publicly by its webinarCode; a webinar user
* (a registrant) by phone within one webinar. Times are ISO strings (UTC), shown in IST.
*/
var WEBINAR_MSG = {
	unknownError: "Unknown error",
	codeRequired: "Webinar code is required",
	codeFormat: "Use 3 to 60 lowercase letters, digits and hyphens (for example react-hooks-101)",
	codeTaken: "Another webinar already uses this code",
	titleRequired: "Title is required",
	titleTooLong: "Title is at most 150 characters",
	startRequired: "Start time is required",
	durationRange: "Duration must be between 15 and 600 minutes",
	joinLinkInvalid: "Join link must be a valid http(s) URL",
	coverInvalid: "Cover image must be an uploaded image or an http(s) URL",
	capacityRange: "Capacity must be a whole number from 1 to 100000, or empty for no limit",
	capacityBelowRegistered: "Capacity cannot be lower than the people already registered",
	speakerNameRequired: "Speaker name is required",
	notFound: "Webinar not found",
	userNotFound: "Webinar user not found",
	created: "Webinar created successfully",
	updated: "Webinar updated successfully",
	deleted: "Webinar deleted successfully",
	userUpdated: "Webinar user updated successfully",
	nameRequired: "Name is required",
	nameTooLong: "Name is at most 100 characters",
	emailRequired: "Email is required",
	emailInvalid: "Enter a valid email",
	phoneRequired: "Phone number is required",
	phoneInvalid: "Please enter a valid 10-digit phone number",
	registered: "You are registered! We have e-mailed you the joining details.",
	alreadyRegistered: "You are already registered for this webinar with this phone number — the joining details are in your e-mail.",
	registrationClosed: "Registration for this webinar is closed.",
	webinarFull: "This webinar is full. Registration is closed.",
	webinarOver: "This webinar has already taken place.",
	subjectRequired: "Subject is required",
	subjectTooLong: "Subject is at most 200 characters",
	bodyRequired: "Message is required",
	bodyTooLong: "Message is at most 20000 characters",
	unknownPlaceholder: "Unknown placeholder {{name}}: use {name}, {webinarTitle}, {joinLink} or {startTime}",
	noRecipients: "No registrant matches this audience",
	emailsQueued: "E-mails queued",
	certificatesDisabled: "Certificates are turned off for this webinar",
	noAttendees: "No attendee is waiting for a certificate",
	certificatesQueued: "Certificates queued",
	certificateNotFound: "No certificate has this code. Check the code and try again.",
	importEmpty: "The file has no rows",
	importNoColumns: "The file needs an e-mail or phone column (for example \"User Email\" from Zoom or \"Email\" from Google Meet)",
	attendanceImported: "Attendance imported",
	searchRequired: "Type a phone, e-mail or name to search",
	hasCertificates: "Certificates were issued for this webinar; they stay verifiable after it is deleted."
};
/** Derived from the start time and duration at read time. */
var WEBINAR_STATUSES = [
	"upcoming",
	"live",
	"past"
];
var CERTIFICATE_STATUSES = [
	"not_sent",
	"in_progress",
	"sent",
	"failed"
];
var CERTIFICATE_STATUS_LABELS = {
	not_sent: "Not sent",
	in_progress: "In progress",
	sent: "Sent",
	failed: "Failed"
};
var EMAIL_AUDIENCES = [
	"all",
	"attended",
	"not_attended"
];
var EMAIL_AUDIENCE_LABELS = {
	all: "Everyone registered",
	attended: "Attended",
	not_attended: "Did not attend"
};
/** Placeholders a bulk e-mail's subject and body may use; anything else in braces is refused. */
var EMAIL_PLACEHOLDERS = [
	"name",
	"webinarTitle",
	"joinLink",
	"startTime"
];
/** Placeholders in braces that are not ours ({fullName}…), so a typo is caught before sending. */
function unknownPlaceholders(template) {
	const known = new Set(EMAIL_PLACEHOLDERS);
	const found = /* @__PURE__ */ new Set();
	for (const m of template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) if (!known.has(m[1])) found.add(m[1]);
	return [...found];
}
var WEBINAR_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;
var ZHttpUrl = z.string().trim().max(2e3).refine((v) => /^https?:\/\/[^\s]+$/i.test(v), WEBINAR_MSG.joinLinkInvalid);
var ZSpeaker = z.strictObject({
	name: z.string().trim().min(1, WEBINAR_MSG.speakerNameRequired).max(100),
	title: z.string().trim().max(150).default("")
});
var ZCoverImage = z.string().trim().max(2e3).refine((v) => v === "" || /^(https?:\/\/|\/uploads\/)[^\s]+$/i.test(v) || UPLOADED_FILE_PATH.test(v), WEBINAR_MSG.coverInvalid).nullable();
var ZCapacity = z.number({ error: WEBINAR_MSG.capacityRange }).int(WEBINAR_MSG.capacityRange).min(1, WEBINAR_MSG.capacityRange).max(1e5, WEBINAR_MSG.capacityRange).nullable();
var webinarFields = {
	webinarCode: z.string({ error: WEBINAR_MSG.codeRequired }).trim().toLowerCase().min(1, {
		error: WEBINAR_MSG.codeRequired,
		abort: true
	}).regex(WEBINAR_CODE_PATTERN, WEBINAR_MSG.codeFormat),
	title: z.string({ error: WEBINAR_MSG.titleRequired }).trim().min(1, WEBINAR_MSG.titleRequired).max(150, WEBINAR_MSG.titleTooLong),
	description: z.string().trim().max(5e3).default(""),
	speakers: z.array(ZSpeaker).max(10).default([]),
	startTime: z.iso.datetime({
		offset: true,
		error: WEBINAR_MSG.startRequired
	}),
	durationMinutes: z.coerce.number({ error: WEBINAR_MSG.durationRange }).int(WEBINAR_MSG.durationRange).min(15, WEBINAR_MSG.durationRange).max(600, WEBINAR_MSG.durationRange),
	joinLink: ZHttpUrl,
	/**
	* an uploaded image (POST /admin/uploads/thumbnail → /api/v1/files/{id}; /uploads/… also
	* accepted) or an http(s) URL; '' or null for none
	*/
	coverImage: ZCoverImage.default(null).transform((v) => v ? v : null),
	registrationOpen: z.boolean().default(true),
	/** null: no limit */
	capacity: ZCapacity.default(null),
	certificateEnabled: z.boolean().default(true),
	/** printed under the signature line of the certificate */
	certificateSignatory: z.string().trim().max(100).default(""),
	certificateSignatoryTitle: z.string().trim().max(100).default("")
};
/** POST /admin/webinars; the create and edit form. */
var ZWebinarBody = z.strictObject(webinarFields);
z.strictObject({
	webinarCode: webinarFields.webinarCode.optional(),
	title: webinarFields.title.optional(),
	description: z.string().trim().max(5e3).optional(),
	speakers: z.array(ZSpeaker).max(10).optional(),
	startTime: webinarFields.startTime.optional(),
	durationMinutes: webinarFields.durationMinutes.optional(),
	joinLink: ZHttpUrl.optional(),
	coverImage: ZCoverImage.transform((v) => v ? v : null).optional(),
	registrationOpen: z.boolean().optional(),
	capacity: ZCapacity.optional(),
	certificateEnabled: z.boolean().optional(),
	certificateSignatory: z.string().trim().max(100).optional(),
	certificateSignatoryTitle: z.string().trim().max(100).optional()
});
/** Counts per webinar: registrants, attendees, certificates. */
var ZWebinarCounts = z.object({
	registered: z.number().int(),
	attended: z.number().int(),
	certificatesSent: z.number().int(),
	certificatesFailed: z.number().int()
});
/** A webinar as staff see it (GET/POST/PUT /admin/webinars…) → data.webinar / data.webinars[] */
var ZWebinar = z.object({
	_id: z.string(),
	webinarCode: z.string(),
	title: z.string(),
	description: z.string(),
	speakers: z.array(z.object({
		name: z.string(),
		title: z.string()
	})),
	startTime: z.string(),
	durationMinutes: z.number().int(),
	endTime: z.string(),
	joinLink: z.string(),
	coverImage: z.string().nullable(),
	registrationOpen: z.boolean(),
	capacity: z.number().int().nullable(),
	certificateEnabled: z.boolean(),
	certificateSignatory: z.string(),
	certificateSignatoryTitle: z.string(),
	/** of the last certificate run: not_sent until one runs */
	certificateStatus: z.enum(CERTIFICATE_STATUSES),
	status: z.enum(WEBINAR_STATUSES),
	counts: ZWebinarCounts,
	createdAt: z.string(),
	updatedAt: z.string()
});
var ZWebinarData = z.object({ webinar: ZWebinar });
z.strictObject({
	search: z.string().trim().max(100).optional(),
	status: z.enum(WEBINAR_STATUSES).optional(),
	...listPageFields
});
var ZWebinarListData = z.object({
	webinars: z.array(ZWebinar),
	pagination: ZPagination
});
/** The public page (GET /webinars/{webinarCode}) → data.webinar; no join link (it is e-mailed). */
var ZPublicWebinar = z.object({
	webinarCode: z.string(),
	title: z.string(),
	description: z.string(),
	speakers: z.array(z.object({
		name: z.string(),
		title: z.string()
	})),
	startTime: z.string(),
	durationMinutes: z.number().int(),
	endTime: z.string(),
	coverImage: z.string().nullable(),
	status: z.enum(WEBINAR_STATUSES),
	/** registration is open, the webinar is not over and not full */
	acceptingRegistrations: z.boolean(),
	/** why not, in the words shown to the visitor; null while accepting */
	closedReason: z.string().nullable(),
	/** null when the webinar has no capacity */
	seatsLeft: z.number().int().nullable(),
	registeredCount: z.number().int(),
	certificateEnabled: z.boolean()
});
var ZPublicWebinarData = z.object({ webinar: ZPublicWebinar });
/** GET /webinars → data.webinars: upcoming and live published webinars, soonest first. */
var ZPublicWebinarListData = z.object({ webinars: z.array(ZPublicWebinar) });
/** The public registration form. A webinar user is identified by phone (+91, 10 digits). */
var ZWebinarRegisterForm = z.object({ ...contactFields(WEBINAR_MSG) });
ZWebinarRegisterForm.extend({ utm: ZUtm.optional() }).strict();
var ZWebinarRegistration = z.object({
	webinarCode: z.string(),
	name: z.string(),
	email: z.string(),
	phone: z.string(),
	createdAt: z.string()
});
var ZWebinarRegistrationData = z.object({ registration: ZWebinarRegistration });
/** A registrant as staff see it (students list, search, PUT /admin/webinars/users/{id}). */
var ZWebinarUser = z.object({
	_id: z.string(),
	webinarId: z.string(),
	name: z.string(),
	email: z.string(),
	phone: z.string(),
	attended: z.boolean(),
	/** minutes in the session, from an attendance import */
	attendedMinutes: z.number().int().nullable(),
	certificateStatus: z.enum(CERTIFICATE_STATUSES),
	certificateCode: z.string().nullable(),
	certificateError: z.string().nullable(),
	/** the platform account with this phone, if any */
	userId: z.string().nullable(),
	utm: ZUtmData.nullable(),
	createdAt: z.string(),
	updatedAt: z.string()
});
var ZWebinarUserData = z.object({ webinarUser: ZWebinarUser });
z.strictObject({
	search: z.string().trim().max(100).optional(),
	attended: z.enum(["true", "false"]).optional(),
	certificateStatus: z.enum(CERTIFICATE_STATUSES).optional(),
	...listPageFields
});
var ZWebinarStudentsData = z.object({
	students: z.array(ZWebinarUser),
	pagination: ZPagination
});
/** PUT /admin/webinars/users/{id}: attendance and corrections of name and e-mail. */
var ZWebinarUserUpdateBody = z.strictObject({
	name: ZWebinarRegisterForm.shape.name.optional(),
	email: ZWebinarRegisterForm.shape.email.optional(),
	attended: z.boolean().optional()
});
z.strictObject({
	search: z.string({ error: WEBINAR_MSG.searchRequired }).trim().min(1, WEBINAR_MSG.searchRequired).max(100),
	...listPageFields
});
var ZWebinarUserHit = ZWebinarUser.extend({
	webinarCode: z.string(),
	webinarTitle: z.string(),
	webinarStartTime: z.string()
});
var ZWebinarUserSearchData = z.object({
	webinarUsers: z.array(ZWebinarUserHit),
	pagination: ZPagination
});
/** POST /admin/webinars/{id}/attendance/import (text/csv body) → data.report */
/** The largest attendance file taken (a meeting tool's participants export is far smaller). */
var ATTENDANCE_MAX_BYTES = 2097152;
var ATTENDANCE_TOO_LARGE = "The file is larger than 2 MB; export only the participants list";
var ZAttendanceReport = z.object({
	rows: z.number().int(),
	/** registrants newly marked attended */
	marked: z.number().int(),
	/** rows of registrants who were already marked */
	alreadyMarked: z.number().int(),
	unmatched: z.array(z.object({
		row: z.number().int(),
		name: z.string(),
		email: z.string(),
		phone: z.string()
	}))
});
var ZAttendanceReportData = z.object({ report: ZAttendanceReport });
var emailFields = {
	subject: z.string({ error: WEBINAR_MSG.subjectRequired }).trim().min(1, WEBINAR_MSG.subjectRequired).max(200, WEBINAR_MSG.subjectTooLong),
	body: z.string({ error: WEBINAR_MSG.bodyRequired }).trim().min(1, WEBINAR_MSG.bodyRequired).max(2e4, WEBINAR_MSG.bodyTooLong),
	audience: z.enum(EMAIL_AUDIENCES).default("all")
};
function refinePlaceholders(v, ctx) {
	for (const field of ["subject", "body"]) {
		const bad = unknownPlaceholders(v[field])[0];
		if (bad) ctx.addIssue({
			code: "custom",
			path: [field],
			message: WEBINAR_MSG.unknownPlaceholder.replace("{name}", bad)
		});
	}
}
/** POST /admin/webinars/{id}/send-emails → 202 data.campaign (the composer form, too) */
var ZSendEmailsBody = z.strictObject(emailFields).superRefine(refinePlaceholders);
z.strictObject({
	...emailFields,
	webinarUserId: ZId.optional()
}).superRefine(refinePlaceholders);
var ZEmailPreview = z.object({
	to: z.string(),
	name: z.string(),
	subject: z.string(),
	body: z.string(),
	recipientCount: z.number().int()
});
var ZEmailPreviewData = z.object({ preview: ZEmailPreview });
z.strictObject({ 
/** also re-send to attendees who already got one (same code) or whose sending failed */
resend: z.boolean().default(false) });
/** A bulk e-mail or certificate run with its live counts (queued = not yet sent or failed). */
var ZCampaign = z.object({
	_id: z.string(),
	webinarId: z.string(),
	kind: z.enum(["email", "certificates"]),
	subject: z.string(),
	audience: z.enum(EMAIL_AUDIENCES),
	status: z.enum([
		"queued",
		"sending",
		"done"
	]),
	total: z.number().int(),
	queued: z.number().int(),
	sent: z.number().int(),
	failed: z.number().int(),
	createdBy: z.string().nullable(),
	createdAt: z.string(),
	finishedAt: z.string().nullable()
});
var ZCampaignData = z.object({ campaign: ZCampaign });
/** GET /admin/webinars/{id}/campaigns → data.campaigns (newest first) */
var ZCampaignListData = z.object({ campaigns: z.array(ZCampaign) });
/** GET /certificates/{code} → data.certificate (public verification) */
var ZCertificate = z.object({
	code: z.string(),
	/** webinar: of participation; course: of completion (issue 17) */
	kind: z.enum(["webinar", "course"]),
	name: z.string(),
	/** the webinar's or the course's title */
	webinarTitle: z.string(),
	/** the webinar's day, or the day the course was completed */
	webinarDate: z.string(),
	issuedAt: z.string(),
	/** GET /certificates/{code}/pdf */
	pdfUrl: z.string()
});
var ZCertificateData = z.object({ certificate: ZCertificate });
/** Verification codes: 12 characters of an unambiguous alphabet, shown as XXXX-XXXX-XXXX. */
var CERTIFICATE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
/** upcoming before the start, live until start + duration, past after. */
function webinarStatusAt(startTime, durationMinutes, now = /* @__PURE__ */ new Date()) {
	const start = new Date(startTime).getTime();
	const t = now.getTime();
	if (t < start) return "upcoming";
	return t < start + durationMinutes * 6e4 ? "live" : "past";
}
export { ZWebinarRegisterForm as C, ZWebinarUserSearchData as D, ZWebinarUserData as E, ZWebinarUserUpdateBody as O, ZWebinarListData as S, ZWebinarStudentsData as T, ZPublicWebinarData as _, CERTIFICATE_STATUS_LABELS as a, ZWebinarBody as b, EMAIL_PLACEHOLDERS as c, ZAttendanceReport as d, ZAttendanceReportData as f, ZEmailPreviewData as g, ZCertificateData as h, CERTIFICATE_STATUSES as i, webinarStatusAt as k, WEBINAR_MSG as l, ZCampaignListData as m, ATTENDANCE_TOO_LARGE as n, EMAIL_AUDIENCES as o, ZCampaignData as p, CERTIFICATE_CODE_PATTERN as r, EMAIL_AUDIENCE_LABELS as s, ATTENDANCE_MAX_BYTES as t, WEBINAR_STATUSES as u, ZPublicWebinarListData as v, ZWebinarRegistrationData as w, ZWebinarData as x, ZSendEmailsBody as y };
