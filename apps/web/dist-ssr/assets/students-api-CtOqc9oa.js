import { D as ZWebinarUserSearchData, E as ZWebinarUserData, T as ZWebinarStudentsData, f as ZAttendanceReportData, l as WEBINAR_MSG } from "./webinar.schema-B5O1UN4y.js";
import { t as adminRead } from "./admin-read-CIuWoqHf.js";
import { n as failWith } from "./field-issues-CklJ7g7w.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { c as webinarPath, l as webinarKeys, r as refreshWebinar } from "./delete-webinar-dialog-Csr7jQjW.js";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// src/features/webinars-admin/api/students-api.ts
function studentFilters(params) {
	return {
		search: params.search || void 0,
		attended: params.attended || void 0,
		certificateStatus: params.certificateStatus || void 0
	};
}
/**
* GET /admin/webinars/{id}/students → data{students, pagination}. Registrants are personal
* data, so they are not kept in the webinar cache.
*/
function useWebinarStudents(id, params, enabled = true) {
	return useQuery({
		queryKey: webinarKeys.studentList(id, params),
		queryFn: ({ signal }) => adminRead(`${webinarPath(id)}/students`, ZWebinarStudentsData, WEBINAR_MSG.unknownError, {
			query: {
				page: params.page,
				limit: params.limit,
				...studentFilters(params)
			},
			signal
		}),
		enabled,
		placeholderData: keepPreviousData,
		staleTime: 5e3
	});
}
/** The CSV download of the students list with the filters on screen. */
function studentsExportHref(id, params) {
	return adminApi.href(`${webinarPath(id)}/students/export.csv`, studentFilters(params));
}
/** PUT /admin/webinars/users/{id} (name, e-mail, attended) → data.webinarUser. */
function useUpdateWebinarUser(webinarId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async ({ id, body }) => {
			const res = await adminApi.put(`/webinars/users/${encodeURIComponent(id)}`, ZWebinarUserData, body);
			return {
				user: res.data.webinarUser,
				message: res.message || WEBINAR_MSG.userUpdated
			};
		},
		onSuccess: () => refreshWebinar(queryClient, webinarId)
	});
}
/**
* POST /admin/webinars/{id}/attendance/import with the file's bytes as text/csv → data.report.
* The bytes go as they are: the server reads the encoding (Teams writes UTF-16).
*/
function useImportAttendance(webinarId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async (file) => {
			try {
				return (await adminApi.post(`${webinarPath(webinarId)}/attendance/import`, ZAttendanceReportData, new Blob([file], { type: "text/csv" }))).data.report;
			} catch (error) {
				failWith(error, WEBINAR_MSG.unknownError);
			}
		},
		onSuccess: () => refreshWebinar(queryClient, webinarId)
	});
}
/** GET /admin/webinars/users/search?search → registrants of every webinar, with their webinar. */
function useWebinarUserSearch(search, page, limit) {
	return useQuery({
		queryKey: [...webinarKeys.userSearch(search, page), limit],
		queryFn: ({ signal }) => adminRead("/webinars/users/search", ZWebinarUserSearchData, WEBINAR_MSG.unknownError, {
			query: {
				search,
				page,
				limit
			},
			signal
		}),
		enabled: search.trim().length > 0,
		placeholderData: keepPreviousData,
		staleTime: 1e4
	});
}
export { useWebinarUserSearch as a, useWebinarStudents as i, useImportAttendance as n, useUpdateWebinarUser as r, studentsExportHref as t };
