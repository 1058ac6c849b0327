import { a as getErrorMessage } from "./api-client-CyCTgC69.js";
import { t as RetryButton } from "./retry-button-D9lzH-WF.js";
import { t as TableNotice } from "./table-notice-CJlNCIlz.js";
import { t as PaginationBar } from "./pagination-bar-DGMBBDzf.js";
import { p as PAGE_SIZES } from "./plural-DYc3P-kI.js";
import { useSearchParams } from "react-router";
import { clsx } from "clsx";
import { AlertTriangle } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useMemo } from "react";
// src/components/admin/list-card.tsx
/**
* The white card an admin list sits in: an optional toolbar (search, filters, actions) on
* top, the DataTable in the middle and the PaginationBar as `footer`.
*/
function ListCard({ toolbar, children, footer, className }) {
	return /* @__PURE__ */ jsxs("section", {
		className: clsx("card overflow-hidden", className),
		children: [
			toolbar && /* @__PURE__ */ jsx("div", {
				className: "border-b border-slate-200 p-4",
				children: toolbar
			}),
			children,
			footer
		]
	});
}
// src/components/admin/list-error.tsx
/** In-table error state for a list that failed to load, with a retry button. */
function ListError({ message, detail, onRetry, isRetrying = false }) {
	return /* @__PURE__ */ jsxs(TableNotice, {
		icon: AlertTriangle,
		tone: "error",
		title: message,
		testId: "list-error",
		role: "alert",
		children: [detail && detail !== message && /* @__PURE__ */ jsx("p", {
			className: "text-sm text-slate-600",
			children: detail
		}), /* @__PURE__ */ jsx(RetryButton, {
			onRetry,
			isRetrying,
			loadingText: "Retrying…"
		})]
	});
}
// src/components/admin/use-list-page.ts
var DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
function readFilter(params, key, kind) {
	if (Array.isArray(kind)) return [...new Set(params.getAll(key).filter((v) => kind.includes(v)))];
	const raw = params.get(key) ?? "";
	if (kind === "date") return DATE_RE.test(raw) ? raw : "";
	if (kind === "text") return raw.slice(0, 200);
	return kind.oneOf.includes(raw) ? raw : "";
}
function countFilters(spec, filters) {
	let count = 0;
	let hasDate = false;
	for (const [key, kind] of Object.entries(spec)) {
		const value = filters[key];
		if (Array.isArray(value)) count += value.length;
		else if (value === "") continue;
		else if (kind === "date") hasDate = true;
		else count += 1;
	}
	return count + (hasDate ? 1 : 0);
}
function readPositiveInt(raw, fallback) {
	const value = Number(raw);
	return Number.isInteger(value) && value >= 1 ? value : fallback;
}
/**
* The state of an admin list page, kept in the URL query string so a list can be reloaded,
* shared and navigated with Back: page, page size, search and filters. Defaults (page 1, size
* 10, empty values) are left out of the URL; every change except a page change goes back to
* page 1. Search is applied by `SearchInput` (debounced) through `setSearch`; `QueryListCard`
* keeps the page in range (usePageInRange) once the list's answer arrives.
*
* @example
* const list = useListPage({ status: REGISTRATION_STATUSES, startDate: 'date' });
* list.filters.status // RegistrationStatus[]
*/
function useListPage(spec) {
	const [params, setParams] = useSearchParams();
	const specKey = JSON.stringify(spec);
	const parsedSpec = useMemo(() => JSON.parse(specKey), [specKey]);
	const page = readPositiveInt(params.get("page"), 1);
	const limitRaw = readPositiveInt(params.get("limit"), 10);
	const limit = PAGE_SIZES.includes(limitRaw) ? limitRaw : 10;
	const search = (params.get("search") ?? "").slice(0, 100);
	const filters = useMemo(() => {
		const out = {};
		for (const [key, kind] of Object.entries(parsedSpec)) out[key] = readFilter(params, key, kind);
		return out;
	}, [params, parsedSpec]);
	const listParams = useMemo(() => ({
		page,
		limit,
		search,
		...filters
	}), [
		page,
		limit,
		search,
		filters
	]);
	const hasFilters = Object.values(filters).some((v) => Array.isArray(v) ? v.length > 0 : v !== "");
	const activeFilterCount = countFilters(parsedSpec, filters);
	const update = useCallback((change, resetPage) => {
		setParams((current) => {
			const next = new URLSearchParams(current);
			change(next);
			if (resetPage) next.delete("page");
			return next;
		}, { replace: true });
	}, [setParams]);
	const setPage = useCallback((next) => update((p) => next <= 1 ? p.delete("page") : p.set("page", String(next)), false), [update]);
	const setLimit = useCallback((next) => update((p) => next === 10 ? p.delete("limit") : p.set("limit", String(next)), true), [update]);
	const setSearch = useCallback((text) => update((p) => text.trim() ? p.set("search", text.trim()) : p.delete("search"), true), [update]);
	const setFilters = useCallback((values) => update((p) => {
		for (const [key, value] of Object.entries(values)) {
			p.delete(key);
			const list = Array.isArray(value) ? value : [value];
			for (const v of list) if (v) p.append(key, v);
		}
	}, true), [update]);
	const setFilter = useCallback((key, value) => setFilters({ [key]: value }), [setFilters]);
	const clearFilters = useCallback(() => update((p) => {
		for (const key of Object.keys(parsedSpec)) p.delete(key);
		p.delete("search");
	}, true), [update, parsedSpec]);
	return {
		page,
		limit,
		search,
		filters,
		params: listParams,
		hasFilters,
		isFiltered: hasFilters || search !== "",
		activeFilterCount,
		setPage,
		setLimit,
		setSearch,
		setFilter,
		setFilters,
		clearFilters
	};
}
/**
* A page past the end (an old link, a delete that emptied the last page, rows that left the
* filter) goes to the last page once the server has answered for it. A placeholder answer (the
* previous page's, shown while the new one loads) is not the answer for this page, and an empty
* list keeps its page rather than trusting a total of nothing.
*/
function usePageInRange(list, query) {
	const pagination = query.isPlaceholderData ? void 0 : query.data?.pagination;
	const lastPage = pagination && pagination.totalItems > 0 ? pagination.totalPages : null;
	const { page, setPage } = list;
	useEffect(() => {
		if (lastPage !== null && page > lastPage) setPage(lastPage);
	}, [
		page,
		lastPage,
		setPage
	]);
}
// src/components/admin/query-list-card.tsx
/**
* An admin list card driven by its query: the toolbar, the table (`children`), and the
* pagination bar once a page has loaded; if the first load fails, the error state with a retry
* in place of the table (a failed refetch keeps the rows already shown). A page past the end
* goes to the last page (usePageInRange), so no list page has to.
*/
function QueryListCard({ query, list, itemLabel, failedMessage, toolbar, header, children, className }) {
	const { data } = query;
	usePageInRange(list, query);
	return /* @__PURE__ */ jsxs(ListCard, {
		className,
		toolbar,
		footer: data ? /* @__PURE__ */ jsx(PaginationBar, {
			pagination: data.pagination,
			onPageChange: list.setPage,
			onPageSizeChange: list.setLimit,
			itemLabel,
			isTotalCapped: data.isTotalCapped
		}) : null,
		children: [header, query.isError && !data ? /* @__PURE__ */ jsx(ListError, {
			message: failedMessage,
			detail: getErrorMessage(query.error, failedMessage),
			onRetry: () => void query.refetch(),
			isRetrying: query.isFetching
		}) : children]
	});
}
export { useListPage as n, ListError as r, QueryListCard as t };
