import { X as ZAdminCourseListData, nt as ZCourseData, ot as ZCourseStaffData } from "../entry-server.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { c as batchAdminKeys, s as BATCH_STALE_MS } from "./batch-page-states-CCAhejvL.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
// src/features/batches-admin/api/get-batch-options.ts
/** GET /admin/courses/{id} → data.course, reduced to what the batch pages show. */
async function getCourseOption(id, signal) {
	const course = (await adminApi.get(`/courses/${encodeURIComponent(id)}`, ZCourseData, { signal })).data.course;
	return {
		_id: course._id,
		title: course.title,
		price: course.price,
		discountPercentage: course.discountPercentage,
		duration_weeks: course.duration_weeks
	};
}
var useCourseOption = (id, enabled = true) => useQuery(queryOptions({
	queryKey: batchAdminKeys.course(id),
	queryFn: ({ signal }) => getCourseOption(id, signal),
	staleTime: BATCH_STALE_MS,
	enabled
}));
/** GET /admin/courses?limit=100 → the course switcher of the batch list (newest 100). */
async function getCourseOptions(signal) {
	return (await adminApi.get("/courses", ZAdminCourseListData, {
		query: { limit: 100 },
		signal
	})).data.courses.map((c) => ({
		_id: c._id,
		title: c.title
	}));
}
var useCourseOptions = () => useQuery({
	queryKey: batchAdminKeys.courseOptions(),
	queryFn: ({ signal }) => getCourseOptions(signal),
	staleTime: BATCH_STALE_MS
});
/** GET /admin/courses/staff?for=mentors → data.staff: the mentor choices (BATCH_MENTOR_ROLES). */
async function getStaff(signal) {
	return (await adminApi.get("/courses/staff", ZCourseStaffData, {
		query: { for: "mentors" },
		signal
	})).data.staff;
}
var useStaffOptions = () => useQuery({
	queryKey: batchAdminKeys.staff(),
	queryFn: ({ signal }) => getStaff(signal),
	staleTime: BATCH_STALE_MS
});
export { useCourseOptions as n, useStaffOptions as r, useCourseOption as t };
