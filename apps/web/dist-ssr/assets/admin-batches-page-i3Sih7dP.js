import { Gt as buttonStyles, ft as formatInr, yt as COURSES_MSG } from "../entry-server.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { n as RecordProblem } from "./record-loader-BkOMhXje.js";
import { n as ZAdminBatchListData } from "./batch.schema-C1fQK6d_.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { c as batchAdminKeys, i as batchPaths, n as Breadcrumbs, s as BATCH_STALE_MS } from "./batch-page-states-CCAhejvL.js";
import { n as useCourseOptions, t as useCourseOption } from "./get-batch-options-CHIoeFmT.js";
import { s as formatDay } from "./format-DGa3zFAK.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { n as discountLabel, t as DeleteBatchDialog } from "./delete-batch-dialog-D1o5bRLy.js";
import { t as BatchActiveSwitch } from "./batch-active-switch-DAGJKthr.js";
import { t as BatchStatusBadge } from "./batch-badges-PQcX9lMV.js";
import { t as AdminSelect } from "./admin-select-TqVrN8aU.js";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useId, useMemo } from "react";
// src/features/batches-admin/api/get-admin-batches.ts
/** GET /admin/batches?course=<id|all>&page&limit → data{course, batches, studentCount, pagination} */
async function getAdminBatches(params, signal) {
	return (await adminApi.get("/batches", ZAdminBatchListData, {
		query: {
			course: params.course,
			page: params.page,
			limit: params.limit
		},
		signal
	})).data;
}
var adminBatchesQueryOptions = (params) => queryOptions({
	queryKey: batchAdminKeys.list(params),
	queryFn: ({ signal }) => getAdminBatches(params, signal),
	staleTime: BATCH_STALE_MS,
	placeholderData: keepPreviousData
});
var useAdminBatches = (params, enabled = true) => useQuery({
	...adminBatchesQueryOptions(params),
	enabled
});
// src/features/batches-admin/components/admin-batches-table.tsx
var col = adminColumnHelper();
var iconButton = "grid size-7 place-items-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900";
/** The row's links, before its delete button. */
var LINK_ACTIONS = [{
	verb: "View",
	icon: Eye,
	title: "View batch and students",
	path: batchPaths.view
}, {
	verb: "Edit",
	icon: Pencil,
	title: "Edit batch",
	path: batchPaths.edit
}];
function buildColumns(showCourse) {
	return [
		col.accessor("name", {
			header: "Batch",
			cell: (c) => {
				const b = c.row.original;
				return /* @__PURE__ */ jsxs("div", {
					className: "min-w-36",
					children: [
						/* @__PURE__ */ jsx(Link, {
							to: batchPaths.view(b.course, b._id),
							className: "font-semibold text-slate-900 hover:text-brand-700",
							"data-testid": "batch-name",
							children: b.name
						}),
						showCourse && /* @__PURE__ */ jsx("p", {
							className: "text-xs text-slate-600",
							children: b.courseTitle
						}),
						b.mentors.length > 0 && /* @__PURE__ */ jsxs("p", {
							className: "text-xs text-slate-500",
							children: ["Mentors: ", b.mentors.map((m) => m.name).join(", ")]
						})
					]
				});
			},
			meta: { isCardTitle: true }
		}),
		col.display({
			id: "dates",
			header: "Dates",
			cell: (c) => {
				const b = c.row.original;
				return /* @__PURE__ */ jsxs("div", {
					className: "whitespace-nowrap",
					children: [
						/* @__PURE__ */ jsxs("p", {
							className: "text-slate-800",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "sr-only",
									children: "From "
								}),
								formatDay(b.startDate),
								" –"
							]
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "text-slate-800",
							children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "to "
							}), formatDay(b.endDate)]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-xs text-slate-500",
							children: plural(b.durationWeeks, "week")
						})
					]
				});
			}
		}),
		col.accessor("enrollmentEndDate", {
			header: "Enrolment",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "whitespace-nowrap",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-slate-800",
					children: formatDay(c.getValue())
				}), /* @__PURE__ */ jsx("p", {
					className: "text-xs text-slate-500",
					children: c.row.original.isEnrollmentOpen ? "Open now" : "Closed"
				})]
			})
		}),
		col.accessor("finalPrice", {
			header: "Price",
			cell: (c) => {
				const b = c.row.original;
				const off = discountLabel(b);
				return /* @__PURE__ */ jsxs("div", {
					className: "whitespace-nowrap",
					children: [
						b.priceTitle && /* @__PURE__ */ jsx("p", {
							className: "text-xs font-medium text-brand-700",
							children: b.priceTitle
						}),
						/* @__PURE__ */ jsx("p", {
							className: "font-semibold text-slate-900 tabular-nums",
							"data-testid": "batch-final-price",
							children: formatInr(b.finalPrice)
						}),
						off && /* @__PURE__ */ jsxs("p", {
							className: "text-xs text-slate-500 tabular-nums",
							children: [
								/* @__PURE__ */ jsx("s", { children: formatInr(b.price) }),
								" · ",
								off
							]
						})
					]
				});
			}
		}),
		col.accessor("studentCount", {
			header: "Seats",
			cell: (c) => {
				const b = c.row.original;
				const filled = b.seats ? Math.min(100, b.studentCount / b.seats * 100) : 0;
				return /* @__PURE__ */ jsxs("div", {
					className: "w-24",
					children: [
						/* @__PURE__ */ jsxs("p", {
							className: "text-slate-800 tabular-nums",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "font-semibold",
									children: b.studentCount
								}),
								" / ",
								b.seats
							]
						}),
						/* @__PURE__ */ jsx("div", {
							className: "mt-1 h-1.5 rounded-full bg-slate-100",
							"aria-hidden": "true",
							children: /* @__PURE__ */ jsx("div", {
								className: "h-full rounded-full bg-brand-600",
								style: { width: `${filled}%` }
							})
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "mt-0.5 text-xs text-slate-500",
							children: [b.seatsLeft, " left"]
						})
					]
				});
			}
		}),
		col.accessor("status", {
			header: "Status",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col items-start gap-1.5",
				children: [/* @__PURE__ */ jsx(BatchStatusBadge, { status: c.getValue() }), /* @__PURE__ */ jsx(BatchActiveSwitch, { batch: c.row.original })]
			})
		}),
		col.display({
			id: "actions",
			header: () => /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Actions"
			}),
			cell: (c) => {
				const b = c.row.original;
				return /* @__PURE__ */ jsxs("div", {
					className: "flex items-center justify-end gap-0.5",
					children: [LINK_ACTIONS.map(({ verb, icon: Icon, title, path }) => /* @__PURE__ */ jsx(Link, {
						to: path(b.course, b._id),
						className: iconButton,
						"aria-label": `${verb} ${b.name}`,
						title,
						"data-testid": `batch-${verb.toLowerCase()}`,
						children: /* @__PURE__ */ jsx(Icon, {
							className: "size-4",
							"aria-hidden": "true"
						})
					}, verb)), /* @__PURE__ */ jsx(DeleteBatchDialog, {
						batch: b,
						trigger: /* @__PURE__ */ jsx("button", {
							type: "button",
							className: `${iconButton} hover:bg-red-50! hover:text-red-700!`,
							"aria-label": `Delete ${b.name}`,
							title: "Delete batch",
							"data-testid": "batch-delete",
							children: /* @__PURE__ */ jsx(Trash2, {
								className: "size-4",
								"aria-hidden": "true"
							})
						})
					})]
				});
			},
			meta: { className: "w-24" }
		})
	];
}
/** The staff batch list: one row per batch with its switch and actions. */
function AdminBatchesTable({ rows, showCourse, ...state }) {
	const columns = useMemo(() => buildColumns(showCourse), [showCourse]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (r) => r._id,
		...state,
		emptyMessage: "No batches yet.",
		caption: "Batches",
		rowTestId: "batch-row",
		density: "compact"
	});
}
// src/features/batches-admin/components/course-switcher.tsx
/** Switches the batch list between every course ('all') and one course. */
function CourseSwitcher({ courseId, courseTitle }) {
	const navigate = useNavigate();
	const id = useId();
	const options = useCourseOptions().data ?? [];
	const known = courseId === "all" || options.some((c) => c._id === courseId);
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-center gap-2",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: "text-sm text-slate-600",
			children: "Course"
		}), /* @__PURE__ */ jsxs(AdminSelect, {
			id,
			size: "md",
			value: courseId,
			onChange: (e) => navigate(batchPaths.list(e.target.value)),
			"data-testid": "batch-course-switcher",
			className: "w-60 max-w-[60vw]",
			children: [
				/* @__PURE__ */ jsx("option", {
					value: "all",
					children: "All courses"
				}),
				!known && /* @__PURE__ */ jsx("option", {
					value: courseId,
					children: courseTitle ?? "This course"
				}),
				options.map((c) => /* @__PURE__ */ jsx("option", {
					value: c._id,
					children: c.title
				}, c._id))
			]
		})]
	});
}
// src/features/batches-admin/pages/admin-batches-page.tsx
var NO_FILTERS = {};
/** /admin/courses/{courseId}/batches: one course's batches, or every course's ('all'). */
function AdminBatchesPage() {
	const { courseId = "all" } = useParams();
	const isAll = courseId === "all";
	const isValidCourse = isAll || ID_PATTERN.test(courseId);
	const list = useListPage(NO_FILTERS);
	const { page, limit } = list;
	const query = useAdminBatches({
		course: courseId,
		page,
		limit
	}, isValidCourse);
	const course = useCourseOption(courseId, !isAll && isValidCourse);
	const data = query.data;
	if (!isValidCourse) return /* @__PURE__ */ jsx(RecordProblem, {
		title: COURSES_MSG.invalidCourseId,
		description: "A course id is 24 characters of 0–9 and a–f. Open the batches from the course list instead.",
		back: {
			to: batchPaths.courses,
			label: "Back to courses"
		},
		testId: "batch-error"
	});
	const courseTitle = isAll ? "All batches" : course.data?.title ?? data?.batches[0]?.courseTitle ?? "Batches";
	const summary = data ? `${plural(data.pagination.totalItems, "batch", "batches")} · ${plural(data.studentCount, "student")} enrolled` : "Loading…";
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: [
				{
					label: "Courses",
					to: batchPaths.courses
				},
				...isAll ? [] : [{ label: courseTitle }],
				{ label: "Batches" }
			] }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: courseTitle,
				description: /* @__PURE__ */ jsx("span", {
					"data-testid": "batch-summary",
					children: summary
				}),
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CourseSwitcher, {
					courseId,
					courseTitle: course.data?.title
				}), !isAll && /* @__PURE__ */ jsxs(Link, {
					to: batchPaths.create(courseId),
					className: buttonStyles(),
					"data-testid": "batch-new",
					children: [/* @__PURE__ */ jsx(Plus, {
						className: "size-4",
						"aria-hidden": "true"
					}), "New batch"]
				})] })
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "batches",
				failedMessage: COURSES_MSG.fetchAdminBatchesFailed,
				children: /* @__PURE__ */ jsx(AdminBatchesTable, {
					rows: data?.batches ?? [],
					showCourse: isAll,
					...tableStateOf(query),
					emptyHint: isAll ? "Pick a course above to add its first batch." : /* @__PURE__ */ jsx(Link, {
						to: batchPaths.create(courseId),
						className: "font-semibold text-brand-700 hover:underline",
						children: "Create the first batch for this course"
					})
				})
			})
		]
	});
}
export { AdminBatchesPage as default };
