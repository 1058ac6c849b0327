import { A as ZRunCodeBody, j as ZSubmission, w as ZStudentCodingProblem } from "./question.schema-DNwVFW8l.js";
import { r as ZBatch } from "./batch.schema-C1fQK6d_.js";
import { gt as ZLessonResource, mt as LESSON_KINDS } from "../entry-server.js";
import { i as ID_PATTERN, n as ZPagination, r as listPageFields } from "./http-DRLmBayV.js";
import { M as COMMERCE_MSG, l as ZPayment, p as ZPersonSummary } from "./payment.schema-B6MFmkue.js";
import { z } from "zod";
// ../../packages/shared/src/commerce/classroom.schema.ts
var ENROLMENT_SOURCES = [
	"online",
	"manual",
	"free",
	"staff"
];
/** One of the student's batches (GET /classroom → data.batches). */
var ZClassroomBatch = z.object({
	enrolmentId: z.string(),
	enrolledAt: z.string(),
	batch: ZBatch,
	course: z.object({
		_id: z.string(),
		title: z.string(),
		thumbnail: z.string(),
		discordAccess: z.boolean(),
		instructors: z.array(z.object({
			_id: z.string(),
			name: z.string()
		}))
	}),
	/** the Discord invite, only when the course grants discord access (DISCORD_INVITE_URL) */
	discordInvite: z.string().nullable(),
	progress: z.object({
		completedLessons: z.number().int(),
		totalLessons: z.number().int()
	})
});
/** GET /classroom: the batches the signed-in student is enrolled in. */
var ZClassroomData = z.object({ batches: z.array(ZClassroomBatch) });
/** A lesson's key within a course: the lesson's own id (it stays when lessons are reordered). */
var ZLessonKey = z.string().regex(ID_PATTERN, "Invalid lesson");
/** GET /classroom/{batchId}/progress and PUT (one lesson ticked or unticked) → data.progress */
var ZProgress = z.object({ completed: z.array(z.string()) });
var ZProgressData = z.object({ progress: ZProgress });
z.strictObject({
	lessonKey: ZLessonKey,
	completed: z.boolean()
});
/**
* PATCH /users/me: what a student edits on /profile. Partial: a field left out is left as it is;
* an empty e-mail removes it. The phone is verified and not editable here.
*/
var ZProfileBody = z.strictObject({
	firstName: z.string({ error: COMMERCE_MSG.firstNameRequired }).trim().min(1, COMMERCE_MSG.firstNameRequired).max(50, "At most 50 characters").optional(),
	lastName: z.string().trim().max(50, "At most 50 characters").optional(),
	email: z.string().trim().toLowerCase().max(254, COMMERCE_MSG.emailInvalid).refine((e) => e === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e), COMMERCE_MSG.emailInvalid).optional()
}).refine((b) => Object.values(b).some((v) => v !== void 0), "Send at least one field");
z.object({
	/** name, e-mail (has @) or phone (10+ digits), the admin search rule */
	search: z.string().trim().max(100).optional(),
	...listPageFields
});
var ZBatchStudent = ZPersonSummary.extend({
	enrolmentId: z.string(),
	enrolledAt: z.string(),
	source: z.enum(ENROLMENT_SOURCES),
	/** total paid for this batch, paise */
	paidPaise: z.number().int(),
	progress: z.object({
		completedLessons: z.number().int(),
		totalLessons: z.number().int(),
		/** assignments of the batch handed in, of all (issue 17) */
		submittedAssignments: z.number().int(),
		totalAssignments: z.number().int()
	})
});
var ZBatchStudentsData = z.object({
	students: z.array(ZBatchStudent),
	pagination: ZPagination
});
/** GET /admin/batches/{id}/students/{studentId} → data */
var ZBatchStudentDetail = z.object({
	student: ZPersonSummary.extend({
		isActive: z.boolean(),
		joinedAt: z.string()
	}),
	batch: ZBatch,
	enrolment: z.object({
		_id: z.string(),
		enrolledAt: z.string(),
		source: z.enum(ENROLMENT_SOURCES),
		status: z.string()
	}),
	payments: z.array(ZPayment),
	progress: z.object({
		completedLessons: z.number().int(),
		totalLessons: z.number().int(),
		submittedAssignments: z.number().int(),
		totalAssignments: z.number().int(),
		modules: z.array(z.object({
			title: z.string(),
			lessons: z.array(z.object({
				key: z.string(),
				title: z.string(),
				completed: z.boolean()
			}))
		}))
	})
});
z.strictObject({ completed: z.boolean().default(true) });
var ZLessonLink = z.object({
	_id: z.string(),
	title: z.string()
});
/** GET /classroom/{batchId}/lessons/{lessonId} → data.lesson (a locked lesson comes without content). */
var ZClassroomLesson = z.object({
	_id: z.string(),
	title: z.string(),
	kind: z.enum(LESSON_KINDS),
	durationMinutes: z.number().int(),
	videoUrl: z.string(),
	body: z.string(),
	resources: z.array(ZLessonResource),
	/** the practice lesson's problem (its statement is fetched with the judge's calls) */
	problem: z.object({
		_id: z.string(),
		title: z.string()
	}).nullable(),
	module: z.object({
		_id: z.string(),
		title: z.string(),
		order: z.number().int()
	}),
	prev: ZLessonLink.nullable(),
	next: ZLessonLink.nullable(),
	completed: z.boolean(),
	/** the IST day the lesson's module opens, when it is not open yet */
	opensOn: z.string().nullable()
});
var ZClassroomLessonData = z.object({ lesson: ZClassroomLesson });
ZRunCodeBody.pick({
	language: true,
	code: true
});
/** A practice submission in a list: what it scored. */
var ZPracticeAttempt = z.object({
	_id: z.string(),
	kind: ZSubmission.shape.kind,
	status: ZSubmission.shape.status,
	language: ZSubmission.shape.language,
	verdict: ZSubmission.shape.verdict,
	passed: z.number().int(),
	total: z.number().int(),
	pointsEarned: z.number(),
	maxPoints: z.number(),
	createdAt: z.string()
});
var ZPractice = z.object({
	problem: ZStudentCodingProblem.extend({
		_id: z.string(),
		points: z.number()
	}),
	/** my best judged submit of this problem in practice (most points, then most tests), or null */
	best: ZPracticeAttempt.nullable(),
	/** my last 5 practice runs and submits of this problem, newest first */
	recent: z.array(ZPracticeAttempt)
});
var ZPracticeData = z.object({ practice: ZPractice });
/**
* GET /classroom/{batchId}/completion → data.completion (enrolled students; 404 otherwise): what
* completing the course asks (every lesson done, every assignment of the batch graded at or above
* its pass mark) and, once met, the certificate of completion (issued once, by the worker).
*/
var ZCompletion = z.object({
	lessons: z.object({
		done: z.number().int(),
		total: z.number().int()
	}),
	assignments: z.object({
		total: z.number().int(),
		submitted: z.number().int(),
		passed: z.number().int()
	}),
	complete: z.boolean(),
	certificate: z.object({
		code: z.string(),
		issuedAt: z.string(),
		/** the public verification page (/certificates/{code}) */
		url: z.string(),
		pdfUrl: z.string()
	}).nullable()
});
var ZCompletionData = z.object({ completion: ZCompletion });
export { ZCompletionData as a, ZProgressData as c, ZClassroomLessonData as i, ZBatchStudentsData as n, ZPracticeData as o, ZClassroomData as r, ZProfileBody as s, ZBatchStudentDetail as t };
