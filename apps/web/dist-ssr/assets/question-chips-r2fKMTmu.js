import { t as plural } from "./plural-DYc3P-kI.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { I as ASSESS_MSG, S as ZMcqListData, _ as ZFibListData, d as ZCodingListData, g as ZFibData, p as ZCodingProblemData, r as DIFFICULTY_LABELS, x as ZMcqData, y as ZImportReportData } from "./question.schema-DNwVFW8l.js";
import { n as failWith } from "./field-issues-CklJ7g7w.js";
import { C as createUserStore, c as toast } from "../entry-server.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
var store = createUserStore({
	prefix: "fibCache_",
	ttlMs: 3e5,
	inMemory: true
});
/** The cached answer for `key` (memory first, then local storage), or undefined. */
function readFibCache(key) {
	return store.read(key);
}
function writeFibCache(key, value) {
	store.write(key, value);
}
/**
* Empties the memory cache and every stored key of the question caches. The spec also clears
* "all of local storage"; we clear only our own keys so the UTM first-touch attribution and the
* session hints other features keep there survive a question edit.
*/
function clearFibCaches() {
	store.clear();
}
// src/features/questions-admin/lib/question-kinds.ts
/** The `type` of /admin/questions?type=… and the `{questionType}` of the editor routes. */
var QUESTION_KINDS = [
	"mcq",
	"coding",
	"fib"
];
var isQuestionKind = (value) => typeof value === "string" && QUESTION_KINDS.includes(value);
/** The words and the spec's texts (calls.md §8) of each bank. */
var KIND_TEXT = {
	mcq: {
		tab: "MCQ",
		noun: "MCQ",
		newLabel: "New MCQ",
		plural: "MCQs",
		fetchListFailed: ASSESS_MSG.mcqFetchFailed,
		fetchOneFailed: ASSESS_MSG.mcqFetchFailed,
		createFailed: ASSESS_MSG.mcqCreateFailed,
		updateFailed: ASSESS_MSG.mcqUpdateFailed,
		toggleFailed: ASSESS_MSG.mcqToggleFailed,
		deleteFailed: ASSESS_MSG.mcqDeleteFailed,
		created: ASSESS_MSG.mcqCreated,
		updated: ASSESS_MSG.mcqUpdated,
		deleted: ASSESS_MSG.mcqDeleted
	},
	coding: {
		tab: "Coding problem",
		noun: "coding problem",
		newLabel: "New coding problem",
		plural: "coding problems",
		fetchListFailed: ASSESS_MSG.codingFetchFailed,
		fetchOneFailed: ASSESS_MSG.codingFetchFailed,
		createFailed: ASSESS_MSG.codingCreateFailed,
		updateFailed: ASSESS_MSG.codingUpdateFailed,
		toggleFailed: ASSESS_MSG.codingUpdateFailed,
		deleteFailed: ASSESS_MSG.codingDeleteFailed,
		created: ASSESS_MSG.codingCreated,
		updated: ASSESS_MSG.codingUpdated,
		deleted: ASSESS_MSG.codingDeleted
	},
	fib: {
		tab: "Fill in the blank",
		noun: "fill in the blank",
		newLabel: "New fill in the blank",
		plural: "questions",
		fetchListFailed: ASSESS_MSG.fibFetchFailed,
		fetchOneFailed: ASSESS_MSG.fibFetchFailed,
		createFailed: ASSESS_MSG.fibCreateFailed,
		updateFailed: ASSESS_MSG.fibUpdateFailed,
		toggleFailed: ASSESS_MSG.fibToggleFailed,
		deleteFailed: ASSESS_MSG.fibDeleteFailed,
		created: ASSESS_MSG.fibCreated,
		updated: ASSESS_MSG.fibUpdated,
		deleted: ASSESS_MSG.fibDeleted
	}
};
var newQuestionPath = (kind) => `/admin/questions/new/${kind}`;
var editQuestionPath = (kind, id) => `/admin/questions/update/${encodeURIComponent(id)}/${kind}`;
var questionListPath = (kind) => kind === "mcq" ? "/admin/questions" : `/admin/questions?type=${kind}`;
// src/features/questions-admin/api/question-bank.ts
/** How each bank is reached (packages/shared/src/assessments/index.ts lists the routes). */
var BANK = {
	mcq: {
		base: "/mcqs",
		listPath: "/mcqs/all",
		listData: ZMcqListData,
		listField: "mcqs",
		oneData: ZMcqData,
		oneField: "mcq",
		update: "patch",
		searchParam: "search"
	},
	fib: {
		base: "/fillintheblank",
		listPath: "/fillintheblank",
		listData: ZFibListData,
		listField: "fillInTheBlanks",
		oneData: ZFibData,
		oneField: "fillInTheBlank",
		update: "put",
		searchParam: "question"
	},
	coding: {
		base: "/coding-problems",
		listPath: "/coding-problems",
		listData: ZCodingListData,
		listField: "codingProblems",
		oneData: ZCodingProblemData,
		oneField: "codingProblem",
		update: "patch",
		searchParam: "search"
	}
};
var itemPath = (kind, id) => `${BANK[kind].base}/${encodeURIComponent(id)}`;
/** A bank's one question out of its answer (`data.mcq`, `data.fillInTheBlank`…). */
var oneOf = (kind, data) => data[BANK[kind].oneField];
function listQuery(kind, params) {
	return {
		page: params.page,
		limit: params.limit,
		[BANK[kind].searchParam]: params.search.trim() || void 0,
		difficulty: params.difficulty,
		tags: params.tags,
		isActive: params.isActive || void 0
	};
}
async function fetchList(kind, params, signal) {
	try {
		const { data } = await adminApi.get(BANK[kind].listPath, BANK[kind].listData, {
			query: listQuery(kind, params),
			signal
		});
		return {
			kind,
			rows: data[BANK[kind].listField],
			pagination: data.pagination,
			allTags: data.allTags
		};
	} catch (error) {
		if (signal?.aborted) throw error;
		failWith(error, KIND_TEXT[kind].fetchListFailed);
	}
}
/** GET a bank's list; fill-in-the-blank answers come from its memory / local-storage cache first. */
async function getQuestionList(kind, params, signal) {
	if (kind !== "fib") return fetchList(kind, params, signal);
	const key = `list:${JSON.stringify(params)}`;
	const cached = readFibCache(key);
	if (cached) return {
		...cached,
		kind
	};
	const fresh = await fetchList(kind, params, signal);
	writeFibCache(key, fresh);
	return fresh;
}
async function fetchOne(kind, id, signal) {
	try {
		return oneOf(kind, (await adminApi.get(itemPath(kind, id), BANK[kind].oneData, { signal })).data);
	} catch (error) {
		if (signal?.aborted) throw error;
		failWith(error, KIND_TEXT[kind].fetchOneFailed);
	}
}
async function getQuestion(kind, id, signal) {
	if (kind !== "fib") return fetchOne(kind, id, signal);
	const key = `one:${id}`;
	const cached = readFibCache(key);
	if (cached) return cached;
	const fresh = await fetchOne(kind, id, signal);
	writeFibCache(key, fresh);
	return fresh;
}
/** POST a new question → 201 data.{mcq|fillInTheBlank|codingProblem}. */
async function createQuestion(kind, body) {
	try {
		return oneOf(kind, (await adminApi.post(BANK[kind].base, BANK[kind].oneData, body)).data);
	} catch (error) {
		failWith(error, KIND_TEXT[kind].createFailed);
	}
}
/** PATCH (MCQ, coding) or PUT (fill in the blank) the changed fields, or `{isActive}` alone. */
async function updateQuestion(kind, id, patch, fallback = KIND_TEXT[kind].updateFailed) {
	try {
		return oneOf(kind, (await adminApi[BANK[kind].update](itemPath(kind, id), BANK[kind].oneData, patch)).data);
	} catch (error) {
		failWith(error, fallback);
	}
}
async function deleteQuestion(kind, id) {
	try {
		await adminApi.delete(itemPath(kind, id), ZNoData);
	} catch (error) {
		failWith(error, KIND_TEXT[kind].deleteFailed);
	}
}
var IMPORT_FAILED = "Failed to import the file";
/** POST /admin/{mcqs|fillintheblank}/import with the CSV text (text/csv) → data.report. */
async function importQuestions(kind, csv) {
	try {
		return (await adminApi.post(`${BANK[kind].base}/import`, ZImportReportData, new Blob([csv], { type: "text/csv" }))).data.report;
	} catch (error) {
		failWith(error, IMPORT_FAILED);
	}
}
// src/features/questions-admin/api/question-keys.ts
/** Query keys of the question bank pages; never written inline in components. */
var questionKeys = {
	all: ["admin", "questions"],
	bank: (kind) => [...questionKeys.all, kind],
	lists: (kind) => [...questionKeys.bank(kind), "list"],
	list: (kind, params) => [...questionKeys.lists(kind), params],
	detail: (kind, id) => [
		...questionKeys.bank(kind),
		"detail",
		id
	],
	submission: (id) => [
		...questionKeys.all,
		"submission",
		id
	]
};
// src/features/questions-admin/api/question-hooks.ts
/** calls.md §9: coding problem and fill-in-the-blank lists are kept 5 minutes (MCQs alike). */
var QUESTION_LIST_STALE_MS = 3e5;
/**
* While another page or filter of the same bank loads, the previous rows stay on screen. Rows of
* another bank never do: an MCQ row has no `languages`, a coding row no `options`, and the other
* tab's columns would read them (the crash of issue 15 when switching tabs).
*/
var sameBankPlaceholder = (kind) => (previous) => previous && previous.kind === kind ? previous : void 0;
var questionListOptions = (kind, params) => queryOptions({
	queryKey: questionKeys.list(kind, params),
	queryFn: ({ signal }) => getQuestionList(kind, params, signal),
	placeholderData: sameBankPlaceholder(kind),
	staleTime: QUESTION_LIST_STALE_MS
});
var useQuestionList = (kind, params) => useQuery(questionListOptions(kind, params));
var useQuestion = (kind, id) => useQuery({
	queryKey: questionKeys.detail(kind, id ?? ""),
	queryFn: ({ signal }) => getQuestion(kind, id, signal),
	enabled: Boolean(id),
	staleTime: 0
});
/**
* After any write: the fill-in-the-blank caches are emptied first (calls.md §9), then every
* cached list and copy of the bank is re-read.
*/
function afterWrite(queryClient, kind) {
	if (kind === "fib") clearFibCaches();
	return queryClient.invalidateQueries({ queryKey: questionKeys.bank(kind) });
}
function useCreateQuestion(kind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => createQuestion(kind, body),
		onSuccess: () => {
			toast.success(KIND_TEXT[kind].created);
			afterWrite(queryClient, kind);
		}
	});
}
function useUpdateQuestion(kind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, patch }) => updateQuestion(kind, id, patch),
		onSuccess: (saved) => {
			toast.success(KIND_TEXT[kind].updated);
			queryClient.setQueryData(questionKeys.detail(kind, saved._id), saved);
			afterWrite(queryClient, kind);
		}
	});
}
function setRowActive(id, isActive) {
	return (data) => data && {
		...data,
		rows: data.rows.map((row) => row._id === id ? {
			...row,
			isActive
		} : row)
	};
}
/** The row's active switch: sends only `{isActive}` (product.md §4). */
function useToggleQuestion(kind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, isActive }) => updateQuestion(kind, id, { isActive }, KIND_TEXT[kind].toggleFailed),
		onSuccess: (saved) => {
			queryClient.setQueriesData({ queryKey: questionKeys.lists(kind) }, setRowActive(saved._id, saved.isActive));
			toast.success(`${KIND_TEXT[kind].tab} ${saved.isActive ? "activated" : "deactivated"}`);
			afterWrite(queryClient, kind);
		},
		onError: (error) => toast.error(error.message || KIND_TEXT[kind].toggleFailed)
	});
}
function useDeleteQuestion(kind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id) => deleteQuestion(kind, id),
		onSuccess: () => {
			toast.success(KIND_TEXT[kind].deleted);
			return afterWrite(queryClient, kind);
		}
	});
}
function useImportQuestions(kind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (csv) => importQuestions(kind, csv),
		onSuccess: (report) => {
			if (report.created > 0) afterWrite(queryClient, kind);
		}
	});
}
// src/features/questions-admin/components/question-chips.tsx
var DIFFICULTY_TONE = {
	easy: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
	medium: "bg-amber-50 text-amber-800 ring-amber-600/20",
	hard: "bg-rose-50 text-rose-800 ring-rose-600/20"
};
function DifficultyBadge({ difficulty }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx("inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", DIFFICULTY_TONE[difficulty]),
		"data-testid": "difficulty",
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "size-1.5 rounded-full bg-current opacity-70"
		}), DIFFICULTY_LABELS[difficulty]]
	});
}
/** A question's tags as small chips; the rest are counted after `max`. */
function TagChips({ tags, max = 3 }) {
	if (tags.length === 0) return /* @__PURE__ */ jsx("span", {
		className: "text-sm text-slate-500",
		children: "—"
	});
	const shown = tags.slice(0, max);
	const more = tags.length - shown.length;
	return /* @__PURE__ */ jsxs("ul", {
		className: "flex max-w-56 flex-wrap gap-1",
		"aria-label": "Tags",
		children: [shown.map((tag) => /* @__PURE__ */ jsx("li", {
			className: "rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700",
			children: tag
		}, tag)), more > 0 && /* @__PURE__ */ jsxs("li", {
			className: "px-1 py-0.5 text-xs font-medium text-slate-500",
			title: tags.join(", "),
			children: ["+", more]
		})]
	});
}
/** How many whizzes use the question (a used one cannot be deleted). */
function UsedIn({ count }) {
	return /* @__PURE__ */ jsx("span", {
		className: clsx("text-sm whitespace-nowrap", count > 0 ? "text-slate-800" : "text-slate-500"),
		"data-testid": "used-in",
		children: count === 0 ? "Not used yet" : `Used in ${plural(count, "whizz", "whizzes")}`
	});
}
export { questionListPath as _, useDeleteQuestion as a, useQuestionList as c, questionKeys as d, KIND_TEXT as f, newQuestionPath as g, isQuestionKind as h, useCreateQuestion as i, useToggleQuestion as l, editQuestionPath as m, TagChips as n, useImportQuestions as o, QUESTION_KINDS as p, UsedIn as r, useQuestion as s, DifficultyBadge as t, useUpdateQuestion as u };
