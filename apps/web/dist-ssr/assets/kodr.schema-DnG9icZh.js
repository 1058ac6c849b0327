import { l as istToday } from "./batch.schema-C1fQK6d_.js";
import { r as formatDateLong } from "./format-DGa3zFAK.js";
import { a as ZId, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { Mt as repeated, jt as ZDateOnly } from "../entry-server.js";
import { n as ZUtm, r as ZUtmData } from "./utm.schema-U9ITuTOD.js";
import { z } from "zod";
// ../../packages/shared/src/leads/kodr.schema.ts
var CALL_STATUSES = ["picked", "notpicked"];
var REGISTRATION_STATUSES = [
	"onhold",
	"inactive",
	"pending"
];
var PAYMENT_STATUSES = ["paid", "pending"];
var EXPERIENCE_LEVELS = [
	"beginner",
	"intermediate",
	"advanced"
];
var CALL_STATUS_LABELS = {
	picked: "Picked",
	notpicked: "Not picked"
};
var REGISTRATION_STATUS_LABELS = {
	onhold: "On hold",
	inactive: "Inactive",
	pending: "Pending"
};
var PAYMENT_STATUS_LABELS = {
	paid: "Paid",
	pending: "Pending"
};
var EXPERIENCE_LABELS = {
	beginner: "Beginner",
	intermediate: "Intermediate",
	advanced: "Advanced"
};
/** Choices offered in the landing form's education field (ours; the server accepts any text). */
var EDUCATION_OPTIONS = [
	"B.Tech / B.E.",
	"BCA / MCA",
	"B.Sc / M.Sc",
	"B.Com / BBA",
	"Diploma",
	"12th pass",
	"Other"
];
var KODR_MSG = {
	fullNameRequired: "Full Name is required",
	emailRequired: "Email is required",
	emailInvalid: "Enter a valid email",
	contactRequired: "Contact number is required",
	contactInvalid: "Enter a valid phone",
	educationRequired: "Education is required",
	dobRequired: "Date of birth is required",
	tncRequired: "Please accept Terms & Conditions",
	submitted: "Submitted! We’ll reach out soon.",
	dobInvalid: "Enter a valid date of birth",
	duplicateEmail: "You have already registered for this cohort with this email.",
	duplicateContact: "You have already registered for this cohort with this contact number.",
	seatsFull: "All seats for this cohort are taken. Registrations are closed.",
	registrationClosed: "Registrations for this cohort are closed.",
	cohortStarted: "This cohort has already started, so registrations are closed. Request a callback and we will tell you when the next one opens.",
	startDateRequired: "Set the start date",
	fetchFailed: "Failed to fetch kodr registrations",
	updateFailed: "Failed to update registration status",
	updated: "Registration updated",
	notFound: "Registration not found",
	onePatchField: "Send exactly one of callStatus, status or paymentStatus",
	cohortSaved: "Cohort details saved"
};
/** Digits that identify a contact number for duplicate checks: +91 98765-43210 → 9876543210. */
function normalizeContact(contact) {
	const digits = contact.replace(/\D/g, "");
	if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
	if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
	return digits;
}
var requiredText = (message, max, tooLong) => z.string({ error: message }).trim().min(1, {
	error: message,
	abort: true
}).max(max, tooLong);
/** Landing registration form (product.md §5): checked on submit and again by the server. */
var ZKodrRegistrationForm = z.object({
	fullName: requiredText(KODR_MSG.fullNameRequired, 100, "Full Name is at most 100 characters"),
	email: z.string({ error: KODR_MSG.emailRequired }).trim().min(1, {
		error: KODR_MSG.emailRequired,
		abort: true
	}).max(254, KODR_MSG.emailInvalid).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, KODR_MSG.emailInvalid).transform((e) => e.toLowerCase()),
	contact: z.string({ error: KODR_MSG.contactRequired }).trim().min(1, {
		error: KODR_MSG.contactRequired,
		abort: true
	}).regex(/^[\d+\-\s()]{7,15}$/, KODR_MSG.contactInvalid),
	education: requiredText(KODR_MSG.educationRequired, 100, "Education is at most 100 characters"),
	experience: z.enum(EXPERIENCE_LEVELS, { error: "Choose beginner, intermediate or advanced" }).default("beginner"),
	dob: z.string({ error: KODR_MSG.dobRequired }).trim().min(1, {
		error: KODR_MSG.dobRequired,
		abort: true
	}).pipe(ZDateOnly.refine(isPlausibleDob, KODR_MSG.dobInvalid)),
	tnc: z.literal(true, { error: KODR_MSG.tncRequired })
});
/** A date of birth in the past, after 1900. */
function isPlausibleDob(date) {
	const time = Date.parse(`${date}T00:00:00Z`);
	return time > Date.parse("1900-01-01T00:00:00Z") && time < Date.now();
}
z.strictObject({
	...ZKodrRegistrationForm.shape,
	utm: ZUtm.optional()
});
var ZKodrRegistration = z.object({
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
	updatedAt: z.string()
});
var ZKodrRegistrationData = z.object({ kodrRegistration: ZKodrRegistration });
/** POST /kodr/registrations: the new entry's id and time, and the seats left after it. */
var ZKodrRegisteredData = z.object({
	kodrRegistration: z.object({
		_id: z.string(),
		createdAt: z.string()
	}),
	seatsLeft: z.number().int()
});
z.strictObject({
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
	...listPageFields
});
var ZKodrListData = z.object({
	kodrRegistrations: z.array(ZKodrRegistration),
	pagination: ZPagination,
	/** true when a search matched more than KODR_SEARCH_RESULT_CAP rows (totalItems is the cap). */
	isTotalCapped: z.boolean().optional()
});
z.strictObject({
	callStatus: z.enum(CALL_STATUSES).optional(),
	status: z.enum(REGISTRATION_STATUSES).optional(),
	paymentStatus: z.enum(PAYMENT_STATUSES).optional()
}).refine((b) => Object.values(b).filter((v) => v !== void 0).length === 1, KODR_MSG.onePatchField);
z.strictObject({ id: ZId });
var ZSyllabusPhase = z.strictObject({
	title: z.string().trim().min(1, "Phase title is required").max(120),
	topics: z.array(z.string().trim().min(1, "Topics cannot be empty").max(200)).min(1, "Add at least one topic").max(30)
});
var ZSlogan = z.strictObject({
	title: z.string().trim().min(1, "Slogan title is required").max(120),
	text: z.string().trim().max(400).default("")
});
var ZSchedule = z.strictObject({
	days: z.string().trim().min(1, "Days are required").max(80),
	hours: z.string().trim().min(1, "Hours are required").max(80),
	note: z.string().trim().max(160).default("")
});
/** PUT /admin/kodr/cohort: what staff can change on the landing page. */
var ZKodrCohortUpdate = z.strictObject({
	title: z.string().trim().min(1, "Title is required").max(120),
	tagline: z.string().trim().max(300).default(""),
	/**
	* The cohort's first day (a day in India). The page shows it as 'Starts on: 3 November 2025'
	* and registration closes once it has passed. Omitted: the saved date stays (older clients).
	* null: no date; startDateText is then shown as written.
	*/
	startDate: ZDateOnly.nullable().optional(),
	/** Derived from startDate when there is one (whatever is sent); kept for cohorts without one. */
	startDateText: z.string().trim().max(80).optional(),
	baseFee: z.coerce.number().int("Fee must be whole rupees").min(0).max(1e7),
	gstPercent: z.coerce.number().min(0).max(28),
	capacity: z.coerce.number().int("Capacity must be a whole number").min(0).max(1e5),
	schedule: ZSchedule,
	syllabus: z.array(ZSyllabusPhase).min(1, "Add at least one phase").max(12),
	slogans: z.array(ZSlogan).max(12).default([]),
	posterUrl: z.string().trim().max(500).default(""),
	/**
	* The catalogue course this cohort is sold through: a paid or approved payment for it marks
	* the payer's registration in this cohort paid. null: not sold online.
	*/
	courseId: z.string().regex(/^[0-9a-f]{24}$/, "Choose a course from the list").nullable().default(null)
});
var ZKodrCohort = ZKodrCohortUpdate.extend({
	_id: z.string(),
	startDate: z.string().nullable(),
	startDateText: z.string(),
	/** The start date has passed (India time): the form is closed, the callback offered. */
	hasStarted: z.boolean(),
	/** Rupees, GST included: baseFee + gstPercent %, rounded (69999 + 18 % = 82599). */
	fee: z.number(),
	registeredCount: z.number().int(),
	seatsLeft: z.number().int(),
	updatedAt: z.string()
});
var ZKodrCohortData = z.object({ cohort: ZKodrCohort });
function feeWithGst(baseFee, gstPercent) {
	return Math.round(baseFee * (1 + gstPercent / 100));
}
/** The landing page's start line for a start date: 2025-11-03 → 'Starts on: 3 November 2025'. */
function cohortStartText(startDate) {
	return `Starts on: ${formatDateLong(startDate)}`;
}
/** Lead time a new cohort gives: people need weeks to arrange leave, fees and travel. */
var NEXT_COHORT_MIN_DAYS = 21;
/** The next cohort's first day: the first Monday at least three weeks after today (India). */
function nextCohortStartDate(now = /* @__PURE__ */ new Date()) {
	const day = /* @__PURE__ */ new Date(`${istToday(now)}T00:00:00Z`);
	day.setUTCDate(day.getUTCDate() + NEXT_COHORT_MIN_DAYS);
	day.setUTCDate(day.getUTCDate() + (8 - day.getUTCDay()) % 7);
	return day.toISOString().slice(0, 10);
}
/** A new install's cohort: the spec's 3.0 batch (product.md §1, calls.md §9), starting next. */
function defaultKodrCohort(now = /* @__PURE__ */ new Date()) {
	const startDate = nextCohortStartDate(now);
	return {
		...KODR_COHORT_CONTENT,
		startDate,
		startDateText: cohortStartText(startDate)
	};
}
var KODR_COHORT_CONTENT = {
	title: "Kodr 3.0 — 100-Day In-House Coding Bootcamp",
	tagline: "Go from fundamentals to shipping production MERN + AI apps in 100 days of in-person, mentor-led coding.",
	baseFee: 69999,
	gstPercent: 18,
	capacity: 60,
	schedule: {
		days: "Monday to Saturday",
		hours: "10:00 AM to 2:00 PM",
		note: "4 hours of non-stop coding daily"
	},
	syllabus: [
		{
			title: "Phase 1: Full MERN Stack Mastery",
			topics: [
				"Modern JavaScript and TypeScript",
				"React with hooks, routing and state management",
				"Node.js and Express REST APIs",
				"MongoDB data modelling and aggregation",
				"Authentication, sessions and security basics"
			]
		},
		{
			title: "Phase 2: AI Integration",
			topics: [
				"Calling LLM APIs from a backend",
				"Prompt design and structured output",
				"Embeddings, vector search and RAG",
				"Building AI features into a MERN app"
			]
		},
		{
			title: "Phase 3: Deployment and DevOps",
			topics: [
				"Git workflows and code review",
				"Linux, Nginx and process managers",
				"Docker images and CI/CD pipelines",
				"Cloud deployment, logs and monitoring"
			]
		},
		{
			title: "Phase 4: Debugging and Self-Reliance",
			topics: [
				"Reading stack traces and using the debugger",
				"Finding answers in documentation and source code",
				"Writing tests that catch regressions",
				"Performance profiling and fixing bottlenecks"
			]
		},
		{
			title: "Phase 5: Project",
			topics: [
				"Plan and design a real product with a team",
				"Build it end to end over four weeks",
				"Deploy it and present a live demo",
				"Portfolio, resume and interview preparation"
			]
		}
	],
	slogans: [
		{
			title: "Code every single day",
			text: "Four focused hours, six days a week, in a room full of builders."
		},
		{
			title: "Learn by shipping",
			text: "Every phase ends with something deployed that you can show."
		},
		{
			title: "Mentors beside you",
			text: "Stuck? A mentor is a desk away, not a ticket queue away."
		}
	],
	posterUrl: "/images/kodr-poster.svg",
	courseId: null
};
defaultKodrCohort();
export { cohortStartText as _, EXPERIENCE_LEVELS as a, PAYMENT_STATUS_LABELS as c, ZKodrCohortData as d, ZKodrCohortUpdate as f, ZKodrRegistrationForm as g, ZKodrRegistrationData as h, EXPERIENCE_LABELS as i, REGISTRATION_STATUSES as l, ZKodrRegisteredData as m, CALL_STATUS_LABELS as n, KODR_MSG as o, ZKodrListData as p, EDUCATION_OPTIONS as r, PAYMENT_STATUSES as s, CALL_STATUSES as t, REGISTRATION_STATUS_LABELS as u, feeWithGst as v, normalizeContact as y };
