import { t as adminApi } from "./api-client-CyCTgC69.js";
import { n as failWith } from "./field-issues-CklJ7g7w.js";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
// src/core/api-client/admin-list-fetch.ts
/**
* GET of one page of an admin list: the list's params go as the query (blank filters are left
* out by the URL builder), and a failure throws `failedMessage` (a 4xx's own text replaces it).
*/
async function getAdminList(path, schema, query, failedMessage, signal) {
	try {
		return (await adminApi.get(path, schema, {
			query,
			signal
		})).data;
	} catch (error) {
		return failWith(error, failedMessage);
	}
}
/** Query options of an admin list page: the page shown stays while the next one loads. */
function adminListOptions(list) {
	const { path, schema, params, failedMessage } = list;
	return queryOptions({
		queryKey: list.queryKey,
		queryFn: ({ signal }) => getAdminList(path, schema, params, failedMessage, signal),
		placeholderData: keepPreviousData,
		staleTime: list.staleTime
	});
}
export { getAdminList as n, adminListOptions as t };
