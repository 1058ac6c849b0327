import { a as ZId, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { D as MAX_SOURCE_BYTES, P as byteLength, k as ZCodeLanguage, l as SELECTION_TYPES, n as DIFFICULTIES, s as QUESTION_TYPES, w as ZStudentCodingProblem } from "./question.schema-DNwVFW8l.js";
import { z } from "zod";
// ../../packages/shared/src/assessments/whizz.schema.ts
/** Whizz quizzes (product.md §3 Whizz, §5 Whizz). */
var DURATION_UNITS = ["minutes", "hours"];
var WHIZZ_STATUSES = ["Active", "Paused"];
var WHIZZ_MSG = {
	titleLength: "Title must be 3-50 characters",
	descriptionRequired: "Description is required",
	descriptionTooLong: "Description is at most 200 characters",
	durationUnit: "Choose minutes or hours",
	durationValue: "Duration must be 1-50",
	startDateRequired: "Start date is required",
	totalScore: "Total score must be 1-100",
	batchesMin: "Add at least one batch",
	batchIdRequired: "Choose a batch",
	batchesUnique: "Each batch only once",
	questionsMin: "Add at least one question",
	questionIdLength: "Question id must be 1-200 characters",
	questionType: "Choose MCQ, coding problem or fill in the blank",
	questionsUnique: "Each question only once",
	questionsMax: "At most 100 questions",
	attemptMinutes: "Time limit must be 5-600 minutes",
	attemptLongerThanWindow: "The time limit cannot be longer than the quiz is open"
};
/** A per-attempt time limit, in minutes (optional: without one an attempt lasts until the end). */
var ATTEMPT_MINUTES = {
	min: 5,
	max: 600
};
var ZWhizzDuration = z.strictObject({
	unit: z.enum(DURATION_UNITS, { error: WHIZZ_MSG.durationUnit }),
	value: z.number({ error: WHIZZ_MSG.durationValue }).int(WHIZZ_MSG.durationValue).min(1, WHIZZ_MSG.durationValue).max(50, WHIZZ_MSG.durationValue)
});
function durationMs(d) {
	return d.value * (d.unit === "hours" ? 36e5 : 6e4);
}
/**
* When an attempt started at `startedAt` must end: the earlier of its own time limit and the
* whizz's end (ms since the epoch). The server fixes it at the start; the start screen shows it.
*/
function attemptDeadline(startedAt, endsAt, attemptMinutes) {
	return attemptMinutes === null ? endsAt : Math.min(startedAt + attemptMinutes * 6e4, endsAt);
}
var ZAttemptMinutes = z.number({ error: WHIZZ_MSG.attemptMinutes }).int(WHIZZ_MSG.attemptMinutes).min(ATTEMPT_MINUTES.min, WHIZZ_MSG.attemptMinutes).max(ATTEMPT_MINUTES.max, WHIZZ_MSG.attemptMinutes).nullable();
var ZWhizzBatch = z.strictObject({
	batchId: z.string({ error: WHIZZ_MSG.batchIdRequired }).trim().min(1, {
		error: WHIZZ_MSG.batchIdRequired,
		abort: true
	}).pipe(ZId),
	isActive: z.boolean().default(true)
});
var ZWhizzQuestionRef = z.strictObject({
	questionId: z.string({ error: WHIZZ_MSG.questionIdLength }).min(1, WHIZZ_MSG.questionIdLength).max(200, WHIZZ_MSG.questionIdLength),
	type: z.enum(QUESTION_TYPES, { error: WHIZZ_MSG.questionType })
});
var whizzFields = {
	title: z.string({ error: WHIZZ_MSG.titleLength }).trim().min(3, WHIZZ_MSG.titleLength).max(50, WHIZZ_MSG.titleLength),
	description: z.string({ error: WHIZZ_MSG.descriptionRequired }).trim().min(1, WHIZZ_MSG.descriptionRequired).max(200, WHIZZ_MSG.descriptionTooLong),
	/** true: external (any signed-in user); false: internal (students of its active batches) */
	isPublic: z.boolean(),
	duration: ZWhizzDuration,
	startDate: z.iso.datetime({
		offset: true,
		error: WHIZZ_MSG.startDateRequired
	}),
	totalScore: z.number({ error: WHIZZ_MSG.totalScore }).int(WHIZZ_MSG.totalScore).min(1, WHIZZ_MSG.totalScore).max(100, WHIZZ_MSG.totalScore),
	batches: z.array(ZWhizzBatch, { error: WHIZZ_MSG.batchesMin }).refine((l) => new Set(l.map((b) => b.batchId)).size === l.length, WHIZZ_MSG.batchesUnique),
	questions: z.array(ZWhizzQuestionRef, { error: WHIZZ_MSG.questionsMin }).min(1, WHIZZ_MSG.questionsMin).max(100, WHIZZ_MSG.questionsMax).refine((l) => new Set(l.map((q) => `${q.type}:${q.questionId}`)).size === l.length, WHIZZ_MSG.questionsUnique)
};
/**
* product.md §5: at least one batch. Ours: an external whizz (open to any signed-in user, e.g. a
* Kodex contest) may have none; the rule applies to internal ones. A time limit longer than the
* whizz is open would never apply: refused, so staff are not misled (checked when both are known).
*/
function batchRule(w, ctx) {
	if (w.isPublic === false && w.batches && w.batches.length === 0) ctx.addIssue({
		code: "custom",
		path: ["batches"],
		message: WHIZZ_MSG.batchesMin
	});
	const minutes = w.attemptMinutes;
	if (typeof minutes === "number" && Number.isInteger(minutes) && minutes >= ATTEMPT_MINUTES.min && minutes <= ATTEMPT_MINUTES.max && w.duration && minutes * 6e4 > durationMs(w.duration)) ctx.addIssue({
		code: "custom",
		path: ["attemptMinutes"],
		message: WHIZZ_MSG.attemptLongerThanWindow
	});
}
/** POST /admin/whizz, and the whizz form. */
var ZWhizzBody = z.strictObject({
	...whizzFields,
	isPublic: whizzFields.isPublic.default(false),
	/** minutes one attempt may last; null or absent: until the whizz ends */
	attemptMinutes: ZAttemptMinutes.default(null)
}).superRefine(batchRule);
z.strictObject({
	title: whizzFields.title.optional(),
	description: whizzFields.description.optional(),
	isPublic: z.boolean().optional(),
	duration: ZWhizzDuration.optional(),
	/** null removes the limit */
	attemptMinutes: ZAttemptMinutes.optional(),
	startDate: whizzFields.startDate.optional(),
	totalScore: whizzFields.totalScore.optional(),
	batches: whizzFields.batches.optional(),
	questions: whizzFields.questions.optional()
}).superRefine(batchRule);
/** What both the admin's and the student's view of a whizz show first. */
var whizzHeadline = {
	_id: z.string(),
	title: z.string(),
	description: z.string(),
	isPublic: z.boolean(),
	duration: ZWhizzDuration,
	startDate: z.string(),
	/** startDate + duration: the whizz is live between the two */
	endsAt: z.string(),
	/** minutes one attempt may last (null: until endsAt) */
	attemptMinutes: z.number().int().nullable(),
	totalScore: z.number()
};
var ZWhizz = z.object({
	...whizzHeadline,
	batches: z.array(z.object({
		batchId: z.string(),
		isActive: z.boolean(),
		batchName: z.string().nullable()
	})),
	questions: z.array(z.object({
		questionId: z.string(),
		type: z.enum(QUESTION_TYPES),
		/** the question text or coding title (null when the question was deleted) */
		title: z.string().nullable(),
		points: z.number().nullable()
	})),
	/** Active if any batch is active, else Paused (an external whizz without batches is Active) */
	status: z.enum(WHIZZ_STATUSES),
	createdBy: z.object({ name: z.object({
		firstName: z.string(),
		lastName: z.string()
	}) }),
	attemptCount: z.number().int(),
	/** the Kodex contest this whizz runs, if any */
	contestId: z.string().nullable(),
	createdAt: z.string(),
	updatedAt: z.string()
});
z.strictObject({
	...listPageFields,
	search: z.string().trim().max(100).optional(),
	status: z.enum(WHIZZ_STATUSES).optional(),
	isPublic: z.enum(["true", "false"]).optional(),
	batchId: ZId.optional()
});
var ZWhizzListData = z.object({
	whizz: z.array(ZWhizz),
	pagination: ZPagination
});
var ZWhizzData = z.object({ whizz: ZWhizz });
z.strictObject({
	search: z.string().trim().max(100).optional(),
	type: z.enum(QUESTION_TYPES).optional(),
	limit: z.coerce.number().int().min(1).max(50).default(20)
});
var ZQuestionOption = z.object({
	questionId: z.string(),
	type: z.enum(QUESTION_TYPES),
	title: z.string(),
	points: z.number(),
	difficulty: z.enum(DIFFICULTIES),
	tags: z.array(z.string()),
	isActive: z.boolean()
});
var ZQuestionOptionsData = z.object({ questions: z.array(ZQuestionOption) });
/** GET /admin/whizz/batch-options?search → data.batches */
var ZBatchOption = z.object({
	_id: z.string(),
	name: z.string(),
	courseTitle: z.string(),
	startDate: z.string(),
	studentCount: z.number().int()
});
var ZBatchOptionsData = z.object({ batches: z.array(ZBatchOption) });
var WHIZZ_STATES = [
	"upcoming",
	"live",
	"finished"
];
var ATTEMPT_STATUSES = ["in_progress", "submitted"];
/** GET /whizz → data.whizz (the quizzes open to me) and data.serverNow */
var ZStudentWhizz = z.object({
	...whizzHeadline,
	questionCount: z.number().int(),
	state: z.enum(WHIZZ_STATES),
	attempt: z.object({
		status: z.enum(ATTEMPT_STATUSES),
		score: z.number().nullable(),
		startedAt: z.string(),
		/** when this attempt ends (its own clock) */
		deadline: z.string(),
		submittedAt: z.string().nullable()
	}).nullable()
});
/** GET /whizz/{id} → data{whizz, serverNow}: one whizz open to me (the start screen). */
var ZStudentWhizzData = z.object({
	whizz: ZStudentWhizz,
	serverNow: z.string()
});
/** GET /whizz: the student's whizzes, with the server's clock to count down against. */
var ZStudentWhizzListData = z.object({
	whizz: z.array(ZStudentWhizz),
	serverNow: z.string()
});
var ZAttemptQuestion = z.discriminatedUnion("type", [
	z.object({
		type: z.literal("MCQ"),
		questionId: z.string(),
		question: z.string(),
		/** option texts in stored order; answers name them by 0-based index */
		options: z.array(z.string()),
		selectionType: z.enum(SELECTION_TYPES),
		points: z.number()
	}),
	z.object({
		type: z.literal("FillInTheBlank"),
		questionId: z.string(),
		question: z.string(),
		points: z.number()
	}),
	ZStudentCodingProblem.extend({
		type: z.literal("codingProblem"),
		questionId: z.string(),
		points: z.number(),
		/** my best judged submission so far */
		best: z.object({
			pointsEarned: z.number(),
			passed: z.number().int(),
			total: z.number().int()
		}).nullable()
	})
]);
/** An answer as saved: PUT /whizz/{id}/attempt/answers/{questionId} */
var ZAnswer = z.discriminatedUnion("type", [
	z.strictObject({
		type: z.literal("MCQ"),
		/** 0-based option indexes */
		selected: z.array(z.number().int().min(0).max(9)).max(10)
	}),
	z.strictObject({
		type: z.literal("FillInTheBlank"),
		text: z.string().max(250)
	}),
	z.strictObject({
		type: z.literal("codingProblem"),
		language: ZCodeLanguage,
		code: z.string().refine((s) => byteLength(s) <= MAX_SOURCE_BYTES, "Code is at most 64 KB")
	})
]);
var ZAnswerData = z.object({ answer: ZAnswer });
z.strictObject({
	id: ZId,
	questionId: z.string().min(1).max(200)
});
/** POST /whizz/{id}/attempt (start or resume) and GET /whizz/{id}/attempt → data.attempt */
var ZAttempt = z.object({
	_id: z.string(),
	whizzId: z.string(),
	title: z.string(),
	totalScore: z.number(),
	startedAt: z.string(),
	/**
	* when the attempt is submitted automatically: the earlier of startedAt + attemptMinutes and
	* the whizz's end (attemptDeadline), fixed when it starts
	*/
	deadline: z.string(),
	attemptMinutes: z.number().int().nullable(),
	/** the whizz's end */
	endsAt: z.string(),
	/** the server's clock when answering, so the page's timer does not trust the device clock */
	serverNow: z.string(),
	status: z.enum(ATTEMPT_STATUSES),
	tabSwitches: z.number().int(),
	questions: z.array(ZAttemptQuestion),
	/** keyed by questionId */
	answers: z.record(z.string(), ZAnswer)
});
var ZAttemptData = z.object({ attempt: ZAttempt });
/** POST /whizz/{id}/attempt/tab-switch: the attempt's count so far. */
var ZTabSwitchData = z.object({ tabSwitches: z.number().int() });
var ZResultQuestion = z.object({
	questionId: z.string(),
	type: z.enum(QUESTION_TYPES),
	title: z.string(),
	points: z.number(),
	earned: z.number(),
	outcome: z.enum([
		"correct",
		"partial",
		"wrong",
		"unanswered"
	]),
	answer: ZAnswer.nullable(),
	/** MCQ: the option texts (answers name them by index); null for the other types */
	options: z.array(z.string()).nullable(),
	/** shown once the whizz has ended: option indexes (MCQ) or the text (FIB); null for coding */
	correctAnswer: z.union([z.array(z.number().int()), z.string()]).nullable(),
	/** coding: best submission's passed/total */
	passed: z.number().int().nullable(),
	total: z.number().int().nullable()
});
/** GET /whizz/{id}/result and POST /whizz/{id}/attempt/submit → data.result */
var ZWhizzResult = z.object({
	whizzId: z.string(),
	title: z.string(),
	/** rawPoints ÷ maxPoints × totalScore, 2 decimals */
	score: z.number(),
	totalScore: z.number(),
	rawPoints: z.number(),
	maxPoints: z.number(),
	startedAt: z.string(),
	submittedAt: z.string(),
	timeTakenSeconds: z.number().int(),
	autoSubmitted: z.boolean(),
	rank: z.number().int().nullable(),
	participants: z.number().int(),
	whizzEnded: z.boolean(),
	questions: z.array(ZResultQuestion)
});
var ZWhizzResultData = z.object({ result: ZWhizzResult });
/** GET /whizz/{id}/leaderboard (and GET /admin/whizz/{id}/attempts for staff, with more fields) */
var ZLeaderboardRow = z.object({
	rank: z.number().int(),
	name: z.string(),
	score: z.number(),
	timeTakenSeconds: z.number().int(),
	submittedAt: z.string(),
	isYou: z.boolean()
});
var ZLeaderboardData = z.object({
	leaderboard: z.array(ZLeaderboardRow),
	pagination: ZPagination
});
var ZStaffAttemptRow = z.object({
	_id: z.string(),
	rank: z.number().int().nullable(),
	userId: z.string(),
	name: z.string(),
	phone: z.string().nullable(),
	status: z.enum(ATTEMPT_STATUSES),
	score: z.number().nullable(),
	startedAt: z.string(),
	submittedAt: z.string().nullable(),
	timeTakenSeconds: z.number().int().nullable(),
	autoSubmitted: z.boolean(),
	tabSwitches: z.number().int()
});
var ZStaffAttemptsData = z.object({
	attempts: z.array(ZStaffAttemptRow),
	pagination: ZPagination
});
function questionKey(type, questionId) {
	return `${type}:${questionId}`;
}
export { ZWhizzResultData as _, ZAnswerData as a, questionKey as b, ZLeaderboardData as c, ZStudentWhizzData as d, ZStudentWhizzListData as f, ZWhizzListData as g, ZWhizzData as h, WHIZZ_STATUSES as i, ZQuestionOptionsData as l, ZWhizzBody as m, DURATION_UNITS as n, ZAttemptData as o, ZTabSwitchData as p, WHIZZ_STATES as r, ZBatchOptionsData as s, ATTEMPT_MINUTES as t, ZStaffAttemptsData as u, attemptDeadline as v, durationMs as y };
