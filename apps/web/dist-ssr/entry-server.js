import "./assets/zod-Dbs6agV4.js";
import { t as Spinner } from "./assets/spinner-DhTRGU5g.js";
import { a as adminLandingPath, d as isStaffRole, m as roleHomePath, n as ROLES, o as adminPageRefusedMessage, r as ROLE_LABELS, s as canAccessAdminPath } from "./assets/roles-pGSoVmPl.js";
import { a as getErrorMessage, i as ApiError, n as publicApi, r as configureApiClient, s as MSG } from "./assets/api-client-CyCTgC69.js";
import { a as ZId, i as ID_PATTERN, n as ZPagination, r as listPageFields, t as ZNoData } from "./assets/http-DRLmBayV.js";
import { _ as TOAST_DURATION_MS, c as LENIS, t as plural } from "./assets/plural-DYc3P-kI.js";
import { c as utmFromSearch, n as ZUtm, r as ZUtmData } from "./assets/utm.schema-U9ITuTOD.js";
import { z } from "zod";
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { Link, NavLink, Navigate, Outlet, StaticRouterProvider, createBrowserRouter, createStaticHandler, createStaticRouter, useLocation, useNavigate, useNavigation, useRouteError } from "react-router";
import { clsx } from "clsx";
import { ArrowLeft, ArrowRight, Brain, BriefcaseBusiness, CalendarClock, ChartNoAxesColumnIncreasing, ChevronDown, ChevronRight, Clock, CodeXml, Compass, FileQuestion, GraduationCap, Laptop, LayoutDashboard, LogOut, Menu, MessagesSquare, PhoneCall, Quote, RefreshCw, Rocket, RotateCcw, ShieldAlert, ShieldCheck, TriangleAlert, Trophy, UserRound, Users, X } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { create } from "zustand";
import * as Accordion from "@radix-ui/react-accordion";
import Lenis from "lenis";
import { toast } from "sonner";
import { createJSONStorage, persist } from "zustand/middleware";
// src/components/ui/wait-state.tsx
var SIZES = {
	/** A whole screen, e.g. while the admin session is restored. */
	screen: {
		box: "min-h-dvh flex-1 gap-4 bg-slate-50",
		spinner: "size-8",
		text: "text-base"
	},
	/** A content area inside a layout's <main>. */
	area: {
		box: "min-h-[50vh] gap-3",
		spinner: "size-7",
		text: "text-sm"
	}
};
/** A centred spinner over its read-out message. */
function WaitState({ message, size, as: Box = "div" }) {
	const s = SIZES[size];
	return /* @__PURE__ */ jsxs(Box, {
		className: clsx("flex flex-col items-center justify-center px-6", s.box),
		children: [/* @__PURE__ */ jsx(Spinner, { className: clsx(s.spinner, "text-brand-700") }), /* @__PURE__ */ jsx("p", {
			role: "status",
			"aria-live": "polite",
			className: clsx(s.text, "font-medium text-slate-700"),
			children: message
		})]
	});
}
// src/components/ui/full-screen-status.tsx
/** A calm centred wait state, e.g. while the admin session is restored. */
function FullScreenStatus({ message }) {
	return /* @__PURE__ */ jsx(WaitState, {
		as: "main",
		size: "screen",
		message
	});
}
// src/components/ui/button-styles.ts
var base = "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 select-none whitespace-nowrap";
var variants = {
	primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800",
	secondary: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50",
	ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
	subtle: "bg-brand-50 text-brand-800 hover:bg-brand-100",
	danger: "text-red-700 hover:bg-red-50",
	inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50 active:bg-brand-100",
	"outline-inverse": "border border-white/40 text-white hover:bg-white/10"
};
var sizes = {
	sm: "h-9 px-3 text-sm",
	md: "h-11 px-4 text-sm",
	lg: "h-12 px-6 text-base"
};
/** Shared by <Button> and by links that must look like buttons. */
function buttonStyles({ variant = "primary", size = "md", fullWidth = false, className } = {}) {
	return clsx(base, variants[variant], sizes[size], fullWidth && "w-full", className);
}
// src/components/ui/button.tsx
function Button({ variant, size, fullWidth, isLoading = false, loadingText, className, disabled, children, icon: Icon, type = "button", ...rest }) {
	return /* @__PURE__ */ jsxs("button", {
		type,
		className: buttonStyles({
			variant,
			size,
			fullWidth,
			className
		}),
		disabled: disabled || isLoading,
		"aria-busy": isLoading || void 0,
		...rest,
		children: [isLoading && /* @__PURE__ */ jsx(Spinner, { className: "size-4" }), isLoading && loadingText ? loadingText : /* @__PURE__ */ jsxs(Fragment, { children: [Icon && /* @__PURE__ */ jsx(Icon, {
			className: "size-4",
			"aria-hidden": "true"
		}), children] })]
	});
}
// src/components/ui/status-panel.tsx
/** The designed "something is not here" panel used by 404, 403 and error screens. */
function StatusPanel({ icon: Icon, code, title, description, actions, tone = "brand", className }) {
	const titleId = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": titleId,
		className: clsx("mx-auto flex max-w-lg flex-col items-center text-center", className),
		children: [
			/* @__PURE__ */ jsx("span", {
				className: clsx("mb-6 grid size-16 place-items-center rounded-2xl ring-8", tone === "danger" ? "bg-red-50 text-red-700 ring-red-50/50" : "bg-brand-50 text-brand-700 ring-brand-50/50"),
				children: /* @__PURE__ */ jsx(Icon, {
					className: "size-8",
					"aria-hidden": "true"
				})
			}),
			code && /* @__PURE__ */ jsx("p", {
				className: "mb-2 font-mono text-sm font-semibold tracking-widest text-slate-600 uppercase",
				children: code
			}),
			/* @__PURE__ */ jsx("h1", {
				id: titleId,
				className: "text-3xl font-extrabold tracking-tight text-slate-900",
				children: title
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-3 text-base leading-relaxed text-slate-600",
				children: description
			}),
			actions && /* @__PURE__ */ jsx("div", {
				className: "mt-8 flex flex-wrap justify-center gap-3",
				children: actions
			})
		]
	});
}
/** A StatusPanel in a dashed box, standing where a list would be (no courses, no batches). */
function EmptyListPanel({ testId, boxClassName, ...panel }) {
	return /* @__PURE__ */ jsx("div", {
		"data-testid": testId,
		className: clsx("rounded-2xl border border-dashed border-slate-300 bg-white px-6", boxClassName),
		children: /* @__PURE__ */ jsx(StatusPanel, { ...panel })
	});
}
// src/features/errors/pages/not-found-page.tsx
/** The router keeps a history index; 0 means this tab has no earlier page of ours. */
var canGoBack = () => (window.history.state?.idx ?? 0) > 0;
function NotFoundPage() {
	const navigate = useNavigate();
	return /* @__PURE__ */ jsx("div", {
		className: "container-page flex min-h-[60vh] items-center justify-center py-20",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: Compass,
			code: "Error 404",
			title: "Page not found",
			description: "The page you are looking for does not exist or has moved. Check the address, or head back to familiar ground.",
			actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
				to: "/",
				className: buttonStyles(),
				children: "Go to home"
			}), canGoBack() && /* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				onClick: () => void navigate(-1),
				children: "Go back"
			})] })
		})
	});
}
// ../../packages/shared/src/auth/auth.schema.ts
/** A 10-digit Indian mobile number: the field a person types. */
var ZPhoneNumber = z.string({ error: MSG.phoneRequired }).trim().min(1, {
	error: MSG.phoneRequired,
	abort: true
}).regex(/^\d{10}$/, {
	error: MSG.phoneInvalid,
	abort: true
}).regex(/^[6-9]/, MSG.indianMobile);
/** Country code is forced to +91; other countries are verified by support. */
var ZPhone = z.strictObject({
	code: z.string().trim().default("+91").refine((code) => code === "+91" || code === "91", MSG.otherCountry).transform(() => "+91"),
	number: ZPhoneNumber
});
var ZOtp = z.string({ error: MSG.otpIncomplete }).regex(new RegExp(`^\\d{4}$`), MSG.otpIncomplete);
var ZEmail = z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(254, "Enter a valid email").regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Enter a valid email").transform((email) => email.toLowerCase());
var ZOptionalEmail = z.union([z.literal(""), ZEmail]).optional();
z.strictObject({
	phone: ZPhone,
	email: ZOptionalEmail,
	/** Set when a signed-in user with isActive false verifies a phone. */
	userId: ZId.optional(),
	/** 'register' lets the server check the number is free before it sends a code. */
	purpose: z.enum([
		"login",
		"register",
		"verify"
	]).optional()
});
z.strictObject({
	phone: ZPhone,
	otp: ZOtp,
	email: ZOptionalEmail,
	userId: ZId.optional()
});
var ZNamePart = z.string().trim().max(50, "Name is too long");
var ZName = z.strictObject({
	firstName: ZNamePart.min(1, "Full Name is required"),
	lastName: ZNamePart.default("")
});
/** "Registration splits the full name into first and last name." */
function splitFullName(fullName) {
	const [firstName = "", ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
	return {
		firstName,
		lastName: rest.join(" ")
	};
}
/** The sign-up form as a person fills it in (the web validates this, then splits the name). */
var ZRegisterForm = z.object({
	fullName: z.string({ error: "Full Name is required" }).trim().min(1, "Full Name is required").max(100, "Name is too long"),
	email: ZEmail,
	phone: ZPhoneNumber
});
z.strictObject({
	name: ZName,
	phone: ZPhone,
	otp: ZOtp,
	email: ZEmail,
	utm: ZUtm.optional()
});
z.strictObject({
	code: z.string().min(1, "Authorization code is required").max(2048),
	redirectUri: z.string().url().max(500).optional()
});
var ZUser = z.object({
	_id: z.string(),
	userId: z.string(),
	name: z.object({
		firstName: z.string(),
		lastName: z.string()
	}),
	email: z.string().nullable(),
	phone: z.object({
		code: z.string(),
		number: z.string()
	}).nullable(),
	role: z.enum(ROLES),
	isActive: z.boolean(),
	createdAt: z.string(),
	updatedAt: z.string()
});
var ZUserData = z.object({ user: ZUser });
z.object({ accessToken: z.string() });
var ZGoogleData = z.object({
	user: ZUser,
	token: z.string()
});
/** POST /users/send-otp: seconds until a resend is allowed and until the code expires. */
var ZSendOtpData = z.object({
	resendAfter: z.number(),
	expiresIn: z.number()
});
/** Display name for greetings: "Asha Rao". */
function fullNameOf(user) {
	return [user.name.firstName, user.name.lastName].filter(Boolean).join(" ");
}
// ../../packages/shared/src/dates/days.ts
/** A calendar day ('YYYY-MM-DD') moved by whole days (UTC arithmetic: no time zone shifts it). */
function addDaysToDay(day, days) {
	const d = /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
	d.setUTCDate(d.getUTCDate() + days);
	return d.toISOString().slice(0, 10);
}
// ../../packages/shared/src/embeds.ts
var YOUTUBE_ID = /^[\w-]{6,20}$/;
var VIMEO_ID = /^\d{1,12}$/;
var youtubeEmbed = (id) => id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
var VIMEO_HASH = /^[0-9a-f]{6,20}$/;
function vimeoEmbed(id, hash) {
	if (!id || !VIMEO_ID.test(id)) return null;
	const player = `https://player.vimeo.com/video/${id}`;
	return hash && VIMEO_HASH.test(hash) ? `${player}?h=${hash}` : player;
}
var EMBED_PROVIDERS = [{
	name: "YouTube",
	hosts: [
		"youtube.com",
		"youtu.be",
		"youtube-nocookie.com"
	],
	frameOrigins: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
	toEmbed(url, host) {
		const [, first, second] = url.pathname.split("/");
		if (host === "youtu.be") return youtubeEmbed(first);
		if (first === "watch") return youtubeEmbed(url.searchParams.get("v"));
		if (first === "embed" || first === "shorts" || first === "live" || first === "v") return youtubeEmbed(second);
		return null;
	}
}, {
	name: "Vimeo",
	hosts: ["vimeo.com", "player.vimeo.com"],
	frameOrigins: ["https://player.vimeo.com"],
	toEmbed(url, host) {
		const parts = url.pathname.split("/").filter(Boolean);
		if (host === "player.vimeo.com") return parts[0] === "video" ? vimeoEmbed(parts[1], url.searchParams.get("h")) : null;
		const last = parts.at(-1);
		const beforeLast = parts.at(-2);
		if (last && VIMEO_ID.test(last)) return vimeoEmbed(last);
		if (last && beforeLast && VIMEO_ID.test(beforeLast) && VIMEO_HASH.test(last)) return vimeoEmbed(beforeLast, last);
		return null;
	}
}];
[...new Set(EMBED_PROVIDERS.flatMap((p) => p.frameOrigins))];
/**
* A pasted video link as the URL an <iframe> shows: YouTube watch, youtu.be, /shorts/, /live/
* and /embed/ links and Vimeo pages become their players (YouTube's privacy-enhanced
* youtube-nocookie.com one). Anything else (an .mp4, a Drive link, javascript:) returns null and
* is offered as a plain link instead.
*/
function videoEmbedUrl(raw) {
	if (!raw) return null;
	let url;
	try {
		url = new URL(raw.trim());
	} catch {
		return null;
	}
	if (url.protocol !== "https:" && url.protocol !== "http:") return null;
	const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
	const provider = EMBED_PROVIDERS.find((p) => p.hosts.includes(host));
	return provider ? provider.toEmbed(url, host) : null;
}
/** The provider whose player an embed URL loads, by its origin (null: none we offer). */
function embedProviderOf(embedUrl) {
	let origin;
	try {
		origin = new URL(embedUrl).origin;
	} catch {
		return null;
	}
	return EMBED_PROVIDERS.find((p) => p.frameOrigins.includes(origin)) ?? null;
}
// ../../packages/shared/src/leads/dates.ts
var ZDateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date in the form YYYY-MM-DD").refine((d) => {
	const time = Date.parse(`${d}T00:00:00Z`);
	return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
}, "Enter a valid date");
/** A query value that may be repeated (?status=a&status=b) or given once: always an array. */
function repeated(item) {
	return z.preprocess((v) => v === void 0 || v === "" ? void 0 : Array.isArray(v) ? v : [v], z.array(item).max(20).optional());
}
// ../../packages/shared/src/leads/callback.schema.ts
var ENQUIRY_TYPES = ["online", "offline"];
var ENQUIRY_LABELS = {
	online: "Online course",
	offline: "Offline (in-house) programme"
};
/** Staff follow-up of a callback request (ours: the issue names these four). */
var FOLLOW_UP_STATUSES = [
	"new",
	"contacted",
	"converted",
	"closed"
];
var FOLLOW_UP_LABELS = {
	new: "New",
	contacted: "Contacted",
	converted: "Converted",
	closed: "Closed"
};
var CALLBACK_MSG = {
	fullName: "Please enter your full name (First and Last Name)",
	nameMin: "Enter Your Full Name",
	nameMax: "Name Should not be more than 30 characters",
	mobile: "Please enter a valid 10-digit mobile number",
	enquiryType: "Please select an enquiry type",
	notesRequired: "Notes are required",
	phoneWithCode: "Please enter a valid phone number with country code.",
	networkError: "Network error. Please check your internet connection and try again.",
	timeout: "Request timed out. Please try again later.",
	serverError: "Server error. Our team has been notified and is working on it.",
	otherError: "Failed to create callback request. Please try again later.",
	success: "Your callback request has been submitted successfully. Our team will contact you within 24 hours.",
	updated: "Callback request updated",
	notFound: "Callback request not found",
	onePatchField: "Send at least one of followUpStatus, staffNotes or assignedToId",
	assigneeInvalid: "The assigned staff member must be an active staff user who can see callbacks."
};
var ZCallbackName = z.string({ error: CALLBACK_MSG.nameMin }).trim().min(2, {
	error: CALLBACK_MSG.nameMin,
	abort: true
}).max(30, {
	error: CALLBACK_MSG.nameMax,
	abort: true
}).regex(/^\p{L}{2,}(?:\s+\p{L}{2,})+$/u, CALLBACK_MSG.fullName);
var ZEnquiryFor = z.enum(ENQUIRY_TYPES, { error: CALLBACK_MSG.enquiryType });
var ZNotes = z.string().trim().max(500, "Notes are at most 500 characters").default("");
/** The popup's form as a visitor fills it in (product.md §5 Callback form). */
var ZCallbackForm = z.object({
	name: ZCallbackName,
	mobile: z.string({ error: CALLBACK_MSG.mobile }).trim().regex(/^[6-9]\d{9}$/, CALLBACK_MSG.mobile),
	enquiryFor: ZEnquiryFor,
	notes: ZNotes,
	courseId: ZId.optional()
}).superRefine(requireNotesWithoutCourse);
function requireNotesWithoutCourse(value, ctx) {
	if (!value.courseId && !value.notes) ctx.addIssue({
		code: "custom",
		path: ["notes"],
		message: CALLBACK_MSG.notesRequired
	});
}
z.strictObject({
	name: ZCallbackName,
	contact: z.strictObject({
		code: z.string({ error: CALLBACK_MSG.phoneWithCode }).trim().regex(/^\+\d{1,4}$/, CALLBACK_MSG.phoneWithCode),
		number: z.string({ error: CALLBACK_MSG.phoneWithCode }).trim().regex(/^\d{7,12}$/, CALLBACK_MSG.phoneWithCode)
	}, { error: CALLBACK_MSG.phoneWithCode }).refine((c) => c.code !== "+91" || /^[6-9]\d{9}$/.test(c.number), {
		message: CALLBACK_MSG.mobile,
		path: ["number"]
	}),
	enquiryFor: ZEnquiryFor,
	notes: ZNotes,
	courseId: ZId.optional(),
	utm: ZUtm.optional()
}).superRefine(requireNotesWithoutCourse);
/** What the popup sends for a valid form. */
function callbackBodyFromForm(form) {
	return {
		name: form.name,
		contact: {
			code: "+91",
			number: form.mobile
		},
		enquiryFor: form.enquiryFor,
		notes: form.notes,
		...form.courseId ? { courseId: form.courseId } : {}
	};
}
var ZStaffRef = z.object({
	_id: z.string(),
	name: z.string(),
	role: z.string()
});
/** GET /admin/callbacks/assignees. */
var ZAssigneesData = z.object({ assignees: z.array(ZStaffRef) });
var ZCallbackRequest = z.object({
	_id: z.string(),
	name: z.string(),
	contact: z.object({
		code: z.string(),
		number: z.string()
	}),
	enquiryFor: z.enum(ENQUIRY_TYPES),
	notes: z.string(),
	courseId: z.string().nullable(),
	followUpStatus: z.enum(FOLLOW_UP_STATUSES),
	staffNotes: z.string(),
	assignedTo: ZStaffRef.nullable(),
	utm: ZUtmData.nullable(),
	createdAt: z.string(),
	updatedAt: z.string()
});
var ZCallbackData = z.object({ callback: ZCallbackRequest });
z.strictObject({
	search: z.string().trim().max(100).optional(),
	followUpStatus: repeated(z.enum(FOLLOW_UP_STATUSES)),
	enquiryFor: repeated(z.enum(ENQUIRY_TYPES)),
	assignedToId: z.union([ZId, z.literal("none")]).optional(),
	startDate: ZDateOnly.optional(),
	endDate: ZDateOnly.optional(),
	...listPageFields
});
var ZCallbackListData = z.object({
	callbacks: z.array(ZCallbackRequest),
	pagination: ZPagination,
	counts: z.record(z.enum(FOLLOW_UP_STATUSES), z.number().int())
});
z.strictObject({
	followUpStatus: z.enum(FOLLOW_UP_STATUSES).optional(),
	staffNotes: z.string().trim().max(2e3, "Staff notes are at most 2000 characters").optional(),
	assignedToId: ZId.nullable().optional()
}).refine((b) => Object.values(b).some((v) => v !== void 0), CALLBACK_MSG.onePatchField);
z.strictObject({ id: ZId });
// ../../packages/shared/src/files.ts
/** A file uploaded to this site (POST /admin/uploads/… → data.file.url). */
var UPLOADED_FILE_PATH = /^\/api\/v1\/files\/[0-9a-f]{24}$/;
// ../../packages/shared/src/courses/messages.ts
/**
* Course and batch texts. The first block is calls.md §8 "Courses and batches", word for word;
* the rest are ours (texts the spec leaves open).
*/
var COURSES_MSG = {
	invalidBatchId: "Invalid batch ID",
	courseNotFoundForBatch: "Course not found for batch ID",
	batchNotFoundWithId: "Batch not found with ID",
	networkError: "Network error. Please check your internet connection",
	fetchCoursesFailed: "Failed to fetch courses",
	fetchCourseFailed: "Failed to fetch course details",
	fetchModulesFailed: "Failed to fetch modules",
	fetchAnnouncementsFailed: "Failed to fetch announcements",
	fetchBatchFailed: "Failed to fetch batch(es)",
	deleteCourseFailed: "Failed to delete course",
	deleteBatchFailed: "Failed to delete batch",
	createBatchFailed: "Failed to create batch",
	updateBatchFailed: "Failed to update batch",
	updateBatchStatusFailed: "Failed to update batch status",
	fetchBatchesFailed: "Failed to fetch batches",
	fetchAdminBatchesFailed: "Failed to fetch admin batches",
	batchNotFound: "Batch not found",
	batchNotFoundAfterCreation: "Batch not found after creation",
	batchNotFoundAfterUpdate: "Batch not found after update",
	batchNotFoundAfterStatusUpdate: "Batch not found after status update",
	batchCreated: "Batch created successfully",
	batchUpdated: "Batch updated successfully",
	batchDeleted: "Batch deleted successfully",
	batchStatusUpdated: "Batch status updated",
	courseNotFound: "Course not found",
	invalidCourseId: "Invalid course ID",
	coursesFetched: "Courses fetched successfully",
	courseFetched: "Course fetched successfully",
	modulesFetched: "Modules fetched successfully",
	announcementsFetched: "Announcements fetched successfully",
	batchesFetched: "Batches fetched successfully",
	batchFetched: "Batch fetched successfully",
	courseCreated: "Course created successfully",
	courseUpdated: "Course updated successfully",
	courseDeleted: "Course deleted successfully",
	modulesSaved: "Modules saved successfully",
	announcementCreated: "Announcement posted successfully",
	announcementDeleted: "Announcement deleted successfully",
	announcementNotFound: "Announcement not found",
	courseHasEnrolments: "This course has enrolled students and cannot be deleted. Archive it instead.",
	batchHasEnrolments: "This batch has enrolled students and cannot be deleted. Deactivate it instead.",
	unknownInstructor: "Choose instructors from the staff list",
	unknownMentor: "Choose mentors from the staff list",
	instructorRole: "Only instructors and admins can teach a course",
	mentorRole: "Only mentors, instructors and admins can mentor a batch",
	seatsBelowEnrolled: "Seats cannot be fewer than the students already enrolled",
	titleRequired: "Title is required",
	priceRequired: "Price is required",
	priceInvalid: "Price must be a whole number of rupees, 0 or more",
	discountPercentRange: "Discount percentage must be between 0 and 100",
	discountDecimals: "Discount can have at most 2 decimal places",
	discountNegative: "Discount cannot be negative",
	percentOver100: "Percentage discount cannot exceed 100",
	flatOverPrice: "Flat discount cannot exceed the price",
	durationInvalid: "Duration must be between 1 and 260 weeks",
	batchNameRequired: "Batch name is required",
	courseRequired: "Course is required",
	startDateRequired: "Start date is required",
	endDateRequired: "End date is required",
	enrollmentEndDateRequired: "Enrollment end date is required",
	enrollmentAfterStart: "Enrollment end date must be on or before the start date",
	endNotAfterStart: "End date must be after the start date",
	seatsInvalid: "Seats must be a whole number between 1 and 10000",
	nothingToUpdate: "Send at least one field to update",
	moduleTitleRequired: "Module title is required",
	lessonTitleRequired: "Lesson title is required",
	announcementTitleRequired: "Announcement title is required",
	announcementBodyRequired: "Announcement text is required"
};
// ../../packages/shared/src/courses/lesson.schema.ts
/**
* A lesson of a course's syllabus and what it teaches (issue 17). A lesson has one kind, the
* thing it is mainly for, and may combine a video with notes (Markdown) and resources:
* - video: a YouTube or Vimeo link, or an https/uploaded MP4;
* - article: Markdown notes (code blocks are highlighted where shown);
* - resources: links and uploaded files;
* - practice: a coding problem of the question bank, solved with the judge.
* Lessons keep their own `_id` when reordered; progress follows the id.
*/
var LESSON_KINDS = [
	"video",
	"article",
	"resources",
	"practice"
];
var LESSON_KIND_LABELS = {
	video: "Video",
	article: "Article",
	resources: "Resources",
	practice: "Practice"
};
var LESSON_MSG = {
	videoUrlInvalid: "Enter a YouTube or Vimeo link, or an https link to an MP4 file",
	videoUrlRequired: "A video lesson needs a video link",
	resourceUrlInvalid: "Enter an https link or upload a file",
	resourcesRequired: "Add at least one resource",
	problemRequired: "Choose a coding problem",
	unlockDayInvalid: "Unlock day must be a whole number from 0 to 3650",
	lessonNotFound: "Lesson not found",
	lessonLocked: "This lesson is not open yet",
	lessonDone: "Lesson marked as done",
	lessonUndone: "Lesson marked as not done",
	practiceNotFound: "This lesson has no coding problem to practise",
	languageNotOffered: "This problem cannot be solved in that language",
	noSampleTests: "This problem has no sample tests to run; submit it instead",
	tooManyPending: "Wait for your earlier runs to finish"
};
/** An MP4 the browser plays itself: an https link ending in .mp4, or a file uploaded here. */
function isMp4Url(url) {
	return /^https:\/\/[^\s?#]+\.mp4([?#]\S*)?$/i.test(url) || UPLOADED_FILE_PATH.test(url);
}
/** A lesson video: a YouTube/Vimeo link (shown in their player) or an MP4. */
function isLessonVideoUrl(url) {
	return videoEmbedUrl(url) !== null || isMp4Url(url);
}
var ZVideoUrl = z.string().trim().max(500, "At most 500 characters").refine((v) => v === "" || isLessonVideoUrl(v), LESSON_MSG.videoUrlInvalid).default("");
var ZLessonResource = z.object({
	title: z.string().trim().min(1, "Resource title cannot be empty").max(200, "At most 200 characters"),
	url: z.string().trim().max(500, "At most 500 characters").refine((u) => /^https:\/\/\S+$/i.test(u) || UPLOADED_FILE_PATH.test(u), LESSON_MSG.resourceUrlInvalid)
});
/** What a lesson is, without its content: the public syllabus and the classroom outline. */
var ZLessonOutline = z.object({
	_id: z.string(),
	title: z.string(),
	durationMinutes: z.number().int(),
	isPreview: z.boolean(),
	kind: z.enum(LESSON_KINDS)
});
/** A lesson as staff write it (PUT /admin/courses/{id}/modules). A new lesson has no _id yet. */
var ZLesson = z.object({
	_id: z.string().regex(ID_PATTERN, "Invalid lesson").optional(),
	title: z.string({ error: COURSES_MSG.lessonTitleRequired }).trim().min(1, COURSES_MSG.lessonTitleRequired).max(200, "At most 200 characters"),
	/** minutes; 0 when not given */
	durationMinutes: z.number().int().min(0).max(1e3).default(0),
	isPreview: z.boolean().default(false),
	kind: z.enum(LESSON_KINDS).default("article"),
	videoUrl: ZVideoUrl,
	/** Markdown notes */
	body: z.string().max(2e4, "Notes are at most 20000 characters").default(""),
	resources: z.array(ZLessonResource).max(20, "At most 20 resources").default([]),
	/** the coding problem of a practice lesson */
	problemId: z.string().regex(ID_PATTERN, LESSON_MSG.problemRequired).nullable().default(null)
}).superRefine((l, ctx) => {
	const need = (ok, path, message) => {
		if (!ok) ctx.addIssue({
			code: "custom",
			path: [path],
			message
		});
	};
	if (l.kind === "video") need(l.videoUrl !== "", "videoUrl", LESSON_MSG.videoUrlRequired);
	if (l.kind === "resources") need(l.resources.length > 0, "resources", LESSON_MSG.resourcesRequired);
	if (l.kind === "practice") need(l.problemId !== null, "problemId", LESSON_MSG.problemRequired);
});
/** A stored lesson, as staff read it back (GET /admin/courses/{id}/modules). */
var ZLessonFull = ZLessonOutline.extend({
	videoUrl: z.string(),
	body: z.string(),
	resources: z.array(ZLessonResource),
	problemId: z.string().nullable()
});
/** Drip: a module opens this many days after its batch starts (null: open from enrolment). */
var ZUnlockDay = z.number({ error: LESSON_MSG.unlockDayInvalid }).int(LESSON_MSG.unlockDayInvalid).min(0, LESSON_MSG.unlockDayInvalid).max(3650, LESSON_MSG.unlockDayInvalid).nullable().default(null);
/** The IST day a module opens for a batch starting on `batchStart`, or null when it is not dripped. */
function moduleOpensOn(batchStart, unlockDay) {
	return unlockDay === null || unlockDay === 0 ? null : addDaysToDay(batchStart, unlockDay);
}
/** The IST day a module opens for a batch while it is still shut, else null (drip). */
function moduleShutUntil(batchStart, unlockDay, today) {
	const day = moduleOpensOn(batchStart, unlockDay);
	return day && day > today ? day : null;
}
// ../../packages/shared/src/courses/pricing.ts
var DISCOUNT_TYPES = ["percent", "flat"];
/** Rupees with at most 2 decimals → whole paise, immune to binary float noise (12.34 → 1234). */
function toPaise(rupees) {
	return Math.round(rupees * 100);
}
/**
* THE rounding rule for every price a person sees (catalogue, course and batch pages, checkout,
* stored order amounts, receipts, staff pages): a discount is taken off in whole rupees.
*
* `amountPaise` is what the discount applies to (a whole-rupee price in paise). `percent` values
* may have 2 decimals (12.5 %); `flat` values are rupees (2 decimals). The exact discount is
* rounded to the nearest rupee, a half rupee in the buyer's favour (up), and is never more than
* the amount, so what is left is whole rupees too. Example: ₹34,999 at 12.5 % = ₹4,374.875 off →
* ₹4,375 off → ₹30,624. A 100 % discount leaves ₹0. Integer arithmetic: no float drift (prices
* are at most ₹1 crore, so amount × basis points stays far below 2^53).
*/
function roundedDiscountPaise(amountPaise, type, value) {
	const v = Number.isFinite(value) ? value : 0;
	if (!(v > 0) || amountPaise <= 0) return 0;
	const rupees = type === "percent" ? Math.floor((amountPaise * Math.min(1e4, toPaise(v)) + 5e5) / 1e6) : Math.floor((toPaise(v) + 50) / 100);
	return Math.min(amountPaise, Math.max(0, rupees * 100));
}
/** A rupee price after its discount, in whole rupees (roundedDiscountPaise). Never below 0. */
function batchFinalPrice(price, discount, discountType) {
	const pricePaise = toPaise(price);
	return (pricePaise - roundedDiscountPaise(pricePaise, discountType, discount)) / 100;
}
/** A course's price after its discountPercentage (same rule as a percent batch discount). */
function courseFinalPrice(price, discountPercentage) {
	return batchFinalPrice(price, discountPercentage, "percent");
}
/** true when a number has at most 2 decimal places (12.5, 12.25; not 12.255). */
function hasAtMost2Decimals(n) {
	return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
}
var DAY_MS = 864e5;
/** Batch length in weeks shown to users: calendar days ÷ 7, rounded up (calls.md §9). */
function durationWeeks(startDate, endDate) {
	const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
	const end = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
	if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return 0;
	return Math.ceil(Math.round((end - start) / DAY_MS) / 7);
}
/**
* Rupee amount as the site shows it: ₹34,999 (Indian digit grouping). Prices are whole rupees;
* an amount stored before that rule keeps its paise (₹30,624.13) rather than being misquoted.
*/
function formatInr(rupees) {
	const whole = Number.isInteger(rupees);
	return `₹${rupees.toLocaleString("en-IN", {
		minimumFractionDigits: whole ? 0 : 2,
		maximumFractionDigits: 2
	})}`;
}
// ../../packages/shared/src/courses/course.schema.ts
var COURSE_TYPES = [
	"online",
	"offline",
	"hybrid"
];
var COURSE_STATES = [
	"draft",
	"published",
	"archived"
];
var COURSE_DIFFICULTIES = [
	"Beginner",
	"Intermediate",
	"Advanced"
];
var DEFAULT_COURSE_LANGUAGE = "English";
var DEFAULT_COURSE_DIFFICULTY = "Intermediate";
var COURSE_TYPE_LABELS = {
	online: "Online",
	offline: "Offline",
	hybrid: "Hybrid"
};
var COURSE_STATE_LABELS = {
	draft: "Draft",
	published: "Published",
	archived: "Archived"
};
z.object({ for: z.enum(["instructors", "mentors"]).default("instructors") });
/** A staff member shown on a course or batch. */
var ZPersonRef = z.object({
	_id: z.string(),
	name: z.string()
});
var text$1 = (max) => z.string().trim().max(max, `At most ${max} characters`);
var item = (max, label) => z.string().trim().min(1, `${label} cannot be empty`).max(max, `At most ${max} characters`);
var list = (of, max) => z.array(of).max(max, `At most ${max} entries`).default([]);
/**
* A list of short texts (categories, outcomes, topics…). A blank entry is an empty row left in
* a form: it is dropped, never refused (issue 15: it blocked saving). Entries are checked before
* the drop so that a message lands on the row the person sees.
*/
var textList = (maxChars, max) => z.codec(z.array(z.string().trim().max(maxChars, `At most ${maxChars} characters`)), z.array(z.string()).max(max, `At most ${max} entries`), {
	decode: (entries) => entries.filter((entry) => entry !== ""),
	encode: (entries) => entries
}).default([]);
/** http(s) URL or empty. */
var url = z.string().trim().max(500, "At most 500 characters").refine((u) => u === "" || /^https?:\/\/\S+$/i.test(u), "Enter a full http(s) link").default("");
/** An image the web app itself ships (the demo's artwork), e.g. /demo/full-stack.svg. */
var SITE_IMAGE_PATH = /^\/(demo|images)\/[a-z0-9-]+\.(svg|webp|png|jpg)$/;
/** A thumbnail: an http(s) link, an uploaded file's path on this site, the site's own art, or empty. */
var imageUrl = z.string().trim().max(500, "At most 500 characters").refine((u) => u === "" || /^https?:\/\/\S+$/i.test(u) || UPLOADED_FILE_PATH.test(u) || SITE_IMAGE_PATH.test(u), "Enter a full http(s) link or upload an image").default("");
var ZCourseSection = z.object({
	title: item(150, "Section title"),
	content: textList(300, 50)
});
var ZCourseFaq = z.object({
	question: item(300, "Question"),
	answer: item(2e3, "Answer")
});
/** Course.metaData (product.md §3). Every field has a default so `{}` is a valid start. */
var ZCourseMetaData = z.object({
	language: text$1(40).min(1, "Language is required").default(DEFAULT_COURSE_LANGUAGE),
	thumbnail: imageUrl,
	certificate: z.boolean().default(false),
	description: text$1(5e3).default(""),
	requirements: textList(300, 30),
	outcomes: textList(300, 30),
	content: list(ZCourseSection, 50),
	displayVideo: url,
	techStack: textList(60, 40),
	features: textList(200, 30),
	faqs: list(ZCourseFaq, 30),
	category: textList(60, 10),
	difficulty: z.enum(COURSE_DIFFICULTIES, { error: "Choose Beginner, Intermediate or Advanced" }).default(DEFAULT_COURSE_DIFFICULTY),
	displayTags: textList(40, 10)
});
/** A course's meta with every list empty: the editor's blank form, seeds and tests start here. */
var EMPTY_COURSE_META = {
	thumbnail: "",
	certificate: false,
	description: "",
	requirements: [],
	outcomes: [],
	content: [],
	displayVideo: "",
	techStack: [],
	features: [],
	faqs: [],
	displayTags: []
};
/** Course as every answer carries it (public and admin). Prices in rupees. */
var ZCourse = z.object({
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
	updatedAt: z.string()
});
var ZCourseData = z.object({ course: ZCourse });
/** GET /admin/courses/staff: the people a course or batch can name. */
var ZCourseStaffData = z.object({ staff: z.array(ZStaffRef) });
/** Create (POST /admin/courses) and update (PUT /admin/courses/{id}) body; also the admin form. */
var ZCourseBody = z.strictObject({
	title: z.string({ error: COURSES_MSG.titleRequired }).trim().min(1, {
		error: COURSES_MSG.titleRequired,
		abort: true
	}).max(150, "Title is at most 150 characters"),
	price: z.number({ error: COURSES_MSG.priceRequired }).int(COURSES_MSG.priceInvalid).min(0, COURSES_MSG.priceInvalid).max(1e7, "Price is at most 10000000"),
	discountPercentage: z.number({ error: COURSES_MSG.discountPercentRange }).min(0, COURSES_MSG.discountPercentRange).max(100, COURSES_MSG.discountPercentRange).refine(hasAtMost2Decimals, COURSES_MSG.discountDecimals).default(0),
	type: z.enum(COURSE_TYPES, { error: "Choose online, offline or hybrid" }).default("online"),
	duration_weeks: z.number({ error: COURSES_MSG.durationInvalid }).int(COURSES_MSG.durationInvalid).min(1, COURSES_MSG.durationInvalid).max(260, COURSES_MSG.durationInvalid),
	state: z.enum(COURSE_STATES, { error: "Choose draft, published or archived" }).default("draft"),
	/** staff user ids */
	instructors: z.array(ZId).max(20, "At most 20 instructors").default([]),
	discord_access: z.boolean().default(false),
	metaData: ZCourseMetaData.default(ZCourseMetaData.parse({}))
});
z.object({
	search: z.string().trim().max(100).optional(),
	price: z.coerce.number().int("Price must be a whole number of rupees").min(0).max(1e8).optional(),
	category: z.string().trim().max(60).optional(),
	difficulty: z.enum(COURSE_DIFFICULTIES).optional(),
	language: z.string().trim().max(40).optional(),
	type: z.enum(COURSE_TYPES).optional()
});
var ZCourseListData = z.object({ courses: z.array(ZCourse) });
z.object({
	search: z.string().trim().max(100).optional(),
	state: z.enum(COURSE_STATES).optional(),
	type: z.enum(COURSE_TYPES).optional(),
	...listPageFields
});
var ZAdminCourseListData = z.object({
	courses: z.array(ZCourse),
	pagination: ZPagination
});
z.string().regex(ID_PATTERN, COURSES_MSG.invalidCourseId);
var ZCourseModuleInput = z.object({
	title: z.string({ error: COURSES_MSG.moduleTitleRequired }).trim().min(1, COURSES_MSG.moduleTitleRequired).max(200, "Module title is at most 200 characters"),
	description: text$1(2e3).default(""),
	lessons: z.array(ZLesson).max(100, "At most 100 lessons per module").default([]),
	unlockDay: ZUnlockDay
});
/** PUT /admin/courses/{id}/modules: the full ordered list (replaces what was there). */
var ZCourseModulesBody = z.strictObject({ modules: z.array(ZCourseModuleInput).max(100, "At most 100 modules") });
/** A module of the syllabus as everyone sees it: lessons without their content. */
var ZCourseModule = z.object({
	_id: z.string(),
	title: z.string(),
	description: z.string(),
	order: z.number().int(),
	/** drip: opens this many days after the batch start (null: open from enrolment) */
	unlockDay: z.number().int().nullable(),
	lessons: z.array(ZLessonOutline)
});
var ZCourseModulesData = z.object({ data: z.object({
	courseId: z.string(),
	modules: z.array(ZCourseModule)
}) });
/** GET /admin/courses/{id}/modules and PUT: the modules with every lesson's content. */
var ZAdminCourseModule = ZCourseModule.extend({ lessons: z.array(ZLessonFull) });
var ZAdminCourseModulesData = z.object({ data: z.object({
	courseId: z.string(),
	modules: z.array(ZAdminCourseModule)
}) });
var ZAnnouncementBody = z.strictObject({
	title: z.string({ error: COURSES_MSG.announcementTitleRequired }).trim().min(1, COURSES_MSG.announcementTitleRequired).max(200, "Title is at most 200 characters"),
	body: z.string({ error: COURSES_MSG.announcementBodyRequired }).trim().min(1, COURSES_MSG.announcementBodyRequired).max(5e3, "Announcement is at most 5000 characters")
});
var ZAnnouncement = z.object({
	_id: z.string(),
	courseId: z.string(),
	title: z.string(),
	body: z.string(),
	createdBy: ZPersonRef.nullable(),
	createdAt: z.string()
});
var ZAnnouncementData = z.object({ announcement: ZAnnouncement });
var ZAnnouncementsData = z.object({ announcements: z.array(ZAnnouncement) });
// ../../packages/shared/src/leads/home.schema.ts
/** Icons staff may pick for a highlight (names of lucide icons the web maps). */
var HOME_ICONS = [
	"code",
	"users",
	"rocket",
	"briefcase",
	"trophy",
	"brain",
	"clock",
	"shield",
	"laptop",
	"message"
];
var text = (label, max) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);
var optionalText = (max) => z.string().trim().max(max).default("");
/** A site path (/kodr) or an https:// link. */
var link = z.string({ error: "Link is required" }).trim().min(1, "Link is required").max(500).regex(/^(\/[^\s]*|https:\/\/[^\s]+|#[\w-]+)$/, "Link must be a site path like /kodr or an https:// address");
var ZButton = z.strictObject({
	label: text("Button label", 40),
	href: link
});
var ZHomeContent = z.strictObject({
	hero: z.strictObject({
		eyebrow: optionalText(80),
		title: text("Hero title", 120),
		subtitle: text("Hero subtitle", 400),
		primaryCta: ZButton,
		/** Opens the callback popup. */
		callbackLabel: text("Callback button label", 40),
		stats: z.array(z.strictObject({
			value: text("Stat value", 20),
			label: text("Stat label", 60)
		})).max(4)
	}),
	highlights: z.strictObject({
		title: text("Highlights title", 120),
		items: z.array(z.strictObject({
			icon: z.enum(HOME_ICONS),
			title: text("Highlight title", 80),
			text: text("Highlight text", 300)
		})).max(8)
	}),
	/**
	* Catalogue courses staff pick, in the order shown. The page shows each with its live price and
	* a link to its course page; a course that is unpublished or deleted later is left out.
	*/
	featuredCourses: z.strictObject({
		title: text("Courses title", 120),
		courseIds: z.array(z.string().regex(ID_PATTERN, "Choose a course from the catalogue")).max(6, `Pick at most 6 courses`).refine((ids) => new Set(ids).size === ids.length, "Each course can be picked once")
	}),
	testimonials: z.strictObject({
		title: text("Testimonials title", 120),
		items: z.array(z.strictObject({
			name: text("Name", 60),
			role: optionalText(80),
			quote: text("Quote", 500)
		})).max(9)
	}),
	faq: z.strictObject({
		title: text("FAQ title", 120),
		items: z.array(z.strictObject({
			question: text("Question", 200),
			answer: text("Answer", 1e3)
		})).max(15)
	}),
	cta: z.strictObject({
		title: text("Call to action title", 120),
		text: text("Call to action text", 300),
		button: ZButton
	})
});
/** A featured course as the home page shows it: the catalogue's own title, price and link. */
var ZHomeCourse = z.object({
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
	finalPrice: z.number()
});
var ZHomeData = z.object({
	home: ZHomeContent,
	/** home.featuredCourses.courseIds that are published, in that order, with live prices */
	courses: z.array(ZHomeCourse),
	updatedAt: z.string().nullable(),
	updatedBy: z.object({
		_id: z.string(),
		name: z.string()
	}).nullable()
});
/** GET/PUT /admin/home: what the editor needs besides the page. */
var ZAdminHomeData = ZHomeData.extend({
	/** every published course, by title: the picker's choices */
	courseChoices: z.array(ZHomeCourse),
	/** picked courses the page leaves out, so the editor can say why */
	hiddenCourses: z.array(z.object({
		_id: z.string(),
		/** null when the course no longer exists */
		title: z.string().nullable(),
		reason: z.enum(["unpublished", "deleted"])
	}))
});
/**
* Stored home content, read tolerantly: each section that still fits the schema is kept, any
* other falls back to the default (a change of shape never blanks a staff edit elsewhere). The
* first shape's hand-typed course cards (`featuredCourses.items`) come back as `legacyCourses`
* for the server to match to catalogue courses (by a /courses/{id} link, else by title).
*/
function readStoredHome(raw) {
	const whole = ZHomeContent.safeParse(raw);
	if (whole.success) return {
		content: whole.data,
		legacyCourses: null,
		isCurrent: true
	};
	const stored = raw && typeof raw === "object" ? raw : {};
	const content = { ...DEFAULT_HOME_CONTENT };
	for (const key of Object.keys(ZHomeContent.shape)) {
		const section = ZHomeContent.shape[key].safeParse(stored[key]);
		if (section.success) content[key] = section.data;
	}
	let legacyCourses = null;
	const old = stored.featuredCourses;
	if (old && Array.isArray(old.items)) {
		const title = ZHomeContent.shape.featuredCourses.shape.title.safeParse(old.title);
		content.featuredCourses = {
			title: title.success ? title.data : DEFAULT_HOME_CONTENT.featuredCourses.title,
			courseIds: []
		};
		legacyCourses = old.items.flatMap((item) => {
			const o = item && typeof item === "object" ? item : {};
			return typeof o.title === "string" ? [{
				title: o.title,
				href: typeof o.href === "string" ? o.href : ""
			}] : [];
		});
	}
	return {
		content,
		legacyCourses,
		isCurrent: false
	};
}
var HOME_MSG = {
	saved: "Home page published",
	loadFailed: "Failed to load home page",
	courseGone: "This course no longer exists: remove it from the list"
};
/** What / shows until staff publish their own (also the seed). */
var DEFAULT_HOME_CONTENT = {
	hero: {
		eyebrow: "Live cohorts · Bengaluru & online",
		title: "Become a job-ready software engineer",
		subtitle: "Mentor-led courses, timed coding quizzes and contests, and a 100-day in-house bootcamp. Learn by writing real code every day, with people who ship software for a living.",
		primaryCta: {
			label: "Explore the Kodr bootcamp",
			href: "/kodr"
		},
		callbackLabel: "Request a callback",
		stats: [
			{
				value: "4,800+",
				label: "learners trained"
			},
			{
				value: "100 days",
				label: "in-house bootcamp"
			},
			{
				value: "4.8/5",
				label: "average rating"
			}
		]
	},
	highlights: {
		title: "Why learners choose us",
		items: [
			{
				icon: "code",
				title: "Code from day one",
				text: "Every class ends at a keyboard: exercises, judged problems and real projects, not slides."
			},
			{
				icon: "users",
				title: "Mentors who answer",
				text: "Small batches with mentors who review your code and unblock you the same day."
			},
			{
				icon: "trophy",
				title: "Whizz and Kodex",
				text: "Timed quizzes and coding contests with a live ranking keep you sharp and honest."
			},
			{
				icon: "briefcase",
				title: "Career support",
				text: "Resume reviews, mock interviews and referrals to hiring partners once you are ready."
			}
		]
	},
	featuredCourses: {
		title: "Popular programmes",
		courseIds: []
	},
	testimonials: {
		title: "Learners who made the switch",
		items: [
			{
				name: "Priya Nair",
				role: "Frontend Engineer, fintech startup",
				quote: "The daily coding hours and the mentors made the difference. I shipped three projects before my first interview."
			},
			{
				name: "Rohit Verma",
				role: "SDE-1, product company",
				quote: "Kodex contests pushed me to practise every week. My DSA rounds felt easy after that."
			},
			{
				name: "Sneha Kulkarni",
				role: "Full Stack Developer",
				quote: "I came from a mechanical background. The bootcamp structure and project reviews got me hired in five months."
			}
		]
	},
	faq: {
		title: "Frequently asked questions",
		items: [
			{
				question: "Do I need a computer science degree?",
				answer: "No. Our beginner tracks start from the basics; you need a laptop and the will to code every day."
			},
			{
				question: "How do I sign in?",
				answer: "With your Indian mobile number and a one-time password. Learners outside India can ask support to verify them by hand."
			},
			{
				question: "How do I pay the fee?",
				answer: "Online at checkout (cards, UPI or net banking), or by UPI or bank transfer that our team confirms. The fee is paid in one go: prices are shown before 18% GST, and coupons and early-bird batch prices apply at checkout."
			},
			{
				question: "Will I get a certificate?",
				answer: "Yes, every course and webinar with certificates enabled issues one you can verify online."
			}
		]
	},
	cta: {
		title: "Not sure which programme fits you?",
		text: "Tell us a little about yourself and a counsellor will call you back within 24 hours.",
		button: {
			label: "See the Kodr bootcamp",
			href: "/kodr"
		}
	}
};
// ../../packages/shared/src/pages/site-page.schema.ts
/**
* Staff-edited pages of the public site: the policies a payment gateway asks a merchant to
* publish, and how to reach the school. Each is stored as one site_content row keyed
* `page:<slug>`, edited where the home page is (menu editHome), written in Markdown.
*/
var SITE_PAGE_SLUGS = [
	"privacy",
	"terms",
	"refunds",
	"contact"
];
/** How links and the editor name each page (the page's own title is staff's). */
var SITE_PAGE_LABELS = {
	privacy: "Privacy policy",
	terms: "Terms of use",
	refunds: "Refund policy",
	contact: "Contact us"
};
/** Where each page lives on the site. */
var sitePagePath = (slug) => `/${slug}`;
function isSitePageSlug(value) {
	return typeof value === "string" && SITE_PAGE_SLUGS.includes(value);
}
var SITE_PAGE_MAX_BODY = 2e4;
var SITE_PAGE_MSG = {
	saved: "Page published",
	notFound: "Page not found",
	loadFailed: "Failed to load the page",
	titleRequired: "Title is required",
	bodyRequired: "Write the page text",
	bodyTooLong: `The page text is at most ${SITE_PAGE_MAX_BODY.toLocaleString("en-IN")} characters`
};
/** PUT /admin/pages/{slug}: the page's title and its text in Markdown (no raw HTML is rendered). */
var ZSitePageContent = z.strictObject({
	title: z.string({ error: SITE_PAGE_MSG.titleRequired }).trim().min(1, SITE_PAGE_MSG.titleRequired).max(120, "Title is at most 120 characters"),
	body: z.string({ error: SITE_PAGE_MSG.bodyRequired }).trim().min(1, SITE_PAGE_MSG.bodyRequired).max(SITE_PAGE_MAX_BODY, SITE_PAGE_MSG.bodyTooLong)
});
z.strictObject({ slug: z.string().max(40) });
/** GET /pages/{slug} → data.page. updatedAt: null while the default text is shown. */
var ZSitePage = z.object({
	slug: z.enum(SITE_PAGE_SLUGS),
	title: z.string(),
	body: z.string(),
	updatedAt: z.string().nullable()
});
var ZSitePageData = z.object({ page: ZSitePage });
/** GET/PUT /admin/pages/{slug} → data.page, with who last published it. */
var ZAdminSitePage = ZSitePage.extend({
	updatedBy: z.object({
		_id: z.string(),
		name: z.string()
	}).nullable(),
	/** Never published: visitors see the default text. */
	isDefault: z.boolean()
});
var ZAdminSitePageData = z.object({ page: ZAdminSitePage });
// ../../packages/shared/src/commerce/quote.ts
var GST_LABEL = "GST (18%)";
/**
* Said beside every list price (catalogue, course and batch cards, the home page): prices are
* before GST and checkout adds it on top, so the total never surprises.
*/
var GST_NOTE = "+ 18% GST";
var COUPON_TYPES = ["percentage", "flat"];
/** Paise as the site shows rupees: 8259900 → ₹82,599 (an older 3062413 → ₹30,624.13). */
function formatPaise(paise) {
	return formatInr(paise / 100);
}
// src/core/query-client.ts
/**
* One client for the whole app. Features set their own staleTime from the spec's cache
* lifetimes; retries stay off because the API client already retries network failures
* with backoff, and retrying a 4xx never helps.
*/
var queryClient = new QueryClient({ defaultOptions: {
	queries: {
		staleTime: 6e4,
		retry: false,
		refetchOnWindowFocus: false
	},
	mutations: { retry: false }
} });
// src/core/user-storage.ts
/**
* Local storage for copies of what one signed-in person read (staff lists, webinars, questions):
* the one place that keeps such copies out of a shared browser (issue 14).
*
* - Every key carries the owner's id (`<prefix><key>|user:<id>`), so a second person signing in
*   on the same browser never reads the first's copies; the spec's prefixes stay at the front.
* - Signing out by any path (the menu, a session that ended, a ban) calls clearUserStorage(); the
*   marker lets it find every such key, even of a feature whose code this page never loaded.
* - When the signed-in person changes, the memory copies go and so do other people's entries
*   (say, left by a tab closed without signing out). Expired entries go at the next page load.
*/
var OWNER_MARK = "|user:";
var OWNED_KEY = /\|user:([^|]+)$/;
var owner = null;
var memories = /* @__PURE__ */ new Set();
function browserStorage() {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}
/** Removes every key `shouldRemove` picks; never throws. */
function removeKeys(shouldRemove) {
	const storage = browserStorage();
	if (!storage) return;
	try {
		const keys = [];
		for (let i = 0; i < storage.length; i++) {
			const key = storage.key(i);
			if (key !== null && shouldRemove(key, storage)) keys.push(key);
		}
		for (const key of keys) storage.removeItem(key);
	} catch {}
}
var ownerOf = (key) => OWNED_KEY.exec(key)?.[1] ?? null;
function parseEntry(raw) {
	if (!raw) return null;
	try {
		const entry = JSON.parse(raw);
		if (typeof entry?.savedAt !== "number" || typeof entry.expiresAt !== "number") return null;
		return entry;
	} catch {
		return null;
	}
}
/** Fresh: not past its lifetime, and not from the future (a clock set back). */
var isFresh = (entry, now) => entry != null && entry.savedAt <= now && now < entry.expiresAt && entry.value !== void 0;
/** The person whose copies are read and written; the auth store calls this on every change. */
function setUserStorageOwner(userId) {
	if (userId === owner) return;
	owner = userId;
	for (const memory of memories) memory.clear();
	removeKeys((key) => {
		const keyOwner = ownerOf(key);
		return keyOwner !== null && keyOwner !== userId;
	});
}
var getUserStorageOwner = () => owner;
/** Sign-out: every person's stored copies and every memory copy go. */
function clearUserStorage() {
	for (const memory of memories) memory.clear();
	removeKeys((key) => ownerOf(key) !== null);
}
/** Removes stored copies past their lifetime (whoever they belong to). */
function sweepExpiredUserStorage(now = Date.now()) {
	removeKeys((key, storage) => ownerOf(key) !== null && !isFresh(parseEntry(storage.getItem(key)), now));
}
function createUserStore({ prefix, ttlMs, inMemory = false }) {
	const memory = /* @__PURE__ */ new Map();
	if (inMemory) memories.add(memory);
	removeKeys((key) => key.startsWith(prefix) && ownerOf(key) === null);
	const storageKey = (key, userId) => `${prefix}${key}${OWNER_MARK}${userId}`;
	return {
		read(key) {
			if (owner === null) return void 0;
			const now = Date.now();
			const inMemoryEntry = memory.get(key);
			if (isFresh(inMemoryEntry, now)) return inMemoryEntry.value;
			const storage = browserStorage();
			if (!storage) return void 0;
			const full = storageKey(key, owner);
			try {
				const stored = parseEntry(storage.getItem(full));
				if (!isFresh(stored, now)) {
					if (stored) storage.removeItem(full);
					return;
				}
				if (inMemory) memory.set(key, stored);
				return stored.value;
			} catch {
				return;
			}
		},
		write(key, value) {
			if (owner === null) return;
			const savedAt = Date.now();
			const entry = {
				savedAt,
				expiresAt: savedAt + ttlMs,
				value
			};
			if (inMemory) memory.set(key, entry);
			try {
				browserStorage()?.setItem(storageKey(key, owner), JSON.stringify(entry));
			} catch {}
		},
		clear() {
			memory.clear();
			removeKeys((key) => key.startsWith(prefix));
		}
	};
}
sweepExpiredUserStorage();
// src/core/auth/auth-calls.ts
async function getCurrentUser() {
	return (await publicApi.get("/users/me", ZUserData)).data.user;
}
async function logoutUser() {
	await publicApi.post("/users/logout", ZNoData);
}
// src/core/auth/session-storage.ts
var USER_KEY = "kodeschool:userDetails";
var REDIRECT_KEY = "kodeschool:redirectAfterLogin";
function safeSession() {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}
/** A hint for painting the header before GET /users/me answers; never trusted for access. */
function readStoredUser() {
	const raw = safeSession()?.getItem(USER_KEY);
	if (!raw) return null;
	try {
		const parsed = ZUser.safeParse(JSON.parse(raw));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}
function storeUser(user) {
	const storage = safeSession();
	if (!storage) return;
	if (user) storage.setItem(USER_KEY, JSON.stringify(user));
	else storage.removeItem(USER_KEY);
}
function clearStoredUser() {
	safeSession()?.removeItem(USER_KEY);
}
/** Remembers where a person was headed so sign-in can take them back there. */
function rememberPath(path) {
	if (path.startsWith("/auth")) return;
	safeSession()?.setItem(REDIRECT_KEY, path);
}
/** Reads and forgets the remembered page (it is used once). */
function takeRememberedPath() {
	const storage = safeSession();
	const path = storage?.getItem(REDIRECT_KEY) ?? null;
	storage?.removeItem(REDIRECT_KEY);
	return path;
}
// src/core/auth/auth-store.ts
var inFlight = null;
var generation = 0;
var initialUser = readStoredUser();
/**
* What a person's session leaves in this browser's storage: their details and the copies of what
* they read (core/user-storage). Every way a session ends comes through here.
*/
function forgetSessionData() {
	clearStoredUser();
	clearUserStorage();
}
var useAuthStore = create()((set, get) => ({
	user: initialUser,
	loading: false,
	error: null,
	isAuthenticated: initialUser !== null,
	initialAuthCheckComplete: false,
	loggedOut: false,
	setUser: (user) => {
		generation += 1;
		const previous = get().user;
		if (previous && previous._id !== user?._id) queryClient.clear();
		storeUser(user);
		set({
			user,
			isAuthenticated: user !== null,
			error: null,
			loggedOut: false
		});
	},
	restoreSession: () => {
		inFlight ??= (async () => {
			const started = generation;
			set({ loading: true });
			try {
				const user = await getCurrentUser();
				if (started !== generation) return get().user;
				storeUser(user);
				set({
					user,
					isAuthenticated: true,
					error: null
				});
				return user;
			} catch (error) {
				if (started !== generation) return get().user;
				forgetSessionData();
				set({
					user: null,
					isAuthenticated: false,
					error: error instanceof ApiError && error.status === 401 ? null : getErrorMessage(error, MSG.fetchUserFailed)
				});
				return null;
			} finally {
				set({
					loading: false,
					initialAuthCheckComplete: true
				});
				inFlight = null;
			}
		})();
		return inFlight;
	},
	logout: async () => {
		set({ loading: true });
		try {
			await logoutUser();
			forgetSessionData();
		} finally {
			set({ loading: false });
		}
	},
	clearAuth: (reason) => {
		generation += 1;
		forgetSessionData();
		queryClient.clear();
		set({
			user: null,
			isAuthenticated: false,
			error: null,
			loading: false,
			loggedOut: reason === "logout"
		});
	}
}));
setUserStorageOwner(initialUser?._id ?? null);
useAuthStore.subscribe((state, previous) => {
	if (state.user?._id !== previous.user?._id) setUserStorageOwner(state.user?._id ?? null);
});
// src/features/errors/pages/unauthorized-page.tsx
/** Where a 403 on an admin call lands (calls.md §8). */
function UnauthorizedPage() {
	const user = useAuthStore((s) => s.user);
	const landing = user && isStaffRole(user.role) ? adminLandingPath(user.role) : null;
	const adminHome = landing?.startsWith("/admin") ? landing : null;
	return /* @__PURE__ */ jsx("div", {
		className: "container-page flex min-h-[60vh] items-center justify-center py-20",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: ShieldAlert,
			tone: "danger",
			code: "Error 403",
			title: "Access denied",
			description: "Your account does not have permission to open this page. If you think it should, ask an administrator to check your role.",
			actions: /* @__PURE__ */ jsxs(Fragment, { children: [
				adminHome && /* @__PURE__ */ jsx(Link, {
					to: adminHome,
					className: buttonStyles(),
					children: "Back to admin"
				}),
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: buttonStyles({ variant: adminHome ? "secondary" : "primary" }),
					children: "Go to home"
				}),
				!user && /* @__PURE__ */ jsx(Link, {
					to: "/auth/signin",
					className: buttonStyles({ variant: "secondary" }),
					children: "Sign in"
				})
			] })
		})
	});
}
// src/core/callback-popup.ts
/**
* The callback request popup is one modal for the whole app (mounted once in the app root);
* any page opens it through this store.
*/
var useCallbackPopup = create()((set) => ({
	isOpen: false,
	courseId: null,
	open: (opts) => set({
		isOpen: true,
		courseId: opts?.courseId ?? null
	}),
	close: () => set({ isOpen: false })
}));
var openCallbackPopup = (opts) => useCallbackPopup.getState().open(opts);
// src/features/home/api/home-keys.ts
/** Query keys of the home feature; the public page and the editor cache separately. */
var homeKeys = {
	all: ["home"],
	public: () => [...homeKeys.all, "public"],
	admin: () => [...homeKeys.all, "admin"]
};
// src/features/home/api/get-home.ts
var LAST_SEEN_KEY = "homeContent";
/**
* The last home a visitor saw, so a return visit paints the published content, not the default.
* Its featured courses are not kept: a remembered price could be out of date, so the course
* cards appear with the answer, at the prices the catalogue has now.
*/
function lastSeenHome() {
	const fallback = {
		home: DEFAULT_HOME_CONTENT,
		courses: [],
		updatedAt: null,
		updatedBy: null
	};
	try {
		const raw = localStorage.getItem(LAST_SEEN_KEY);
		if (!raw) return fallback;
		return {
			...fallback,
			home: readStoredHome(JSON.parse(raw)).content
		};
	} catch {
		return fallback;
	}
}
function rememberHome(data) {
	try {
		localStorage.setItem(LAST_SEEN_KEY, JSON.stringify(data.home));
	} catch {}
}
async function getHome() {
	const res = await publicApi.get("/home", ZHomeData);
	rememberHome(res.data);
	return res.data;
}
var homeQueryOptions = () => queryOptions({
	queryKey: homeKeys.public(),
	queryFn: getHome,
	placeholderData: lastSeenHome
});
var useHome = () => useQuery(homeQueryOptions());
// src/features/home/components/layout.ts
/** The page column: the same width as `.container-page`, padded by the container's width. */
var shell = "mx-auto w-full max-w-6xl px-5 @2xl:px-8";
/** Section spacing shared by every band below the hero. */
var band = "py-16 @2xl:py-24";
var SMALL_CARDS = {
	2: "@2xl:grid-cols-2",
	3: "@2xl:grid-cols-3",
	4: "@2xl:grid-cols-2 @5xl:grid-cols-4",
	5: "@2xl:grid-cols-2 @5xl:grid-cols-3",
	6: "@2xl:grid-cols-2 @5xl:grid-cols-3"
};
var LARGE_CARDS = {
	2: "@3xl:grid-cols-2",
	3: "@4xl:grid-cols-3",
	4: "@3xl:grid-cols-2"
};
/** Columns for short cards (highlights): up to four across, never a lonely last row of one. */
var smallCardColumns = (count) => SMALL_CARDS[count] ?? (count > 6 ? "@2xl:grid-cols-2 @5xl:grid-cols-4" : "");
/** Columns for tall cards (courses, testimonials): at most three across. */
var largeCardColumns = (count) => LARGE_CARDS[count] ?? (count > 4 ? "@3xl:grid-cols-2 @5xl:grid-cols-3" : "");
// src/features/home/components/section-heading.tsx
/** The title every home band opens with: a short brand rule, then a bold balanced heading. */
function SectionHeading({ id, title, tone = "light", className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("max-w-2xl", className),
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: clsx("block h-1 w-10 rounded-full", tone === "dark" ? "bg-brand-400" : "bg-brand-600")
		}), /* @__PURE__ */ jsx("h2", {
			id,
			className: clsx("mt-5 text-3xl font-extrabold tracking-tight text-balance @2xl:text-4xl", tone === "dark" ? "text-white" : "text-slate-900"),
			children: title
		})]
	});
}
// src/features/home/components/home-courses.tsx
/** Featured catalogue courses: their own titles, live prices and links to their pages. */
function HomeCourses({ title, courses }) {
	const titleId = useId();
	if (courses.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": titleId,
		"data-testid": "home-courses",
		className: clsx("border-y border-slate-200 bg-white", band),
		children: /* @__PURE__ */ jsxs("div", {
			className: shell,
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: titleId,
				title
			}), /* @__PURE__ */ jsx("ul", {
				role: "list",
				className: clsx("mt-12 grid gap-6", largeCardColumns(courses.length), courses.length === 1 && "max-w-xl"),
				children: courses.map((course) => /* @__PURE__ */ jsx("li", {
					className: "flex",
					children: /* @__PURE__ */ jsx(CourseCard, { course })
				}, course._id))
			})]
		})
	});
}
function CoursePrice({ course }) {
	if (course.finalPrice <= 0) return /* @__PURE__ */ jsx("p", {
		"data-testid": "home-course-price",
		className: "text-2xl font-extrabold text-slate-900",
		children: "Free"
	});
	const isDiscounted = course.finalPrice < course.price;
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex flex-wrap items-baseline gap-x-2",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "Price: "
				}),
				/* @__PURE__ */ jsx("span", {
					"data-testid": "home-course-price",
					className: "text-2xl font-extrabold tracking-tight text-slate-900",
					children: formatInr(course.finalPrice)
				}),
				isDiscounted && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: ", was "
				}), /* @__PURE__ */ jsx("s", {
					className: "text-sm font-medium text-slate-500",
					children: formatInr(course.price)
				})] })
			]
		}), /* @__PURE__ */ jsx("p", {
			"data-testid": "home-course-gst",
			className: "text-xs font-medium text-slate-600",
			children: GST_NOTE
		})]
	});
}
function CourseCard({ course }) {
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "home-course",
		className: "group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop",
		children: [/* @__PURE__ */ jsx("div", {
			"aria-hidden": "true",
			className: "h-1.5 bg-gradient-to-r from-brand-600 via-brand-500 to-amber-400"
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-6",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "self-start rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold tracking-wide text-brand-800 uppercase",
					children: course.tag
				}),
				/* @__PURE__ */ jsx("h3", {
					"data-testid": "home-course-title",
					className: "mt-4 text-xl font-bold break-words text-slate-900",
					children: course.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 flex-1 text-[15px] leading-relaxed break-words text-slate-600",
					children: course.summary
				}),
				/* @__PURE__ */ jsxs("ul", {
					className: "mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700",
					role: "list",
					children: [/* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1.5",
						children: [/* @__PURE__ */ jsx(ChartNoAxesColumnIncreasing, {
							className: "size-4 text-brand-700",
							"aria-label": "Level",
							role: "img"
						}), course.difficulty]
					}), course.durationWeeks > 0 && /* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1.5",
						children: [/* @__PURE__ */ jsx(Clock, {
							className: "size-4 text-brand-700",
							"aria-label": "Duration",
							role: "img"
						}), plural(course.durationWeeks, "week")]
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-6 flex items-end justify-between gap-4 border-t border-slate-100 pt-5",
					children: [/* @__PURE__ */ jsx(CoursePrice, { course }), /* @__PURE__ */ jsxs(Link, {
						to: `/courses/${course._id}`,
						"data-testid": "home-course-link",
						className: "inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-brand-800",
						children: [
							"View details",
							/* @__PURE__ */ jsxs("span", {
								className: "sr-only",
								children: [" of ", course.title]
							}),
							/* @__PURE__ */ jsx(ArrowRight, {
								className: "size-4 transition-transform group-hover:translate-x-0.5",
								"aria-hidden": "true"
							})
						]
					})]
				})
			]
		})]
	});
}
// src/components/site/callback-button.tsx
/**
* "Request a callback" with the phone mark: opens the callback form (or does what `onClick`
* says, e.g. nothing in the home page editor's preview). The caller gives the look.
*/
function CallbackButton({ onClick = () => openCallbackPopup(), className, iconClassName = "size-4", testId, children = "Request a callback" }) {
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick,
		"data-testid": testId,
		className,
		children: [/* @__PURE__ */ jsx(PhoneCall, {
			className: iconClassName,
			"aria-hidden": "true"
		}), children]
	});
}
// src/features/home/components/site-link.tsx
/** A CMS link: site paths route in the app, #anchors stay on the page, https:// opens a new tab. */
function SiteLink({ href, className, children }) {
	if (href.startsWith("/")) return /* @__PURE__ */ jsx(Link, {
		to: href,
		className,
		children
	});
	const isExternal = /^https?:\/\//.test(href);
	return /* @__PURE__ */ jsx("a", {
		href,
		className,
		...isExternal && {
			target: "_blank",
			rel: "noopener noreferrer"
		},
		children
	});
}
// src/features/home/components/home-actions.tsx
/** The two buttons under a home headline: the editor's link (with →) and "Request a callback". */
function HomeActions({ link, linkClassName, callback, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [/* @__PURE__ */ jsxs(SiteLink, {
			href: link.href,
			className: linkClassName,
			children: [link.label, /* @__PURE__ */ jsx(ArrowRight, {
				className: "size-4",
				"aria-hidden": "true"
			})]
		}), /* @__PURE__ */ jsx(CallbackButton, { ...callback })]
	});
}
// src/features/home/components/home-cta.tsx
function HomeCta({ cta, onRequestCallback }) {
	const titleId = useId();
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": titleId,
		className: "bg-white pb-16 @2xl:pb-24",
		children: /* @__PURE__ */ jsx("div", {
			className: shell,
			children: /* @__PURE__ */ jsxs("div", {
				className: "relative isolate overflow-hidden rounded-3xl bg-brand-950 px-6 py-14 text-center shadow-pop @2xl:px-14 @2xl:py-20",
				children: [
					/* @__PURE__ */ jsx("div", {
						"aria-hidden": "true",
						className: "pointer-events-none absolute -top-32 left-1/2 -z-10 size-[28rem] -translate-x-1/2 rounded-full bg-brand-600/50 blur-3xl"
					}),
					/* @__PURE__ */ jsx("div", {
						"aria-hidden": "true",
						className: "pointer-events-none absolute -right-24 -bottom-32 -z-10 size-80 rounded-full bg-amber-400/15 blur-3xl"
					}),
					/* @__PURE__ */ jsx("h2", {
						id: titleId,
						className: "mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance break-words text-white @2xl:text-5xl",
						children: cta.title
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mx-auto mt-5 max-w-xl text-lg leading-relaxed text-pretty break-words text-brand-100",
						children: cta.text
					}),
					/* @__PURE__ */ jsx(HomeActions, {
						className: "mt-9 flex flex-col justify-center gap-3 @md:flex-row",
						link: cta.button,
						linkClassName: buttonStyles({
							variant: "inverse",
							size: "lg"
						}),
						callback: {
							onClick: onRequestCallback,
							testId: "cta-callback",
							className: buttonStyles({
								variant: "outline-inverse",
								size: "lg"
							})
						}
					})
				]
			})
		})
	});
}
// src/features/home/components/home-faq.tsx
function HomeFaq({ faq, onRequestCallback, callbackLabel, isExpanded }) {
	const titleId = useId();
	if (faq.items.length === 0) return null;
	const values = faq.items.map((_, index) => String(index));
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": titleId,
		className: clsx("bg-white", band),
		children: /* @__PURE__ */ jsxs("div", {
			className: clsx(shell, "grid gap-10 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1.7fr)]"),
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx(SectionHeading, {
					id: titleId,
					title: faq.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-4 max-w-sm text-base leading-relaxed text-slate-600",
					children: "Can't find your answer? A counsellor will call you back."
				}),
				/* @__PURE__ */ jsx(CallbackButton, {
					onClick: onRequestCallback,
					className: "mt-5 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800",
					children: callbackLabel
				})
			] }), /* @__PURE__ */ jsx(Accordion.Root, {
				type: "multiple",
				defaultValue: isExpanded ? values : [],
				className: "divide-y divide-slate-200 border-y border-slate-200",
				"data-testid": "home-faq",
				children: faq.items.map((item, index) => /* @__PURE__ */ jsxs(Accordion.Item, {
					value: String(index),
					children: [/* @__PURE__ */ jsx(Accordion.Header, {
						asChild: true,
						children: /* @__PURE__ */ jsx("h3", { children: /* @__PURE__ */ jsxs(Accordion.Trigger, {
							className: "group flex w-full items-center justify-between gap-6 py-5 text-left text-base font-semibold text-slate-900 hover:text-brand-800 @2xl:text-lg",
							children: [/* @__PURE__ */ jsx("span", {
								className: "break-words",
								children: item.question
							}), /* @__PURE__ */ jsx("span", {
								className: "grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600 transition group-hover:bg-brand-50 group-hover:text-brand-700 group-data-[state=open]:rotate-180 group-data-[state=open]:bg-brand-600 group-data-[state=open]:text-white",
								children: /* @__PURE__ */ jsx(ChevronDown, {
									className: "size-4",
									"aria-hidden": "true"
								})
							})]
						}) })
					}), /* @__PURE__ */ jsx(Accordion.Content, {
						className: "pr-14 pb-6 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-600",
						children: item.answer
					})]
				}, index))
			}, isExpanded ? values.length : "faq")]
		})
	});
}
// src/features/home/components/code-window.tsx
/** A decorative editor window for the hero; the words around it carry the message. */
function CodeWindow() {
	return /* @__PURE__ */ jsxs("div", {
		"aria-hidden": "true",
		className: "relative mx-auto w-full max-w-md rotate-1 rounded-2xl bg-slate-950 p-1 shadow-pop ring-1 ring-white/10",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-2 px-4 py-3",
			children: [
				/* @__PURE__ */ jsx("span", { className: "size-3 rounded-full bg-red-400" }),
				/* @__PURE__ */ jsx("span", { className: "size-3 rounded-full bg-amber-400" }),
				/* @__PURE__ */ jsx("span", { className: "size-3 rounded-full bg-emerald-400" }),
				/* @__PURE__ */ jsx("span", {
					className: "ml-3 font-mono text-xs text-slate-400",
					children: "career.ts"
				})
			]
		}), /* @__PURE__ */ jsx("pre", {
			className: "overflow-hidden rounded-xl bg-slate-900 p-5 font-mono text-[13px] leading-6 text-slate-200 sm:text-sm",
			children: /* @__PURE__ */ jsxs("code", { children: [
				/* @__PURE__ */ jsx("span", {
					className: "text-fuchsia-300",
					children: "const"
				}),
				" you =",
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "text-fuchsia-300",
					children: "new"
				}),
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "text-amber-200",
					children: "Developer"
				}),
				"(",
				/* @__PURE__ */ jsx("span", {
					className: "text-emerald-300",
					children: "'India'"
				}),
				");",
				"\n",
				"\n",
				"you.",
				/* @__PURE__ */ jsx("span", {
					className: "text-sky-300",
					children: "learn"
				}),
				"([",
				/* @__PURE__ */ jsx("span", {
					className: "text-emerald-300",
					children: "'MERN'"
				}),
				",",
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "text-emerald-300",
					children: "'DSA'"
				}),
				",",
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "text-emerald-300",
					children: "'AI'"
				}),
				"]);",
				"\n",
				/* @__PURE__ */ jsx("span", {
					className: "text-fuchsia-300",
					children: "await"
				}),
				" you.",
				/* @__PURE__ */ jsx("span", {
					className: "text-sky-300",
					children: "build"
				}),
				"(projects);",
				"\n",
				"you.",
				/* @__PURE__ */ jsx("span", {
					className: "text-sky-300",
					children: "practise"
				}),
				"(whizz, kodex);",
				"\n",
				"\n",
				/* @__PURE__ */ jsx("span", {
					className: "text-slate-400",
					children: "// offer letter incoming"
				}),
				"\n",
				"you.",
				/* @__PURE__ */ jsx("span", {
					className: "text-sky-300",
					children: "getHired"
				}),
				"();"
			] })
		})]
	});
}
// src/features/home/components/home-hero.tsx
var STAT_COLUMNS = {
	1: "grid-cols-1",
	2: "grid-cols-2",
	3: "grid-cols-3",
	4: "grid-cols-2 @xl:grid-cols-4"
};
function HomeHero({ hero, onRequestCallback }) {
	const titleId = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": titleId,
		className: "relative isolate overflow-hidden bg-white",
		children: [
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(48rem_28rem_at_85%_-5%,var(--color-brand-100),transparent_70%),radial-gradient(30rem_20rem_at_0%_110%,var(--color-brand-50),transparent_70%)]"
			}),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_75%)] bg-[linear-gradient(to_right,rgb(15_23_42/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(15_23_42/0.04)_1px,transparent_1px)] bg-[size:3rem_3rem]"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: clsx(shell, "grid items-center gap-12 py-14 @2xl:py-20 @5xl:grid-cols-[1.35fr_1fr] @5xl:gap-14 @5xl:py-24"),
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [
						hero.eyebrow && /* @__PURE__ */ jsxs("p", {
							className: "inline-flex max-w-full items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-sm",
							children: [/* @__PURE__ */ jsxs("span", {
								className: "relative flex size-2 shrink-0",
								"aria-hidden": "true",
								children: [/* @__PURE__ */ jsx("span", { className: "absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-60" }), /* @__PURE__ */ jsx("span", { className: "relative inline-flex size-2 rounded-full bg-brand-600" })]
							}), /* @__PURE__ */ jsx("span", {
								className: "truncate",
								children: hero.eyebrow
							})]
						}),
						/* @__PURE__ */ jsx("h1", {
							id: titleId,
							"data-testid": "home-hero-title",
							className: "mt-6 text-[2.5rem] leading-[1.08] font-extrabold tracking-tight text-balance break-words text-slate-900 @2xl:text-6xl @2xl:leading-[1.04] @5xl:text-[3.5rem]",
							children: hero.title
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-6 max-w-xl text-lg leading-relaxed text-pretty break-words text-slate-600",
							children: hero.subtitle
						}),
						/* @__PURE__ */ jsx(HomeActions, {
							className: "mt-9 flex flex-col gap-3 @md:flex-row @md:flex-wrap",
							link: hero.primaryCta,
							linkClassName: buttonStyles({ size: "lg" }),
							callback: {
								onClick: onRequestCallback,
								testId: "hero-callback",
								className: buttonStyles({
									variant: "secondary",
									size: "lg"
								}),
								iconClassName: "size-4 text-brand-700",
								children: hero.callbackLabel
							}
						}),
						hero.stats.length > 0 && /* @__PURE__ */ jsx("dl", {
							className: clsx("mt-12 grid gap-x-4 gap-y-6 border-t border-slate-200 pt-8 @xl:gap-x-8", STAT_COLUMNS[hero.stats.length]),
							children: hero.stats.map((stat, index) => /* @__PURE__ */ jsxs("div", {
								className: "flex min-w-0 flex-col-reverse gap-1",
								children: [/* @__PURE__ */ jsx("dt", {
									className: "text-sm leading-snug text-slate-600",
									children: stat.label
								}), /* @__PURE__ */ jsx("dd", {
									className: "text-xl font-extrabold tracking-tight break-words text-slate-900 @md:text-2xl @xl:text-3xl",
									children: stat.value
								})]
							}, index))
						})
					]
				}), /* @__PURE__ */ jsx("div", {
					className: "hidden @5xl:block",
					children: /* @__PURE__ */ jsx(CodeWindow, {})
				})]
			})
		]
	});
}
// src/components/ui/icon-tile.tsx
/** An icon on a small rounded tile: a card's heading mark, or an empty list's picture. */
function IconTile({ icon: Icon, className = "size-10 bg-slate-100 text-slate-500", iconClassName = "size-5" }) {
	return /* @__PURE__ */ jsx("span", {
		className: clsx("grid place-items-center rounded-xl", className),
		children: /* @__PURE__ */ jsx(Icon, {
			className: iconClassName,
			"aria-hidden": "true"
		})
	});
}
// src/features/home/components/home-icons.ts
/** The lucide icon and the editor's label for each icon name staff may pick. */
var HOME_ICON_MAP = {
	code: {
		icon: CodeXml,
		label: "Code"
	},
	users: {
		icon: Users,
		label: "People"
	},
	rocket: {
		icon: Rocket,
		label: "Rocket"
	},
	briefcase: {
		icon: BriefcaseBusiness,
		label: "Briefcase"
	},
	trophy: {
		icon: Trophy,
		label: "Trophy"
	},
	brain: {
		icon: Brain,
		label: "Brain"
	},
	clock: {
		icon: Clock,
		label: "Clock"
	},
	shield: {
		icon: ShieldCheck,
		label: "Shield"
	},
	laptop: {
		icon: Laptop,
		label: "Laptop"
	},
	message: {
		icon: MessagesSquare,
		label: "Chat"
	}
};
// src/features/home/components/home-highlights.tsx
function HomeHighlights({ highlights }) {
	const titleId = useId();
	if (highlights.items.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": titleId,
		className: clsx("bg-slate-50", band),
		children: /* @__PURE__ */ jsxs("div", {
			className: shell,
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: titleId,
				title: highlights.title
			}), /* @__PURE__ */ jsx("ul", {
				className: clsx("mt-12 grid gap-5", smallCardColumns(highlights.items.length)),
				role: "list",
				children: highlights.items.map((item, index) => {
					const Icon = HOME_ICON_MAP[item.icon].icon;
					return /* @__PURE__ */ jsxs("li", {
						className: "flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-pop @2xl:flex-col @2xl:gap-0 @2xl:p-6",
						children: [/* @__PURE__ */ jsx(IconTile, {
							icon: Icon,
							className: "size-12 shrink-0 bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm ring-4 ring-brand-50",
							iconClassName: "size-6"
						}), /* @__PURE__ */ jsxs("div", {
							className: "min-w-0",
							children: [/* @__PURE__ */ jsx("h3", {
								className: "text-lg font-bold break-words text-slate-900 @2xl:mt-6",
								children: item.title
							}), /* @__PURE__ */ jsx("p", {
								className: "mt-1.5 text-[15px] leading-relaxed break-words text-slate-600 @2xl:mt-2",
								children: item.text
							})]
						})]
					}, index);
				})
			})]
		})
	});
}
// src/features/home/components/home-testimonials.tsx
var initialsOf = (name) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part.charAt(0).toUpperCase()).join("");
function HomeTestimonials({ testimonials }) {
	const titleId = useId();
	if (testimonials.items.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": titleId,
		className: clsx("relative isolate overflow-hidden bg-slate-950", band),
		children: [/* @__PURE__ */ jsx("div", {
			"aria-hidden": "true",
			className: "pointer-events-none absolute -top-40 right-0 -z-10 size-[36rem] rounded-full bg-brand-700/25 blur-3xl"
		}), /* @__PURE__ */ jsxs("div", {
			className: shell,
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: titleId,
				title: testimonials.title,
				tone: "dark"
			}), /* @__PURE__ */ jsx("ul", {
				role: "list",
				className: clsx("mt-12 grid gap-6", largeCardColumns(testimonials.items.length)),
				children: testimonials.items.map((item, index) => /* @__PURE__ */ jsx("li", {
					className: "flex",
					children: /* @__PURE__ */ jsxs("figure", {
						className: "flex w-full flex-col rounded-2xl bg-white/[0.04] p-7 ring-1 ring-white/10 backdrop-blur",
						children: [
							/* @__PURE__ */ jsx(Quote, {
								className: "size-8 text-brand-400",
								"aria-hidden": "true"
							}),
							/* @__PURE__ */ jsx("blockquote", {
								className: "mt-4 flex-1 text-base leading-relaxed break-words text-slate-200",
								children: /* @__PURE__ */ jsx("p", { children: item.quote })
							}),
							/* @__PURE__ */ jsxs("figcaption", {
								className: "mt-7 flex items-center gap-3 border-t border-white/10 pt-5",
								children: [/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									className: "grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-bold text-white",
									children: initialsOf(item.name)
								}), /* @__PURE__ */ jsxs("span", {
									className: "min-w-0",
									children: [/* @__PURE__ */ jsx("span", {
										className: "block font-semibold break-words text-white",
										children: item.name
									}), item.role && /* @__PURE__ */ jsx("span", {
										className: "block text-sm break-words text-slate-400",
										children: item.role
									})]
								})]
							})
						]
					})
				}, index))
			})]
		})]
	});
}
// src/features/home/components/home-sections.tsx
/** The whole home page from its content; the public page and the editor's preview both use it. */
function HomeSections({ content, courses, onRequestCallback, isPreview = false }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "@container",
		children: [
			/* @__PURE__ */ jsx("div", {
				"data-home-section": "hero",
				children: /* @__PURE__ */ jsx(HomeHero, {
					hero: content.hero,
					onRequestCallback
				})
			}),
			/* @__PURE__ */ jsx("div", {
				"data-home-section": "highlights",
				children: /* @__PURE__ */ jsx(HomeHighlights, { highlights: content.highlights })
			}),
			/* @__PURE__ */ jsx("div", {
				"data-home-section": "featuredCourses",
				children: /* @__PURE__ */ jsx(HomeCourses, {
					title: content.featuredCourses.title,
					courses
				})
			}),
			/* @__PURE__ */ jsx("div", {
				"data-home-section": "testimonials",
				children: /* @__PURE__ */ jsx(HomeTestimonials, { testimonials: content.testimonials })
			}),
			/* @__PURE__ */ jsx("div", {
				"data-home-section": "faq",
				children: /* @__PURE__ */ jsx(HomeFaq, {
					faq: content.faq,
					callbackLabel: content.hero.callbackLabel,
					onRequestCallback,
					isExpanded: isPreview
				})
			}),
			/* @__PURE__ */ jsx("div", {
				"data-home-section": "cta",
				children: /* @__PURE__ */ jsx(HomeCta, {
					cta: content.cta,
					onRequestCallback
				})
			})
		]
	});
}
// src/features/home/pages/home-page.tsx
var requestCallback = () => openCallbackPopup();
/**
* `/`: the content staff publish at /admin/edit-home. It paints at once from the last copy this
* browser saw (or the default) and swaps in the published content when it arrives; if the call
* fails the visitor still gets a complete page.
*/
function HomePage() {
	const { data } = useHome();
	const content = data?.home ?? DEFAULT_HOME_CONTENT;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("title", { children: `${content.hero.title} | KodeSchool` }), /* @__PURE__ */ jsx(HomeSections, {
		content,
		courses: data?.courses ?? [],
		onRequestCallback: requestCallback
	})] });
}
// src/app/lazy-page.ts
/**
* Turns `import()` of a page module with a default export into a route's `lazy`, so each page
* becomes its own chunk, fetched the first time someone navigates to it.
*/
function lazyPage(load) {
	return async () => {
		return { Component: (await load()).default };
	};
}
// src/app/admin-routes.tsx
/**
* Admin child pages, relative to /admin. Each feature issue adds its entries here and nowhere
* else, loading the page lazily with `lazyPage` so the admin area never weighs on the public
* bundle. Access is checked before any page renders (canAccessAdminPath in RequireStaff), so
* pages do not repeat the role check. A path with no entry shows the admin "Page not found" panel.
*/
var adminRoutes = [
	{
		path: "dashboard",
		lazy: lazyPage(() => import("./assets/admin-dashboard-page-DXvpVlu9.js").then((n) => n.t))
	},
	{
		path: "kodr-registrations",
		lazy: lazyPage(() => import("./assets/admin-kodr-registrations-page-B0s_mdEM.js"))
	},
	{
		path: "callbacks",
		lazy: lazyPage(() => import("./assets/admin-callbacks-page-DbyYAZgw.js"))
	},
	{
		path: "utm",
		lazy: lazyPage(() => import("./assets/admin-utm-page-DtlXfNHW.js"))
	},
	{
		path: "edit-home",
		lazy: lazyPage(() => import("./assets/admin-edit-home-page-Bvh4HKF7.js"))
	},
	{
		path: "edit-home/pages/:slug",
		lazy: lazyPage(() => import("./assets/admin-site-pages-page-nlE6FlVI.js"))
	},
	{
		path: "courses",
		lazy: lazyPage(() => import("./assets/admin-courses-page-DfZYjSp4.js"))
	},
	{
		path: "courses/new",
		lazy: lazyPage(() => import("./assets/admin-course-editor-page-CT6leoEF.js"))
	},
	{
		path: "courses/edit/:courseId",
		lazy: lazyPage(() => import("./assets/admin-course-editor-page-CT6leoEF.js"))
	},
	{
		path: "courses/:courseId/batches",
		lazy: lazyPage(() => import("./assets/admin-batches-page-i3Sih7dP.js"))
	},
	{
		path: "courses/:courseId/new/batch",
		lazy: lazyPage(() => import("./assets/admin-batch-form-page-C6Y9W_mZ.js"))
	},
	{
		path: "courses/:courseId/batches/:batchId",
		lazy: lazyPage(() => import("./assets/admin-batch-page-BZvQhOxI.js"))
	},
	{
		path: "courses/:courseId/batches/:batchId/edit",
		lazy: lazyPage(() => import("./assets/admin-batch-form-page-C6Y9W_mZ.js"))
	},
	{
		path: "courses/:courseId/batches/:batchId/reviews",
		lazy: lazyPage(() => import("./assets/admin-assignment-reviews-page-Cx47e0rO.js"))
	},
	{
		path: "courses/:courseId/batches/:batchId/students/:studentId",
		lazy: lazyPage(() => import("./assets/admin-batch-student-page-uAAGLubJ.js"))
	},
	{
		path: "coupons",
		lazy: lazyPage(() => import("./assets/admin-coupons-page-B8NJu6Iy.js"))
	},
	{
		path: "payments",
		lazy: lazyPage(() => import("./assets/admin-failed-payments-page-DLc1s5zI.js"))
	},
	{
		path: "paymentApproval",
		lazy: lazyPage(() => import("./assets/admin-payment-approval-page-CIuM0eUq.js"))
	},
	{
		path: "questions",
		lazy: lazyPage(() => import("./assets/admin-questions-page-qxLENr9U.js"))
	},
	{
		path: "questions/new/:questionType",
		lazy: lazyPage(() => import("./assets/admin-question-editor-page-DOlfF-sy.js"))
	},
	{
		path: "questions/update/:id/:questionType",
		lazy: lazyPage(() => import("./assets/admin-question-editor-page-DOlfF-sy.js"))
	},
	{
		path: "whizz",
		lazy: lazyPage(() => import("./assets/admin-whizz-page-mvtS3_F1.js"))
	},
	{
		path: "whizz/create",
		lazy: lazyPage(() => import("./assets/admin-whizz-editor-page-BSSLBqo7.js"))
	},
	{
		path: "whizz/update/:id",
		lazy: lazyPage(() => import("./assets/admin-whizz-editor-page-BSSLBqo7.js"))
	},
	{
		path: "whizz/:id/attempts",
		lazy: lazyPage(() => import("./assets/admin-whizz-attempts-page-bukPBpHf.js"))
	},
	{
		path: "webinars",
		lazy: lazyPage(() => import("./assets/admin-webinars-page-BazhtQvx.js"))
	},
	{
		path: "webinars/create",
		lazy: lazyPage(() => import("./assets/admin-webinar-editor-page-BBmRxllk.js"))
	},
	{
		path: "webinars/edit/:webinarId",
		lazy: lazyPage(() => import("./assets/admin-webinar-editor-page-BBmRxllk.js"))
	},
	{
		path: "webinars/:webinarId",
		lazy: lazyPage(() => import("./assets/admin-webinar-page-BxQeycMz.js"))
	},
	{
		path: "kodex-registrations",
		lazy: lazyPage(() => import("./assets/admin-kodex-registrations-page-CQeEMGV_.js"))
	},
	{
		path: "users",
		lazy: lazyPage(() => import("./assets/admin-users-page-CPsNDJLH.js"))
	},
	{
		path: "users/:userId",
		lazy: lazyPage(() => import("./assets/admin-user-page-2gkw9Zvq.js"))
	},
	{
		path: "ban",
		lazy: lazyPage(() => import("./assets/admin-ban-page-GLA0lQLt.js"))
	},
	{
		path: "verify-user",
		lazy: lazyPage(() => import("./assets/admin-verify-user-page-Cqr7ugTd.js"))
	},
	{
		path: "activity-logs",
		lazy: lazyPage(() => import("./assets/admin-activity-logs-page-DzVLle1S.js"))
	}
];
// src/core/utm.ts
/** Where the first-touch attribution lives in local storage. */
var UTM_STORAGE_KEY = "kodeschool.utm.firstTouch";
var TTL_MS = 2592e6;
function browserEnv() {
	let storage = null;
	try {
		storage = typeof window === "undefined" ? null : window.localStorage;
	} catch {
		storage = null;
	}
	return {
		storage,
		now: Date.now
	};
}
function readEntry(env) {
	let raw = null;
	try {
		raw = env.storage?.getItem("kodeschool.utm.firstTouch") ?? null;
	} catch {
		return null;
	}
	if (!raw) return null;
	try {
		const parsed = JSON.parse(raw);
		const utm = ZUtm.safeParse(parsed?.utm);
		if (!utm.success || !utm.data.source || typeof parsed?.expiresAt !== "number") return null;
		return {
			utm: utm.data,
			expiresAt: parsed.expiresAt
		};
	} catch {
		return null;
	}
}
/** The first-touch attribution while it is fresh (UTM_TTL_DAYS); undefined when none or expired. */
function getStoredUtm(env = browserEnv()) {
	const entry = readEntry(env);
	if (!entry) return void 0;
	if (entry.expiresAt <= env.now()) {
		try {
			env.storage?.removeItem(UTM_STORAGE_KEY);
		} catch {}
		return;
	}
	return entry.utm;
}
/** Stores `utm` unless a fresh first touch is already there. Returns whether it was stored. */
function rememberFirstTouch(utm, env = browserEnv()) {
	if (getStoredUtm(env)) return false;
	const entry = {
		utm,
		expiresAt: env.now() + TTL_MS
	};
	try {
		env.storage?.setItem(UTM_STORAGE_KEY, JSON.stringify(entry));
		return Boolean(env.storage);
	} catch {
		return false;
	}
}
/** `{ utm }` for a request body when there is a stored first touch, else nothing. */
function utmField(env) {
	const utm = getStoredUtm(env);
	return utm ? { utm } : {};
}
var postVisit = (body) => publicApi.post("/utm/visits", ZNoData, body);
/**
* A landing with utm_* parameters: every such visit is counted, and the first one in
* UTM_TTL_DAYS becomes the attribution later sign-ups and requests carry.
*/
function captureUtm({ search, path, env = browserEnv(), recordVisit = postVisit }) {
	const utm = utmFromSearch(search);
	if (!utm) return null;
	recordVisit({
		utm,
		path: path.startsWith("/") ? path.slice(0, 300) : "/"
	}).catch(() => {});
	rememberFirstTouch(utm, env);
	return utm;
}
var isLandingCaptured = false;
/** captureUtm for the URL the app was opened with; once per page load, whoever calls it. */
function captureLandingUtm() {
	if (isLandingCaptured || typeof window === "undefined") return;
	isLandingCaptured = true;
	captureUtm({
		search: window.location.search,
		path: window.location.pathname
	});
}
// src/app/api-client-bridge.tsx
var SIGN_IN_PATH = "/auth/signin";
/**
* Hands the router's navigate to the API client, then restores the session. Rendered before
* the page outlet so its effect runs before any page's effects make a call.
*/
function ApiClientBridge() {
	const navigate = useNavigate();
	useEffect(() => {
		configureApiClient({
			navigate: (path) => {
				if (path === SIGN_IN_PATH) {
					const { pathname, search, hash } = window.location;
					rememberPath(`${pathname}${search}${hash}`);
				}
				navigate(path);
			},
			onSessionExpired: () => useAuthStore.getState().clearAuth()
		});
		if (!useAuthStore.getState().initialAuthCheckComplete) useAuthStore.getState().restoreSession();
	}, [navigate]);
	return null;
}
// src/core/auth/use-needs-phone-verification.ts
/** A confirmed session whose account is not active yet must verify a phone first (§4). */
function useNeedsPhoneVerification() {
	return useAuthStore((s) => s.initialAuthCheckComplete && s.user !== null && !s.user.isActive);
}
// src/app/phone-verification-gate.tsx
var PhoneVerificationOverlay = lazy(async () => ({ default: (await import("./assets/phone-verification-overlay-DAh26yFd.js")).PhoneVerificationOverlay }));
/** Shows the blocking overlay on every page except the sign-in area. */
function PhoneVerificationGate() {
	const needsVerification = useNeedsPhoneVerification();
	const user = useAuthStore((s) => s.user);
	const { pathname } = useLocation();
	if (!needsVerification || !user || pathname.startsWith("/auth")) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(PhoneVerificationOverlay, { user }, user._id)
	});
}
// src/core/hooks/use-smooth-scroll.ts
var active = null;
/** Jumps to the top without easing, through Lenis when it owns the scroll position. */
function scrollToTopNow() {
	if (active) active.scrollTo(0, {
		immediate: true,
		force: true
	});
	else window.scrollTo(0, 0);
}
/**
* Lenis smooth scrolling while `enabled`. Lenis' own resize observer has a fixed delay, so
* it is switched off and resizes are re-measured here with the spec's 250 ms debounce.
*/
function useSmoothScroll(enabled) {
	useEffect(() => {
		if (!enabled) return;
		const lenis = new Lenis({
			lerp: LENIS.lerp,
			duration: LENIS.duration,
			autoResize: false,
			autoRaf: true
		});
		active = lenis;
		let timer;
		const onResize = () => {
			window.clearTimeout(timer);
			timer = window.setTimeout(() => lenis.resize(), LENIS.resizeDebounceMs);
		};
		window.addEventListener("resize", onResize);
		const observer = new ResizeObserver(onResize);
		observer.observe(document.body);
		return () => {
			window.clearTimeout(timer);
			window.removeEventListener("resize", onResize);
			observer.disconnect();
			lenis.destroy();
			if (active === lenis) active = null;
		};
	}, [enabled]);
}
// src/app/scroll-to-top.tsx
/** Every path change starts at the top of the page (query or hash changes do not). */
function ScrollToTop() {
	const { pathname } = useLocation();
	useEffect(() => {
		scrollToTopNow();
	}, [pathname]);
	return null;
}
// src/app/app-root.tsx
captureLandingUtm();
var CallbackModal = lazy(async () => ({ default: (await import("./assets/callback-modal-BoX-oYE5.js")).CallbackModal }));
/** The root route: app-wide behaviour that needs the router, around every layout. */
function AppRoot() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(ApiClientBridge, {}),
		/* @__PURE__ */ jsx(ScrollToTop, {}),
		/* @__PURE__ */ jsx(Outlet, {}),
		/* @__PURE__ */ jsx(PhoneVerificationGate, {}),
		/* @__PURE__ */ jsx(CallbackPopupHost, {})
	] });
}
/** Mounts the one callback popup once it has been opened, and keeps it mounted afterwards. */
function CallbackPopupHost() {
	const isOpen = useCallbackPopup((s) => s.isOpen);
	const [wasOpened, setWasOpened] = useState(false);
	if (isOpen && !wasOpened) setWasOpened(true);
	if (!wasOpened && !isOpen) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(CallbackModal, {})
	});
}
// src/app/errors/error-fallback.tsx
/** The screen shown instead of a page that crashed while rendering. */
function ErrorFallback({ onTryAgain }) {
	return /* @__PURE__ */ jsx("main", {
		className: "flex min-h-dvh flex-1 items-center justify-center bg-slate-50 px-6 py-16",
		children: /* @__PURE__ */ jsx("div", {
			className: "card w-full max-w-xl px-6 py-12 sm:px-12",
			children: /* @__PURE__ */ jsx(StatusPanel, {
				icon: TriangleAlert,
				tone: "danger",
				title: MSG.fallbackTitle,
				description: "An unexpected error stopped this page from loading. Try again, or refresh the page if it keeps happening.",
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Button, {
					onClick: () => window.location.reload(),
					children: [/* @__PURE__ */ jsx(RefreshCw, {
						className: "size-4",
						"aria-hidden": "true"
					}), MSG.refreshPage]
				}), /* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					onClick: onTryAgain,
					children: [/* @__PURE__ */ jsx(RotateCcw, {
						className: "size-4",
						"aria-hidden": "true"
					}), MSG.tryAgain]
				})] })
			})
		})
	});
}
// src/app/errors/route-error-fallback.tsx
/** The router's errorElement: a crash in any page or layout lands here. */
function RouteErrorFallback() {
	const error = useRouteError();
	const navigate = useNavigate();
	const { pathname, search, hash } = useLocation();
	useEffect(() => {
		console.error("Route error", error);
	}, [error]);
	const tryAgain = () => void navigate(`${pathname}${search}${hash}`, { replace: true });
	return /* @__PURE__ */ jsx(ErrorFallback, { onTryAgain: tryAgain });
}
// src/app/guards/admin-index-redirect.tsx
/** /admin itself: the first menu page the role may see (or /unauthorized, or / without role). */
function AdminIndexRedirect() {
	const role = useAuthStore((s) => s.user?.role);
	return /* @__PURE__ */ jsx(Navigate, {
		to: adminLandingPath(role),
		replace: true
	});
}
// src/components/ui/route-loader.tsx
/** An in-page wait state for content areas that already sit inside a layout's <main>. */
function RouteLoader({ message }) {
	return /* @__PURE__ */ jsx(WaitState, {
		size: "area",
		message
	});
}
// src/app/guards/redirect-to-sign-in.tsx
/** Sends a signed-out visitor to sign in, remembering the page so sign-in can return them. */
function RedirectToSignIn() {
	const navigate = useNavigate();
	const { pathname, search, hash } = useLocation();
	useEffect(() => {
		rememberPath(`${pathname}${search}${hash}`);
		navigate("/auth/signin", { replace: true });
	}, [
		navigate,
		pathname,
		search,
		hash
	]);
	return null;
}
// src/app/guards/require-auth.tsx
/**
* The login-required wrapper (/profile, /checkout/, /classroom). Use it as a layout route
* (renders the matched child) or around children.
*/
function RequireAuth({ children }) {
	const user = useAuthStore((s) => s.user);
	const loggedOut = useAuthStore((s) => s.loggedOut);
	if (!useAuthStore((s) => s.initialAuthCheckComplete)) return /* @__PURE__ */ jsx(RouteLoader, { message: "Checking your session..." });
	if (!user) return loggedOut ? /* @__PURE__ */ jsx(Navigate, {
		to: "/",
		replace: true
	}) : /* @__PURE__ */ jsx(RedirectToSignIn, {});
	return children ?? /* @__PURE__ */ jsx(Outlet, {});
}
// src/core/toast.ts
function show(message, type = "info", options = {}) {
	return toast[type](message, {
		duration: TOAST_DURATION_MS,
		...options
	});
}
/**
* The one way features raise a toast, so the spec's defaults (type, duration) live here and
* the toast library can be swapped without touching callers.
*/
var toast$1 = {
	show,
	success: (message, options) => show(message, "success", options),
	error: (message, options) => show(message, "error", options),
	warning: (message, options) => show(message, "warning", options),
	info: (message, options) => show(message, "info", options),
	dismiss: (id) => toast.dismiss(id)
};
// src/components/ui/logo.tsx
/** The KodeSchool mark: angle brackets on a violet tile, with the wordmark beside it. */
function Logo({ className, showWordmark = true, inverted = false }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx("inline-flex items-center gap-2.5", className),
		children: [/* @__PURE__ */ jsxs("svg", {
			viewBox: "0 0 32 32",
			className: "size-9 shrink-0",
			"aria-hidden": "true",
			children: [/* @__PURE__ */ jsx("rect", {
				width: "32",
				height: "32",
				rx: "9",
				className: "fill-brand-700"
			}), /* @__PURE__ */ jsx("path", {
				d: "M12.5 10 7 16l5.5 6M19.5 10 25 16l-5.5 6",
				fill: "none",
				stroke: "#fff",
				strokeWidth: "2.6",
				strokeLinecap: "round",
				strokeLinejoin: "round"
			})]
		}), showWordmark && /* @__PURE__ */ jsxs("span", {
			className: clsx("text-lg font-extrabold tracking-tight", inverted ? "text-white" : "text-slate-900"),
			children: ["Kode", /* @__PURE__ */ jsx("span", {
				className: inverted ? "text-brand-300" : "text-brand-700",
				children: "School"
			})]
		})]
	});
}
// src/core/ui-store.ts
/** Admin shell state. Only the desktop collapse survives a reload; a drawer never reopens. */
var useUiStore = create()(persist((set) => ({
	isSidebarCollapsed: false,
	isMobileSidebarOpen: false,
	toggleSidebarCollapsed: () => set((s) => ({ isSidebarCollapsed: !s.isSidebarCollapsed })),
	setMobileSidebarOpen: (open) => set({ isMobileSidebarOpen: open })
}), {
	name: "kodeschool:ui",
	storage: createJSONStorage(() => localStorage),
	partialize: (s) => ({ isSidebarCollapsed: s.isSidebarCollapsed })
}));
// src/app/layouts/admin/admin-shell-fallback.tsx
/**
* The admin layout's outline with 'Restoring admin session...' in its content area: shown on a
* direct admin load while the session is checked and the admin code arrives. Eager and tiny, so
* the spec's text is on screen at once; the real shell replaces it in place.
*/
function AdminShellFallback() {
	const isCollapsed = useUiStore((s) => s.isSidebarCollapsed);
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-dvh bg-slate-50",
		"data-testid": "admin-shell-fallback",
		children: [/* @__PURE__ */ jsx("div", {
			"aria-hidden": "true",
			className: clsx("sticky top-0 hidden h-dvh shrink-0 flex-col bg-slate-950 lg:flex", isCollapsed ? "w-20" : "w-72"),
			children: /* @__PURE__ */ jsx("div", {
				className: clsx("flex h-16 shrink-0 items-center border-b border-white/10", isCollapsed ? "justify-center" : "px-5"),
				children: /* @__PURE__ */ jsx(Logo, {
					inverted: true,
					showWordmark: !isCollapsed
				})
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex min-w-0 flex-1 flex-col",
			children: [/* @__PURE__ */ jsx("div", {
				className: "h-16 shrink-0 border-b border-slate-200 bg-white",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsxs("main", {
				className: "flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-16",
				children: [/* @__PURE__ */ jsx(Spinner, { className: "size-8 text-brand-700" }), /* @__PURE__ */ jsx("p", {
					role: "status",
					"aria-live": "polite",
					className: "text-base font-medium text-slate-700",
					children: MSG.restoringAdminSession
				})]
			})]
		})]
	});
}
// src/app/guards/require-staff.tsx
/**
* The /admin wrapper. It waits for the session restore (in the admin shell's outline, with the
* spec's 'Restoring admin session...'), then lets a staff role through only to the admin paths
* its menu allows; everyone else goes to their role's home, told why.
*/
function RequireStaff() {
	const user = useAuthStore((s) => s.user);
	const loggedOut = useAuthStore((s) => s.loggedOut);
	const initialAuthCheckComplete = useAuthStore((s) => s.initialAuthCheckComplete);
	const { pathname } = useLocation();
	if (!initialAuthCheckComplete) return /* @__PURE__ */ jsx(AdminShellFallback, {});
	if (!user) return loggedOut ? /* @__PURE__ */ jsx(Navigate, {
		to: "/",
		replace: true
	}) : /* @__PURE__ */ jsx(RedirectToSignIn, {});
	if (!isStaffRole(user.role) || !canAccessAdminPath(user.role, pathname)) return /* @__PURE__ */ jsx(RefusePage, {
		role: user.role,
		pathname
	});
	return /* @__PURE__ */ jsx(Outlet, {});
}
/** product.md §6's redirect to the role's home, with a word on why the page did not open. */
function RefusePage({ role, pathname }) {
	useEffect(() => {
		toast$1.warning(adminPageRefusedMessage(role, pathname), { id: `refused:${pathname}` });
	}, [role, pathname]);
	return /* @__PURE__ */ jsx(Navigate, {
		to: roleHomePath(role),
		replace: true
	});
}
// src/app/layouts/admin/admin-not-found.tsx
/** The admin area's 404: shown inside the layout so the menu stays at hand. */
function AdminNotFound() {
	const role = useAuthStore((s) => s.user?.role);
	const { pathname } = useLocation();
	const landing = adminLandingPath(role);
	return /* @__PURE__ */ jsx("div", {
		className: "card mx-auto mt-6 max-w-2xl px-6 py-14",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: FileQuestion,
			code: "Error 404",
			title: "Page not found",
			description: /* @__PURE__ */ jsxs(Fragment, { children: [
				"There is no admin page at ",
				/* @__PURE__ */ jsx("code", {
					className: "font-mono text-slate-800",
					children: pathname
				}),
				". Check the address or pick a section from the menu."
			] }),
			actions: landing !== pathname && landing.startsWith("/admin") ? /* @__PURE__ */ jsx(Link, {
				to: landing,
				className: buttonStyles(),
				children: "Go to your admin home"
			}) : /* @__PURE__ */ jsx(Link, {
				to: "/",
				className: buttonStyles({ variant: "secondary" }),
				children: "Go to the website"
			})
		})
	});
}
// src/components/ui/skip-link.tsx
/** Lets keyboard users jump past the header straight to the page content. */
function SkipLink({ targetId = "main" }) {
	return /* @__PURE__ */ jsx("a", {
		href: `#${targetId}`,
		className: "sr-only z-[60] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3",
		children: "Skip to content"
	});
}
// src/app/layouts/auth/auth-showcase.tsx
var points = [
	{
		icon: GraduationCap,
		text: "Live, mentor-led courses in full-stack development"
	},
	{
		icon: CalendarClock,
		text: "Kodr: a 100-day in-house bootcamp, four hours of coding daily"
	},
	{
		icon: Trophy,
		text: "Whizz quizzes and Kodex contests to sharpen your skills"
	}
];
/** Desktop-only brand panel beside the sign-in card; decorative for the flow itself. */
function AuthShowcase() {
	return /* @__PURE__ */ jsxs("aside", {
		"aria-label": "About KodeSchool",
		className: "relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-brand-950 p-12 text-white lg:flex",
		children: [
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-600/40 blur-3xl"
			}),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-fuchsia-500/20 blur-3xl"
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/",
				className: "relative w-fit rounded-lg",
				children: /* @__PURE__ */ jsx(Logo, { inverted: true })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "relative",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-sm font-semibold tracking-wider text-brand-200 uppercase",
						children: "Learn to code, get hired"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 text-4xl leading-tight font-extrabold tracking-tight",
						children: "Your first developer job starts with one line of code."
					}),
					/* @__PURE__ */ jsx("ul", {
						className: "mt-10 space-y-5",
						children: points.map(({ icon: Icon, text }) => /* @__PURE__ */ jsxs("li", {
							className: "flex items-start gap-4 text-brand-100",
							children: [/* @__PURE__ */ jsx("span", {
								className: "grid size-10 shrink-0 place-items-center rounded-xl bg-white/10",
								children: /* @__PURE__ */ jsx(Icon, {
									className: "size-5 text-brand-200",
									"aria-hidden": "true"
								})
							}), /* @__PURE__ */ jsx("span", {
								className: "pt-2 text-base",
								children: text
							})]
						}, text))
					})
				]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "relative text-sm text-brand-200",
				children: "Sign in with your phone number: no passwords to remember."
			})
		]
	});
}
// src/app/layouts/auth/auth-layout.tsx
/** The sign-in area: a focused page without the site navigation, and a brand panel on desktop. */
function AuthLayout() {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-dvh",
		children: [
			/* @__PURE__ */ jsx(SkipLink, {}),
			/* @__PURE__ */ jsx(AuthShowcase, {}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex min-h-dvh flex-1 flex-col bg-slate-50",
				children: [
					/* @__PURE__ */ jsxs("header", {
						className: "flex h-16 items-center justify-between px-4 sm:px-8",
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/",
							className: "rounded-lg lg:invisible",
							children: /* @__PURE__ */ jsx(Logo, {})
						}), /* @__PURE__ */ jsxs(Link, {
							to: "/",
							className: "inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-slate-700 hover:text-slate-900",
							children: [/* @__PURE__ */ jsx(ArrowLeft, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Back to home"]
						})]
					}),
					/* @__PURE__ */ jsx("main", {
						id: "main",
						tabIndex: -1,
						className: "flex flex-1 items-start justify-center px-4 pt-6 pb-12 outline-none sm:items-center sm:pt-0",
						children: /* @__PURE__ */ jsx(Outlet, {})
					}),
					/* @__PURE__ */ jsx("footer", {
						className: "px-4 pb-6 text-center text-xs text-slate-600 sm:px-8",
						children: "By continuing you agree to receive a one-time code by SMS on this number."
					})
				]
			})
		]
	});
}
// src/core/hooks/use-media-query.ts
/** Live `matchMedia` result; false where the API is missing (tests, very old browsers). */
function useMediaQuery(query) {
	const subscribe = useCallback((onChange) => {
		if (typeof window.matchMedia !== "function") return () => {};
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, [query]);
	const getSnapshot = () => typeof window.matchMedia === "function" && window.matchMedia(query).matches;
	return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
function usePrefersReducedMotion() {
	return useMediaQuery("(prefers-reduced-motion: reduce)");
}
// src/app/layouts/navigation-progress.tsx
/** A thin bar while the router fetches a lazily loaded page, so a click never feels ignored. */
function NavigationProgress() {
	const { state } = useNavigation();
	if (state === "idle") return null;
	return /* @__PURE__ */ jsx("div", {
		role: "progressbar",
		"aria-label": "Loading page",
		className: "fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-brand-100",
		children: /* @__PURE__ */ jsx("div", { className: "animate-progress h-full w-2/5 bg-brand-600" })
	});
}
// src/app/layouts/public/public-footer.tsx
var LEARN = {
	title: "Learn",
	links: [
		{
			label: "All courses",
			to: "/courses"
		},
		{
			label: "Kodr Bootcamp",
			to: "/kodr"
		},
		{
			label: "Webinars",
			to: "/webinars"
		},
		{
			label: "Verify a certificate",
			to: "/certificates"
		}
	]
};
var PRACTISE = {
	title: "Practise",
	links: [
		{
			label: "Whizz quizzes",
			to: "/whizz"
		},
		{
			label: "Kodex contests",
			to: "/kodex"
		},
		{
			label: "Kodex ranking",
			to: "/kodex/ranking"
		}
	]
};
/** The policies a payment gateway asks for, and how to reach us. */
var SCHOOL = {
	title: "School",
	links: [...SITE_PAGE_SLUGS].sort((a, b) => Number(b === "contact") - Number(a === "contact")).map((slug) => ({
		label: SITE_PAGE_LABELS[slug],
		to: sitePagePath(slug)
	}))
};
/** A visitor is offered to sign in; a signed-in person their own places. */
function accountColumn(user) {
	if (!user) return {
		title: "Account",
		links: [{
			label: "Sign in",
			to: "/auth/signin"
		}, {
			label: "Create an account",
			to: "/auth/register"
		}]
	};
	return {
		title: "Your account",
		links: [
			{
				label: "My classroom",
				to: "/classroom"
			},
			{
				label: "Profile",
				to: "/profile"
			},
			...isStaffRole(user.role) ? [{
				label: "Admin",
				to: adminLandingPath(user.role)
			}] : []
		]
	};
}
function PublicFooter() {
	const user = useAuthStore((s) => s.user);
	const columns = [
		LEARN,
		PRACTISE,
		...useAuthStore((s) => s.initialAuthCheckComplete) ? [accountColumn(user)] : [],
		SCHOOL
	];
	return /* @__PURE__ */ jsxs("footer", {
		className: "mt-auto bg-slate-950 text-slate-300",
		"data-testid": "site-footer",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_repeat(4,1fr)]",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "col-span-2 max-w-xs lg:col-span-1",
				children: [
					/* @__PURE__ */ jsx(Link, {
						to: "/",
						className: "inline-block rounded-lg",
						children: /* @__PURE__ */ jsx(Logo, { inverted: true })
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 text-sm leading-relaxed text-slate-400",
						children: "A coding school for India. Live, mentor-led learning that takes you from your first line of code to your first developer job."
					}),
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						onClick: () => openCallbackPopup(),
						className: "mt-6 inline-flex items-center gap-2 rounded-xl border border-slate-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:border-slate-500 hover:bg-slate-900",
						children: [/* @__PURE__ */ jsx(PhoneCall, {
							className: "size-4 text-brand-300",
							"aria-hidden": "true"
						}), "Request a callback"]
					})
				]
			}), columns.map((column) => /* @__PURE__ */ jsxs("nav", {
				"aria-label": column.title,
				children: [/* @__PURE__ */ jsx("h2", {
					className: "text-sm font-semibold text-white",
					children: column.title
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-4 space-y-3",
					children: column.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: link.to,
						className: "text-sm text-slate-300 hover:text-white",
						children: link.label
					}) }, link.to))
				})]
			}, column.title))]
		}), /* @__PURE__ */ jsx("div", {
			className: "border-t border-slate-800",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between",
				children: [/* @__PURE__ */ jsxs("p", { children: [
					"© ",
					(/* @__PURE__ */ new Date()).getFullYear(),
					" KodeSchool. All rights reserved."
				] }), /* @__PURE__ */ jsx("p", { children: "Made in India, for India's next developers." })]
			})
		})]
	});
}
// src/components/ui/avatar.tsx
/** Initials on a brand tile; we do not store profile photos. */
function Avatar({ firstName, lastName = "", className }) {
	const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || "?";
	return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: clsx("grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800", className),
		children: initials
	});
}
// src/core/auth/use-logout.ts
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
* The logout sequence of the spec: 'Logging out...' while the call runs, then about 0.8 s
* (300 ms + 500 ms) before the browser lands on the home page.
*/
function useLogout() {
	const navigate = useNavigate();
	const [isLoggingOut, setIsLoggingOut] = useState(false);
	return {
		logout: useCallback(async () => {
			setIsLoggingOut(true);
			try {
				await useAuthStore.getState().logout();
			} catch {
				setIsLoggingOut(false);
				toast$1.error(MSG.logoutRetry);
				return;
			}
			toast$1.success(MSG.loggedOut);
			await sleep(300);
			await sleep(500);
			useAuthStore.getState().clearAuth("logout");
			await navigate("/", { replace: true });
			setIsLoggingOut(false);
		}, [navigate]),
		isLoggingOut
	};
}
// src/app/layouts/public/user-menu.tsx
var itemClass = "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100";
/** The signed-in person's name, their classroom and profile, the admin area for staff, Log out. */
function UserMenu({ user }) {
	const [isOpen, setIsOpen] = useState(false);
	const rootRef = useRef(null);
	const panelId = useId();
	const { logout, isLoggingOut } = useLogout();
	const name = fullNameOf(user) || "Your account";
	useEffect(() => {
		if (!isOpen) return;
		const onPointerDown = (event) => {
			if (!rootRef.current?.contains(event.target)) setIsOpen(false);
		};
		const onKeyDown = (event) => event.key === "Escape" && setIsOpen(false);
		document.addEventListener("pointerdown", onPointerDown);
		document.addEventListener("keydown", onKeyDown);
		return () => {
			document.removeEventListener("pointerdown", onPointerDown);
			document.removeEventListener("keydown", onKeyDown);
		};
	}, [isOpen]);
	return /* @__PURE__ */ jsxs("div", {
		ref: rootRef,
		className: "relative",
		children: [/* @__PURE__ */ jsxs("button", {
			type: "button",
			"aria-expanded": isOpen,
			"aria-controls": panelId,
			onClick: () => setIsOpen((open) => !open),
			className: "flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100",
			children: [
				/* @__PURE__ */ jsx(Avatar, {
					firstName: user.name.firstName,
					lastName: user.name.lastName
				}),
				/* @__PURE__ */ jsx("span", {
					className: "hidden max-w-32 truncate text-sm font-semibold text-slate-800 sm:inline",
					children: user.name.firstName || name
				}),
				/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "Account menu"
				}),
				/* @__PURE__ */ jsx(ChevronDown, {
					className: "size-4 text-slate-600",
					"aria-hidden": "true"
				})
			]
		}), isOpen && /* @__PURE__ */ jsxs("div", {
			id: panelId,
			className: "animate-fade-in absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-pop",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "border-b border-slate-100 px-3 pt-2 pb-3",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "truncate font-semibold text-slate-900",
						children: name
					}),
					/* @__PURE__ */ jsx("p", {
						className: "truncate text-sm text-slate-600",
						children: user.email ?? user.phone?.number
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800",
						children: ROLE_LABELS[user.role]
					})
				]
			}), /* @__PURE__ */ jsxs("ul", {
				className: "pt-2",
				children: [
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: "/classroom",
						"data-testid": "user-menu-classroom",
						className: itemClass,
						onClick: () => setIsOpen(false),
						children: [/* @__PURE__ */ jsx(GraduationCap, {
							className: "size-4 text-slate-600",
							"aria-hidden": "true"
						}), "My classroom"]
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: "/profile",
						"data-testid": "user-menu-profile",
						className: itemClass,
						onClick: () => setIsOpen(false),
						children: [/* @__PURE__ */ jsx(UserRound, {
							className: "size-4 text-slate-600",
							"aria-hidden": "true"
						}), "Profile"]
					}) }),
					isStaffRole(user.role) && /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: adminLandingPath(user.role),
						className: itemClass,
						onClick: () => setIsOpen(false),
						children: [/* @__PURE__ */ jsx(LayoutDashboard, {
							className: "size-4 text-slate-600",
							"aria-hidden": "true"
						}), "Admin"]
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: itemClass,
						onClick: logout,
						disabled: isLoggingOut,
						children: [isLoggingOut ? /* @__PURE__ */ jsx(Spinner, { className: "size-4" }) : /* @__PURE__ */ jsx(LogOut, {
							className: "size-4 text-slate-600",
							"aria-hidden": "true"
						}), isLoggingOut ? "Logging out..." : "Log out"]
					}) })
				]
			})]
		})]
	});
}
// src/app/layouts/public/auth-controls.tsx
/** Sign in button for visitors, the account menu for signed-in people. */
function AuthControls() {
	const user = useAuthStore((s) => s.user);
	const initialAuthCheckComplete = useAuthStore((s) => s.initialAuthCheckComplete);
	const { pathname, search } = useLocation();
	if (user) return /* @__PURE__ */ jsx(UserMenu, { user });
	if (!initialAuthCheckComplete) return /* @__PURE__ */ jsx("span", {
		className: "h-9 w-20 animate-pulse rounded-xl bg-slate-100",
		"aria-hidden": "true"
	});
	return /* @__PURE__ */ jsx(Link, {
		to: "/auth/signin",
		onClick: () => pathname !== "/" && rememberPath(`${pathname}${search}`),
		className: buttonStyles({ size: "sm" }),
		children: "Sign in"
	});
}
// src/app/layouts/public/public-nav.ts
/** Main site sections; their pages arrive with later issues. */
var PUBLIC_NAV = [
	{
		label: "Courses",
		to: "/courses"
	},
	{
		label: "Kodr Bootcamp",
		to: "/kodr"
	},
	{
		label: "Whizz",
		to: "/whizz"
	},
	{
		label: "Kodex",
		to: "/kodex"
	},
	{
		label: "Webinars",
		to: "/webinars"
	}
];
// src/app/layouts/public/mobile-nav.tsx
/** The small-screen version of the main navigation, opened from the header's menu button. */
function MobileNav({ id, onNavigate }) {
	return /* @__PURE__ */ jsxs("nav", {
		id,
		"aria-label": "Mobile",
		className: "animate-fade-in border-t border-slate-200 bg-white px-4 py-3 shadow-card md:hidden",
		children: [/* @__PURE__ */ jsx("ul", {
			className: "space-y-1",
			children: PUBLIC_NAV.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(NavLink, {
				to: item.to,
				onClick: onNavigate,
				className: ({ isActive }) => clsx("flex items-center justify-between rounded-xl px-3 py-3 text-base font-semibold", isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"),
				children: [item.label, /* @__PURE__ */ jsx(ChevronRight, {
					className: "size-4 text-slate-500",
					"aria-hidden": "true"
				})]
			}) }, item.to))
		}), /* @__PURE__ */ jsxs("button", {
			type: "button",
			onClick: () => {
				onNavigate();
				openCallbackPopup();
			},
			className: "mt-3 flex w-full items-center justify-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-3 text-base font-semibold text-brand-800 hover:bg-brand-100",
			children: [/* @__PURE__ */ jsx(PhoneCall, {
				className: "size-4",
				"aria-hidden": "true"
			}), "Request a callback"]
		})]
	});
}
// src/app/layouts/public/public-header.tsx
var navLinkClass = ({ isActive }) => clsx("rounded-lg px-3 py-2 text-sm font-semibold transition-colors", isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900");
function PublicHeader() {
	const { pathname } = useLocation();
	const [openOn, setOpenOn] = useState(null);
	const isMenuOpen = openOn === pathname;
	return /* @__PURE__ */ jsxs("header", {
		className: "sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container-page flex h-16 items-center gap-4 lg:gap-8",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "shrink-0 rounded-lg",
					children: /* @__PURE__ */ jsx(Logo, {})
				}),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": "Main",
					className: "hidden md:block",
					children: /* @__PURE__ */ jsx("ul", {
						className: "flex items-center gap-1",
						children: PUBLIC_NAV.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
							to: item.to,
							className: navLinkClass,
							children: item.label
						}) }, item.to))
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "ml-auto flex items-center gap-2",
					children: [
						/* @__PURE__ */ jsxs("button", {
							type: "button",
							onClick: () => openCallbackPopup(),
							"data-testid": "header-callback",
							className: "hidden h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 md:inline-flex",
							children: [/* @__PURE__ */ jsx(PhoneCall, {
								className: "size-4 text-brand-700",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsx("span", {
								className: "sr-only lg:not-sr-only",
								children: "Request a callback"
							})]
						}),
						/* @__PURE__ */ jsx(AuthControls, {}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden",
							"aria-expanded": isMenuOpen,
							"aria-controls": "mobile-nav",
							"aria-label": isMenuOpen ? "Close menu" : "Open menu",
							onClick: () => setOpenOn(isMenuOpen ? null : pathname),
							children: isMenuOpen ? /* @__PURE__ */ jsx(X, {
								className: "size-5",
								"aria-hidden": "true"
							}) : /* @__PURE__ */ jsx(Menu, {
								className: "size-5",
								"aria-hidden": "true"
							})
						})
					]
				})
			]
		}), isMenuOpen && /* @__PURE__ */ jsx(MobileNav, {
			id: "mobile-nav",
			onNavigate: () => setOpenOn(null)
		})]
	});
}
// src/app/layouts/public/public-layout.tsx
/** Public pages: site header and footer, and Lenis smooth scrolling unless motion is reduced. */
function PublicLayout() {
	const prefersReducedMotion = usePrefersReducedMotion();
	const needsPhoneVerification = useNeedsPhoneVerification();
	const isCallbackOpen = useCallbackPopup((s) => s.isOpen);
	useSmoothScroll(!prefersReducedMotion && !needsPhoneVerification && !isCallbackOpen);
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-dvh flex-col",
		children: [
			/* @__PURE__ */ jsx(SkipLink, {}),
			/* @__PURE__ */ jsx(NavigationProgress, {}),
			/* @__PURE__ */ jsx(PublicHeader, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				tabIndex: -1,
				className: "flex-1 outline-none",
				children: /* @__PURE__ */ jsx(Outlet, {})
			}),
			/* @__PURE__ */ jsx(PublicFooter, {})
		]
	});
}
// src/app/site-routes.ts
/**
* Public and login-required pages that feature issues own (courses, kodr, whizz, kodex,
* profile, checkout, classroom). They render inside the public layout; entries in
* `loginRequiredRoutes` sit behind <RequireAuth>. Load them with `lazyPage` (./lazy-page.ts).
*/
var publicRoutes = [
	{
		path: "kodr",
		lazy: lazyPage(() => import("./assets/kodr-landing-page-BYpuc-my.js"))
	},
	{
		path: "courses",
		lazy: lazyPage(() => import("./assets/courses-page-DV_X5NJu.js"))
	},
	{
		path: "courses/:id",
		lazy: lazyPage(() => import("./assets/course-page-D5LSN6zD.js"))
	},
	{
		path: "whizz",
		lazy: lazyPage(() => import("./assets/whizz-page-DQRiNuVB.js"))
	},
	{
		path: "kodex",
		lazy: lazyPage(() => import("./assets/kodex-page-CZTUgXY9.js"))
	},
	{
		path: "kodex/registration",
		lazy: lazyPage(() => import("./assets/kodex-registration-page-BRBMtuIe.js"))
	},
	{
		path: "kodex/ranking",
		lazy: lazyPage(() => import("./assets/kodex-ranking-page-jzo3uAf_.js"))
	},
	{
		path: "webinars",
		lazy: lazyPage(() => import("./assets/webinars-page-1_pixR3G.js"))
	},
	{
		path: "webinars/:webinarCode",
		lazy: lazyPage(() => import("./assets/webinar-page-Dr9xmiOu.js"))
	},
	{
		path: "certificates",
		lazy: lazyPage(() => import("./assets/certificate-lookup-page-Bz3fn14E.js"))
	},
	{
		path: "certificates/:code",
		lazy: lazyPage(() => import("./assets/certificate-page-CJa0Z8tg.js"))
	},
	...[
		"privacy",
		"terms",
		"refunds",
		"contact"
	].map((path) => ({
		path,
		lazy: lazyPage(() => import("./assets/site-page-BWXh0F6z.js"))
	}))
];
var loginRequiredRoutes = [
	{
		path: "checkout",
		lazy: lazyPage(() => import("./assets/checkout-page-Bxb2bB23.js"))
	},
	{
		path: "classroom",
		lazy: lazyPage(() => import("./assets/classroom-page-D21iu5RS.js"))
	},
	{
		path: "classroom/:batchId/lessons/:lessonId",
		lazy: lazyPage(() => import("./assets/lesson-page-BiAprc8I.js"))
	},
	{
		path: "profile",
		lazy: lazyPage(() => import("./assets/profile-page-BBD77dSc.js"))
	},
	{
		path: "whizz/:id/attempt",
		lazy: lazyPage(() => import("./assets/whizz-attempt-page-Ci0cbx8_.js"))
	},
	{
		path: "whizz/:id/result",
		lazy: lazyPage(() => import("./assets/whizz-result-page-CRZQk668.js"))
	}
];
// src/app/router.tsx
/** The route tree of product.md §2. Feature pages are added through the two route tables. */
var routes = [{
	element: /* @__PURE__ */ jsx(AppRoot, {}),
	errorElement: /* @__PURE__ */ jsx(RouteErrorFallback, {}),
	hydrateFallbackElement: /* @__PURE__ */ jsx(FullScreenStatus, { message: "Loading KodeSchool..." }),
	children: [
		{
			element: /* @__PURE__ */ jsx(PublicLayout, {}),
			children: [
				{
					index: true,
					element: /* @__PURE__ */ jsx(HomePage, {})
				},
				{
					path: "unauthorized",
					element: /* @__PURE__ */ jsx(UnauthorizedPage, {})
				},
				...publicRoutes,
				{
					element: /* @__PURE__ */ jsx(RequireAuth, {}),
					children: loginRequiredRoutes
				},
				{
					path: "*",
					element: /* @__PURE__ */ jsx(NotFoundPage, {})
				}
			]
		},
		{
			path: "auth",
			element: /* @__PURE__ */ jsx(AuthLayout, {}),
			children: [{
				index: true,
				element: /* @__PURE__ */ jsx(Navigate, {
					to: "/auth/signin",
					replace: true
				})
			}, {
				path: ":id",
				lazy: async () => ({ Component: (await import("./assets/sign-in-page-BgiSC1NH.js")).SignInPage })
			}]
		},
		{
			path: "admin",
			element: /* @__PURE__ */ jsx(RequireStaff, {}),
			hydrateFallbackElement: /* @__PURE__ */ jsx(AdminShellFallback, {}),
			children: [{
				lazy: async () => ({ Component: (await import("./assets/admin-layout-BXMZTxN4.js")).AdminLayout }),
				children: [
					{
						index: true,
						element: /* @__PURE__ */ jsx(AdminIndexRedirect, {})
					},
					...adminRoutes,
					{
						path: "*",
						element: /* @__PURE__ */ jsx(AdminNotFound, {})
					}
				]
			}]
		}
	]
}];
typeof window === "undefined" || createBrowserRouter(routes);
// src/entry-server.tsx
async function render(url) {
	const { query, dataRoutes } = createStaticHandler(routes);
	const context = await query(new Request(url));
	if (context instanceof Response) return {
		status: context.status,
		html: ""
	};
	const router = createStaticRouter(dataRoutes, context);
	const queryClient = new QueryClient();
	const html = renderToString(/* @__PURE__ */ jsx(QueryClientProvider, {
		client: queryClient,
		children: /* @__PURE__ */ jsx(StaticRouterProvider, {
			router,
			context
		})
	}));
	return {
		status: context.statusCode,
		html
	};
}
export { ZAnnouncementData as $, SITE_PAGE_MAX_BODY as A, callbackBodyFromForm as At, ZAdminHomeData as B, fullNameOf as Bt, createUserStore as C, ENQUIRY_TYPES as Ct, GST_NOTE as D, ZCallbackData as Dt, GST_LABEL as E, ZAssigneesData as Et, ZSitePageData as F, ZGoogleData as Ft, COURSE_TYPES as G, buttonStyles as Gt, COURSE_DIFFICULTIES as H, EmptyListPanel as Ht, isSitePageSlug as I, ZOtp as It, DEFAULT_COURSE_LANGUAGE as J, COURSE_TYPE_LABELS as K, sitePagePath as L, ZRegisterForm as Lt, SITE_PAGE_SLUGS as M, repeated as Mt, ZAdminSitePageData as N, embedProviderOf as Nt, formatPaise as O, ZCallbackForm as Ot, ZSitePageContent as P, videoEmbedUrl as Pt, ZAnnouncementBody as Q, HOME_ICONS as R, ZSendOtpData as Rt, takeRememberedPath as S, ENQUIRY_LABELS as St, COUPON_TYPES as T, FOLLOW_UP_STATUSES as Tt, COURSE_STATES as U, StatusPanel as Ut, ZHomeContent as V, splitFullName as Vt, COURSE_STATE_LABELS as W, Button as Wt, ZAdminCourseListData as X, EMPTY_COURSE_META as Y, ZAdminCourseModulesData as Z, homeKeys as _, isMp4Url as _t, SkipLink as a, ZCourseModulesData as at, useAuthStore as b, UPLOADED_FILE_PATH as bt, toast$1 as c, DISCOUNT_TYPES as ct, utmField as d, durationWeeks as dt, ZAnnouncementsData as et, HomeSections as f, formatInr as ft, rememberHome as g, ZLessonResource as gt, CallbackButton as h, LESSON_KIND_LABELS as ht, useMediaQuery as i, ZCourseModulesBody as it, SITE_PAGE_MSG as j, ZDateOnly as jt, SITE_PAGE_LABELS as k, ZCallbackListData as kt, RouteLoader as l, batchFinalPrice as lt, IconTile as m, LESSON_KINDS as mt, Avatar as n, ZCourseData as nt, useUiStore as o, ZCourseStaffData as ot, HOME_ICON_MAP as p, hasAtMost2Decimals as pt, DEFAULT_COURSE_DIFFICULTY as q, NavigationProgress as r, render, ZCourseListData as rt, Logo as s, ZPersonRef as st, useLogout as t, ZCourseBody as tt, scrollToTopNow as u, courseFinalPrice as ut, openCallbackPopup as v, moduleShutUntil as vt, getUserStorageOwner as w, FOLLOW_UP_LABELS as wt, rememberPath as x, CALLBACK_MSG as xt, useCallbackPopup as y, COURSES_MSG as yt, HOME_MSG as z, ZUserData as zt };
