import { p as ZUserListData } from "./staff.schema-BBZGM5Kw.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { n as getAdminList } from "./admin-list-fetch-Bx6BMO4F.js";
import { i as staffAdminKeys } from "./format-DQkEp8e5.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
// src/features/staff-admin/api/get-users.ts
var USERS_FETCH_FAILED = "Failed to fetch users";
/** The filters of the list as the API reads them (empty values left out). */
function userFilterQuery(params) {
	return {
		search: params.search || void 0,
		role: params.role,
		active: params.active || void 0,
		banned: params.banned || void 0
	};
}
/** GET /admin/users → data{users, pagination}; the server reads the search (@ → e-mail, 10+ digits → phone, else name). */
var getUsers = (params, signal) => getAdminList("/users", ZUserListData, {
	...userFilterQuery(params),
	page: params.page,
	limit: params.limit
}, USERS_FETCH_FAILED, signal);
function useUsers(params, enabled = true) {
	return useQuery({
		queryKey: staffAdminKeys.userList(params),
		queryFn: ({ signal }) => getUsers(params, signal),
		placeholderData: keepPreviousData,
		staleTime: 15e3,
		enabled
	});
}
/** The CSV download of the list's current filters. */
function usersExportUrl(params) {
	return adminApi.href("/users/export.csv", userFilterQuery(params));
}
export { useUsers as n, usersExportUrl as r, USERS_FETCH_FAILED as t };
