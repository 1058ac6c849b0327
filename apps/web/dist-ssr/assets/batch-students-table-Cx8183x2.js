import { O as formatPaise } from "../entry-server.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { n as formatDate } from "./format-DGa3zFAK.js";
import { i as batchPaths } from "./batch-page-states-CCAhejvL.js";
import { r as SourceBadge } from "./batch-badges-PQcX9lMV.js";
import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useMemo } from "react";
// src/features/batches-admin/components/batch-students-table.tsx
var col = adminColumnHelper();
function ProgressBar({ done, total }) {
	const pct = total ? Math.round(done / total * 100) : 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "w-32",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "text-xs text-slate-600 tabular-nums",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "font-semibold text-slate-900",
					children: done
				}),
				" / ",
				plural(total, "lesson"),
				" ·",
				" ",
				pct,
				"%"
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-1 h-1.5 rounded-full bg-slate-100",
			role: "progressbar",
			"aria-valuemin": 0,
			"aria-valuemax": 100,
			"aria-valuenow": pct,
			"aria-label": "Lessons completed",
			children: /* @__PURE__ */ jsx("div", {
				className: "h-full rounded-full bg-emerald-500",
				style: { width: `${pct}%` }
			})
		})]
	});
}
function buildColumns(courseId, batchId) {
	return [
		col.accessor("name", {
			header: "Student",
			cell: (c) => /* @__PURE__ */ jsx(Link, {
				to: batchPaths.student(courseId, batchId, c.row.original._id),
				className: "font-semibold text-slate-900 hover:text-brand-700",
				"data-testid": "student-link",
				children: c.getValue() || "Unnamed student"
			}),
			meta: { isCardTitle: true }
		}),
		col.accessor("phone", {
			header: "Contact",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("p", {
					className: "whitespace-nowrap text-slate-800 tabular-nums",
					children: c.getValue() || "—"
				}), /* @__PURE__ */ jsx("p", {
					className: "truncate text-xs text-slate-500",
					children: c.row.original.email
				})]
			})
		}),
		col.accessor("enrolledAt", {
			header: "Enrolled",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col items-start gap-1",
				children: [/* @__PURE__ */ jsx("time", {
					dateTime: c.getValue(),
					className: "whitespace-nowrap",
					children: formatDate(c.getValue())
				}), /* @__PURE__ */ jsx(SourceBadge, { source: c.row.original.source })]
			})
		}),
		col.accessor("paidPaise", {
			header: "Paid",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "font-semibold whitespace-nowrap text-slate-900 tabular-nums",
				children: formatPaise(c.getValue())
			})
		}),
		col.accessor("progress", {
			header: "Progress",
			cell: (c) => {
				const p = c.getValue();
				return /* @__PURE__ */ jsxs("div", {
					className: "space-y-1",
					children: [/* @__PURE__ */ jsx(ProgressBar, {
						done: p.completedLessons,
						total: p.totalLessons
					}), p.totalAssignments > 0 && /* @__PURE__ */ jsxs("p", {
						className: "text-xs text-slate-500",
						"data-testid": "student-assignments",
						children: [
							p.submittedAssignments,
							" of ",
							plural(p.totalAssignments, "assignment"),
							" submitted"
						]
					})]
				});
			}
		}),
		col.display({
			id: "open",
			header: () => /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Open"
			}),
			cell: (c) => /* @__PURE__ */ jsx(Link, {
				to: batchPaths.student(courseId, batchId, c.row.original._id),
				"aria-label": `Open ${c.row.original.name}`,
				className: "grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900",
				children: /* @__PURE__ */ jsx(ChevronRight, {
					className: "size-4",
					"aria-hidden": "true"
				})
			}),
			meta: {
				className: "w-10",
				hideOnCard: true
			}
		})
	];
}
function BatchStudentsTable({ courseId, batchId, rows, ...state }) {
	const columns = useMemo(() => buildColumns(courseId, batchId), [courseId, batchId]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (r) => r._id,
		...state,
		caption: "Students in this batch",
		rowTestId: "student-row"
	});
}
export { ProgressBar as n, BatchStudentsTable as t };
