import { yt as COURSES_MSG } from "../entry-server.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { a as ZBatchData, c as isValidBatchId } from "./batch.schema-C1fQK6d_.js";
import { t as RecordLoader } from "./record-loader-BkOMhXje.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/batches-admin/api/batch-keys.ts
/**
* Query keys of the staff batch pages. Every key starts with 'admin-batches', so one
* setQueriesData over `lists()` reaches every cached list (each course and 'all', every page).
*/
var batchAdminKeys = {
	all: ["admin-batches"],
	lists: () => [...batchAdminKeys.all, "list"],
	list: (params) => [...batchAdminKeys.lists(), params],
	details: () => [...batchAdminKeys.all, "detail"],
	detail: (id) => [...batchAdminKeys.details(), id],
	students: (id) => [
		...batchAdminKeys.all,
		"students",
		id
	],
	studentList: (id, params) => [
		...batchAdminKeys.students(id),
		"list",
		params
	],
	student: (id, studentId) => [
		...batchAdminKeys.students(id),
		"one",
		studentId
	],
	assignments: (id) => [
		...batchAdminKeys.all,
		"assignments",
		id
	],
	reviews: (id) => [
		...batchAdminKeys.all,
		"reviews",
		id
	],
	reviewList: (id, params) => [
		...batchAdminKeys.reviews(id),
		"list",
		params
	],
	review: (id, submissionId) => [
		...batchAdminKeys.reviews(id),
		"one",
		submissionId
	],
	course: (courseId) => [
		...batchAdminKeys.all,
		"course",
		courseId
	],
	courseOptions: () => [...batchAdminKeys.all, "course-options"],
	staff: () => [...batchAdminKeys.all, "staff"]
};
/** calls.md §9: batches are cached for 5 minutes on the client. */
var BATCH_STALE_MS = 3e5;
// src/features/batches-admin/api/get-admin-batch.ts
/** GET /admin/batches/{id} → data.batch. Callers check the id (isValidBatchId) first. */
async function getAdminBatch(id, signal) {
	return (await adminApi.get(`/batches/${encodeURIComponent(id)}`, ZBatchData, { signal })).data.batch;
}
var adminBatchQueryOptions = (id) => queryOptions({
	queryKey: batchAdminKeys.detail(id),
	queryFn: ({ signal }) => getAdminBatch(id, signal),
	staleTime: BATCH_STALE_MS
});
var useAdminBatch = (id, enabled = true) => useQuery({
	...adminBatchQueryOptions(id),
	enabled
});
// src/features/batches-admin/lib/batch-paths.ts
/** Where the staff batch pages live (registered in app/admin-routes.tsx). */
var batchPaths = {
	list: (courseId) => `/admin/courses/${courseId}/batches`,
	create: (courseId) => `/admin/courses/${courseId}/new/batch`,
	view: (courseId, batchId) => `/admin/courses/${courseId}/batches/${batchId}`,
	edit: (courseId, batchId) => `/admin/courses/${courseId}/batches/${batchId}/edit`,
	student: (courseId, batchId, studentId) => `/admin/courses/${courseId}/batches/${batchId}/students/${studentId}`,
	reviews: (courseId, batchId) => `/admin/courses/${courseId}/batches/${batchId}/reviews`,
	courses: "/admin/courses"
};
/** Courses › the course's batches › …, for the Breadcrumbs of a course's batch pages. */
var courseCrumbs = (courseId, courseTitle, ...rest) => [
	{
		label: "Courses",
		to: batchPaths.courses
	},
	{
		label: courseTitle,
		to: batchPaths.list(courseId)
	},
	...rest
];
/** Courses › course › batch, then `here` (the batch a link back) when a page below it shows. */
var batchCrumbs = (batch, here) => here === void 0 ? courseCrumbs(batch.course, batch.courseTitle, { label: batch.name }) : courseCrumbs(batch.course, batch.courseTitle, {
	label: batch.name,
	to: batchPaths.view(batch.course, batch._id)
}, { label: here });
// src/features/batches-admin/components/batch-page-states.tsx
/** Admin › Courses › Full Stack › Batches › … as links, the last item plain. */
function Breadcrumbs({ items }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "Breadcrumb",
		className: "mb-3 text-sm text-slate-600",
		children: /* @__PURE__ */ jsx("ol", {
			className: "flex flex-wrap items-center gap-x-1.5 gap-y-1",
			children: items.map((item, i) => /* @__PURE__ */ jsxs("li", {
				className: "flex min-w-0 items-center gap-1.5",
				children: [i > 0 && /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "text-slate-400",
					children: "/"
				}), item.to ? /* @__PURE__ */ jsx(Link, {
					to: item.to,
					className: "truncate hover:text-brand-700 hover:underline",
					children: item.label
				}) : /* @__PURE__ */ jsx("span", {
					"aria-current": "page",
					className: "truncate font-medium text-slate-800",
					children: item.label
				})]
			}, `${item.label}-${i}`))
		})
	});
}
/**
* Loads one batch by the URL's ids and renders `children(batch)`: 'Invalid batch ID' for a
* malformed id (no call made), then loading, not found, or a failed load with a retry. Used by
* the batch page and its edit page.
*/
function BatchLoader({ courseId, batchId, children }) {
	const isValid = isValidBatchId(batchId);
	const query = useAdminBatch(batchId, isValid);
	return /* @__PURE__ */ jsx(RecordLoader, {
		query,
		isValidId: isValid,
		invalidId: {
			title: COURSES_MSG.invalidBatchId,
			description: "A batch id is 24 characters of 0–9 and a–f. Check the address."
		},
		notFound: {
			title: COURSES_MSG.batchNotFoundWithId,
			description: "It may have been deleted."
		},
		failedMessage: COURSES_MSG.fetchBatchFailed,
		loadingLabel: "Loading batch…",
		back: {
			to: batchPaths.list(ID_PATTERN.test(courseId) ? courseId : "all"),
			label: "Back to batches"
		},
		testId: "batch-error",
		children
	});
}
export { courseCrumbs as a, batchAdminKeys as c, batchPaths as i, Breadcrumbs as n, getAdminBatch as o, batchCrumbs as r, BATCH_STALE_MS as s, BatchLoader as t };
