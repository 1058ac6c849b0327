import { M as COMMERCE_MSG, _ as ZUploadedFileData } from "./payment.schema-B6MFmkue.js";
import { g as REQUEST_TIMEOUT_MS, t as plural } from "./plural-DYc3P-kI.js";
import { t as GlowBand } from "./glow-band-I7pHZZR7.js";
import { Gt as buttonStyles, Ut as StatusPanel, Wt as Button, b as useAuthStore, c as toast, ht as LESSON_KIND_LABELS, n as Avatar, vt as moduleShutUntil, yt as COURSES_MSG } from "../entry-server.js";
import { t as FormAlert } from "./form-alert-CsURkenI.js";
import { t as LoadError } from "./load-error-CeddVCbw.js";
import { a as getErrorMessage, n as publicApi } from "./api-client-CyCTgC69.js";
import { n as STUDENT_STALE_MS, t as useMyBatches } from "./student-DhpWBMbL.js";
import { l as istToday, t as BATCH_STATUS_LABELS } from "./batch.schema-C1fQK6d_.js";
import { a as formatDateTime, f as formatWeekdayDateTime, i as formatDateRange, n as formatDate, p as formatWeekdayDay, s as formatDay } from "./format-DGa3zFAK.js";
import { t as CourseThumbnail } from "./course-thumbnail-Cjh3qaFf.js";
import { a as useCourseModules, c as ProgressBar, d as minutesText, i as useCourseAnnouncements, l as STATUS_STYLES, n as useLessonProgress, o as classroomKeys, r as useTickLesson, t as BlockSkeleton, u as daysUntil } from "./block-skeleton-CsJT8Dr9.js";
import { n as AnnouncementList, t as ModuleItem } from "./module-item-BRUjDyc4.js";
import { t as InlineError } from "./inline-error-Zfqv3JnB.js";
import { C as FormServerAlert, E as useZodForm, G as ZClassroomAssignmentsData, I as ASSIGNMENT_STATUS_LABELS, J as ZLinkSubmissionBody, K as ZClassroomSubmissionData, N as ASSIGNMENT_FILE_ACCEPT, S as Form, X as documentUploadProblem, Y as ZTextSubmissionBody, _ as FormText, q as ZFileSubmissionBody, v as FormTextArea, w as SubmitButton, x as FieldShell, y as useFieldError } from "./form-9deOHQRr.js";
import { t as LessonMarkdown } from "./lesson-markdown-Bj3qoxhF.js";
import { t as useNow } from "./use-now-DYvIdfHR.js";
import { I as ASSESS_MSG } from "./question.schema-DNwVFW8l.js";
import { f as ZStudentWhizzListData } from "./whizz.schema-DDHMFrik.js";
import { n as linkedInShareUrl } from "./linkedin-DsXNJIaZ.js";
import { a as ZCompletionData } from "./classroom.schema-iNsnfj4B.js";
import { c as ZLiveClassJoinData, f as liveClassTiming, i as ZCalendarFeedData, l as ZLiveClassListData } from "./live-class.schema-CzQUJZ4J.js";
import { t as CopyButton } from "./copy-button-CvVyJckj.js";
import { n as formatMinutes, t as countdownParts } from "./countdown-DMjZUhNf.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { clsx } from "clsx";
import { ArrowLeft, ArrowRight, Award, BookOpen, CalendarCheck, CalendarClock, CalendarDays, CalendarPlus, Check, CheckCircle2, Circle, CircleCheckBig, ClipboardCheck, Clock3, Code2, Compass, Download, ExternalLink, FileQuestion, FileText, Flag, GraduationCap, Hourglass, Link2, Lock, MessagesSquare, Play, PlayCircle, Radio, Share2, Trophy, Video } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useMemo, useState } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import { useFormContext } from "react-hook-form";
// src/features/classroom/api/get-classroom.ts
var CLASSROOM_LOAD_FAILED = "Failed to load your classroom";
/** GET /classroom: every batch the student is enrolled in (core/student owns the call). */
var useClassroom = useMyBatches;
// src/features/classroom/components/batch-card.tsx
/** One enrolled batch in the classroom grid; the whole card opens it. */
function BatchCard({ item }) {
	const { batch, course, progress } = item;
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "classroom-batch",
		"data-batch-id": batch._id,
		className: "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition hover:border-brand-200 hover:shadow-pop",
		children: [/* @__PURE__ */ jsx(CourseThumbnail, {
			title: course.title,
			thumbnail: course.thumbnail,
			aspectClassName: "aspect-[16/7]",
			className: "w-full"
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-5",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-start justify-between gap-3",
					children: [/* @__PURE__ */ jsx("p", {
						className: "min-w-0 text-sm font-semibold text-brand-700",
						children: course.title
					}), /* @__PURE__ */ jsx("span", {
						"data-testid": "classroom-batch-status",
						className: clsx("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1", STATUS_STYLES[batch.status]),
						children: BATCH_STATUS_LABELS[batch.status]
					})]
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "mt-1 text-lg font-extrabold tracking-tight break-words text-slate-900",
					children: /* @__PURE__ */ jsx(Link, {
						to: `/classroom?batch=${batch._id}`,
						"data-testid": "classroom-batch-open",
						className: "outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600",
						children: batch.name
					})
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-2 flex items-center gap-1.5 text-sm text-slate-600",
					children: [/* @__PURE__ */ jsx(CalendarDays, {
						className: "size-4 shrink-0 text-slate-400",
						"aria-hidden": "true"
					}), formatDateRange(batch.startDate, batch.endDate)]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-auto pt-5",
					children: [/* @__PURE__ */ jsx(ProgressBar, {
						done: progress.completedLessons,
						total: progress.totalLessons,
						testId: "classroom-batch-progress"
					}), /* @__PURE__ */ jsxs("p", {
						className: "mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-800",
						children: [batch.status === "completed" ? "Review the course" : "Open classroom", /* @__PURE__ */ jsx(ArrowRight, {
							className: "size-4 transition-transform group-hover:translate-x-0.5",
							"aria-hidden": "true"
						})]
					})]
				})
			]
		})]
	});
}
// src/features/classroom/components/announcements.tsx
/** The course's announcements, newest first. */
function Announcements({ state }) {
	const { data: announcements, error, refetch } = state;
	if (error && !announcements) return /* @__PURE__ */ jsx(InlineError, {
		testId: "classroom-announcements-error",
		message: getErrorMessage(error, COURSES_MSG.fetchAnnouncementsFailed),
		onRetry: () => void refetch()
	});
	if (!announcements) return /* @__PURE__ */ jsx(BlockSkeleton, {
		rows: 2,
		height: "h-24"
	});
	if (announcements.length === 0) return /* @__PURE__ */ jsx("p", {
		"data-testid": "classroom-announcements-empty",
		className: "rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600",
		children: "No announcements yet. News from your instructors will show up here."
	});
	return /* @__PURE__ */ jsx(AnnouncementList, {
		announcements,
		testId: "classroom-announcements",
		itemTestId: "classroom-announcement"
	});
}
// src/features/classroom/api/assignments.ts
var batchPath = (batchId) => `/classroom/${encodeURIComponent(batchId)}/assignments`;
/** GET /classroom/{batchId}/assignments: the batch's assignments with the student's hand-ins. */
function useClassroomAssignments(batchId) {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: classroomKeys.assignments(userId, batchId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(batchPath(batchId), ZClassroomAssignmentsData, { signal })).data.assignments;
		},
		staleTime: STUDENT_STALE_MS,
		enabled: userId !== ""
	});
}
/** POST …/assignments/{assignmentId}/submissions; the list shows the answer at once. */
function useSubmitAssignment(batchId, assignmentId) {
	const queryClient = useQueryClient();
	const userId = useAuthStore((s) => s.user?._id ?? "");
	const key = classroomKeys.assignments(userId, batchId);
	return useMutation({
		mutationFn: async (body) => publicApi.post(`${batchPath(batchId)}/${encodeURIComponent(assignmentId)}/submissions`, ZClassroomSubmissionData, body),
		onSuccess: (res) => {
			queryClient.setQueryData(key, (list) => list?.map((a) => a._id === assignmentId ? {
				...a,
				submission: res.data.submission
			} : a));
			toast.success(res.message);
			queryClient.invalidateQueries({ queryKey: key });
			queryClient.invalidateQueries({ queryKey: classroomKeys.completion(userId, batchId) });
		}
	});
}
/**
* POST /uploads/assignment-file with the raw bytes, sent as octet-stream whatever the browser
* calls the file (ZIPs go by several names, or none): the server reads what it is from its bytes.
*/
async function uploadAssignmentFile(file) {
	const body = new Blob([file], { type: "application/octet-stream" });
	return (await publicApi.post("/uploads/assignment-file", ZUploadedFileData, body, { timeoutMs: REQUEST_TIMEOUT_MS * 4 })).data.file;
}
// src/features/classroom/lib/assignment-display.ts
var ASSIGNMENT_STATUS_STYLES = {
	not_submitted: "bg-slate-100 text-slate-700 ring-slate-500/20",
	submitted: "bg-brand-50 text-brand-800 ring-brand-600/20",
	late: "bg-amber-50 text-amber-800 ring-amber-600/30",
	graded: "bg-emerald-50 text-emerald-800 ring-emerald-600/20"
};
var UNITS = [
	["day", 864e5],
	["hour", 36e5],
	["minute", 6e4]
];
var rtf = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });
/** 'in 3 days', '2 hours ago', 'in 5 minutes': the largest whole unit to an instant. */
function relativeTime(iso, now = Date.now()) {
	const diff = Date.parse(iso) - now;
	for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms || unit === "minute") return rtf.format(Math.trunc(diff / ms), unit);
	return "";
}
// src/features/classroom/components/assignment-submit-form.tsx
/** Chooses a file, uploads it at once and keeps its id in the form (fileId, fileName). */
function FilePicker({ testId }) {
	const { setValue, setError, clearErrors } = useFormContext();
	const error = useFieldError("fileId");
	const [isUploading, setUploading] = useState(false);
	return /* @__PURE__ */ jsx(FieldShell, {
		label: "Your file",
		hint: "PDF, ZIP or an image (PNG, JPEG, WebP), up to 10 MB.",
		error,
		children: /* @__PURE__ */ jsx("input", {
			type: "file",
			accept: ASSIGNMENT_FILE_ACCEPT,
			"data-testid": testId,
			disabled: isUploading,
			className: "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100",
			onChange: async (event) => {
				const file = event.target.files?.[0];
				if (!file) return;
				const problem = documentUploadProblem(file);
				if (problem) {
					setError("fileId", { message: problem });
					return;
				}
				clearErrors("fileId");
				setUploading(true);
				try {
					const uploaded = await uploadAssignmentFile(file);
					setValue("fileId", uploaded._id, { shouldDirty: true });
					setValue("fileName", file.name, { shouldDirty: true });
				} catch (err) {
					setValue("fileId", "");
					setError("fileId", { message: getErrorMessage(err, "The upload failed") });
				} finally {
					setUploading(false);
				}
			}
		})
	});
}
var SCHEMAS = {
	link: ZLinkSubmissionBody,
	text: ZTextSubmissionBody,
	file: ZFileSubmissionBody
};
function defaultsOf(a) {
	const s = a.submission;
	if (a.submissionKind === "link") return {
		kind: "link",
		link: s.link ?? ""
	};
	if (a.submissionKind === "text") return {
		kind: "text",
		text: s.text ?? ""
	};
	return {
		kind: "file",
		fileId: "",
		fileName: ""
	};
}
/** The hand-in form of one assignment, by what it takes: a link, text or a file. */
function AssignmentSubmitForm({ batchId, assignment }) {
	const submit = useSubmitAssignment(batchId, assignment._id);
	const kind = assignment.submissionKind;
	const form = useZodForm(SCHEMAS[kind], { defaultValues: defaultsOf(assignment) });
	const again = assignment.submission.status !== "not_submitted";
	const testId = `assignment-${kind}`;
	return /* @__PURE__ */ jsxs(Form, {
		form,
		look: "public",
		onSubmit: async (body) => {
			await submit.mutateAsync(body);
			if (kind === "file") form.reset(defaultsOf(assignment));
		},
		failureMessage: "Your submission could not be saved",
		className: "mt-4 space-y-4",
		"data-testid": "assignment-form",
		children: [
			kind === "link" && /* @__PURE__ */ jsx(FormText, {
				name: "link",
				label: "Link to your work",
				hint: "Any https link: a GitHub repository, a deployed page…",
				placeholder: "https://github.com/you/project",
				inputMode: "url",
				autoComplete: "url",
				testId: `${testId}-input`
			}),
			kind === "text" && /* @__PURE__ */ jsx(FormTextArea, {
				name: "text",
				label: "Your answer",
				hint: `Markdown works. Up to ${2e4.toLocaleString("en-IN")} characters.`,
				rows: 8,
				testId: `${testId}-input`
			}),
			kind === "file" && /* @__PURE__ */ jsx(FilePicker, { testId: `${testId}-input` }),
			/* @__PURE__ */ jsx(FormServerAlert, { testId: "assignment-form-alert" }),
			/* @__PURE__ */ jsx(SubmitButton, {
				loadingText: "Submitting…",
				"data-testid": "assignment-submit",
				children: again ? "Resubmit" : "Submit"
			})
		]
	});
}
// src/features/classroom/components/assignments-section.tsx
/** What the student handed in, as they see it back. */
function HandedIn({ a }) {
	const s = a.submission;
	if (s.status === "not_submitted") return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-4 rounded-xl bg-slate-50 p-4 text-sm",
		"data-testid": "assignment-handed-in",
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "font-semibold text-slate-800",
				children: [
					"Handed in ",
					s.submittedAt ? formatDateTime(s.submittedAt) : "",
					" IST",
					s.attempts > 1 ? ` (attempt ${s.attempts})` : "",
					s.late ? ", after the due date" : ""
				]
			}),
			s.link && /* @__PURE__ */ jsxs("a", {
				href: s.link,
				target: "_blank",
				rel: "noopener noreferrer",
				className: "link mt-1 inline-flex max-w-full items-center gap-1.5 break-all",
				children: [/* @__PURE__ */ jsx(Link2, {
					className: "size-4 shrink-0",
					"aria-hidden": "true"
				}), s.link]
			}),
			s.file && /* @__PURE__ */ jsxs("p", {
				className: "mt-1 inline-flex items-center gap-1.5 break-all text-slate-700",
				children: [/* @__PURE__ */ jsx(FileText, {
					className: "size-4 shrink-0",
					"aria-hidden": "true"
				}), s.file.name]
			}),
			s.text && /* @__PURE__ */ jsxs("details", {
				className: "mt-1",
				children: [/* @__PURE__ */ jsx("summary", {
					className: "cursor-pointer font-medium text-brand-700",
					children: "Your answer"
				}), /* @__PURE__ */ jsx(LessonMarkdown, {
					className: "mt-2",
					children: s.text
				})]
			})
		]
	});
}
/** The grade and the reviewer's feedback, once graded. */
function Grade({ a }) {
	const s = a.submission;
	if (s.status !== "graded" || s.score === null) return null;
	const passed = s.score >= a.passScore;
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-4 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4",
		"data-testid": "assignment-grade",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex flex-wrap items-baseline gap-x-3 gap-y-1",
			children: [/* @__PURE__ */ jsxs("span", {
				className: "text-2xl font-extrabold text-slate-900",
				"data-testid": "assignment-score",
				children: [
					s.score,
					" / ",
					a.maxScore
				]
			}), /* @__PURE__ */ jsx("span", {
				className: clsx("text-sm font-semibold", passed ? "text-emerald-800" : "text-amber-800"),
				children: passed ? "Passed" : `Pass mark ${a.passScore}`
			})]
		}), s.feedback ? /* @__PURE__ */ jsxs("div", {
			className: "mt-3",
			"data-testid": "assignment-feedback",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-xs font-bold tracking-wide text-slate-600 uppercase",
				children: "Feedback"
			}), /* @__PURE__ */ jsx(LessonMarkdown, {
				className: "mt-1",
				children: s.feedback
			})]
		}) : null]
	});
}
function AssignmentCard({ batchId, a }) {
	const status = a.submission.status;
	const now = useNow(6e4);
	const isPast = Date.parse(a.dueAt) < now;
	return /* @__PURE__ */ jsxs("li", {
		className: "rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6",
		"data-testid": "assignment",
		"aria-labelledby": `assignment-${a._id}`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-start justify-between gap-3",
				children: [/* @__PURE__ */ jsx("h3", {
					id: `assignment-${a._id}`,
					className: "min-w-0 text-lg font-bold break-words text-slate-900",
					children: a.title
				}), /* @__PURE__ */ jsx("span", {
					"data-testid": "assignment-status",
					className: clsx("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1", ASSIGNMENT_STATUS_STYLES[status]),
					children: ASSIGNMENT_STATUS_LABELS[status]
				})]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-sm text-slate-600",
				children: [
					/* @__PURE__ */ jsx(CalendarClock, {
						className: "mr-1.5 inline size-4 align-[-3px]",
						"aria-hidden": "true"
					}),
					isPast ? "Was due" : "Due",
					" ",
					/* @__PURE__ */ jsx("strong", {
						className: "font-semibold text-slate-800",
						children: relativeTime(a.dueAt, now)
					}),
					" (",
					formatDateTime(a.dueAt),
					" IST) · ",
					a.maxScore,
					" marks"
				]
			}),
			/* @__PURE__ */ jsxs("details", {
				className: "group mt-3",
				open: status === "not_submitted" && !isPast,
				children: [/* @__PURE__ */ jsx("summary", {
					className: "cursor-pointer text-sm font-semibold text-brand-700",
					children: "Instructions"
				}), /* @__PURE__ */ jsx(LessonMarkdown, {
					className: "mt-2",
					children: a.instructions
				})]
			}),
			/* @__PURE__ */ jsx(HandedIn, { a }),
			/* @__PURE__ */ jsx(Grade, { a }),
			a.submission.canResubmit && status === "not_submitted" ? /* @__PURE__ */ jsx(AssignmentSubmitForm, {
				batchId,
				assignment: a
			}) : a.submission.canResubmit ? /* @__PURE__ */ jsxs("details", {
				className: "mt-4",
				children: [/* @__PURE__ */ jsx("summary", {
					className: "cursor-pointer text-sm font-semibold text-brand-700",
					children: "Change your submission (until the due date)"
				}), /* @__PURE__ */ jsx(AssignmentSubmitForm, {
					batchId,
					assignment: a
				})]
			}) : status !== "graded" ? /* @__PURE__ */ jsx("p", {
				className: "mt-4 text-sm text-slate-600",
				children: "The due date has passed: your submission is with your mentor for review."
			}) : null
		]
	});
}
/** The batch's assignments: due dates, what to hand in, the hand-in form and the grade. */
function AssignmentsSection({ batchId }) {
	const { data: assignments, error, refetch } = useClassroomAssignments(batchId);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "assignments-title",
		"data-testid": "classroom-assignments",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
				children: "Practice for real"
			}),
			/* @__PURE__ */ jsx("h2", {
				id: "assignments-title",
				className: "mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl",
				children: "Assignments"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-5",
				children: error && !assignments ? /* @__PURE__ */ jsx(InlineError, {
					testId: "classroom-assignments-error",
					message: getErrorMessage(error, "Could not load your assignments"),
					onRetry: () => void refetch()
				}) : !assignments ? /* @__PURE__ */ jsx(BlockSkeleton, {
					rows: 2,
					height: "h-32"
				}) : assignments.length === 0 ? /* @__PURE__ */ jsxs("p", {
					className: "flex items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600",
					children: [/* @__PURE__ */ jsx(ClipboardCheck, {
						className: "size-4",
						"aria-hidden": "true"
					}), "No assignments yet. Your instructors will post them here."]
				}) : /* @__PURE__ */ jsx("ul", {
					className: "space-y-4",
					children: assignments.map((a) => /* @__PURE__ */ jsx(AssignmentCard, {
						batchId,
						a
					}, a._id))
				})
			})
		]
	});
}
// src/features/classroom/api/batch-quizzes.ts
/** GET /classroom/{batchId}/whizz: the batch's quizzes with my attempt and score. */
function useBatchQuizzes(batchId) {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: classroomKeys.quizzes(userId, batchId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(`/classroom/${encodeURIComponent(batchId)}/whizz`, ZStudentWhizzListData, { signal })).data.whizz;
		},
		staleTime: STUDENT_STALE_MS,
		enabled: userId !== ""
	});
}
// src/features/classroom/components/batch-quizzes.tsx
var STATE_PILL = {
	live: {
		label: "Live now",
		className: "bg-red-50 text-red-700 ring-red-200"
	},
	upcoming: {
		label: "Upcoming",
		className: "bg-brand-50 text-brand-800 ring-brand-200"
	},
	finished: {
		label: "Finished",
		className: "bg-slate-100 text-slate-700 ring-slate-200"
	}
};
/** What the student can do with the quiz now: take it, see the score, or when it opens. */
function QuizAction({ w }) {
	if (w.attempt?.status === "submitted") return /* @__PURE__ */ jsxs(Link, {
		to: `/whizz/${w._id}/result`,
		"data-testid": "classroom-quiz-result",
		className: buttonStyles({
			variant: "secondary",
			size: "sm"
		}),
		children: [
			/* @__PURE__ */ jsx(Trophy, {
				className: "size-4",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "tabular-nums",
				children: [
					w.attempt?.score ?? 0,
					" / ",
					w.totalScore
				]
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "sr-only",
				children: [": view the result of ", w.title]
			})
		]
	});
	if (w.state === "live") {
		const resuming = w.attempt?.status === "in_progress";
		return /* @__PURE__ */ jsxs(Link, {
			to: `/whizz/${w._id}/attempt`,
			"data-testid": "classroom-quiz-take",
			className: buttonStyles({ size: "sm" }),
			children: [
				/* @__PURE__ */ jsx(Play, {
					className: "size-4",
					"aria-hidden": "true"
				}),
				resuming ? "Resume" : "Take quiz",
				/* @__PURE__ */ jsxs("span", {
					className: "sr-only",
					children: [": ", w.title]
				})
			]
		});
	}
	if (w.state === "finished") return /* @__PURE__ */ jsx("span", {
		className: "text-sm font-medium text-slate-500",
		children: "Missed"
	});
	return null;
}
/** The batch's quizzes (whizz): live first, then upcoming, then finished with my score. */
function BatchQuizzes({ batchId }) {
	const { data: quizzes, error, refetch } = useBatchQuizzes(batchId);
	let body;
	if (error && !quizzes) body = /* @__PURE__ */ jsx(InlineError, {
		testId: "classroom-quizzes-error",
		message: getErrorMessage(error, ASSESS_MSG.quizzesLoadFailed),
		onRetry: () => void refetch()
	});
	else if (!quizzes) body = /* @__PURE__ */ jsx(BlockSkeleton, { rows: 2 });
	else if (quizzes.length === 0) body = /* @__PURE__ */ jsx("p", {
		className: "rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600",
		children: "No quizzes for your batch yet. Your mentors will schedule them here."
	});
	else body = /* @__PURE__ */ jsx("ul", {
		role: "list",
		className: "card divide-y divide-slate-100",
		"data-testid": "classroom-quizzes",
		children: quizzes.map((w) => {
			const pill = STATE_PILL[w.state];
			return /* @__PURE__ */ jsxs("li", {
				"data-testid": "classroom-quiz",
				"data-state": w.state,
				className: "flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "flex flex-wrap items-center gap-2",
						children: [/* @__PURE__ */ jsx("h3", {
							className: "font-bold break-words text-slate-900",
							children: w.title
						}), /* @__PURE__ */ jsx("span", {
							className: clsx("rounded-full px-2 py-0.5 text-xs font-bold ring-1", pill.className),
							children: pill.label
						})]
					}), /* @__PURE__ */ jsxs("p", {
						className: "mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600",
						children: [/* @__PURE__ */ jsxs("span", {
							className: "inline-flex items-center gap-1.5",
							children: [
								/* @__PURE__ */ jsx(CalendarClock, {
									className: "size-4 text-slate-400",
									"aria-hidden": "true"
								}),
								formatDateTime(w.startDate),
								" IST"
							]
						}), /* @__PURE__ */ jsxs("span", {
							className: "inline-flex items-center gap-1.5",
							children: [
								/* @__PURE__ */ jsx(FileQuestion, {
									className: "size-4 text-slate-400",
									"aria-hidden": "true"
								}),
								plural(w.questionCount, "question"),
								" · ",
								w.totalScore,
								" marks"
							]
						})]
					})]
				}), /* @__PURE__ */ jsx("div", {
					className: "shrink-0",
					children: /* @__PURE__ */ jsx(QuizAction, { w })
				})]
			}, w._id);
		})
	});
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "quizzes-title",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
				children: "Whizz"
			}),
			/* @__PURE__ */ jsx("h2", {
				id: "quizzes-title",
				className: "mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl",
				children: "Quizzes"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-5",
				children: body
			})
		]
	});
}
// src/features/classroom/components/batch-sidebar.tsx
function Row({ icon: Icon, label, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "relative min-w-0 pl-7",
		children: [/* @__PURE__ */ jsxs("dt", {
			className: "text-xs font-semibold text-slate-500",
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "absolute top-0.5 left-0 size-4 text-brand-600",
				"aria-hidden": "true"
			}), label]
		}), /* @__PURE__ */ jsx("dd", {
			className: "text-sm font-semibold text-slate-900",
			children
		})]
	});
}
function People({ title, people, empty }) {
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
		className: "text-xs font-bold tracking-widest text-slate-500 uppercase",
		children: title
	}), people.length === 0 ? /* @__PURE__ */ jsx("p", {
		className: "mt-2 text-sm text-slate-500",
		children: empty
	}) : /* @__PURE__ */ jsx("ul", {
		role: "list",
		className: "mt-2 space-y-2",
		children: people.map((p) => {
			const [first = "", ...rest] = p.name.split(" ");
			return /* @__PURE__ */ jsxs("li", {
				className: "flex items-center gap-2.5 text-sm font-semibold text-slate-800",
				children: [/* @__PURE__ */ jsx(Avatar, {
					firstName: first,
					lastName: rest.at(-1) ?? "",
					className: "size-8 text-xs"
				}), p.name]
			}, p._id);
		})
	})] });
}
/** Schedule, people and the Discord invite of the open batch. */
function BatchSidebar({ item }) {
	const { batch, course } = item;
	const startsIn = daysUntil(batch.startDate);
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-5",
		children: [
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "schedule-title",
				"data-testid": "classroom-schedule",
				className: "card p-5",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "schedule-title",
						className: "text-base font-extrabold text-slate-900",
						children: "Schedule"
					}),
					batch.status === "upcoming" && startsIn > 0 && /* @__PURE__ */ jsxs("p", {
						className: "mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800",
						children: ["Starts in ", plural(startsIn, "day")]
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: "mt-4 grid grid-cols-2 gap-3.5 lg:grid-cols-1",
						children: [
							/* @__PURE__ */ jsx(Row, {
								icon: CalendarDays,
								label: "Starts",
								children: formatWeekdayDay(batch.startDate)
							}),
							/* @__PURE__ */ jsx(Row, {
								icon: Flag,
								label: "Ends",
								children: formatWeekdayDay(batch.endDate)
							}),
							/* @__PURE__ */ jsx(Row, {
								icon: Hourglass,
								label: "Duration",
								children: plural(batch.durationWeeks, "week")
							}),
							/* @__PURE__ */ jsx(Row, {
								icon: CalendarCheck,
								label: "Enrolled on",
								children: /* @__PURE__ */ jsx("span", {
									"data-testid": "classroom-enrolled-on",
									children: formatDate(item.enrolledAt)
								})
							})
						]
					})
				]
			}),
			item.discordInvite && /* @__PURE__ */ jsxs("section", {
				"data-testid": "classroom-discord",
				className: "overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-brand-700 p-5 text-white shadow-card",
				children: [
					/* @__PURE__ */ jsx(MessagesSquare, {
						className: "size-7 text-indigo-100",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsx("h2", {
						className: "mt-3 text-base font-extrabold",
						children: "Join your batch on Discord"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm leading-relaxed text-indigo-100",
						children: "Ask doubts, share progress and hear from your mentors between classes."
					}),
					/* @__PURE__ */ jsxs("a", {
						href: item.discordInvite,
						target: "_blank",
						rel: "noopener noreferrer",
						"data-testid": "classroom-discord-link",
						className: "mt-4 inline-flex h-10 w-full items-center justify-center gap-2 rounded-xl bg-white px-4 text-sm font-bold text-indigo-700 hover:bg-indigo-50",
						children: ["Open Discord invite", /* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: " (opens in a new tab)"
						})]
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-label": "People",
				className: "card space-y-5 p-5",
				children: [/* @__PURE__ */ jsx(People, {
					title: "Mentors",
					people: batch.mentors,
					empty: "Announced before the start"
				}), /* @__PURE__ */ jsx(People, {
					title: "Instructors",
					people: course.instructors,
					empty: "To be announced"
				})]
			})
		]
	});
}
// src/features/classroom/api/completion.ts
/** The worker issues the certificate moments after the last requirement is met: ask again. */
var ISSUING_POLL_MS = 2e3;
/** GET /classroom/{batchId}/completion: what completing the course asks, and the certificate. */
function useCompletion(batchId) {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: classroomKeys.completion(userId, batchId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(`/classroom/${encodeURIComponent(batchId)}/completion`, ZCompletionData, { signal })).data.completion;
		},
		staleTime: STUDENT_STALE_MS,
		enabled: userId !== "",
		refetchInterval: (query) => query.state.data?.complete && !query.state.data.certificate ? ISSUING_POLL_MS : false
	});
}
// src/features/classroom/components/completion-card.tsx
function Requirement({ met, children }) {
	return /* @__PURE__ */ jsxs("li", {
		className: "flex items-start gap-2 text-sm",
		children: [/* @__PURE__ */ jsx(met ? CheckCircle2 : Circle, {
			className: clsx("mt-0.5 size-4 shrink-0", met ? "text-emerald-600" : "text-slate-300"),
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("span", {
			className: met ? "text-slate-900" : "text-slate-600",
			children: [children, /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: met ? " (done)" : " (not yet)"
			})]
		})]
	});
}
function Earned({ certificate }) {
	const pageUrl = `${window.location.origin}${certificate.url}`;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "certificate-title",
		"data-testid": "classroom-certificate",
		className: "overflow-hidden rounded-2xl bg-gradient-to-br from-amber-400 via-amber-500 to-orange-600 p-5 text-white shadow-card",
		children: [
			/* @__PURE__ */ jsx(Award, {
				className: "size-8 text-amber-50",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("h2", {
				id: "certificate-title",
				className: "mt-3 text-base font-extrabold",
				children: "You completed the course!"
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-sm leading-relaxed text-amber-50",
				children: [
					"Your certificate of completion was issued on ",
					formatDate(certificate.issuedAt),
					". ID",
					" ",
					/* @__PURE__ */ jsx("span", {
						"data-testid": "classroom-certificate-code",
						className: "font-mono font-bold whitespace-nowrap text-white",
						children: certificate.code
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-4 grid gap-2",
				children: [/* @__PURE__ */ jsxs(Link, {
					to: certificate.url,
					"data-testid": "classroom-certificate-view",
					className: buttonStyles({
						variant: "inverse",
						fullWidth: true
					}),
					children: [/* @__PURE__ */ jsx(ExternalLink, {
						className: "size-4",
						"aria-hidden": "true"
					}), "View certificate"]
				}), /* @__PURE__ */ jsxs("div", {
					className: "grid grid-cols-2 gap-2",
					children: [/* @__PURE__ */ jsxs("a", {
						href: certificate.pdfUrl,
						target: "_blank",
						rel: "noreferrer",
						className: buttonStyles({
							variant: "outline-inverse",
							size: "sm"
						}),
						children: [/* @__PURE__ */ jsx(Download, {
							className: "size-4",
							"aria-hidden": "true"
						}), "PDF"]
					}), /* @__PURE__ */ jsxs("a", {
						href: linkedInShareUrl(pageUrl),
						target: "_blank",
						rel: "noreferrer",
						"data-testid": "classroom-certificate-linkedin",
						className: buttonStyles({
							variant: "outline-inverse",
							size: "sm"
						}),
						children: [
							/* @__PURE__ */ jsx(Share2, {
								className: "size-4",
								"aria-hidden": "true"
							}),
							"LinkedIn",
							/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: " (share, opens in a new tab)"
							})
						]
					})]
				})]
			})
		]
	});
}
/**
* What completing the course asks (every lesson done, every assignment passed) and, once the
* worker has issued it, the certificate with its links.
*/
function CompletionCard({ batchId }) {
	const { data } = useCompletion(batchId);
	if (!data || data.lessons.total + data.assignments.total === 0) return null;
	if (data.certificate) return /* @__PURE__ */ jsx(Earned, { certificate: data.certificate });
	const { lessons, assignments } = data;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "completion-title",
		"data-testid": "classroom-completion",
		className: "card p-5",
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: "completion-title",
				className: "flex items-center gap-2 text-base font-extrabold text-slate-900",
				children: [/* @__PURE__ */ jsx(Award, {
					className: "size-5 text-amber-500",
					"aria-hidden": "true"
				}), "Certificate of completion"]
			}),
			data.complete ? /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm font-semibold text-emerald-700",
				role: "status",
				children: "All done! Your certificate is being issued…"
			}) : /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm text-slate-600",
				children: "Earn it by finishing every lesson and passing every assignment."
			}),
			/* @__PURE__ */ jsxs("ul", {
				role: "list",
				className: "mt-4 space-y-2",
				"data-testid": "classroom-completion-requirements",
				children: [/* @__PURE__ */ jsx(Requirement, {
					met: lessons.done === lessons.total,
					children: `${lessons.done} of ${plural(lessons.total, "lesson")} done`
				}), assignments.total > 0 && /* @__PURE__ */ jsx(Requirement, {
					met: assignments.passed === assignments.total,
					children: `${assignments.passed} of ${plural(assignments.total, "assignment")} passed · ${assignments.submitted} submitted`
				})]
			})
		]
	});
}
// src/features/classroom/components/lesson-row.tsx
var KIND_ICONS = {
	video: PlayCircle,
	article: FileText,
	resources: Link2,
	practice: Code2
};
/** A lesson in the classroom's list: its done checkbox, its title (opens it), kind and length. */
function LessonRow({ lesson, href, checked, locked, disabled, onTick }) {
	const KindIcon = locked ? Lock : KIND_ICONS[lesson.kind];
	return /* @__PURE__ */ jsxs("li", {
		"data-testid": "classroom-lesson",
		"data-lesson-id": lesson._id,
		className: "flex items-center gap-1 rounded-xl pr-2 transition hover:bg-slate-50",
		children: [
			/* @__PURE__ */ jsxs("label", {
				className: "grid size-11 shrink-0 cursor-pointer place-items-center has-[:disabled]:cursor-default",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					"data-testid": "classroom-lesson-checkbox",
					"aria-label": `Done: ${lesson.title}`,
					className: "peer sr-only",
					checked,
					disabled,
					onChange: (e) => onTick(e.target.checked)
				}), /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: clsx("grid size-5 place-items-center rounded-md border-2 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-50", checked ? "border-emerald-500 bg-emerald-500 text-white" : "border-slate-300 bg-white"),
					children: checked && /* @__PURE__ */ jsx(Check, {
						className: "size-3.5",
						strokeWidth: 3
					})
				})]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: href,
				"data-testid": "classroom-lesson-link",
				className: clsx("min-w-0 flex-1 py-3 text-sm break-words hover:text-brand-700 hover:underline", checked ? "text-slate-500" : "font-medium text-slate-800", locked && "text-slate-500"),
				children: lesson.title
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "inline-flex shrink-0 items-center gap-3 text-xs text-slate-500 tabular-nums",
				children: [/* @__PURE__ */ jsx(KindIcon, {
					className: "size-4 text-slate-400",
					"aria-label": locked ? "Locked" : LESSON_KIND_LABELS[lesson.kind]
				}), lesson.durationMinutes > 0 && /* @__PURE__ */ jsxs("span", {
					className: "hidden items-center gap-1 sm:inline-flex",
					children: [/* @__PURE__ */ jsx(Clock3, {
						className: "size-3.5",
						"aria-hidden": "true"
					}), minutesText(lesson.durationMinutes)]
				})]
			})
		]
	});
}
// src/features/classroom/components/lesson-list.tsx
/**
* The course's modules and lessons: each lesson opens its page, and its "done" checkbox saves at
* once. A module that drips opens on its day; until then its lessons are locked.
*/
function LessonList({ batchId, batchStart, modules: modulesState, progress, tick }) {
	const today = istToday();
	const { data: modules, error, refetch } = modulesState;
	const completed = useMemo(() => new Set(progress.data?.completed ?? []), [progress.data]);
	if (error && !modules) return /* @__PURE__ */ jsx(InlineError, {
		testId: "classroom-modules-error",
		message: getErrorMessage(error, COURSES_MSG.fetchModulesFailed),
		onRetry: () => void refetch()
	});
	if (!modules || !progress.data && !progress.error) return /* @__PURE__ */ jsx(BlockSkeleton, {});
	if (modules.length === 0) return /* @__PURE__ */ jsx("p", {
		"data-testid": "classroom-modules-empty",
		className: "rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600",
		children: "The syllabus for this course is being prepared. Lessons will appear here before the batch starts."
	});
	const isDone = (lesson) => completed.has(lesson._id);
	const firstOpen = modules.find((m) => m.lessons.some((l) => !isDone(l)))?._id ?? modules[0]._id;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		children: [progress.error && /* @__PURE__ */ jsx(InlineError, {
			testId: "classroom-progress-error",
			message: getErrorMessage(progress.error, "Failed to load your progress"),
			onRetry: () => void progress.refetch()
		}), /* @__PURE__ */ jsx(Accordion.Root, {
			type: "multiple",
			defaultValue: [firstOpen],
			"data-testid": "classroom-modules",
			className: "space-y-3",
			children: modules.map((module, index) => {
				const shutUntil = moduleShutUntil(batchStart, module.unlockDay, today);
				const doneCount = module.lessons.filter(isDone).length;
				const isComplete = module.lessons.length > 0 && doneCount === module.lessons.length;
				return /* @__PURE__ */ jsxs(ModuleItem, {
					value: module._id,
					testId: "classroom-module",
					lead: /* @__PURE__ */ jsx("span", {
						className: clsx("grid size-9 shrink-0 place-items-center rounded-xl text-sm font-extrabold", isComplete ? "bg-emerald-100 text-emerald-700" : "bg-brand-50 text-brand-700"),
						children: isComplete ? /* @__PURE__ */ jsx(CircleCheckBig, {
							className: "size-5",
							"aria-label": "Completed"
						}) : index + 1
					}),
					title: module.title,
					summary: shutUntil ? /* @__PURE__ */ jsxs("span", {
						className: "inline-flex items-center gap-1 font-semibold text-amber-700",
						children: [
							/* @__PURE__ */ jsx(Lock, {
								className: "size-3.5",
								"aria-hidden": "true"
							}),
							"Opens on ",
							formatDay(shutUntil)
						]
					}) : module.lessons.length > 0 ? `${doneCount} of ${plural(module.lessons.length, "lesson")} done` : "No lessons yet",
					children: [module.description && /* @__PURE__ */ jsx("p", {
						className: "px-4 pt-3 text-sm leading-relaxed text-slate-600 sm:px-5",
						children: module.description
					}), /* @__PURE__ */ jsx("ul", {
						role: "list",
						className: "divide-y divide-slate-100 px-2 py-1.5 sm:px-3",
						children: module.lessons.map((lesson) => /* @__PURE__ */ jsx(LessonRow, {
							lesson,
							href: `/classroom/${batchId}/lessons/${lesson._id}`,
							checked: completed.has(lesson._id),
							locked: shutUntil !== null,
							disabled: !progress.data || shutUntil !== null,
							onTick: (done) => tick.mutate({
								lessonKey: lesson._id,
								completed: done
							})
						}, lesson._id))
					})]
				}, module._id);
			})
		})]
	});
}
// src/features/classroom/api/live-classes.ts
/** GET /classroom/{batchId}/live-classes: the batch's live classes, by start. */
function useLiveClasses(batchId) {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: classroomKeys.liveClasses(userId, batchId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(`/classroom/${encodeURIComponent(batchId)}/live-classes`, ZLiveClassListData, { signal })).data.liveClasses;
		},
		staleTime: STUDENT_STALE_MS,
		refetchInterval: 6e4,
		enabled: userId !== ""
	});
}
/** POST /classroom/{batchId}/live-classes/{classId}/join: records the click, answers the link. */
async function joinLiveClass(batchId, classId) {
	return (await publicApi.post(`/classroom/${encodeURIComponent(batchId)}/live-classes/${encodeURIComponent(classId)}/join`, ZLiveClassJoinData)).data.joinLink;
}
/** GET /classroom/calendar: the student's personal .ics URL (asked for when they open it). */
function useCalendarFeed(enabled) {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: classroomKeys.calendar(userId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get("/classroom/calendar", ZCalendarFeedData, { signal })).data.calendar;
		},
		staleTime: Infinity,
		enabled: enabled && userId !== ""
	});
}
// src/features/classroom/components/live-classes-card.tsx
/** "in 2 days 3 hr", "in 5 min 10 s": the time left, as one short phrase. */
function timeLeft(ms) {
	const p = countdownParts(ms);
	if (p.days > 0) return `${plural(p.days, "day")} ${p.hours} hr`;
	if (p.hours > 0) return `${p.hours} hr ${p.minutes} min`;
	return `${p.minutes} min ${String(p.seconds).padStart(2, "0")} s`;
}
/** The class's timing now (the list's answer ages; the clock moves on). */
var timingOf = (c, now) => liveClassTiming(c.startsAt, c.durationMinutes, new Date(now));
/**
* The batch's live classes atop the classroom: the next (or running) class with a countdown and a
* Join button that opens 10 minutes before the start, the classes to come, the past ones with
* their recordings, and the personal calendar feed.
*/
function LiveClassesCard({ batchId }) {
	const { data: classes, error, refetch } = useLiveClasses(batchId);
	const now = useNow(1e3);
	const [calendarOpen, setCalendarOpen] = useState(false);
	if (error && !classes) return /* @__PURE__ */ jsx(InlineError, {
		testId: "live-classes-error",
		message: getErrorMessage(error, "Could not load the live classes."),
		onRetry: () => void refetch()
	});
	if (!classes) return /* @__PURE__ */ jsx(BlockSkeleton, {
		rows: 1,
		height: "h-40"
	});
	if (classes.length === 0) return null;
	const current = classes.filter((c) => timingOf(c, now).status !== "ended");
	const past = classes.filter((c) => timingOf(c, now).status === "ended").reverse();
	const [next, ...later] = current;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "live-title",
		"data-testid": "live-classes",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-end justify-between gap-2",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
					className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
					children: "Live classes"
				}), /* @__PURE__ */ jsx("h2", {
					id: "live-title",
					className: "mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl",
					children: next ? "Next live class" : "Live classes"
				})] }), /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					size: "sm",
					icon: CalendarPlus,
					onClick: () => setCalendarOpen((o) => !o),
					"aria-expanded": calendarOpen,
					"aria-controls": "live-calendar",
					"data-testid": "live-calendar-toggle",
					children: "Add to calendar"
				})]
			}),
			calendarOpen && /* @__PURE__ */ jsx(CalendarLink, {}),
			next && /* @__PURE__ */ jsx(NextClass, {
				batchId,
				item: next,
				now
			}),
			later.length > 0 && /* @__PURE__ */ jsx(ClassList, {
				title: "Coming up",
				testId: "live-upcoming",
				items: later,
				now
			}),
			past.length > 0 && /* @__PURE__ */ jsx(ClassList, {
				title: "Past classes",
				testId: "live-past",
				items: past,
				now
			})
		]
	});
}
function NextClass({ batchId, item, now }) {
	const timing = timingOf(item, now);
	const [joining, setJoining] = useState(false);
	const opensIn = Date.parse(timing.joinOpensAt) - now;
	const startsIn = Date.parse(item.startsAt) - now;
	const onJoin = async () => {
		const tab = window.open("", "_blank");
		setJoining(true);
		try {
			const link = await joinLiveClass(batchId, item._id);
			if (tab) {
				tab.opener = null;
				tab.location.href = link;
			} else window.location.assign(link);
		} catch (error) {
			tab?.close();
			toast.error(getErrorMessage(error, "Could not open the class. Please try again."));
		} finally {
			setJoining(false);
		}
	};
	return /* @__PURE__ */ jsx("div", {
		"data-testid": "live-next",
		className: "mt-5 overflow-hidden rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-5 shadow-sm sm:p-6",
		children: /* @__PURE__ */ jsxs("div", {
			className: "flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [
					timing.status === "live" ? /* @__PURE__ */ jsxs("p", {
						className: "inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800",
						children: [/* @__PURE__ */ jsx(Radio, {
							className: "size-3.5",
							"aria-hidden": "true"
						}), "Live now"]
					}) : /* @__PURE__ */ jsxs("p", {
						className: "text-sm font-semibold text-brand-800",
						"data-testid": "live-countdown",
						children: ["Starts in ", timeLeft(startsIn)]
					}),
					/* @__PURE__ */ jsx("h3", {
						className: "mt-2 text-lg font-bold break-words text-slate-900",
						"data-testid": "live-next-title",
						children: item.title
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-1 text-sm text-slate-600",
						children: [
							formatWeekdayDateTime(item.startsAt),
							" IST · ",
							formatMinutes(item.durationMinutes)
						]
					})
				]
			}), /* @__PURE__ */ jsxs("div", {
				className: "flex shrink-0 flex-col gap-1.5 sm:items-end",
				children: [/* @__PURE__ */ jsx(Button, {
					onClick: () => void onJoin(),
					disabled: !timing.canJoin,
					isLoading: joining,
					loadingText: "Opening…",
					icon: Video,
					"data-testid": "live-join",
					className: "w-full sm:w-auto",
					children: "Join class"
				}), !timing.canJoin && /* @__PURE__ */ jsxs("p", {
					className: "text-xs text-slate-600",
					children: ["Opens in ", timeLeft(opensIn)]
				})]
			})]
		})
	});
}
function ClassList({ title, items, now, testId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-6",
		children: [/* @__PURE__ */ jsx("h3", {
			className: "text-sm font-bold text-slate-700",
			children: title
		}), /* @__PURE__ */ jsx("ul", {
			"data-testid": testId,
			className: "mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white",
			children: items.map((c) => {
				const ended = timingOf(c, now).status === "ended";
				return /* @__PURE__ */ jsxs("li", {
					"data-testid": "live-class-row",
					className: "flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("p", {
							className: "font-medium break-words text-slate-900",
							children: c.title
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-sm text-slate-600",
							children: [
								formatWeekdayDateTime(c.startsAt),
								" IST · ",
								formatMinutes(c.durationMinutes),
								ended && c.attended && " · Attended"
							]
						})]
					}), ended && (c.recordingUrl ? /* @__PURE__ */ jsxs("a", {
						href: c.recordingUrl,
						target: "_blank",
						rel: "noopener noreferrer",
						className: "link inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold",
						"data-testid": "live-recording",
						children: [/* @__PURE__ */ jsx(PlayCircle, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Watch recording"]
					}) : /* @__PURE__ */ jsx("span", {
						className: "shrink-0 text-sm text-slate-500",
						children: "Recording coming soon"
					}))]
				}, c._id);
			})
		})]
	});
}
/** "Add to calendar": the personal .ics feed (made on first use), to copy or open as webcal. */
function CalendarLink() {
	const feed = useCalendarFeed(true);
	return /* @__PURE__ */ jsx("div", {
		id: "live-calendar",
		"data-testid": "live-calendar",
		className: "mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm",
		children: feed.error ? /* @__PURE__ */ jsx("p", {
			className: "text-red-700",
			children: getErrorMessage(feed.error, "Could not get your link.")
		}) : !feed.data ? /* @__PURE__ */ jsx("p", {
			className: "text-slate-600",
			children: "Getting your calendar link…"
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-slate-700",
				children: "Your personal calendar link has every live class of your batches and stays up to date. Add it to Google Calendar (Other calendars, From URL), Apple Calendar or Outlook. Keep it to yourself."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-2 flex items-center gap-2",
				children: [/* @__PURE__ */ jsx("code", {
					className: "min-w-0 flex-1 truncate rounded-lg bg-slate-100 px-2 py-1.5 text-xs text-slate-800",
					"data-testid": "live-calendar-url",
					children: feed.data.url
				}), /* @__PURE__ */ jsx(CopyButton, {
					text: feed.data.url,
					label: "Copy calendar link",
					toastText: "Link copied"
				})]
			}),
			/* @__PURE__ */ jsx("a", {
				href: feed.data.webcalUrl,
				className: "link mt-2 inline-block font-semibold",
				"data-testid": "live-calendar-webcal",
				children: "Open in my calendar app"
			})
		] })
	});
}
// src/features/classroom/components/batch-detail.tsx
/** One batch's classroom: progress, lessons with ticks, announcements, schedule and people. */
function BatchDetail({ item, hasOthers }) {
	const { batch, course } = item;
	const modules = useCourseModules(course._id);
	const announcements = useCourseAnnouncements(course._id);
	const progress = useLessonProgress(batch._id);
	const tick = useTickLesson(batch._id);
	const total = modules.data ? modules.data.reduce((n, m) => n + m.lessons.length, 0) : item.progress.totalLessons;
	const done = modules.data && progress.data ? modules.data.reduce((n, m) => n + m.lessons.filter((l) => progress.data.completed.includes(l._id)).length, 0) : item.progress.completedLessons;
	const next = modules.data && progress.data ? modules.data.filter((m) => !moduleShutUntil(batch.startDate, m.unlockDay, istToday())).flatMap((m) => m.lessons).find((lesson) => !progress.data.completed.includes(lesson._id)) : void 0;
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "classroom-detail",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${course.title}: ${batch.name} | KodeSchool` }),
			/* @__PURE__ */ jsx(GlowBand, { children: /* @__PURE__ */ jsxs("div", {
				className: "container-page py-8 sm:py-10",
				children: [hasOthers ? /* @__PURE__ */ jsxs(Link, {
					to: "/classroom",
					"data-testid": "classroom-back",
					className: "inline-flex items-center gap-1.5 text-sm font-semibold text-brand-200 hover:text-white",
					children: [/* @__PURE__ */ jsx(ArrowLeft, {
						className: "size-4",
						"aria-hidden": "true"
					}), "All my batches"]
				}) : /* @__PURE__ */ jsx("p", {
					className: "text-sm font-semibold text-brand-200",
					children: "My classroom"
				}), /* @__PURE__ */ jsxs("div", {
					className: "mt-5 flex flex-col gap-6 sm:flex-row sm:items-center",
					children: [/* @__PURE__ */ jsx(CourseThumbnail, {
						title: course.title,
						thumbnail: course.thumbnail,
						size: "small",
						className: "aspect-video w-36 shrink-0 rounded-xl ring-1 ring-white/15 sm:w-44"
					}), /* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "flex flex-wrap items-center gap-2",
								children: [/* @__PURE__ */ jsx("span", {
									className: clsx("rounded-full px-2.5 py-0.5 text-xs font-bold ring-1", STATUS_STYLES[batch.status]),
									children: BATCH_STATUS_LABELS[batch.status]
								}), /* @__PURE__ */ jsx("span", {
									className: "text-sm text-brand-100",
									children: formatDateRange(batch.startDate, batch.endDate)
								})]
							}),
							/* @__PURE__ */ jsx("h1", {
								"data-testid": "classroom-course-title",
								className: "mt-2 text-2xl font-extrabold tracking-tight text-balance break-words sm:text-3xl",
								children: course.title
							}),
							/* @__PURE__ */ jsx("p", {
								"data-testid": "classroom-batch-name",
								className: "mt-1 text-brand-100",
								children: batch.name
							}),
							/* @__PURE__ */ jsx("div", {
								className: "mt-4 max-w-md",
								children: /* @__PURE__ */ jsx(ProgressBar, {
									done,
									total,
									tone: "dark",
									testId: "classroom-progress"
								})
							}),
							next && /* @__PURE__ */ jsxs(Link, {
								to: `/classroom/${batch._id}/lessons/${next._id}`,
								"data-testid": "classroom-continue",
								className: buttonStyles({
									variant: "inverse",
									className: "mt-5 max-w-full"
								}),
								children: [/* @__PURE__ */ jsx(PlayCircle, {
									className: "size-4 shrink-0",
									"aria-hidden": "true"
								}), /* @__PURE__ */ jsxs("span", {
									className: "truncate",
									children: [
										done === 0 ? "Start" : "Continue",
										": ",
										next.title
									]
								})]
							})
						]
					})]
				})]
			}) }),
			/* @__PURE__ */ jsxs("div", {
				className: "container-page grid items-start gap-8 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_20rem]",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 space-y-10",
					children: [
						/* @__PURE__ */ jsx(LiveClassesCard, { batchId: batch._id }),
						/* @__PURE__ */ jsxs("section", {
							"aria-labelledby": "lessons-title",
							children: [/* @__PURE__ */ jsxs("div", {
								className: "flex flex-wrap items-end justify-between gap-2",
								children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
									className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
									children: "Curriculum"
								}), /* @__PURE__ */ jsx("h2", {
									id: "lessons-title",
									className: "mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl",
									children: "Modules and lessons"
								})] }), /* @__PURE__ */ jsx("p", {
									className: "text-sm text-slate-500",
									children: "Open a lesson to learn; tick it once you have finished."
								})]
							}), /* @__PURE__ */ jsx("div", {
								className: "mt-5",
								children: /* @__PURE__ */ jsx(LessonList, {
									batchId: batch._id,
									batchStart: batch.startDate,
									modules,
									progress,
									tick
								})
							})]
						}),
						/* @__PURE__ */ jsx(AssignmentsSection, { batchId: batch._id }),
						/* @__PURE__ */ jsx(BatchQuizzes, { batchId: batch._id }),
						/* @__PURE__ */ jsxs("section", {
							"aria-labelledby": "news-title",
							children: [
								/* @__PURE__ */ jsx("p", {
									className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
									children: "News"
								}),
								/* @__PURE__ */ jsx("h2", {
									id: "news-title",
									className: "mt-1 text-xl font-extrabold text-slate-900 sm:text-2xl",
									children: "Announcements"
								}),
								/* @__PURE__ */ jsx("div", {
									className: "mt-5",
									children: /* @__PURE__ */ jsx(Announcements, { state: announcements })
								})
							]
						}),
						/* @__PURE__ */ jsxs(Link, {
							to: `/courses/${course._id}`,
							className: "link inline-flex items-center gap-1.5 text-sm",
							children: [/* @__PURE__ */ jsx(BookOpen, {
								className: "size-4",
								"aria-hidden": "true"
							}), "View the course page"]
						})
					]
				}), /* @__PURE__ */ jsxs("aside", {
					className: "space-y-5 lg:sticky lg:top-24",
					children: [/* @__PURE__ */ jsx(CompletionCard, { batchId: batch._id }), /* @__PURE__ */ jsx(BatchSidebar, { item })]
				})]
			})
		]
	});
}
// src/features/classroom/pages/classroom-page.tsx
var STATUS_ORDER = {
	ongoing: 0,
	upcoming: 1,
	completed: 2
};
/** /classroom: the student's batches; ?batch=id (or a single batch) opens that batch. */
function ClassroomPage() {
	const { data: batches, error, refetch, isFetching } = useClassroom();
	const [params] = useSearchParams();
	const selectedId = params.get("batch");
	if (!batches) {
		if (error) return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("title", { children: "My classroom | KodeSchool" }), /* @__PURE__ */ jsx(LoadError, {
			testId: "classroom-error",
			className: "container-page py-20 sm:py-24",
			title: CLASSROOM_LOAD_FAILED,
			message: getErrorMessage(error, CLASSROOM_LOAD_FAILED),
			onRetry: () => void refetch(),
			isRetrying: isFetching
		})] });
		return /* @__PURE__ */ jsx(ClassroomSkeleton, {});
	}
	const selected = selectedId ? batches.find((b) => b.batch._id === selectedId) : batches.length === 1 ? batches[0] : void 0;
	if (selected) return /* @__PURE__ */ jsx(BatchDetail, {
		item: selected,
		hasOthers: batches.length > 1
	}, selected.batch._id);
	return /* @__PURE__ */ jsx(ClassroomList, {
		batches,
		notice: selectedId && batches.length > 0 ? COMMERCE_MSG.notEnrolled : null
	});
}
function ClassroomHeader({ count }) {
	const firstName = useAuthStore((s) => s.user?.name.firstName);
	return /* @__PURE__ */ jsx(GlowBand, { children: /* @__PURE__ */ jsxs("div", {
		className: "container-page pt-10 pb-20 sm:pt-12 sm:pb-24",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-sm font-semibold text-brand-200",
				children: firstName ? `Welcome back, ${firstName}` : "Welcome back"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl",
				children: "My classroom"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 max-w-2xl text-brand-100/90",
				children: count === void 0 ? "Your batches, lessons and announcements in one place." : count === 0 ? "Your batches will appear here once you enrol." : `You are enrolled in ${plural(count, "batch", "batches")}. Pick one to continue where you left off.`
			})
		]
	}) });
}
function ClassroomList({ batches, notice }) {
	const sorted = [...batches].sort((a, b) => STATUS_ORDER[a.batch.status] - STATUS_ORDER[b.batch.status] || a.batch.startDate.localeCompare(b.batch.startDate));
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: "My classroom | KodeSchool" }),
		/* @__PURE__ */ jsx(ClassroomHeader, { count: batches.length }),
		/* @__PURE__ */ jsxs("div", {
			className: "container-page relative -mt-12 pb-20 sm:pb-24",
			children: [notice && /* @__PURE__ */ jsx("div", {
				className: "mb-6",
				children: /* @__PURE__ */ jsx(FormAlert, {
					message: notice,
					testId: "classroom-notice"
				})
			}), batches.length === 0 ? /* @__PURE__ */ jsx("div", {
				"data-testid": "classroom-empty",
				className: "card px-6 py-14 sm:py-16",
				children: /* @__PURE__ */ jsx(StatusPanel, {
					icon: GraduationCap,
					title: "No batches yet",
					description: "Once you enrol in a batch, its lessons, schedule and announcements live here.",
					actions: /* @__PURE__ */ jsxs(Link, {
						to: "/courses",
						className: buttonStyles({ size: "lg" }),
						children: [/* @__PURE__ */ jsx(Compass, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Browse courses"]
					})
				})
			}) : /* @__PURE__ */ jsx("ul", {
				role: "list",
				"data-testid": "classroom-batches",
				className: "grid gap-5 sm:grid-cols-2 lg:grid-cols-3",
				children: sorted.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(BatchCard, { item }) }, item.enrolmentId))
			})]
		})
	] });
}
function ClassroomSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "classroom-loading",
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ jsx("title", { children: "My classroom | KodeSchool" }),
			/* @__PURE__ */ jsx(ClassroomHeader, {}),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				className: "sr-only",
				children: "Loading your classroom..."
			}),
			/* @__PURE__ */ jsx("div", {
				className: "container-page relative -mt-12 grid gap-5 pb-20 sm:grid-cols-2 lg:grid-cols-3",
				"aria-hidden": "true",
				children: [
					0,
					1,
					2
				].map((i) => /* @__PURE__ */ jsx("div", { className: "h-80 animate-pulse rounded-2xl bg-slate-200" }, i))
			})
		]
	});
}
export { ClassroomPage as default };
