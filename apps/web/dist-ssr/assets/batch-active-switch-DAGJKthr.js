import { t as ActiveSwitch } from "./active-switch-ipMOQMKS.js";
import { c as toast, yt as COURSES_MSG } from "../entry-server.js";
import { a as ZBatchData } from "./batch.schema-C1fQK6d_.js";
import { a as getErrorMessage, i as ApiError, t as adminApi } from "./api-client-CyCTgC69.js";
import { c as batchAdminKeys, o as getAdminBatch } from "./batch-page-states-CCAhejvL.js";
import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/batches-admin/api/batch-errors.ts
/** The write succeeded but reading the batch back did not: the spec's "…not found after…" texts. */
var BatchMissingAfterWrite = class extends Error {
	name = "BatchMissingAfterWrite";
};
/** The server's field errors (400 Validation Error → data[{field, message}]), if any. */
function fieldErrorsOf(error) {
	if (!(error instanceof ApiError) || error.status !== 400) return [];
	const data = error.data?.data;
	if (!Array.isArray(data)) return [];
	return data.filter((d) => typeof d?.field === "string" && typeof d?.message === "string");
}
/**
* A failed batch write: the spec's text (e.g. 'Failed to create batch') as the toast, with the
* server's reason beneath it when it says more. A missing re-read shows its own spec text.
*/
function toastBatchFailure(specText, error) {
	if (error instanceof BatchMissingAfterWrite) {
		toast.error(error.message);
		return;
	}
	const detail = getErrorMessage(error, specText);
	toast.error(specText, detail !== specText ? { description: detail } : void 0);
}
// src/features/batches-admin/lib/batch-list-cache.ts
/**
* product.md §4 list behaviour over the cached admin batch lists, as pure functions of one
* cached list (its params and data). The mutations apply them with setQueriesData.
*/
var withTotal = (p, totalItems) => ({
	...p,
	totalItems,
	totalPages: Math.max(1, Math.ceil(totalItems / Math.max(1, p.itemsPerPage)))
});
/** Whether a list (one course's, or 'all') holds batches of this course. */
var listCovers = (params, courseId) => params.course === "all" || params.course === courseId;
/**
* A created batch goes to the front of its course's first page (and of 'all'), the total of
* every covering list rises by one. Later pages only change their total; their rows shift,
* which the caller marks stale. Lists of other courses are left alone.
*/
function addCreated(params, data, batch) {
	if (!listCovers(params, batch.course) || data.batches.some((b) => b._id === batch._id)) return data;
	const batches = params.page === 1 ? [batch, ...data.batches].slice(0, params.limit) : data.batches;
	return {
		...data,
		batches,
		pagination: withTotal(data.pagination, data.pagination.totalItems + 1)
	};
}
/** An updated or toggled batch, re-read from the server, replaces its old copy wherever it is. */
function replaceBatch(data, batch) {
	if (!data.batches.some((b) => b._id === batch._id)) return data;
	return {
		...data,
		batches: data.batches.map((b) => b._id === batch._id ? batch : b)
	};
}
/** A deleted batch leaves the list, which loses one from its total. */
function removeBatch(data, id) {
	if (!data.batches.some((b) => b._id === id)) return data;
	return {
		...data,
		batches: data.batches.filter((b) => b._id !== id),
		pagination: withTotal(data.pagination, Math.max(0, data.pagination.totalItems - 1))
	};
}
// src/features/batches-admin/api/batch-cache.ts
/** Every cached admin batch list (each course and 'all', each page) with its params. */
function cachedLists(queryClient) {
	return queryClient.getQueryCache().findAll({ queryKey: batchAdminKeys.lists() }).map((query) => ({
		query,
		params: query.queryKey[2],
		data: query.state.data
	})).filter((l) => l.params && l.data);
}
/** Create: the batch at the front of its course list (and 'all'), total + 1. */
function cacheCreatedBatch(queryClient, batch) {
	queryClient.setQueryData(batchAdminKeys.detail(batch._id), batch);
	for (const { query, params, data } of cachedLists(queryClient)) {
		if (!listCovers(params, batch.course)) continue;
		queryClient.setQueryData(query.queryKey, addCreated(params, data, batch));
		if (params.page > 1) queryClient.invalidateQueries({
			queryKey: query.queryKey,
			refetchType: "none"
		});
	}
}
/** Update and toggle: the re-read batch replaces the old copy in every list and the detail. */
function cacheUpdatedBatch(queryClient, batch) {
	queryClient.setQueryData(batchAdminKeys.detail(batch._id), batch);
	queryClient.setQueriesData({ queryKey: batchAdminKeys.lists() }, (data) => data ? replaceBatch(data, batch) : data);
}
/**
* Delete: the batch leaves every list it is in; a list left empty is dropped from the cache
* (unless it is on screen, where it shows its empty state). Other pages of the same lists shift
* and are marked stale; the batch's own detail and students go.
*/
function cacheDeletedBatch(queryClient, batch) {
	for (const { query, params, data } of cachedLists(queryClient)) {
		const next = removeBatch(data, batch._id);
		if (next === data) {
			if (listCovers(params, batch.course)) queryClient.invalidateQueries({
				queryKey: query.queryKey,
				refetchType: "none"
			});
			continue;
		}
		if (next.batches.length === 0 && query.getObserversCount() === 0) queryClient.removeQueries({
			queryKey: query.queryKey,
			exact: true
		});
		else queryClient.setQueryData(query.queryKey, next);
	}
	queryClient.removeQueries({
		queryKey: batchAdminKeys.detail(batch._id),
		exact: true
	});
	queryClient.removeQueries({ queryKey: batchAdminKeys.students(batch._id) });
}
// src/features/batches-admin/api/update-batch.ts
/**
* PATCH /admin/batches/{id}, then GET it again: product.md §4 replaces the batch with the
* re-read copy. A failed re-read is 'Batch not found after update' (or '… status update').
*/
async function updateBatch(change) {
	const body = change.kind === "toggle" ? { isActive: change.isActive } : change.patch;
	await adminApi.patch(`/batches/${encodeURIComponent(change.id)}`, ZBatchData, body);
	try {
		return await getAdminBatch(change.id);
	} catch {
		throw new BatchMissingAfterWrite(change.kind === "toggle" ? COURSES_MSG.batchNotFoundAfterStatusUpdate : COURSES_MSG.batchNotFoundAfterUpdate);
	}
}
function useUpdateBatch() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationKey: [...batchAdminKeys.all, "update"],
		mutationFn: updateBatch,
		onSuccess: (batch, change) => {
			cacheUpdatedBatch(queryClient, batch);
			toast.success(change.kind === "toggle" ? COURSES_MSG.batchStatusUpdated : COURSES_MSG.batchUpdated);
		},
		onError: (error, change) => toastBatchFailure(change.kind === "toggle" ? COURSES_MSG.updateBatchStatusFailed : COURSES_MSG.updateBatchFailed, error)
	});
}
/** Ids of batches whose isActive toggle is in flight (the switch shows a spinner). */
function usePendingToggles() {
	const pending = useMutationState({
		filters: {
			mutationKey: [...batchAdminKeys.all, "update"],
			status: "pending"
		},
		select: (m) => m.state.variables
	});
	return new Set(pending.filter((c) => c?.kind === "toggle").map((c) => c.id));
}
// src/features/batches-admin/components/batch-active-switch.tsx
/** The batch's green switch, with "Active"/"Inactive" beside it unless `showText` is false. */
function Switch({ showText = true, ...props }) {
	const { checked } = props;
	return /* @__PURE__ */ jsxs("span", {
		className: "inline-flex items-center gap-2",
		children: [/* @__PURE__ */ jsx(ActiveSwitch, {
			...props,
			tone: "success"
		}), showText && /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: clsx("text-xs font-medium", checked ? "text-emerald-800" : "text-slate-600"),
			children: checked ? "Active" : "Inactive"
		})]
	});
}
/** The batch's isActive switch: PATCH {isActive}, then the re-read batch replaces it everywhere. */
function BatchActiveSwitch({ batch, showText }) {
	const update = useUpdateBatch();
	const isPending = usePendingToggles().has(batch._id);
	return /* @__PURE__ */ jsx(Switch, {
		checked: batch.isActive,
		onChange: (isActive) => update.mutate({
			kind: "toggle",
			id: batch._id,
			isActive
		}),
		label: `Active: ${batch.name}`,
		isPending,
		testId: "batch-active",
		showText
	});
}
export { cacheDeletedBatch as a, toastBatchFailure as c, cacheCreatedBatch as i, Switch as n, BatchMissingAfterWrite as o, useUpdateBatch as r, fieldErrorsOf as s, BatchActiveSwitch as t };
