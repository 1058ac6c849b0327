import { t as plural } from "./plural-DYc3P-kI.js";
import { a as getErrorMessage, n as publicApi } from "./api-client-CyCTgC69.js";
import { c as ZProgressData } from "./classroom.schema-iNsnfj4B.js";
import { at as ZCourseModulesData, b as useAuthStore, c as toast, et as ZAnnouncementsData } from "../entry-server.js";
import { n as STUDENT_STALE_MS, r as studentKeys } from "./student-DhpWBMbL.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/classroom/lib/display.ts
var percentOf = (done, total) => total > 0 ? Math.round(Math.min(done, total) / total * 100) : 0;
var STATUS_STYLES = {
	upcoming: "bg-brand-50 text-brand-800 ring-brand-600/20",
	ongoing: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
	completed: "bg-slate-100 text-slate-700 ring-slate-500/20"
};
/** Days from today (IST) until a calendar day; negative when it has passed. */
function daysUntil(day, now = /* @__PURE__ */ new Date()) {
	const today = new Date(now.getTime() + 198e5).toISOString().slice(0, 10);
	return Math.round((Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 864e5);
}
/** A lesson's length: '45 min', '2 h', '1 h 30 min'. */
function minutesText(minutes) {
	if (minutes < 60) return `${minutes} min`;
	const rest = minutes % 60;
	return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}
// src/features/classroom/components/progress-bar.tsx
/** Lessons done out of all, as a bar and words ("3 of 12 lessons · 25%"). */
function ProgressBar({ done, total, tone = "light", testId }) {
	const percent = percentOf(done, total);
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": testId,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-baseline justify-between gap-3 text-xs font-semibold",
			children: [/* @__PURE__ */ jsx("span", {
				className: tone === "dark" ? "text-brand-100" : "text-slate-600",
				children: total > 0 ? `${Math.min(done, total)} of ${plural(total, "lesson")} done` : "No lessons published yet"
			}), /* @__PURE__ */ jsxs("span", {
				"data-testid": testId && `${testId}-percent`,
				className: clsx("tabular-nums", tone === "dark" ? "text-white" : "text-slate-900"),
				children: [percent, "%"]
			})]
		}), /* @__PURE__ */ jsx("div", {
			role: "progressbar",
			"aria-label": "Course progress",
			"aria-valuemin": 0,
			"aria-valuemax": 100,
			"aria-valuenow": percent,
			className: clsx("mt-1.5 h-2 overflow-hidden rounded-full", tone === "dark" ? "bg-white/15" : "bg-slate-100"),
			children: /* @__PURE__ */ jsx("div", {
				className: clsx("h-full rounded-full transition-[width] duration-500", percent === 100 ? "bg-emerald-500" : tone === "dark" ? "bg-amber-300" : "bg-brand-600"),
				style: { width: `${percent}%` }
			})
		})]
	});
}
// src/features/classroom/api/classroom-keys.ts
/**
* Query keys of the classroom. The student's ticks sit under the student's own keys (core/student,
* which also owns the batches list); course content is public and keyed by course.
*/
var classroomKeys = {
	progress: (userId, batchId) => [
		...studentKeys.all(userId),
		"classroom",
		"progress",
		batchId
	],
	lesson: (userId, batchId, lessonId) => [
		...studentKeys.all(userId),
		"classroom",
		"lesson",
		batchId,
		lessonId
	],
	practice: (userId, batchId, lessonId) => [
		...studentKeys.all(userId),
		"classroom",
		"practice",
		batchId,
		lessonId
	],
	practiceSubmission: (userId, batchId, lessonId, submissionId) => [
		...studentKeys.all(userId),
		"classroom",
		"practice",
		batchId,
		lessonId,
		submissionId
	],
	completion: (userId, batchId) => [
		...studentKeys.all(userId),
		"classroom",
		"completion",
		batchId
	],
	quizzes: (userId, batchId) => [
		...studentKeys.all(userId),
		"classroom",
		"quizzes",
		batchId
	],
	liveClasses: (userId, batchId) => [
		...studentKeys.all(userId),
		"classroom",
		"live-classes",
		batchId
	],
	calendar: (userId) => [
		...studentKeys.all(userId),
		"classroom",
		"calendar"
	],
	assignments: (userId, batchId) => [
		...studentKeys.all(userId),
		"classroom",
		"assignments",
		batchId
	],
	modules: (courseId) => [
		"classroom",
		"course",
		courseId,
		"modules"
	],
	announcements: (courseId) => [
		"classroom",
		"course",
		courseId,
		"announcements"
	]
};
var COURSE_CONTENT_STALE_MS = 3e5;
/**
* After the student's ticks changed (a lesson marked done, a practice passed): the batch cards'
* counts and the completion (which may now bring the certificate) are asked again.
*/
function refreshAfterProgress(queryClient, userId, batchId) {
	queryClient.invalidateQueries({ queryKey: studentKeys.batches(userId) });
	queryClient.invalidateQueries({ queryKey: classroomKeys.completion(userId, batchId) });
}
// src/features/classroom/api/get-course-content.ts
/** GET /courses/{id}/modules → data.data.modules (the public courses API's shape), in order. */
function useCourseModules(courseId) {
	return useQuery({
		queryKey: classroomKeys.modules(courseId),
		queryFn: async ({ signal }) => {
			return [...(await publicApi.get(`/courses/${encodeURIComponent(courseId)}/modules`, ZCourseModulesData, { signal })).data.data.modules].sort((a, b) => a.order - b.order);
		},
		staleTime: COURSE_CONTENT_STALE_MS,
		enabled: courseId !== ""
	});
}
/** GET /courses/{id}/announcements → data.announcements, newest first. */
function useCourseAnnouncements(courseId) {
	return useQuery({
		queryKey: classroomKeys.announcements(courseId),
		queryFn: async ({ signal }) => {
			return [...(await publicApi.get(`/courses/${encodeURIComponent(courseId)}/announcements`, ZAnnouncementsData, { signal })).data.announcements].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
		},
		staleTime: COURSE_CONTENT_STALE_MS
	});
}
// src/features/classroom/api/lesson-progress.ts
var mutationKey = ["classroom", "tick"];
/** GET /classroom/{batchId}/progress: the keys of the lessons ticked in this batch. */
function useLessonProgress(batchId) {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: classroomKeys.progress(userId, batchId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(`/classroom/${encodeURIComponent(batchId)}/progress`, ZProgressData, { signal })).data.progress;
		},
		staleTime: STUDENT_STALE_MS,
		enabled: userId !== ""
	});
}
/**
* PUT /classroom/{batchId}/progress for one lesson, optimistic: the tick shows at once (and the
* batch card's count follows); a refusal puts both back and says why.
*/
function useTickLesson(batchId) {
	const queryClient = useQueryClient();
	const userId = useAuthStore((s) => s.user?._id ?? "");
	const progressKey = classroomKeys.progress(userId, batchId);
	const batchesKey = studentKeys.batches(userId);
	return useMutation({
		mutationKey,
		mutationFn: async (tick) => {
			return (await publicApi.put(`/classroom/${encodeURIComponent(batchId)}/progress`, ZProgressData, tick)).data.progress;
		},
		onMutate: async (tick) => {
			await queryClient.cancelQueries({ queryKey: progressKey });
			const previous = queryClient.getQueryData(progressKey);
			const previousBatches = queryClient.getQueryData(batchesKey);
			const before = new Set(previous?.completed ?? []);
			const wasDone = before.has(tick.lessonKey);
			if (tick.completed) before.add(tick.lessonKey);
			else before.delete(tick.lessonKey);
			queryClient.setQueryData(progressKey, { completed: [...before] });
			if (wasDone !== tick.completed) {
				const step = tick.completed ? 1 : -1;
				queryClient.setQueryData(batchesKey, (batches) => batches?.map((b) => b.batch._id !== batchId ? b : {
					...b,
					progress: {
						...b.progress,
						completedLessons: Math.min(b.progress.totalLessons, Math.max(0, b.progress.completedLessons + step))
					}
				}));
			}
			return {
				previous,
				previousBatches
			};
		},
		onError: (error, _tick, context) => {
			if (context?.previous) queryClient.setQueryData(progressKey, context.previous);
			if (context?.previousBatches) queryClient.setQueryData(batchesKey, context.previousBatches);
			toast.error(getErrorMessage(error, "Could not save your progress. Please try again."));
		},
		onSuccess: (progress) => {
			if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(progressKey, progress);
		},
		onSettled: () => {
			if (queryClient.isMutating({ mutationKey }) === 1) refreshAfterProgress(queryClient, userId, batchId);
		}
	});
}
// src/features/classroom/components/block-skeleton.tsx
/** Grey placeholder blocks while a part of the classroom loads. */
function BlockSkeleton({ rows = 3, height = "h-16" }) {
	return /* @__PURE__ */ jsx("div", {
		"aria-busy": "true",
		className: "space-y-3",
		children: Array.from({ length: rows }, (_, i) => /* @__PURE__ */ jsx("div", {
			"aria-hidden": "true",
			className: `${height} animate-pulse rounded-2xl bg-slate-200/70`
		}, i))
	});
}
export { useCourseModules as a, ProgressBar as c, minutesText as d, useCourseAnnouncements as i, STATUS_STYLES as l, useLessonProgress as n, classroomKeys as o, useTickLesson as r, refreshAfterProgress as s, BlockSkeleton as t, daysUntil as u };
