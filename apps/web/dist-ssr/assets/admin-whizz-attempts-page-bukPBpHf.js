import { I as ASSESS_MSG } from "./question.schema-DNwVFW8l.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { Gt as buttonStyles, Ut as StatusPanel } from "../entry-server.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { u as ZStaffAttemptsData } from "./whizz.schema-DDHMFrik.js";
import { t as adminRead } from "./admin-read-CIuWoqHf.js";
import { g as whizzAdminKeys, i as scheduleLabel, l as useAdminWhizz, s as ATTEMPTS_FETCH_FAILED } from "./whizz-form-B3yIgF7k.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { t as formatSeconds } from "./format-seconds-D3DH32pv.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { clsx } from "clsx";
import { Pencil, SearchX, TriangleAlert } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useMemo } from "react";
// src/features/whizz-admin/api/get-attempts.ts
/** GET /admin/whizz/{id}/attempts?page&limit → data{attempts, pagination}. */
function useWhizzAttempts(id, page, limit, enabled = true) {
	return useQuery({
		queryKey: whizzAdminKeys.attempts(id, page, limit),
		queryFn: ({ signal }) => adminRead(`/whizz/${encodeURIComponent(id)}/attempts`, ZStaffAttemptsData, ATTEMPTS_FETCH_FAILED, {
			query: {
				page,
				limit
			},
			signal
		}),
		enabled,
		placeholderData: keepPreviousData,
		staleTime: 1e4
	});
}
// src/features/whizz-admin/components/attempts-table.tsx
var col = adminColumnHelper();
function columns(totalScore) {
	return [
		col.accessor("rank", {
			header: "Rank",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "font-semibold text-slate-900 tabular-nums",
				"data-testid": "attempt-rank",
				children: c.getValue() === null ? "—" : `#${c.getValue()}`
			}),
			meta: { isCardBadge: true }
		}),
		col.accessor("name", {
			header: "Student",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "font-medium text-slate-900",
				"data-testid": "attempt-name",
				children: c.getValue()
			}),
			meta: { isCardTitle: true }
		}),
		col.accessor("phone", {
			header: "Phone",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "whitespace-nowrap tabular-nums",
				children: c.getValue() ?? "—"
			})
		}),
		col.accessor("score", {
			header: "Score",
			cell: (c) => c.row.original.status === "in_progress" ? /* @__PURE__ */ jsx(Pill, {
				tone: "blue",
				children: "In progress"
			}) : /* @__PURE__ */ jsxs("span", {
				className: "font-semibold whitespace-nowrap text-slate-900 tabular-nums",
				"data-testid": "attempt-score",
				children: [c.getValue() ?? 0, totalScore !== null && /* @__PURE__ */ jsxs("span", {
					className: "font-normal text-slate-500",
					children: [" / ", totalScore]
				})]
			})
		}),
		col.accessor("timeTakenSeconds", {
			header: "Time taken",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "whitespace-nowrap tabular-nums",
				children: c.getValue() === null ? "—" : formatSeconds(c.getValue())
			})
		}),
		col.accessor("submittedAt", {
			header: "Submitted (IST)",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "whitespace-nowrap",
				children: c.getValue() ? formatDateTime(c.getValue()) : "—"
			})
		}),
		col.accessor("autoSubmitted", {
			header: "Auto-submitted",
			cell: (c) => c.getValue() ? /* @__PURE__ */ jsx(Pill, {
				tone: "amber",
				children: "Auto"
			}) : /* @__PURE__ */ jsx("span", {
				className: "text-slate-500",
				children: "No"
			})
		}),
		col.accessor("tabSwitches", {
			header: "Tab switches",
			cell: (c) => {
				const n = c.getValue();
				return /* @__PURE__ */ jsxs("span", {
					"data-testid": "attempt-tab-switches",
					className: clsx("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums", n > 0 ? "bg-red-50 text-red-700 ring-1 ring-red-200 ring-inset" : "text-slate-500"),
					children: [n > 0 && /* @__PURE__ */ jsx(TriangleAlert, {
						className: "size-3.5",
						"aria-hidden": "true"
					}), n]
				});
			}
		})
	];
}
function AttemptsTable({ rows, totalScore, isLoading, isFetching }) {
	return /* @__PURE__ */ jsx(DataTable, {
		columns: columns(totalScore),
		data: rows,
		getRowId: (a) => a._id,
		isLoading,
		isFetching,
		emptyMessage: "No attempts yet.",
		emptyHint: "Attempts show here as soon as a student starts the whizz.",
		caption: "Attempts",
		rowTestId: "attempt-row",
		density: "compact"
	});
}
// src/features/whizz-admin/pages/admin-whizz-attempts-page.tsx
var NO_FILTERS = {};
/** /admin/whizz/{id}/attempts: every attempt, ranked, with time taken and tab switches. */
function AdminWhizzAttemptsPage() {
	const { id = "" } = useParams();
	const isValidId = ID_PATTERN.test(id);
	const list = useListPage(NO_FILTERS);
	const whizz = useAdminWhizz(id, isValidId);
	const query = useWhizzAttempts(id, list.page, list.limit, isValidId);
	const data = query.data;
	const w = whizz.data;
	const summary = useMemo(() => {
		if (!data) return null;
		const flagged = data.attempts.filter((a) => a.tabSwitches > 0).length;
		return {
			total: data.pagination.totalItems,
			flagged
		};
	}, [data]);
	if (!isValidId) return /* @__PURE__ */ jsx(StatusPanel, {
		icon: SearchX,
		tone: "danger",
		title: ASSESS_MSG.whizzNotFound,
		description: "This link does not point to a whizz. Open it from the whizz list.",
		actions: /* @__PURE__ */ jsx(Link, {
			to: "/admin/whizz",
			className: buttonStyles({ variant: "secondary" }),
			children: "Back to whizz"
		}),
		className: "py-16"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Whizz results | KodeSchool Admin" }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				back: {
					to: "/admin/whizz",
					label: "All whizz"
				},
				title: w ? `Results: ${w.title}` : "Results",
				description: w ? /* @__PURE__ */ jsxs("span", {
					"data-testid": "attempts-summary",
					children: [
						formatDateTime(w.startDate),
						" IST · ",
						scheduleLabel(w),
						" ·",
						" ",
						plural(w.questions.length, "question"),
						" · out of ",
						w.totalScore,
						summary && /* @__PURE__ */ jsxs(Fragment, { children: [" · ", plural(summary.total, "attempt")] })
					]
				}) : "Ranked by score, then by time taken.",
				actions: w && /* @__PURE__ */ jsxs(Link, {
					to: `/admin/whizz/update/${w._id}`,
					className: buttonStyles({
						variant: "secondary",
						size: "sm"
					}),
					children: [/* @__PURE__ */ jsx(Pencil, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Edit whizz"]
				})
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "attempts",
				failedMessage: query.error?.message === ASSESS_MSG.whizzNotFound ? ASSESS_MSG.whizzNotFound : ATTEMPTS_FETCH_FAILED,
				children: /* @__PURE__ */ jsx(AttemptsTable, {
					rows: data?.attempts ?? [],
					totalScore: w?.totalScore ?? null,
					...tableStateOf(query)
				})
			})
		]
	});
}
export { AdminWhizzAttemptsPage as default };
