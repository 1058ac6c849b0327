import { i as WHIZZ_STATUSES } from "./whizz.schema-DDHMFrik.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { t as optionsOf } from "./list-filters-BWn4l1GJ.js";
import { t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { t as NewRecordLink } from "./new-record-link-DRzmcgJP.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { c as WHIZZ_FETCH_FAILED, f as useDeleteWhizz, h as useWhizzList, i as scheduleLabel } from "./whizz-form-B3yIgF7k.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import "./api-client-CyCTgC69.js";
import { c as toast } from "../entry-server.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { n as actionsColumn, t as RowAction } from "./row-action-bMQVfDP3.js";
import { l as formatTime, n as formatDate } from "./format-DGa3zFAK.js";
import { Link } from "react-router";
import { BarChart3, Pencil, Trash2, TriangleAlert } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useMemo, useState } from "react";
// src/features/whizz-admin/components/delete-whizz-dialog.tsx
var DELETE_FAILED = "Failed to delete whizz";
/** Asks before deleting a whizz (its attempts go with it). */
function DeleteWhizzDialog({ whizz, onClose }) {
	const remove = useDeleteWhizz();
	const onConfirm = () => {
		if (!whizz) return;
		remove.mutate(whizz._id, {
			onSuccess: (message) => {
				toast.success(message);
				onClose();
			},
			onError: (error) => {
				toast.error(clientMessage(error, DELETE_FAILED));
				onClose();
			}
		});
	};
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open: whizz !== null,
		onOpenChange: (open) => !open && onClose(),
		title: "Delete this whizz?",
		description: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
			className: "font-semibold text-slate-800",
			children: whizz?.title
		}), " will be removed for good. This cannot be undone."] }),
		confirmLabel: "Delete whizz",
		pendingLabel: "Deleting...",
		onConfirm,
		isPending: remove.isPending,
		testId: "whizz-delete-dialog",
		children: whizz && whizz.attemptCount > 0 && /* @__PURE__ */ jsxs("p", {
			className: "mt-3 flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900",
			children: [
				/* @__PURE__ */ jsx(TriangleAlert, {
					className: "mt-0.5 size-4 shrink-0",
					"aria-hidden": "true"
				}),
				plural(whizz.attemptCount, "student has", "students have"),
				" taken it, so it cannot be deleted. Pause its batches instead to hide it."
			]
		})
	});
}
// src/features/whizz-admin/components/whizz-table.tsx
var col = adminColumnHelper();
function buildColumns({ onDelete }) {
	return [
		col.accessor("title", {
			header: "Whizz",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "max-w-60 min-w-40",
				children: [
					/* @__PURE__ */ jsx(Link, {
						to: `/admin/whizz/update/${c.row.original._id}`,
						className: "font-semibold text-slate-900 hover:text-brand-700 hover:underline",
						"data-testid": "whizz-title",
						children: c.getValue()
					}),
					/* @__PURE__ */ jsx("p", {
						className: "line-clamp-1 text-xs text-slate-500",
						title: c.row.original.description,
						children: c.row.original.description
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-1",
						children: c.row.original.isPublic ? /* @__PURE__ */ jsx(Pill, {
							tone: "violet",
							testId: "whizz-type",
							children: "External"
						}) : /* @__PURE__ */ jsx(Pill, {
							tone: "blue",
							testId: "whizz-type",
							children: "Internal"
						})
					})
				]
			}),
			meta: { isCardTitle: true }
		}),
		col.accessor("startDate", {
			header: "Schedule (IST)",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "whitespace-nowrap",
				children: [/* @__PURE__ */ jsxs("p", {
					className: "text-slate-900",
					children: [
						formatDate(c.getValue()),
						", ",
						formatTime(c.getValue())
					]
				}), /* @__PURE__ */ jsx("p", {
					className: "text-xs text-slate-600",
					"data-testid": "whizz-schedule",
					children: scheduleLabel(c.row.original)
				})]
			})
		}),
		col.display({
			id: "questions",
			header: "Questions",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "tabular-nums",
				"data-testid": "whizz-question-count",
				children: c.row.original.questions.length
			})
		}),
		col.display({
			id: "batches",
			header: "Batches",
			cell: (c) => /* @__PURE__ */ jsx(BatchesCell, { whizz: c.row.original })
		}),
		col.accessor("status", {
			header: "Status",
			cell: (c) => /* @__PURE__ */ jsx(Pill, {
				tone: c.getValue() === "Active" ? "green" : "slate",
				testId: "whizz-status",
				children: c.getValue()
			})
		}),
		col.accessor("attemptCount", {
			header: "Attempts",
			cell: (c) => /* @__PURE__ */ jsx(Link, {
				to: `/admin/whizz/${c.row.original._id}/attempts`,
				className: "font-semibold text-brand-700 tabular-nums hover:underline",
				"data-testid": "whizz-attempt-count",
				"aria-label": `${plural(c.getValue(), "attempt")} on ${c.row.original.title}`,
				children: c.getValue()
			})
		}),
		actionsColumn((w) => /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(RowAction, {
				to: `/admin/whizz/update/${w._id}`,
				icon: Pencil,
				label: "Edit",
				title: `Edit ${w.title}`,
				isNamedByTitle: true,
				testId: "whizz-edit"
			}),
			/* @__PURE__ */ jsx(RowAction, {
				to: `/admin/whizz/${w._id}/attempts`,
				icon: BarChart3,
				label: "Results",
				title: `Results of ${w.title}`,
				isNamedByTitle: true,
				testId: "whizz-results"
			}),
			/* @__PURE__ */ jsx(RowAction, {
				onClick: () => onDelete(w),
				icon: Trash2,
				label: "Delete",
				title: `Delete ${w.title}`,
				isNamedByTitle: true,
				testId: "whizz-delete",
				isDanger: true
			})
		] }))
	];
}
function BatchesCell({ whizz }) {
	if (whizz.batches.length === 0) return /* @__PURE__ */ jsx("span", {
		className: "text-slate-500",
		children: whizz.isPublic ? "Anyone signed in" : "None"
	});
	const shown = whizz.batches.slice(0, 2);
	const rest = whizz.batches.length - shown.length;
	return /* @__PURE__ */ jsxs("ul", {
		className: "max-w-40 min-w-24 space-y-0.5 text-sm",
		children: [shown.map((b) => /* @__PURE__ */ jsxs("li", {
			className: "flex items-center gap-1.5",
			children: [
				/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: `size-1.5 shrink-0 rounded-full ${b.isActive ? "bg-emerald-500" : "bg-slate-300"}`
				}),
				/* @__PURE__ */ jsx("span", {
					className: "truncate",
					title: b.batchName ?? void 0,
					children: b.batchName ?? "Deleted batch"
				}),
				/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: b.isActive ? "(active)" : "(paused)"
				})
			]
		}, b.batchId)), rest > 0 && /* @__PURE__ */ jsxs("li", {
			className: "text-xs text-slate-500",
			children: [
				"+",
				rest,
				" more"
			]
		})]
	});
}
function WhizzTable({ rows, onDelete, ...state }) {
	const columns = useMemo(() => buildColumns({ onDelete }), [onDelete]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (w) => w._id,
		...state,
		emptyMessage: "No whizz found.",
		caption: "Whizz quizzes",
		rowTestId: "whizz-row",
		density: "compact"
	});
}
// src/features/whizz-admin/pages/admin-whizz-page.tsx
var FILTER_SPEC = {
	status: { oneOf: WHIZZ_STATUSES },
	isPublic: { oneOf: ["true", "false"] }
};
var STATUS_OPTIONS = optionsOf(WHIZZ_STATUSES);
var TYPE_OPTIONS = optionsOf(["false", "true"], {
	false: "Internal",
	true: "External"
});
var FIELDS = [{
	select: "status",
	label: "Status",
	options: STATUS_OPTIONS,
	anyLabel: "Any status"
}, {
	select: "isPublic",
	label: "Type",
	options: TYPE_OPTIONS,
	anyLabel: "Any type",
	testId: "filter-type"
}];
/** /admin/whizz: every quiz with its schedule, batches, status and attempts. */
function AdminWhizzPage() {
	const list = useListPage(FILTER_SPEC);
	const { params } = list;
	const [toDelete, setToDelete] = useState(null);
	const query = useWhizzList(params);
	const data = query.data;
	const onDelete = useCallback((w) => setToDelete(w), []);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Whizz | KodeSchool Admin" }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Whizz",
				description: "Timed quizzes for batches: MCQs, fill in the blanks and coding problems.",
				actions: /* @__PURE__ */ jsx(NewRecordLink, {
					to: "/admin/whizz/create",
					label: "New whizz",
					testId: "whizz-new"
				})
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "quizzes",
				failedMessage: WHIZZ_FETCH_FAILED,
				toolbar: /* @__PURE__ */ jsx(ListToolbar, {
					list,
					placeholder: "Search by title",
					idPrefix: "whizz",
					children: /* @__PURE__ */ jsx(ListFilterBar, {
						list,
						fields: FIELDS
					})
				}),
				children: /* @__PURE__ */ jsx(WhizzTable, {
					rows: data?.whizz ?? [],
					...tableStateOf(query),
					onDelete,
					emptyHint: list.isFiltered ? "Try another title or clear the filters." : "Create one with “New whizz”."
				})
			}),
			/* @__PURE__ */ jsx(DeleteWhizzDialog, {
				whizz: toDelete,
				onClose: () => setToDelete(null)
			})
		]
	});
}
export { AdminWhizzPage as default };
