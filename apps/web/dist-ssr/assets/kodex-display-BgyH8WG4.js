import { a as ZId, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { n as ZUtm, r as ZUtmData } from "./utm.schema-U9ITuTOD.js";
import { a as formatDateTime, l as formatTime, u as formatWeekdayDate } from "./format-DGa3zFAK.js";
import { a as EXPERIENCE_LEVELS } from "./kodr.schema-DnG9icZh.js";
import { t as contactFields } from "./contact-fields-Dy-SsWz_.js";
import { r as WHIZZ_STATES } from "./whizz.schema-DDHMFrik.js";
import { Mt as repeated, jt as ZDateOnly } from "../entry-server.js";
import { z } from "zod";
// ../../packages/shared/src/assessments/kodex.schema.ts
/**
* Kodex coding contests (issue #5): a contest is an external whizz of coding problems with a
* registration window. Ranking: score desc, then time taken asc.
*/
var KODEX_YEARS = [
	"1st year",
	"2nd year",
	"3rd year",
	"4th year",
	"Graduate",
	"Working professional"
];
var KODEX_MSG = {
	nameRequired: "Name is required",
	nameTooLong: "Name is at most 100 characters",
	emailRequired: "Email is required",
	emailInvalid: "Enter a valid email",
	phoneRequired: "Phone number is required",
	phoneInvalid: "Please enter a valid 10-digit phone number",
	organisationRequired: "College or organisation is required",
	organisationTooLong: "At most 150 characters",
	yearRequired: "Choose your year",
	experienceRequired: "Choose your experience",
	titleRequired: "Title is required",
	windowOrder: "Registration must open before it closes",
	closesBeforeEnd: "Registration must close before the contest ends",
	whizzMustBeContest: "A contest runs an external whizz made only of coding problems",
	whizzTaken: "This whizz already runs another contest"
};
/** The public registration form (/kodex/registration) and POST /kodex/{contestId}/registrations. */
var ZKodexRegistrationForm = z.object({
	...contactFields(KODEX_MSG),
	organisation: z.string({ error: KODEX_MSG.organisationRequired }).trim().min(1, KODEX_MSG.organisationRequired).max(150, KODEX_MSG.organisationTooLong),
	year: z.enum(KODEX_YEARS, { error: KODEX_MSG.yearRequired }),
	experience: z.enum(EXPERIENCE_LEVELS, { error: KODEX_MSG.experienceRequired })
});
ZKodexRegistrationForm.extend({ utm: ZUtm.optional() }).strict();
var ZKodexRegistration = z.object({
	_id: z.string(),
	contestId: z.string(),
	contestTitle: z.string(),
	name: z.string(),
	email: z.string(),
	phone: z.string(),
	organisation: z.string(),
	year: z.enum(KODEX_YEARS),
	experience: z.enum(EXPERIENCE_LEVELS),
	userId: z.string().nullable(),
	/** has this person started the contest's whizz */
	participated: z.boolean(),
	utm: ZUtmData.nullable(),
	createdAt: z.string()
});
var ZKodexRegistrationData = z.object({ registration: ZKodexRegistration });
var ZKodexPrize = z.strictObject({
	place: z.string().trim().min(1, "Place is required").max(40),
	reward: z.string().trim().min(1, "Reward is required").max(120)
});
/** POST /admin/kodex-contests, PUT /admin/kodex-contests/{id} (menu kodexRegistrations) */
var ZKodexContestBody = z.strictObject({
	whizzId: ZId,
	title: z.string().trim().min(1, KODEX_MSG.titleRequired).max(120),
	tagline: z.string().trim().max(200).default(""),
	description: z.string().trim().max(2e3).default(""),
	rules: z.array(z.string().trim().min(1).max(300)).max(20).default([]),
	prizes: z.array(ZKodexPrize).max(10).default([]),
	registrationOpensAt: z.iso.datetime({ offset: true }),
	registrationClosesAt: z.iso.datetime({ offset: true }),
	isPublished: z.boolean().default(true)
}).refine((c) => Date.parse(c.registrationOpensAt) < Date.parse(c.registrationClosesAt), {
	path: ["registrationClosesAt"],
	message: KODEX_MSG.windowOrder
});
[...WHIZZ_STATES];
/** GET /kodex → data.contest (the next or running contest; null if none) */
var ZKodexContest = z.object({
	_id: z.string(),
	whizzId: z.string(),
	title: z.string(),
	tagline: z.string(),
	description: z.string(),
	rules: z.array(z.string()),
	prizes: z.array(z.object({
		place: z.string(),
		reward: z.string()
	})),
	registrationOpensAt: z.string(),
	registrationClosesAt: z.string(),
	startDate: z.string(),
	endsAt: z.string(),
	durationMinutes: z.number().int(),
	problemCount: z.number().int(),
	registeredCount: z.number().int(),
	/** upcoming | live | finished of the whizz */
	state: z.enum(WHIZZ_STATES),
	registrationOpen: z.boolean(),
	isPublished: z.boolean(),
	/** for a signed-in caller: registered with their phone */
	isRegistered: z.boolean(),
	createdAt: z.string(),
	updatedAt: z.string()
});
var ZKodexContestData = z.object({ contest: ZKodexContest });
var ZKodexContestsData = z.object({ contests: z.array(ZKodexContest) });
/** GET /kodex: the featured contest (running, next or last; none yet) and recent finished ones. */
var ZKodexOverviewData = z.object({
	contest: ZKodexContest.nullable(),
	past: z.array(ZKodexContest)
});
/** GET /kodex/{contestId}/ranking?page&limit → data{ranking, pagination, contest, updatedAt} */
var ZKodexRankingRow = z.object({
	rank: z.number().int(),
	name: z.string(),
	score: z.number(),
	problemsSolved: z.number().int(),
	timeTakenSeconds: z.number().int(),
	isYou: z.boolean()
});
var ZKodexRankingData = z.object({
	ranking: z.array(ZKodexRankingRow),
	pagination: ZPagination,
	contest: ZKodexContest,
	updatedAt: z.string()
});
z.strictObject({
	search: z.string().trim().max(100).optional(),
	contestId: ZId.optional(),
	year: repeated(z.enum(KODEX_YEARS)),
	experience: repeated(z.enum(EXPERIENCE_LEVELS)),
	participated: z.enum(["true", "false"]).optional(),
	startDate: ZDateOnly.optional(),
	endDate: ZDateOnly.optional(),
	...listPageFields
});
var ZKodexListData = z.object({
	kodexRegistrations: z.array(ZKodexRegistration),
	pagination: ZPagination
});
// src/features/kodex/api/kodex-keys.ts
/** Query keys of the kodex feature; never written inline in components. */
var kodexKeys = {
	all: ["kodex"],
	/** GET /kodex depends on who asks (isRegistered). */
	overview: (userId) => [
		...kodexKeys.all,
		"overview",
		userId
	],
	rankings: () => [...kodexKeys.all, "ranking"],
	ranking: (contestId, page, limit, userId) => [
		...kodexKeys.rankings(),
		contestId,
		page,
		limit,
		userId
	],
	admin: ["admin", "kodex"],
	lists: () => [...kodexKeys.admin, "list"],
	list: (params) => [...kodexKeys.lists(), params],
	contests: () => [...kodexKeys.admin, "contests"],
	whizzOptions: () => [...kodexKeys.admin, "whizz-options"]
};
/** The filters as the API reads them; empty values are left out, arrays repeat. */
function kodexFilterQuery(params) {
	return {
		search: params.search.trim() || void 0,
		contestId: params.contestId || void 0,
		year: params.year,
		experience: params.experience,
		participated: params.participated || void 0,
		startDate: params.startDate || void 0,
		endDate: params.endDate || void 0
	};
}
// src/features/kodex/lib/kodex-time.ts
/** 3725 → "1:02:05" (the ranking's time column). */
function formatHms(totalSeconds) {
	const s = Math.max(0, Math.floor(totalSeconds));
	const h = Math.floor(s / 3600);
	const m = Math.floor(s % 3600 / 60);
	return `${h}:${String(m).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
function contestPhase(contest, now) {
	const at = (iso) => Date.parse(iso);
	if (now >= at(contest.endsAt)) return "finished";
	if (now >= at(contest.startDate)) return "live";
	if (now < at(contest.registrationOpensAt)) return "registration_soon";
	if (now < at(contest.registrationClosesAt)) return "registration_open";
	return "registration_closed";
}
/** The moment the countdown counts to in each phase, with its label. */
function countdownTarget(contest, phase) {
	switch (phase) {
		case "registration_soon": return {
			label: "Registration opens in",
			at: contest.registrationOpensAt
		};
		case "registration_open":
		case "registration_closed": return {
			label: "Contest starts in",
			at: contest.startDate
		};
		case "live": return {
			label: "Contest ends in",
			at: contest.endsAt
		};
		case "finished": return null;
	}
}
// src/features/kodex/lib/kodex-display.ts
/** '15 Nov 2025, 7:00 pm IST'. */
var istDateTime = (iso) => `${formatDateTime(iso)} IST`;
/** 'Sat, 15 Nov 2025'. */
var istWeekday = (iso) => formatWeekdayDate(iso);
/** '7:00 pm IST'. */
var istTime = (iso) => `${formatTime(iso)} IST`;
var PHASE_LABELS = {
	registration_soon: "Registration opens soon",
	registration_open: "Registration open",
	registration_closed: "Registration closed",
	live: "Live now",
	finished: "Finished"
};
/** The ranking page's default: the featured contest once it has started, else the last finished one. */
function defaultRankingContest(featured, past) {
	if (featured && featured.state !== "upcoming") return featured;
	return past[0] ?? featured;
}
export { ZKodexRankingData as _, istWeekday as a, formatHms as c, KODEX_YEARS as d, ZKodexContestBody as f, ZKodexOverviewData as g, ZKodexListData as h, istTime as i, kodexFilterQuery as l, ZKodexContestsData as m, defaultRankingContest as n, contestPhase as o, ZKodexContestData as p, istDateTime as r, countdownTarget as s, PHASE_LABELS as t, kodexKeys as u, ZKodexRegistrationData as v, ZKodexRegistrationForm as y };
