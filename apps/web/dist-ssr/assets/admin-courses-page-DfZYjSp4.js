import { G as COURSE_TYPES, Gt as buttonStyles, K as COURSE_TYPE_LABELS, U as COURSE_STATES, W as COURSE_STATE_LABELS, X as ZAdminCourseListData, ft as formatInr, yt as COURSES_MSG } from "../entry-server.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { a as getErrorMessage, t as adminApi } from "./api-client-CyCTgC69.js";
import { n as courseAdminKeys, t as CourseStateBadge } from "./course-state-badge-C8vDwi8f.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { t as optionsOf } from "./list-filters-BWn4l1GJ.js";
import { n as pluralNoun, t as plural } from "./plural-DYc3P-kI.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { n as formatDate } from "./format-DGa3zFAK.js";
import { t as safeImageUrl } from "./safe-image-url-4gvig218.js";
import { n as toastThenClose, t as DeleteDialog } from "./delete-dialog-BOvzRbo8.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { t as catalogKeys } from "./catalog-keys-CrmdYunN.js";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { clsx } from "clsx";
import { CalendarRange, ExternalLink, Pencil, Plus, Trash2, TriangleAlert } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useMemo, useState } from "react";
// src/features/courses-admin/api/get-admin-courses.ts
/** GET /admin/courses → data.courses and data.pagination (every state, newest first). */
async function getAdminCourses(params, signal) {
	try {
		return (await adminApi.get("/courses", ZAdminCourseListData, {
			query: params,
			signal
		})).data;
	} catch (error) {
		throw new Error(getErrorMessage(error, COURSES_MSG.fetchCoursesFailed), { cause: error });
	}
}
function adminCoursesQueryOptions(params) {
	return queryOptions({
		queryKey: courseAdminKeys.list(params),
		queryFn: ({ signal }) => getAdminCourses(params, signal),
		staleTime: 3e4,
		placeholderData: keepPreviousData
	});
}
function useAdminCourses(params) {
	return useQuery(adminCoursesQueryOptions(params));
}
// src/features/courses-admin/components/course-list-filters.tsx
/** URL filter spec of /admin/courses: one state and one type at most (the API takes one). */
var COURSE_FILTER_SPEC = {
	state: { oneOf: COURSE_STATES },
	type: { oneOf: COURSE_TYPES }
};
var STATE_OPTIONS = optionsOf(COURSE_STATES, COURSE_STATE_LABELS);
var TYPE_OPTIONS = optionsOf(COURSE_TYPES, COURSE_TYPE_LABELS);
var FIELDS = [{
	select: "state",
	label: "State",
	options: STATE_OPTIONS,
	anyLabel: "All states"
}, {
	select: "type",
	label: "Type",
	options: TYPE_OPTIONS,
	anyLabel: "All types"
}].map((f) => ({
	...f,
	testId: `course-filter-${f.select}`,
	className: "w-full sm:w-44"
}));
/** State and type filters of the course list. */
function CourseListFilters({ list }) {
	return /* @__PURE__ */ jsx(ListFilterBar, {
		list,
		fields: FIELDS
	});
}
// src/features/courses-admin/components/course-row-actions.tsx
var actionClass = "inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900";
function ActionLabel({ children }) {
	return /* @__PURE__ */ jsx("span", {
		className: "md:sr-only",
		children
	});
}
/** The row's staff pages; `name` starts the link's accessible name before the course title. */
var LINKS = [{
	label: "Edit",
	icon: Pencil,
	name: "Edit",
	to: (id) => `/admin/courses/edit/${id}`
}, {
	label: "Batches",
	icon: CalendarRange,
	name: "Batches of",
	to: (id) => `/admin/courses/${id}/batches`
}];
/** Edit, Batches, View public page and Delete for one course row. */
function CourseRowActions({ course, onDelete }) {
	const isPublic = course.state === "published";
	return /* @__PURE__ */ jsxs("div", {
		className: "-ml-2 flex flex-wrap items-center gap-0.5 md:ml-0 md:flex-nowrap md:justify-end",
		children: [
			LINKS.map(({ label, icon: Icon, to, name }) => /* @__PURE__ */ jsxs(Link, {
				to: to(course._id),
				className: actionClass,
				"data-testid": `course-${label.toLowerCase()}`,
				"aria-label": `${name} ${course.title}`,
				title: label,
				children: [/* @__PURE__ */ jsx(Icon, {
					className: "size-4",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsx(ActionLabel, { children: label })]
			}, label)),
			isPublic ? /* @__PURE__ */ jsxs("a", {
				href: `/courses/${course._id}`,
				target: "_blank",
				rel: "noreferrer",
				className: actionClass,
				"data-testid": "course-view",
				"aria-label": `View the public page of ${course.title} (opens in a new tab)`,
				title: "View public page",
				children: [/* @__PURE__ */ jsx(ExternalLink, {
					className: "size-4",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsx(ActionLabel, { children: "View" })]
			}) : /* @__PURE__ */ jsxs("span", {
				className: clsx(actionClass, "cursor-not-allowed opacity-40 hover:bg-transparent"),
				title: "Only published courses have a public page",
				"aria-hidden": "true",
				children: [/* @__PURE__ */ jsx(ExternalLink, { className: "size-4" }), /* @__PURE__ */ jsx(ActionLabel, { children: "View" })]
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: () => onDelete(course),
				className: clsx(actionClass, "hover:bg-red-50 hover:text-red-700"),
				"data-testid": "course-delete",
				"aria-label": `Delete ${course.title}`,
				title: "Delete",
				children: [/* @__PURE__ */ jsx(Trash2, {
					className: "size-4",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsx(ActionLabel, { children: "Delete" })]
			})
		]
	});
}
// src/features/courses-admin/components/course-thumb.tsx
/** A course's initials: 'Full Stack Web Development' → 'FD'. */
function initials(title) {
	const words = title.replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
	if (words.length === 0) return "—";
	if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
	return `${words[0][0]}${words[words.length - 1][0]}`.toUpperCase();
}
/**
* A small 16:9 course picture for lists, or the course's initials on a brand tint when there
* is none or it fails to load (the public card does the same).
*/
function CourseThumb({ title, url, className }) {
	const [failedUrl, setFailedUrl] = useState(null);
	const src = safeImageUrl(url);
	const box = clsx("aspect-video shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200", className);
	if (!src || failedUrl === src) return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: clsx(box, "grid place-items-center bg-gradient-to-br from-brand-600 to-brand-800 font-mono text-xs font-bold text-white/95"),
		children: initials(title)
	});
	return /* @__PURE__ */ jsx("img", {
		src,
		alt: "",
		loading: "lazy",
		onError: () => setFailedUrl(src),
		className: clsx(box, "bg-slate-100 object-cover")
	});
}
// src/features/courses-admin/components/courses-table.tsx
var col = adminColumnHelper();
function PriceCell({ course }) {
	const { price, discountPercentage, finalPrice } = course;
	return /* @__PURE__ */ jsxs("div", {
		className: "whitespace-nowrap",
		"data-testid": "course-price",
		children: [/* @__PURE__ */ jsx("p", {
			className: "font-semibold text-slate-900 tabular-nums",
			"data-testid": "course-final-price",
			children: finalPrice <= 0 ? "Free" : formatInr(finalPrice)
		}), discountPercentage > 0 && /* @__PURE__ */ jsxs("p", {
			className: "text-xs text-slate-500 tabular-nums",
			children: [/* @__PURE__ */ jsx("s", { children: formatInr(price) }), /* @__PURE__ */ jsxs("span", {
				className: "ml-1.5 font-semibold text-emerald-700",
				children: [
					"−",
					discountPercentage,
					"%"
				]
			})]
		})]
	});
}
function buildColumns(onDelete) {
	return [
		col.accessor("title", {
			header: "Course",
			cell: (c) => {
				const course = c.row.original;
				return /* @__PURE__ */ jsxs("div", {
					className: "flex min-w-52 items-center gap-3",
					children: [/* @__PURE__ */ jsx(CourseThumb, {
						title: course.title,
						url: course.metaData.thumbnail,
						className: "w-16"
					}), /* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx(Link, {
							to: `/admin/courses/edit/${course._id}`,
							className: "line-clamp-2 font-semibold text-slate-900 hover:text-brand-700",
							"data-testid": "course-title",
							children: course.title
						}), /* @__PURE__ */ jsx("p", {
							className: "mt-0.5 truncate text-xs font-normal text-slate-500",
							children: course.instructors.length > 0 ? course.instructors.map((i) => i.name).join(", ") : "No instructor yet"
						})]
					})]
				});
			},
			meta: { isCardTitle: true }
		}),
		col.accessor("state", {
			header: "State · Type",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col items-start gap-1",
				children: [/* @__PURE__ */ jsx(CourseStateBadge, { state: c.getValue() }), /* @__PURE__ */ jsxs("span", {
					className: "text-xs whitespace-nowrap text-slate-600",
					"data-testid": "course-type",
					children: [
						COURSE_TYPE_LABELS[c.row.original.type],
						" ·",
						" ",
						plural(c.row.original.duration_weeks, "week")
					]
				})]
			})
		}),
		col.display({
			id: "price",
			header: "Price",
			cell: (c) => /* @__PURE__ */ jsx(PriceCell, { course: c.row.original })
		}),
		col.display({
			id: "counts",
			header: "Enrolment",
			cell: (c) => {
				const { batchCount, studentCount } = c.row.original;
				return /* @__PURE__ */ jsxs("div", {
					className: "text-sm whitespace-nowrap text-slate-700",
					children: [/* @__PURE__ */ jsxs("p", { children: [
						/* @__PURE__ */ jsx("span", {
							className: "font-semibold text-slate-900 tabular-nums",
							"data-testid": "course-batch-count",
							children: batchCount
						}),
						" ",
						pluralNoun(batchCount, "batch", "batches")
					] }), /* @__PURE__ */ jsxs("p", { children: [
						/* @__PURE__ */ jsx("span", {
							className: "font-semibold text-slate-900 tabular-nums",
							"data-testid": "course-student-count",
							children: studentCount
						}),
						" ",
						pluralNoun(studentCount, "student")
					] })]
				});
			}
		}),
		col.accessor("updatedAt", {
			header: "Updated",
			cell: (c) => /* @__PURE__ */ jsx("time", {
				dateTime: c.getValue(),
				className: "whitespace-nowrap text-slate-700",
				children: formatDate(c.getValue())
			})
		}),
		col.display({
			id: "actions",
			header: "Actions",
			cell: (c) => /* @__PURE__ */ jsx(CourseRowActions, {
				course: c.row.original,
				onDelete
			}),
			meta: { headerClassName: "text-right" }
		})
	];
}
/** The staff course list: picture, title, state, type, prices, counts and row actions. */
function CoursesTable({ rows, onDelete, ...state }) {
	const columns = useMemo(() => buildColumns(onDelete), [onDelete]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (r) => r._id,
		...state,
		emptyMessage: "No courses found.",
		caption: "Courses",
		rowTestId: "course-row",
		density: "compact"
	});
}
// src/features/courses-admin/api/delete-course.ts
/** DELETE /admin/courses/{id}; 409 (the server's text) once anyone has enrolled. */
async function deleteCourse(id) {
	return (await adminApi.delete(`/courses/${encodeURIComponent(id)}`, ZNoData)).message || COURSES_MSG.courseDeleted;
}
function useDeleteCourse() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteCourse,
		onSuccess: (_message, id) => {
			queryClient.removeQueries({ queryKey: courseAdminKeys.detail(id) });
			queryClient.invalidateQueries({ queryKey: courseAdminKeys.lists() });
			queryClient.invalidateQueries({ queryKey: catalogKeys.courses });
		}
	});
}
// src/features/courses-admin/components/delete-course-dialog.tsx
/** Asks before deleting a course; the server refuses (409) once anyone has enrolled. */
function DeleteCourseDialog({ course, onClose }) {
	const remove = useDeleteCourse();
	const onConfirm = () => {
		if (course) remove.mutate(course._id, toastThenClose(onClose, COURSES_MSG.deleteCourseFailed));
	};
	return /* @__PURE__ */ jsx(DeleteDialog, {
		open: course !== null,
		onOpenChange: (open) => !open && onClose(),
		noun: "course",
		subject: course?.title,
		consequence: /* @__PURE__ */ jsxs(Fragment, { children: [
			course && course.batchCount > 0 ? `, its ${plural(course.batchCount, "batch", "batches")}, modules and announcements` : ", its modules and announcements",
			" ",
			"will be removed for good. This cannot be undone."
		] }),
		onConfirm,
		isPending: remove.isPending,
		testId: "course-delete-dialog",
		children: course && course.studentCount > 0 && /* @__PURE__ */ jsxs("p", {
			className: "mt-3 flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900",
			children: [
				/* @__PURE__ */ jsx(TriangleAlert, {
					className: "mt-0.5 size-4 shrink-0",
					"aria-hidden": "true"
				}),
				plural(course.studentCount, "student is", "students are"),
				" enrolled, so the server will refuse. Archive the course instead."
			]
		})
	});
}
// src/features/courses-admin/pages/admin-courses-page.tsx
/** /admin/courses: every course (any state) with its counts, filters and row actions. */
function AdminCoursesPage() {
	const list = useListPage(COURSE_FILTER_SPEC);
	const { params } = list;
	const [toDelete, setToDelete] = useState(null);
	const query = useAdminCourses(params);
	const data = query.data;
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Courses",
				description: "The catalogue: prices, content, modules and announcements of every course.",
				actions: /* @__PURE__ */ jsxs(Link, {
					to: "/admin/courses/new",
					className: buttonStyles(),
					"data-testid": "course-new",
					children: [/* @__PURE__ */ jsx(Plus, {
						className: "size-4",
						"aria-hidden": "true"
					}), "New course"]
				})
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "courses",
				failedMessage: COURSES_MSG.fetchCoursesFailed,
				toolbar: /* @__PURE__ */ jsx(ListToolbar, {
					list,
					placeholder: "Search courses by title",
					idPrefix: "course",
					children: /* @__PURE__ */ jsx(CourseListFilters, { list })
				}),
				children: /* @__PURE__ */ jsx(CoursesTable, {
					rows: data?.courses ?? [],
					...tableStateOf(query),
					onDelete: setToDelete,
					emptyHint: list.isFiltered ? "Try another search or clear the filters." : /* @__PURE__ */ jsx(Link, {
						to: "/admin/courses/new",
						className: "font-semibold text-brand-700 hover:underline",
						children: "Create the first course"
					})
				})
			}),
			/* @__PURE__ */ jsx(DeleteCourseDialog, {
				course: toDelete,
				onClose: () => setToDelete(null)
			})
		]
	});
}
export { AdminCoursesPage as default };
