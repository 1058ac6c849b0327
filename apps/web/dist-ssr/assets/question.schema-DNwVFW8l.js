import { a as ZId, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { Mt as repeated } from "../entry-server.js";
import { z } from "zod";
// ../../packages/shared/src/assessments/messages.ts
/**
* Texts of the assessments feature. The quoted ones are calls.md §8 "Question bank and whizz" and
* "Fill-in-the-blank" and product.md §5; the rest are ours, in plain words.
*/
var ASSESS_MSG = {
	mcqCreateFailed: "Failed to create MCQ",
	mcqFetchFailed: "Failed to fetch MCQ",
	mcqDeleteFailed: "Failed to delete MCQ",
	mcqUpdateFailed: "Failed to update MCQ",
	mcqToggleFailed: "Failed to toggle MCQ status",
	codingFetchFailed: "Failed to fetch coding problem(s)",
	whizzNotFound: "Whizz not found",
	whizzCreateFailed: "Failed to create whizz",
	whizzUpdateFailed: "Failed to update whizz",
	fibCreateFailed: "Failed to create Fill in the Blank",
	fibDeleteFailed: "Failed to delete Fill in the Blank",
	fibUpdateFailed: "Failed to update Fill in the Blank",
	fibToggleFailed: "Failed to toggle Fill in the Blank status",
	fibFetchFailed: "Failed to fetch Fill in the Blanks list",
	fibCreated: "Fill in the Blank created successfully",
	fibUpdated: "Fill in the Blank updated successfully",
	optionsUnique: "Options must be unique",
	noChanges: "No changes made",
	mcqCreated: "MCQ created successfully",
	mcqUpdated: "MCQ updated successfully",
	mcqDeleted: "MCQ deleted",
	mcqNotFound: "MCQ not found",
	fibDeleted: "Fill in the Blank deleted",
	fibNotFound: "Fill in the Blank not found",
	codingCreated: "Coding problem created successfully",
	codingUpdated: "Coding problem updated successfully",
	codingDeleted: "Coding problem deleted",
	codingNotFound: "Coding problem not found",
	codingCreateFailed: "Failed to create coding problem",
	codingUpdateFailed: "Failed to update coding problem",
	codingDeleteFailed: "Failed to delete coding problem",
	problemIdTaken: "A coding problem with this problem ID already exists",
	questionInUse: "This question is part of a whizz; remove it from the whizz first",
	importDone: "Import finished",
	importEmpty: "The file has no rows to import",
	importTooLarge: "Import at most 1000 rows at a time",
	importHeaderMissing: "The CSV header is missing a column",
	quizzesLoadFailed: "Failed to load your quizzes",
	whizzCreated: "Whizz created successfully",
	whizzUpdated: "Whizz updated successfully",
	whizzDeleted: "Whizz deleted",
	whizzBatchMissing: "One of the chosen batches does not exist",
	whizzQuestionMissing: "One of the chosen questions does not exist",
	whizzNotOpenToYou: "This whizz is not open to you",
	whizzNotStarted: "This whizz has not started yet",
	whizzEnded: "This whizz has ended",
	attemptNotFound: "You have not started this whizz",
	attemptSubmitted: "Your answers have been submitted",
	attemptAlreadySubmitted: "You have already submitted this whizz",
	timeUp: "Time is up: your answers were submitted automatically",
	answerSaved: "Answer saved",
	questionNotInWhizz: "This question is not part of the whizz",
	answerTypeMismatch: "This answer does not fit the question type",
	resultNotReady: "Results are shown once your attempt is submitted",
	languageUnsupported: "Choose JavaScript, Python, C++ or Java",
	sourceTooLarge: "Code is at most 64 KB",
	sourceRequired: "Write some code first",
	submissionNotFound: "Submission not found",
	submissionQueued: "Submission queued",
	contestNotFound: "Contest not found",
	noUpcomingContest: "No contest is scheduled right now",
	kodexRegistered: "You are registered! See you at the contest.",
	kodexDuplicateEmail: "You have already registered for this contest with this email.",
	kodexDuplicatePhone: "You have already registered for this contest with this phone number.",
	kodexRegistrationClosed: "Registration for this contest is closed.",
	kodexRegistrationNotOpen: "Registration for this contest has not opened yet.",
	kodexNotRegistered: "Register for this contest to take part",
	kodexFetchFailed: "Failed to fetch kodex registrations",
	contestSaved: "Contest saved"
};
// ../../packages/shared/src/assessments/judge.schema.ts
/** The coding judge (issue #5): languages, limits, verdicts and a submission's answer. */
var CODE_LANGUAGES = [
	"javascript",
	"python",
	"cpp",
	"java"
];
var CODE_LANGUAGE_LABELS = {
	javascript: "JavaScript",
	python: "Python",
	cpp: "C++",
	java: "Java"
};
var ZCodeLanguage = z.enum(CODE_LANGUAGES, { error: ASSESS_MSG.languageUnsupported });
var MAX_SOURCE_BYTES = 65536;
function byteLength(text) {
	return new TextEncoder().encode(text).length;
}
var VERDICTS = [
	"Accepted",
	"Wrong Answer",
	"Time Limit Exceeded",
	"Memory Limit Exceeded",
	"Runtime Error",
	"Compilation Error",
	"Syntax Error"
];
/** Verdicts given before any test ran: the program did not compile, or did not parse. */
var BUILD_FAILURE_VERDICTS = ["Compilation Error", "Syntax Error"];
var isBuildFailure = (verdict) => BUILD_FAILURE_VERDICTS.includes(verdict);
/** Where the student's code goes inside a problem's hidden driver (mainCode). */
var USER_CODE_MARKER = "{{USER_CODE}}";
var SUBMISSION_KINDS = [
	"run",
	"submit",
	"check"
];
var SUBMISSION_STATUSES = [
	"queued",
	"running",
	"done",
	"error"
];
var ZTestResult = z.object({
	/** 0-based position in the problem's test list */
	index: z.number().int(),
	verdict: z.enum(VERDICTS),
	isHidden: z.boolean(),
	points: z.number(),
	timeMs: z.number().int(),
	memoryKb: z.number().int(),
	/** Left out for hidden tests when a student reads the submission. */
	input: z.string().optional(),
	expectedOutput: z.string().optional(),
	/** first 4 KB of what the program printed */
	stdout: z.string().optional(),
	stderr: z.string().optional()
});
/** GET …/submissions/{id} → data.submission */
var ZSubmission = z.object({
	_id: z.string(),
	kind: z.enum(SUBMISSION_KINDS),
	status: z.enum(SUBMISSION_STATUSES),
	language: ZCodeLanguage,
	/** the overall verdict: the first failing test's, or Accepted; null until judged */
	verdict: z.enum(VERDICTS).nullable(),
	compileOutput: z.string(),
	tests: z.array(ZTestResult),
	passed: z.number().int(),
	total: z.number().int(),
	/** passed tests' points scaled to the question's points (kind submit/check) */
	pointsEarned: z.number(),
	maxPoints: z.number(),
	/** why status is error (engine unreachable…), empty otherwise */
	error: z.string(),
	createdAt: z.string(),
	finishedAt: z.string().nullable()
});
var ZSubmissionData = z.object({ submission: ZSubmission });
/** POST /admin/coding-problems/check-solutions: one submission per reference solution. */
var ZSubmissionsData = z.object({ submissions: z.array(ZSubmission) });
/** POST /whizz/{id}/attempt/run and …/submit-code */
var ZRunCodeBody = z.strictObject({
	questionId: z.string().min(1).max(200),
	language: ZCodeLanguage,
	code: z.string({ error: ASSESS_MSG.sourceRequired }).refine((s) => s.trim().length > 0, ASSESS_MSG.sourceRequired).refine((s) => byteLength(s) <= MAX_SOURCE_BYTES, ASSESS_MSG.sourceTooLarge)
});
// ../../packages/shared/src/assessments/question.schema.ts
/**
* The question bank (product.md §3 MCQ, Fill in the blank, Coding problem; §5 rules). One schema
* per form, used by the web form (react-hook-form resolver) and again by the API.
*/
var DIFFICULTIES = [
	"easy",
	"medium",
	"hard"
];
var DIFFICULTY_LABELS = {
	easy: "Easy",
	medium: "Medium",
	hard: "Hard"
};
/**
* Where a new MCQ, coding problem or fill in the blank starts (the staff forms). The API still
* asks for a difficulty on every create: the default is the form's, not a silent server choice.
*/
var DEFAULT_QUESTION_DIFFICULTY = "easy";
var SELECTION_TYPES = ["single", "multiple"];
/** The three banks, named as whizz questions name them (product.md §3 Whizz). */
var QUESTION_TYPES = [
	"MCQ",
	"codingProblem",
	"FillInTheBlank"
];
var QUESTION_TYPE_LABELS = {
	MCQ: "MCQ",
	codingProblem: "Coding problem",
	FillInTheBlank: "Fill in the blank"
};
var QB_MSG = {
	questionRequired: "Question is required",
	questionTooLong: "Question is at most 250 characters",
	optionsMin: "Add at least 2 options",
	optionsMax: "At most 10 options",
	optionTextRequired: "Option text is required",
	optionTextTooLong: "Option text is at most 200 characters",
	selectionType: "Choose single or multiple",
	singleExactlyOne: "Mark exactly one option as correct",
	multipleAtLeastTwo: "Mark at least two options as correct",
	multipleTwoToThree: "Mark two or three options as correct",
	pointsNumber: "Points must be a number",
	pointsMin: "Points must be 0 or more",
	pointsMax: "Points are at most 1000",
	difficulty: "Choose easy, medium or hard",
	tagsMin: "Add at least one tag",
	tagLength: "Each tag is 1-25 characters",
	tagsMax: "At most 20 tags",
	correctAnswerRequired: "Correct answer is required",
	correctAnswerTooLong: "Correct answer is at most 100 characters",
	problemIdRequired: "Problem ID is required",
	problemIdFormat: "Problem ID uses letters, digits, - and _ (at most 50)",
	titleRequired: "Title is required",
	titleTooLong: "Title is at most 250 characters",
	descriptionRequired: "Description is required",
	descriptionTooLong: "Description is at most 500 characters",
	inputFormatRequired: "Input format is required",
	outputFormatRequired: "Output format is required",
	formatTooLong: "At most 200 characters",
	constraintsCount: "Add 1 to 10 constraints",
	constraintRequired: "Constraint cannot be empty",
	constraintTooLong: "A constraint is at most 200 characters",
	hintsMin: "Add at least one hint",
	hintRequired: "Hint text is required",
	hintTooLong: "A hint is at most 250 characters",
	boilerplateMin: "Add at least one boilerplate",
	boilerplateUnique: "One boilerplate per language",
	solutionsMin: "Add at least one solution",
	testCasesMin: "Add at least one test case",
	testCasesMax: "At most 50 test cases",
	testOutputRequired: "Expected output is required",
	testTooLarge: "A test case input or output is at most 64 KB"
};
var points = z.number({ error: QB_MSG.pointsNumber }).min(0, QB_MSG.pointsMin).max(1e3, QB_MSG.pointsMax);
var difficulty = z.enum(DIFFICULTIES, { error: QB_MSG.difficulty });
var tag = z.string().trim().min(1, QB_MSG.tagLength).max(25, QB_MSG.tagLength);
var tags = z.array(tag, { error: QB_MSG.tagsMin }).min(1, QB_MSG.tagsMin).max(20, QB_MSG.tagsMax).transform((list) => [...new Set(list)]);
var questionText = z.string({ error: QB_MSG.questionRequired }).trim().min(1, QB_MSG.questionRequired).max(250, QB_MSG.questionTooLong);
var ZMcqOption = z.strictObject({
	text: z.string({ error: QB_MSG.optionTextRequired }).trim().min(1, QB_MSG.optionTextRequired).max(200, QB_MSG.optionTextTooLong),
	isCorrect: z.boolean().default(false)
});
var mcqFields = {
	question: questionText,
	options: z.array(ZMcqOption, { error: QB_MSG.optionsMin }).min(2, QB_MSG.optionsMin).max(10, QB_MSG.optionsMax),
	selectionType: z.enum(SELECTION_TYPES, { error: QB_MSG.selectionType }),
	points,
	difficulty,
	tags,
	isActive: z.boolean()
};
/**
* product.md §5 MCQ: single = exactly one correct; multiple = at least two correct (on update:
* two to three); option texts unique case-insensitively. `mode` picks the create or update rule.
* The server re-checks the stored MCQ merged with a partial update.
*/
function mcqRuleIssues(m, mode) {
	const issues = [];
	if (!m.options) return issues;
	const correct = m.options.filter((o) => o.isCorrect).length;
	if (m.selectionType === "single" && correct !== 1) issues.push({
		path: "options",
		message: QB_MSG.singleExactlyOne
	});
	if (m.selectionType === "multiple") {
		if (mode === "create" && correct < 2) issues.push({
			path: "options",
			message: QB_MSG.multipleAtLeastTwo
		});
		if (mode === "update" && (correct < 2 || correct > 3)) issues.push({
			path: "options",
			message: QB_MSG.multipleTwoToThree
		});
	}
	const seen = /* @__PURE__ */ new Set();
	for (const o of m.options) {
		const key = o.text.trim().toLowerCase();
		if (key && seen.has(key)) {
			issues.push({
				path: "options",
				message: ASSESS_MSG.optionsUnique
			});
			break;
		}
		seen.add(key);
	}
	return issues;
}
/** POST /admin/mcqs, and the MCQ form when creating. */
var ZMcqBody = z.strictObject({
	...mcqFields,
	isActive: mcqFields.isActive.default(true)
}).superRefine((m, ctx) => {
	for (const i of mcqRuleIssues(m, "create")) ctx.addIssue({
		code: "custom",
		path: [i.path],
		message: i.message
	});
});
/** PATCH /admin/mcqs/{id} (partial; `{isActive}` alone toggles), and the MCQ form when editing. */
var ZMcqUpdateBody = z.strictObject(mcqFields).partial().superRefine((m, ctx) => {
	for (const i of mcqRuleIssues(m, "update")) ctx.addIssue({
		code: "custom",
		path: [i.path],
		message: i.message
	});
});
/** An MCQ or a fill-in-the-blank as the admin API answers it: its own fields, then the common ones. */
function storedQuestion(own) {
	return z.object({
		_id: z.string(),
		question: z.string(),
		...own,
		points: z.number(),
		difficulty: z.enum(DIFFICULTIES),
		tags: z.array(z.string()),
		isActive: z.boolean(),
		/** how many whizzes use it (a used question cannot be deleted) */
		usedIn: z.number().int(),
		createdAt: z.string(),
		updatedAt: z.string()
	});
}
var ZMcq = storedQuestion({
	options: z.array(z.object({
		text: z.string(),
		isCorrect: z.boolean()
	})),
	selectionType: z.enum(SELECTION_TYPES)
});
var ZMcqData = z.object({ mcq: ZMcq });
var fibFields = {
	question: questionText,
	correctAnswer: z.string({ error: QB_MSG.correctAnswerRequired }).trim().min(1, QB_MSG.correctAnswerRequired).max(100, QB_MSG.correctAnswerTooLong),
	points,
	difficulty,
	tags,
	isActive: z.boolean()
};
/** POST /admin/fillintheblank, and the FIB form when creating. */
var ZFibBody = z.strictObject({
	...fibFields,
	isActive: fibFields.isActive.default(true)
});
/** PUT /admin/fillintheblank/{id}: edited fields, or only isActive to toggle. */
var ZFibUpdateBody = z.strictObject(fibFields).partial();
var ZFib = storedQuestion({ correctAnswer: z.string() });
var ZFibData = z.object({ fillInTheBlank: ZFib });
var HINT_LANGUAGES = ["general", ...CODE_LANGUAGES];
var LIMIT_64K = (s) => byteLength(s) <= MAX_SOURCE_BYTES;
var ZHint = z.strictObject({
	language: z.enum(HINT_LANGUAGES).default("general"),
	text: z.string().trim().min(1, QB_MSG.hintRequired).max(250, QB_MSG.hintTooLong)
});
var code = z.string().refine(LIMIT_64K, ASSESS_MSG.sourceTooLarge);
var ZBoilerplate = z.strictObject({
	language: ZCodeLanguage,
	/** what the student sees and edits */
	code,
	/**
	* The hidden driver around the student's code. Where it contains {{USER_CODE}} the student's
	* code goes there; otherwise the driver is appended after it. Empty: the code is the program.
	*/
	mainCode: code.default("")
});
var ZSolution = z.strictObject({
	language: ZCodeLanguage,
	code
});
var ZTestCase = z.strictObject({
	input: z.string().refine(LIMIT_64K, QB_MSG.testTooLarge),
	expectedOutput: z.string({ error: QB_MSG.testOutputRequired }).refine((s) => s.trim().length > 0, QB_MSG.testOutputRequired).refine(LIMIT_64K, QB_MSG.testTooLarge),
	isHidden: z.boolean().default(false),
	points: points.default(1)
});
/** product.md §5: boilerplate and solution entries with empty code are dropped before validation. */
function withoutEmptyCode(value) {
	if (!Array.isArray(value)) return value;
	return value.filter((e) => !(e && typeof e === "object" && typeof e.code === "string" && e.code.trim() === ""));
}
var codingFields = {
	problemId: z.string({ error: QB_MSG.problemIdRequired }).trim().min(1, {
		error: QB_MSG.problemIdRequired,
		abort: true
	}).regex(/^[A-Za-z0-9_-]{1,50}$/, QB_MSG.problemIdFormat),
	title: z.string({ error: QB_MSG.titleRequired }).trim().min(1, QB_MSG.titleRequired).max(250, QB_MSG.titleTooLong),
	description: z.string({ error: QB_MSG.descriptionRequired }).trim().min(1, QB_MSG.descriptionRequired).max(500, QB_MSG.descriptionTooLong),
	tags,
	isActive: z.boolean(),
	inputFormat: z.string({ error: QB_MSG.inputFormatRequired }).trim().min(1, QB_MSG.inputFormatRequired).max(200, QB_MSG.formatTooLong),
	outputFormat: z.string({ error: QB_MSG.outputFormatRequired }).trim().min(1, QB_MSG.outputFormatRequired).max(200, QB_MSG.formatTooLong),
	constraints: z.array(z.string().trim().max(200, QB_MSG.constraintTooLong), { error: QB_MSG.constraintsCount }).transform((lines) => lines.filter((line) => line !== "")).pipe(z.array(z.string()).min(1, QB_MSG.constraintsCount).max(10, QB_MSG.constraintsCount)),
	hints: z.array(ZHint, { error: QB_MSG.hintsMin }).min(1, QB_MSG.hintsMin).max(20),
	boilerplate: z.preprocess(withoutEmptyCode, z.array(ZBoilerplate, { error: QB_MSG.boilerplateMin }).min(1, QB_MSG.boilerplateMin).refine((l) => new Set(l.map((b) => b.language)).size === l.length, QB_MSG.boilerplateUnique)),
	solutions: z.preprocess(withoutEmptyCode, z.array(ZSolution, { error: QB_MSG.solutionsMin }).min(1, QB_MSG.solutionsMin).max(8)),
	testCases: z.array(ZTestCase, { error: QB_MSG.testCasesMin }).min(1, QB_MSG.testCasesMin).max(50, QB_MSG.testCasesMax),
	points,
	difficulty
};
/** POST /admin/coding-problems, and the coding problem form. */
var ZCodingProblemBody = z.strictObject({
	...codingFields,
	isActive: codingFields.isActive.default(true)
});
/** PATCH /admin/coding-problems/{id}: only the changed fields (an empty body is 'No changes made'). */
var ZCodingProblemUpdateBody = z.strictObject(codingFields).partial().refine((b) => Object.values(b).some((v) => v !== void 0), ASSESS_MSG.noChanges);
var ZCodingProblem = z.object({
	_id: z.string(),
	problemId: z.string(),
	title: z.string(),
	description: z.string(),
	tags: z.array(z.string()),
	isActive: z.boolean(),
	inputFormat: z.string(),
	outputFormat: z.string(),
	constraints: z.array(z.string()),
	hints: z.array(z.object({
		language: z.enum(HINT_LANGUAGES),
		text: z.string()
	})),
	boilerplate: z.array(z.object({
		language: ZCodeLanguage,
		code: z.string(),
		mainCode: z.string()
	})),
	solutions: z.array(z.object({
		language: ZCodeLanguage,
		code: z.string()
	})),
	testCases: z.array(z.object({
		input: z.string(),
		expectedOutput: z.string(),
		isHidden: z.boolean(),
		points: z.number()
	})),
	points: z.number(),
	difficulty: z.enum(DIFFICULTIES),
	usedIn: z.number().int(),
	createdAt: z.string(),
	updatedAt: z.string()
});
var ZCodingProblemData = z.object({ codingProblem: ZCodingProblem });
/** A list row: the heavy fields (code, tests) are left out. */
var ZCodingProblemSummary = ZCodingProblem.omit({
	boilerplate: true,
	solutions: true,
	testCases: true,
	hints: true
}).extend({
	testCaseCount: z.number().int(),
	languages: z.array(ZCodeLanguage)
});
/**
* A coding problem as a student sees it (a whizz question, a practice lesson): the statement,
* the starting code per language and the visible tests; never the hidden tests, the drivers or
* the solutions.
*/
var ZStudentCodingProblem = z.object({
	title: z.string(),
	description: z.string(),
	inputFormat: z.string(),
	outputFormat: z.string(),
	constraints: z.array(z.string()),
	hints: z.array(z.object({
		language: z.enum(HINT_LANGUAGES),
		text: z.string()
	})),
	/** the starting code per language (never the hidden driver) */
	boilerplate: z.array(z.object({
		language: ZCodeLanguage,
		code: z.string()
	})),
	/** the visible test cases */
	sampleTests: z.array(z.object({
		input: z.string(),
		expectedOutput: z.string()
	})),
	hiddenTestCount: z.number().int()
});
/**
* POST /admin/coding-problems/check-solutions: run every solution of a draft (saved or not)
* against every test case. Answer 202 data.submissions (one per solution, kind "check"); each is
* followed at GET /admin/submissions/{id}.
*/
var ZCheckSolutionsBody = z.strictObject({
	boilerplate: codingFields.boilerplate,
	solutions: codingFields.solutions,
	testCases: codingFields.testCases
});
var isActiveFilter = z.enum(["true", "false"]).optional();
var listBase = {
	...listPageFields,
	difficulty: repeated(z.enum(DIFFICULTIES)),
	/** a question matches when it has any of these tags */
	tags: repeated(z.string().trim().min(1).max(25)),
	isActive: isActiveFilter
};
z.strictObject({
	...listBase,
	search: z.string().trim().max(100).optional()
});
z.strictObject({
	...listBase,
	question: z.string().trim().max(100).optional()
});
z.strictObject({
	...listBase,
	search: z.string().trim().max(100).optional()
});
var ZMcqListData = z.object({
	mcqs: z.array(ZMcq),
	pagination: ZPagination,
	allTags: z.array(z.string())
});
var ZFibListData = z.object({
	fillInTheBlanks: z.array(ZFib),
	pagination: ZPagination,
	allTags: z.array(z.string())
});
var ZCodingListData = z.object({
	codingProblems: z.array(ZCodingProblemSummary),
	pagination: ZPagination,
	allTags: z.array(z.string())
});
z.strictObject({ id: ZId });
/**
* POST /admin/mcqs/import and /admin/fillintheblank/import: body is the CSV text
* (Content-Type text/csv). Columns:
*   MCQ: question, option1…option6, correct (1-based option numbers, e.g. "2" or "1;3"),
*        selectionType, points, difficulty, tags (separated by ;)
*   FIB: question, correctAnswer, points, difficulty, tags
* Valid rows are created, invalid ones reported; answer data.report.
*/
var ZImportReport = z.object({
	totalRows: z.number().int(),
	created: z.number().int(),
	rejected: z.array(z.object({
		/** 1-based line number in the file (the header is line 1) */
		line: z.number().int(),
		errors: z.array(z.object({
			field: z.string(),
			message: z.string()
		}))
	}))
});
var ZImportReportData = z.object({ report: ZImportReport });
var MCQ_CSV_COLUMNS = [
	"question",
	"option1",
	"option2",
	"option3",
	"option4",
	"option5",
	"option6",
	"correct",
	"selectionType",
	"points",
	"difficulty",
	"tags"
];
var FIB_CSV_COLUMNS = [
	"question",
	"correctAnswer",
	"points",
	"difficulty",
	"tags"
];
export { ZRunCodeBody as A, ZMcqUpdateBody as C, MAX_SOURCE_BYTES as D, CODE_LANGUAGE_LABELS as E, isBuildFailure as F, ASSESS_MSG as I, ZSubmissionData as M, ZSubmissionsData as N, USER_CODE_MARKER as O, byteLength as P, ZMcqListData as S, CODE_LANGUAGES as T, ZFibListData as _, HINT_LANGUAGES as a, ZMcqBody as b, QUESTION_TYPE_LABELS as c, ZCodingListData as d, ZCodingProblemBody as f, ZFibData as g, ZFibBody as h, FIB_CSV_COLUMNS as i, ZSubmission as j, ZCodeLanguage as k, SELECTION_TYPES as l, ZCodingProblemUpdateBody as m, DIFFICULTIES as n, MCQ_CSV_COLUMNS as o, ZCodingProblemData as p, DIFFICULTY_LABELS as r, QUESTION_TYPES as s, DEFAULT_QUESTION_DIFFICULTY as t, ZCheckSolutionsBody as u, ZFibUpdateBody as v, ZStudentCodingProblem as w, ZMcqData as x, ZImportReportData as y };
