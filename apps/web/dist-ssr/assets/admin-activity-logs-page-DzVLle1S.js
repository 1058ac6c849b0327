import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { Wt as Button } from "../entry-server.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { a as ZActivityLogData, i as ZActivityFacets } from "./staff.schema-BBZGM5Kw.js";
import { t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { t as adminListOptions } from "./admin-list-fetch-Bx6BMO4F.js";
import { i as staffAdminKeys, t as humanize } from "./format-DQkEp8e5.js";
import { n as activityActionLabel, r as activityEntityLabel, t as ActivityList } from "./activity-entry-B-hD3Bjj.js";
import { d as isStaffRole, r as ROLE_LABELS } from "./roles-pGSoVmPl.js";
import { i as FilterBar, r as DateRangeFilter } from "./filter-bar-Bstm2apS.js";
import { t as FilterSelect } from "./filter-select-feCmI_6a.js";
import { useQuery } from "@tanstack/react-query";
import { History, SlidersHorizontal, X } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useMemo, useState } from "react";
// src/features/staff-admin/api/get-activity-logs.ts
var ACTIVITY_FETCH_FAILED = "Failed to fetch activity logs";
/** GET /admin/activity-logs → data{activityLogs, pagination}, newest first. */
function useActivityLogs(params) {
	return useQuery(adminListOptions({
		queryKey: staffAdminKeys.activityList(params),
		path: "/activity-logs",
		schema: ZActivityLogData,
		params,
		failedMessage: ACTIVITY_FETCH_FAILED,
		staleTime: 1e4
	}));
}
/** GET /admin/activity-logs/facets → the actors, actions and entities the filters offer. */
function useActivityFacets() {
	return useQuery({
		queryKey: staffAdminKeys.activityFacets(),
		queryFn: async ({ signal }) => {
			try {
				return (await adminApi.get("/activity-logs/facets", ZActivityFacets, { signal })).data;
			} catch (error) {
				throw new Error(clientMessage(error, "Failed to load the filters"), { cause: error });
			}
		},
		staleTime: 6e4
	});
}
// src/features/staff-admin/components/activity-filters.tsx
var ACTIVITY_FILTER_SPEC = {
	actorId: "text",
	action: "text",
	entity: "text",
	entityId: "text",
	from: "date",
	to: "date"
};
/** Actor, action and entity (from the facets the log holds) and an IST day range. */
function ActivityFilters({ list, facets }) {
	const { filters } = list;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-3",
		children: [/* @__PURE__ */ jsxs(FilterBar, {
			hasFilters: list.hasFilters,
			onClear: list.clearFilters,
			children: [
				/* @__PURE__ */ jsx(FilterSelect, {
					label: "Actor",
					value: filters.actorId,
					onChange: (v) => list.setFilter("actorId", v),
					options: facets.actors.map((a) => ({
						value: a._id,
						label: a.role ? `${a.name} (${isStaffRole(a.role) ? ROLE_LABELS[a.role] : humanize(a.role)})` : a.name
					})),
					anyLabel: "Anyone",
					testId: "filter-actor",
					className: "w-full sm:w-56"
				}),
				/* @__PURE__ */ jsx(FilterSelect, {
					label: "Action",
					value: filters.action,
					onChange: (v) => list.setFilter("action", v),
					options: facets.actions.map((a) => ({
						value: a,
						label: activityActionLabel(a)
					})),
					anyLabel: "Any action",
					testId: "filter-action",
					className: "w-full sm:w-52"
				}),
				/* @__PURE__ */ jsx(FilterSelect, {
					label: "Entity",
					value: filters.entity,
					onChange: (v) => list.setFilters({
						entity: v,
						entityId: ""
					}),
					options: facets.entities.map((e) => ({
						value: e,
						label: activityEntityLabel(e)
					})),
					anyLabel: "Any entity",
					testId: "filter-entity",
					className: "w-full sm:w-44"
				}),
				/* @__PURE__ */ jsx(DateRangeFilter, {
					label: "Date (IST)",
					startDate: filters.from,
					endDate: filters.to,
					onChange: (r) => list.setFilters({
						from: r.startDate,
						to: r.endDate
					}),
					testId: "activity-dates"
				})
			]
		}), filters.entityId && /* @__PURE__ */ jsxs("p", {
			className: "flex flex-wrap items-center gap-2 text-sm text-slate-600",
			children: ["Only entries on", /* @__PURE__ */ jsxs("span", {
				className: "inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 font-mono text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset",
				children: [filters.entityId, /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => list.setFilter("entityId", ""),
					"aria-label": "Show every entity id",
					className: "grid size-5 place-items-center rounded-full hover:bg-brand-100",
					children: /* @__PURE__ */ jsx(X, {
						className: "size-3",
						"aria-hidden": "true"
					})
				})]
			})]
		})]
	});
}
// src/features/staff-admin/pages/admin-activity-logs-page.tsx
var NO_FACETS = {
	actions: [],
	entities: [],
	actors: []
};
/** /admin/activity-logs: every staff write, newest first, with what changed. Read-only. */
function AdminActivityLogsPage() {
	const list = useListPage(ACTIVITY_FILTER_SPEC);
	const { page, limit, filters } = list;
	const [showFilters, setShowFilters] = useState(false);
	const query = useActivityLogs(useMemo(() => ({
		page,
		limit,
		...filters
	}), [
		page,
		limit,
		filters
	]));
	const facets = useActivityFacets();
	const count = list.activeFilterCount;
	const entries = query.data?.activityLogs ?? [];
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-6xl",
		children: [/* @__PURE__ */ jsx(AdminPageHeader, {
			title: "Activity Logs",
			description: "Every change staff make, newest first, with each field before and after. Entries can never be edited or deleted."
		}), /* @__PURE__ */ jsx(QueryListCard, {
			query,
			list,
			itemLabel: "entries",
			failedMessage: ACTIVITY_FETCH_FAILED,
			toolbar: /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs(Button, {
				variant: "secondary",
				size: "sm",
				className: "md:hidden",
				"aria-expanded": showFilters,
				"aria-controls": "activity-filters",
				onClick: () => setShowFilters((v) => !v),
				children: [
					/* @__PURE__ */ jsx(SlidersHorizontal, {
						className: "size-4",
						"aria-hidden": "true"
					}),
					"Filters",
					count > 0 && /* @__PURE__ */ jsx("span", {
						className: "rounded-full bg-brand-600 px-1.5 text-xs text-white",
						children: count
					})
				]
			}), /* @__PURE__ */ jsx("div", {
				id: "activity-filters",
				className: showFilters ? "mt-4 block md:mt-0" : "hidden md:block",
				children: /* @__PURE__ */ jsx(ActivityFilters, {
					list,
					facets: facets.data ?? NO_FACETS
				})
			})] }),
			children: /* @__PURE__ */ jsx("div", {
				className: "relative",
				"aria-busy": query.isFetching || void 0,
				children: query.isPending ? /* @__PURE__ */ jsxs("div", {
					className: "flex min-h-64 items-center justify-center gap-2 text-sm text-slate-600",
					children: [/* @__PURE__ */ jsx(Spinner, { className: "size-6 text-brand-600" }), /* @__PURE__ */ jsx("span", {
						role: "status",
						children: "Loading…"
					})]
				}) : /* @__PURE__ */ jsx("div", {
					className: query.isFetching ? "opacity-60 transition-opacity" : void 0,
					children: entries.length === 0 ? /* @__PURE__ */ jsxs("div", {
						"data-testid": "activity-empty",
						className: "flex min-h-64 flex-col items-center justify-center gap-2 px-6 py-12 text-center",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "mb-2 grid size-12 place-items-center rounded-xl bg-slate-100 text-slate-500",
								children: /* @__PURE__ */ jsx(History, {
									className: "size-6",
									"aria-hidden": "true"
								})
							}),
							/* @__PURE__ */ jsx("p", {
								className: "text-base font-semibold text-slate-900",
								children: "No entries found."
							}),
							/* @__PURE__ */ jsx("p", {
								className: "text-sm text-slate-600",
								children: count > 0 ? "Try a wider date range or clear the filters." : "Staff changes appear here as they happen."
							})
						]
					}) : /* @__PURE__ */ jsx(ActivityList, {
						entries,
						empty: ""
					})
				})
			})
		})]
	});
}
export { AdminActivityLogsPage as default };
