import { t as plural } from "./plural-DYc3P-kI.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { S as ZWebinarListData, a as CERTIFICATE_STATUS_LABELS, l as WEBINAR_MSG, x as ZWebinarData } from "./webinar.schema-B5O1UN4y.js";
import { t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { C as createUserStore, c as toast, w as getUserStorageOwner } from "../entry-server.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { t as adminRead } from "./admin-read-CIuWoqHf.js";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/webinars-admin/lib/format.ts
var WEBINAR_STATUS_LABELS = {
	upcoming: "Upcoming",
	live: "Live",
	past: "Past"
};
var WEBINAR_STATUS_TONES = {
	upcoming: "blue",
	live: "green",
	past: "slate"
};
var CERTIFICATE_STATUS_TONES = {
	not_sent: "slate",
	in_progress: "amber",
	sent: "green",
	failed: "red"
};
/** 45 → "45 min", 60 → "1 h", 90 → "1 h 30 min". */
function durationLabel(minutes) {
	const h = Math.floor(minutes / 60);
	const m = minutes % 60;
	if (h === 0) return `${m} min`;
	return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
/** "12 / 100" registered of capacity, or "12 / no limit". */
function seatsLabel(registered, capacity) {
	return `${registered.toLocaleString("en-IN")} / ${capacity === null ? "no limit" : capacity.toLocaleString("en-IN")}`;
}
/** The public page of a webinar, on this site. */
function publicWebinarPath(webinarCode) {
	return `/webinars/${encodeURIComponent(webinarCode)}`;
}
// src/features/webinars-admin/components/badges.tsx
function WebinarStatusBadge({ status, testId }) {
	return /* @__PURE__ */ jsxs(Pill, {
		tone: WEBINAR_STATUS_TONES[status],
		testId,
		status,
		className: "gap-1.5",
		children: [status === "live" && /* @__PURE__ */ jsxs("span", {
			className: "relative flex size-2",
			"aria-hidden": "true",
			children: [/* @__PURE__ */ jsx("span", { className: "absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" }), /* @__PURE__ */ jsx("span", { className: "relative inline-flex size-2 rounded-full bg-emerald-500" })]
		}), WEBINAR_STATUS_LABELS[status]]
	});
}
function CertificateStatusBadge({ status, testId }) {
	return /* @__PURE__ */ jsx(Pill, {
		tone: CERTIFICATE_STATUS_TONES[status],
		testId,
		children: CERTIFICATE_STATUS_LABELS[status]
	});
}
// src/features/webinars-admin/lib/list-updates.ts
var withTotal = (p, totalItems) => ({
	...p,
	totalItems,
	totalPages: Math.max(1, Math.ceil(totalItems / Math.max(1, p.itemsPerPage)))
});
/** Whether a webinar belongs in a list asked with these filters (title or code, status). */
function matchesFilters(params, w) {
	if (params.status && w.status !== params.status) return false;
	const text = params.search.trim().toLowerCase();
	return !text || w.title.toLowerCase().includes(text) || w.webinarCode.includes(text);
}
/**
* The list rules of product.md §4 on one cached page, until the server's answer replaces it.
* Create adds to the list: at the top of the first page of every list it matches.
*/
function addWebinar(list, params, created) {
	if (!matchesFilters(params, created) || list.webinars.some((w) => w._id === created._id)) return list;
	return {
		webinars: params.page <= 1 ? [created, ...list.webinars].slice(0, list.pagination.itemsPerPage) : list.webinars,
		pagination: withTotal(list.pagination, list.pagination.totalItems + 1)
	};
}
/** Update replaces by webinarCode (the code before the update, since the update may change it). */
function replaceWebinar(list, previousCode, updated) {
	if (!list.webinars.some((w) => w.webinarCode === previousCode)) return list;
	return {
		...list,
		webinars: list.webinars.map((w) => w.webinarCode === previousCode ? updated : w)
	};
}
/** Delete removes it from every page that shows it (and that list counts one fewer). */
function removeWebinar(list, deletedId) {
	const webinars = list.webinars.filter((w) => w._id !== deletedId);
	if (webinars.length === list.webinars.length) return list;
	return {
		webinars,
		pagination: withTotal(list.pagination, Math.max(0, list.pagination.totalItems - 1))
	};
}
var store = createUserStore({
	prefix: "webinarCache_",
	ttlMs: 6e4,
	inMemory: true
});
/** The cached answer for `key` (memory first, then local storage), or undefined. */
function readWebinarCache(key) {
	return store.read(key);
}
function writeWebinarCache(key, value) {
	store.write(key, value);
}
/** Empties the memory cache and every local-storage key with the prefix (no other key). */
function clearWebinarCache() {
	store.clear();
}
/**
* Reads through the cache: a fresh cached answer, else `load()` (whose answer is then cached).
* Failures are not cached, nor an answer that comes back after the signed-in person changed.
*/
async function cachedRead(key, load) {
	const cached = readWebinarCache(key);
	if (cached !== void 0) return cached;
	const reader = getUserStorageOwner();
	const fresh = await load();
	if (getUserStorageOwner() === reader) writeWebinarCache(key, fresh);
	return fresh;
}
// src/features/webinars-admin/api/webinar-keys.ts
/** Query keys of the staff webinar pages; never written inline in components. */
var webinarKeys = {
	all: ["admin", "webinars"],
	lists: () => [...webinarKeys.all, "list"],
	list: (params) => [...webinarKeys.lists(), params],
	detail: (id) => [
		...webinarKeys.all,
		"detail",
		id
	],
	students: (id) => [
		...webinarKeys.all,
		"students",
		id
	],
	studentList: (id, params) => [...webinarKeys.students(id), params],
	campaigns: (id) => [
		...webinarKeys.all,
		"campaigns",
		id
	],
	userSearch: (search, page) => [
		...webinarKeys.all,
		"user-search",
		search,
		page
	]
};
// src/features/webinars-admin/api/webinars-api.ts
/** The list card's title when the list cannot load (the server's words show under it). */
var WEBINARS_FETCH_FAILED = "Could not load the webinars";
var webinarPath = (id) => `/webinars/${encodeURIComponent(id)}`;
/** GET /admin/webinars → data{webinars, pagination}, through the webinarCache_ cache. */
function getWebinarList(params, signal) {
	return cachedRead(`list:${JSON.stringify(params)}`, () => adminRead("/webinars", ZWebinarListData, WEBINAR_MSG.unknownError, {
		query: params,
		signal
	}));
}
var webinarListQueryOptions = (params) => queryOptions({
	queryKey: webinarKeys.list(params),
	queryFn: ({ signal }) => getWebinarList(params, signal),
	placeholderData: keepPreviousData,
	staleTime: 15e3
});
var useWebinarList = (params) => useQuery(webinarListQueryOptions(params));
/**
* GET /admin/webinars/{id} → data.webinar, through the cache. Errors stay API errors, so the
* page can tell a 404 from a failure.
*/
function getWebinar(id, signal) {
	return cachedRead(`one:${id}`, async () => {
		return (await adminApi.get(webinarPath(id), ZWebinarData, { signal })).data.webinar;
	});
}
function useWebinar(id, enabled = true) {
	return useQuery({
		queryKey: webinarKeys.detail(id),
		queryFn: ({ signal }) => getWebinar(id, signal),
		enabled,
		staleTime: 1e4,
		retry: (count, error) => count < 2 && !error.status
	});
}
async function createWebinar(body) {
	return (await adminApi.post("/webinars", ZWebinarData, body)).data.webinar;
}
async function updateWebinar(input) {
	return (await adminApi.put(webinarPath(input.id), ZWebinarData, input.patch)).data.webinar;
}
async function deleteWebinar(id) {
	return (await adminApi.delete(webinarPath(id), ZWebinarData)).message || WEBINAR_MSG.deleted;
}
/** Applies a list rule to every cached page of the list, then has the server confirm it. */
function updateLists(queryClient, change) {
	for (const [key, list] of queryClient.getQueriesData({ queryKey: webinarKeys.lists() })) {
		const params = key[key.length - 1];
		if (list) queryClient.setQueryData(key, change(list, params));
	}
	return queryClient.invalidateQueries({ queryKey: webinarKeys.lists() });
}
function useCreateWebinar() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createWebinar,
		onSuccess: (created) => {
			clearWebinarCache();
			queryClient.setQueryData(webinarKeys.detail(created._id), created);
			return updateLists(queryClient, (list, params) => addWebinar(list, params, created));
		}
	});
}
function useUpdateWebinar() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateWebinar,
		onSuccess: (updated, { previousCode }) => {
			clearWebinarCache();
			queryClient.setQueryData(webinarKeys.detail(updated._id), updated);
			return updateLists(queryClient, (list) => replaceWebinar(list, previousCode, updated));
		}
	});
}
function useDeleteWebinar() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteWebinar,
		onSuccess: (_message, id) => {
			clearWebinarCache();
			for (const key of [
				webinarKeys.detail(id),
				webinarKeys.students(id),
				webinarKeys.campaigns(id)
			]) queryClient.removeQueries({ queryKey: key });
			return updateLists(queryClient, (list) => removeWebinar(list, id));
		}
	});
}
/**
* A write that changes what a webinar read shows (attendance, a certificate run): the cached
* reads go, and the webinar and its students are read again.
*/
function refreshWebinar(queryClient, id) {
	clearWebinarCache();
	return Promise.all([
		queryClient.invalidateQueries({ queryKey: webinarKeys.detail(id) }),
		queryClient.invalidateQueries({ queryKey: webinarKeys.students(id) }),
		queryClient.invalidateQueries({ queryKey: webinarKeys.lists() })
	]);
}
// src/features/webinars-admin/components/delete-webinar-dialog.tsx
/** Asks before deleting a webinar: its registrants and runs go; issued certificates stay valid. */
function DeleteWebinarDialog({ webinar, onClose, onDeleted }) {
	const remove = useDeleteWebinar();
	const onConfirm = () => {
		if (!webinar) return;
		remove.mutate(webinar._id, {
			onSuccess: (message) => {
				toast.success(message);
				onClose();
				onDeleted?.();
			},
			onError: (error) => {
				toast.error(clientMessage(error, WEBINAR_MSG.unknownError));
				onClose();
			}
		});
	};
	const registered = webinar?.counts.registered ?? 0;
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open: webinar !== null,
		onOpenChange: (open) => !open && onClose(),
		title: "Delete this webinar?",
		description: /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("span", {
				className: "font-semibold text-slate-800",
				children: webinar?.title
			}),
			" and its list of",
			" ",
			plural(registered, "registrant"),
			" will be removed for good. This cannot be undone."
		] }),
		confirmLabel: "Delete",
		pendingLabel: "Deleting...",
		onConfirm,
		isPending: remove.isPending,
		testId: "webinar-delete-dialog",
		children: webinar && webinar.counts.certificatesSent > 0 && /* @__PURE__ */ jsxs("p", {
			className: "mt-3 flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900",
			children: [/* @__PURE__ */ jsx(TriangleAlert, {
				className: "mt-0.5 size-4 shrink-0",
				"aria-hidden": "true"
			}), WEBINAR_MSG.hasCertificates]
		})
	});
}
export { useUpdateWebinar as a, webinarPath as c, WebinarStatusBadge as d, WEBINAR_STATUS_LABELS as f, seatsLabel as h, useCreateWebinar as i, webinarKeys as l, publicWebinarPath as m, WEBINARS_FETCH_FAILED as n, useWebinar as o, durationLabel as p, refreshWebinar as r, useWebinarList as s, DeleteWebinarDialog as t, CertificateStatusBadge as u };
