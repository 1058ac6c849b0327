import { t as plural } from "./plural-DYc3P-kI.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { i as istNextHour } from "./ist-datetime-B-lTdV24.js";
import { I as ASSESS_MSG } from "./question.schema-DNwVFW8l.js";
import { g as ZWhizzListData, h as ZWhizzData, l as ZQuestionOptionsData, s as ZBatchOptionsData } from "./whizz.schema-DDHMFrik.js";
import { t as adminRead } from "./admin-read-CIuWoqHf.js";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// src/features/whizz-admin/api/whizz-admin-keys.ts
/** Query keys of the staff whizz pages; never written inline in components. */
var whizzAdminKeys = {
	all: ["admin", "whizz"],
	lists: () => [...whizzAdminKeys.all, "list"],
	list: (params) => [...whizzAdminKeys.lists(), params],
	detail: (id) => [
		...whizzAdminKeys.all,
		"detail",
		id
	],
	attempts: (id, page, limit) => [
		...whizzAdminKeys.all,
		"attempts",
		id,
		page,
		limit
	],
	batchOptions: (search) => [
		...whizzAdminKeys.all,
		"batch-options",
		search
	],
	questionOptions: (search, type) => [
		...whizzAdminKeys.all,
		"question-options",
		search,
		type
	]
};
// src/features/whizz-admin/api/whizz-admin-api.ts
var WHIZZ_FETCH_FAILED = "Failed to fetch whizz";
var ATTEMPTS_FETCH_FAILED = "Failed to fetch attempts";
var path = (id) => `/whizz/${encodeURIComponent(id)}`;
/** GET /admin/whizz → data{whizz, pagination}. */
function getWhizzList(params, signal) {
	return adminRead("/whizz", ZWhizzListData, WHIZZ_FETCH_FAILED, {
		query: params,
		signal
	});
}
var whizzListQueryOptions = (params) => queryOptions({
	queryKey: whizzAdminKeys.list(params),
	queryFn: ({ signal }) => getWhizzList(params, signal),
	placeholderData: keepPreviousData,
	staleTime: 15e3
});
var useWhizzList = (params) => useQuery(whizzListQueryOptions(params));
/** GET /admin/whizz/{id} → data.whizz (errors keep their status for the 404 panel). */
async function getWhizz(id, signal) {
	return (await adminApi.get(path(id), ZWhizzData, { signal })).data.whizz;
}
function useAdminWhizz(id, enabled = true) {
	return useQuery({
		queryKey: whizzAdminKeys.detail(id),
		queryFn: ({ signal }) => getWhizz(id, signal),
		enabled,
		retry: (count, error) => count < 2 && !error.status
	});
}
async function createWhizz(body) {
	return (await adminApi.post("/whizz", ZWhizzData, body)).data.whizz;
}
async function updateWhizz({ id, patch }) {
	return (await adminApi.put(path(id), ZWhizzData, patch)).data.whizz;
}
async function deleteWhizz(id) {
	return (await adminApi.delete(path(id), ZNoData)).message || ASSESS_MSG.whizzDeleted;
}
function useCreateWhizz() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createWhizz,
		onSuccess: (saved) => {
			queryClient.setQueryData(whizzAdminKeys.detail(saved._id), saved);
			return queryClient.invalidateQueries({ queryKey: whizzAdminKeys.lists() });
		}
	});
}
function useUpdateWhizz() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateWhizz,
		onSuccess: (saved) => {
			queryClient.setQueryData(whizzAdminKeys.detail(saved._id), saved);
			return queryClient.invalidateQueries({ queryKey: whizzAdminKeys.lists() });
		}
	});
}
function useDeleteWhizz() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteWhizz,
		onSuccess: (_message, id) => {
			queryClient.removeQueries({ queryKey: whizzAdminKeys.detail(id) });
			return queryClient.invalidateQueries({ queryKey: whizzAdminKeys.lists() });
		}
	});
}
/** GET /admin/whizz/batch-options?search → data.batches (the batch picker). */
function useBatchOptions(search) {
	return useQuery({
		queryKey: whizzAdminKeys.batchOptions(search),
		queryFn: async ({ signal }) => {
			return (await adminApi.get("/whizz/batch-options", ZBatchOptionsData, {
				query: { search: search || void 0 },
				signal
			})).data.batches;
		},
		placeholderData: keepPreviousData,
		staleTime: 3e4
	});
}
/** GET /admin/whizz/question-options?search&type → data.questions (all three banks). */
function useQuestionOptions(search, type) {
	return useQuery({
		queryKey: whizzAdminKeys.questionOptions(search, type),
		queryFn: async ({ signal }) => {
			return (await adminApi.get("/whizz/question-options", ZQuestionOptionsData, {
				query: {
					search: search || void 0,
					type: type || void 0,
					limit: 20
				},
				signal
			})).data.questions;
		},
		placeholderData: keepPreviousData,
		staleTime: 3e4
	});
}
// src/features/whizz-admin/lib/whizz-form.ts
function emptyWhizzValues(now = /* @__PURE__ */ new Date()) {
	return {
		title: "",
		description: "",
		isPublic: false,
		duration: {
			value: 30,
			unit: "minutes"
		},
		attemptMinutes: null,
		startDate: istNextHour(now),
		totalScore: 100,
		batches: [],
		questions: []
	};
}
/** The fields the whizz form edits, copied from a saved whizz or from the form. */
function formFields(w) {
	return {
		title: w.title,
		description: w.description,
		isPublic: w.isPublic,
		duration: {
			value: w.duration.value,
			unit: w.duration.unit
		},
		attemptMinutes: w.attemptMinutes,
		startDate: w.startDate,
		totalScore: w.totalScore,
		batches: w.batches.map((b) => ({
			batchId: b.batchId,
			isActive: b.isActive
		})),
		questions: w.questions.map((q) => ({
			questionId: q.questionId,
			type: q.type
		}))
	};
}
var whizzToValues = (w) => formFields(w);
function labelsOf(w) {
	const batches = {};
	for (const b of w.batches) batches[b.batchId] = { name: b.batchName ?? "Deleted batch" };
	const questions = {};
	for (const q of w.questions) questions[`${q.type}:${q.questionId}`] = {
		title: q.title ?? "Deleted question",
		points: q.points
	};
	return {
		batches,
		questions
	};
}
function toBody(v) {
	const fields = formFields(v);
	return {
		...fields,
		title: fields.title.trim(),
		description: fields.description.trim()
	};
}
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/**
* The PUT body: only the fields that differ from the saved whizz (an empty object when nothing
* changed). A start date counts as changed only when it is a different instant.
*/
function changedFields(saved, next) {
	const a = toBody(saved);
	const b = toBody(next);
	const patch = {};
	if (a.title !== b.title) patch.title = b.title;
	if (a.description !== b.description) patch.description = b.description;
	if (a.isPublic !== b.isPublic) patch.isPublic = b.isPublic;
	if (!same(a.duration, b.duration)) patch.duration = b.duration;
	if (a.attemptMinutes !== b.attemptMinutes) patch.attemptMinutes = b.attemptMinutes;
	if (Date.parse(a.startDate) !== Date.parse(b.startDate)) patch.startDate = b.startDate;
	if (a.totalScore !== b.totalScore) patch.totalScore = b.totalScore;
	if (!same(a.batches, b.batches)) patch.batches = b.batches;
	if (!same(a.questions, b.questions)) patch.questions = b.questions;
	if (patch.isPublic !== void 0 && patch.batches === void 0) patch.batches = b.batches;
	return patch;
}
/** 90 minutes → "1 h 30 min"; the stored value and unit as the staff typed them. */
function durationLabel(d) {
	if (d.unit === "hours") return plural(d.value, "hour");
	return `${d.value} min`;
}
/** The open window and, when set, each attempt's limit: "48 hours · 20 min each". */
function scheduleLabel(w) {
	const window = durationLabel(w.duration);
	return w.attemptMinutes === null ? window : `${window} · ${w.attemptMinutes} min each`;
}
export { toBody as a, WHIZZ_FETCH_FAILED as c, useCreateWhizz as d, useDeleteWhizz as f, whizzAdminKeys as g, useWhizzList as h, scheduleLabel as i, useAdminWhizz as l, useUpdateWhizz as m, emptyWhizzValues as n, whizzToValues as o, useQuestionOptions as p, labelsOf as r, ATTEMPTS_FETCH_FAILED as s, changedFields as t, useBatchOptions as u };
