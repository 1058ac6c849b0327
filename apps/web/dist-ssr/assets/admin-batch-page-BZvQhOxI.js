import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as ExportCsvLink } from "./registrations-list-CzUnUpI4.js";
import { t as SearchInput } from "./search-input-_kbwK_BQ.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { Gt as buttonStyles, Wt as Button, c as toast, ft as formatInr } from "../entry-server.js";
import { n as ZBatchStudentsData } from "./classroom.schema-iNsnfj4B.js";
import { a as getErrorMessage, t as adminApi } from "./api-client-CyCTgC69.js";
import { c as batchAdminKeys, i as batchPaths, n as Breadcrumbs, r as batchCrumbs, t as BatchLoader } from "./batch-page-states-CCAhejvL.js";
import { n as failWith } from "./field-issues-CklJ7g7w.js";
import { t as BatchActiveSwitch } from "./batch-active-switch-DAGJKthr.js";
import { C as FormServerAlert, E as useZodForm, F as ASSIGNMENT_KIND_LABELS, H as ZAssignmentBody, P as ASSIGNMENT_KINDS, S as Form, _ as FormText, d as FormSelect, g as FormNumber, t as FormMarkdown, u as FormDateTime, w as SubmitButton } from "./form-9deOHQRr.js";
import { n as toastThenClose, t as DeleteDialog } from "./delete-dialog-BOvzRbo8.js";
import { t as Drawer } from "./drawer-B15p3tGc.js";
import { t as InlineError } from "./inline-error-Zfqv3JnB.js";
import { a as formatDateTime, f as formatWeekdayDateTime, i as formatDateRange, s as formatDay } from "./format-DGa3zFAK.js";
import { i as useSaveAssignment, n as useBatchAssignments, r as useDeleteAssignment, t as ASSIGNMENTS_FETCH_FAILED } from "./batch-assignments-B73NQ8DM.js";
import { i as istNextHour, n as istDayAt } from "./ist-datetime-B-lTdV24.js";
import { a as ZLiveClassAttendanceData, d as ZLiveClassUpdateBody, n as ZAdminLiveClass, o as ZLiveClassBody, r as ZAdminLiveClassListData, s as ZLiveClassImportData, t as LIVE_CLASS_MSG, u as ZLiveClassStudentsData } from "./live-class.schema-CzQUJZ4J.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { t as Modal } from "./modal-DWoX8q6Y.js";
import { t as SectionCard } from "./section-card-rmkpWGYj.js";
import { n as formatMinutes } from "./countdown-DMjZUhNf.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { n as ATTENDANCE_TOO_LARGE, t as ATTENDANCE_MAX_BYTES } from "./webinar.schema-B5O1UN4y.js";
import { t as CsvFileButton } from "./csv-file-button-DktauStM.js";
import { t as BatchStudentsTable } from "./batch-students-table-Cx8183x2.js";
import { n as discountLabel, t as DeleteBatchDialog } from "./delete-batch-dialog-D1o5bRLy.js";
import { t as BatchStatusBadge } from "./batch-badges-PQcX9lMV.js";
import { z } from "zod";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { clsx } from "clsx";
import { CalendarClock, CalendarDays, ClipboardCheck, IndianRupee, Pencil, Plus, Timer, Trash2, Users } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/batches-admin/api/get-batch-students.ts
var STUDENTS_FETCH_FAILED = "Failed to fetch students";
/** GET /admin/batches/{id}/students?search&page&limit → data{students, pagination} */
async function getBatchStudents(id, params, signal) {
	return (await adminApi.get(`/batches/${encodeURIComponent(id)}/students`, ZBatchStudentsData, {
		query: {
			page: params.page,
			limit: params.limit,
			search: params.search || void 0
		},
		signal
	})).data;
}
var batchStudentsQueryOptions = (id, params) => queryOptions({
	queryKey: batchAdminKeys.studentList(id, params),
	queryFn: ({ signal }) => getBatchStudents(id, params, signal),
	staleTime: 3e4,
	placeholderData: keepPreviousData
});
var useBatchStudents = (id, params, enabled = true) => useQuery({
	...batchStudentsQueryOptions(id, params),
	enabled
});
/** The CSV of the batch's students (progress and payments) with the search on screen. */
function batchStudentsExportHref(id, search) {
	return adminApi.href(`/batches/${encodeURIComponent(id)}/students/export.csv`, { search: search || void 0 });
}
// src/features/batches-admin/components/assignment-form.tsx
var KIND_OPTIONS = ASSIGNMENT_KINDS.map((k) => ({
	value: k,
	label: ASSIGNMENT_KIND_LABELS[k]
}));
function valuesOf(a) {
	if (!a) return {
		title: "",
		instructions: "",
		dueAt: istDayAt(7, "23:59"),
		maxScore: 100,
		passScore: 40,
		submissionKind: "link"
	};
	return {
		title: a.title,
		instructions: a.instructions,
		dueAt: a.dueAt,
		maxScore: a.maxScore,
		passScore: a.passScore,
		submissionKind: a.submissionKind
	};
}
/** Create or edit one assignment of a batch (the shared ZAssignmentBody, checked again by the API). */
function AssignmentForm({ batchId, assignment, onSaved }) {
	const save = useSaveAssignment(batchId);
	const form = useZodForm(ZAssignmentBody, {
		defaultValues: valuesOf(assignment),
		mode: "onTouched"
	});
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: async (body) => {
			const res = await save.mutateAsync({
				id: assignment?._id,
				body
			});
			toast.success(res.message);
			onSaved();
		},
		failureMessage: "Failed to save the assignment",
		className: "space-y-5",
		"data-testid": "assignment-form",
		children: [
			/* @__PURE__ */ jsx(FormText, {
				name: "title",
				label: "Title",
				maxLength: 150,
				testId: "assignment-title-input"
			}),
			/* @__PURE__ */ jsx(FormMarkdown, {
				name: "instructions",
				label: "Instructions",
				hint: "Markdown: headings, lists, links and code blocks. Students see it as the preview shows.",
				rows: 10,
				testId: "assignment-instructions-input"
			}),
			/* @__PURE__ */ jsx(FormDateTime, {
				name: "dueAt",
				label: "Due",
				hint: "India time (IST). A first submission after it is still taken, marked late.",
				timeLabel: "Due: time of day",
				testId: "assignment-due-input"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-5 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(FormNumber, {
					name: "maxScore",
					label: "Maximum score",
					hint: "1 to 1000.",
					testId: "assignment-max-input"
				}), /* @__PURE__ */ jsx(FormNumber, {
					name: "passScore",
					label: "Pass mark",
					hint: "Counts towards the course certificate.",
					testId: "assignment-pass-input"
				})]
			}),
			/* @__PURE__ */ jsx(FormSelect, {
				name: "submissionKind",
				label: "Students hand in",
				options: KIND_OPTIONS,
				testId: "assignment-kind-select"
			}),
			/* @__PURE__ */ jsx(FormServerAlert, { testId: "assignment-form-alert" }),
			/* @__PURE__ */ jsx(SubmitButton, {
				loadingText: "Saving…",
				"data-testid": "assignment-save",
				children: assignment ? "Save changes" : "Create assignment"
			})
		]
	});
}
// src/features/batches-admin/components/batch-assignments.tsx
function AssignmentRow({ a, onEdit, onDelete }) {
	const toReview = a.submittedCount - a.gradedCount;
	return /* @__PURE__ */ jsxs("li", {
		className: "grid gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center",
		"data-testid": "admin-assignment",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("p", {
					className: "font-semibold break-words text-slate-900",
					children: a.title
				}), /* @__PURE__ */ jsxs("p", {
					className: "text-sm text-slate-600",
					children: [
						"Due ",
						formatDateTime(a.dueAt),
						" IST · ",
						ASSIGNMENT_KIND_LABELS[a.submissionKind],
						" · pass",
						" ",
						a.passScore,
						"/",
						a.maxScore
					]
				})]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-sm text-slate-700 tabular-nums",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-slate-900",
						children: a.submittedCount
					}),
					" submitted ·",
					" ",
					/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-slate-900",
						children: a.gradedCount
					}),
					" graded",
					toReview > 0 && /* @__PURE__ */ jsxs("span", {
						className: "ml-1 font-semibold text-amber-700",
						children: [
							"· ",
							toReview,
							" to review"
						]
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex gap-1",
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: onEdit,
					"aria-label": `Edit ${a.title}`,
					"data-testid": "assignment-edit",
					children: /* @__PURE__ */ jsx(Pencil, {
						className: "size-4",
						"aria-hidden": "true"
					})
				}), /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: onDelete,
					"aria-label": `Delete ${a.title}`,
					"data-testid": "assignment-delete",
					children: /* @__PURE__ */ jsx(Trash2, {
						className: "size-4",
						"aria-hidden": "true"
					})
				})]
			})
		]
	});
}
/** The batch's assignments: create, edit and delete them, and open the review queue. */
function BatchAssignments({ batch }) {
	const query = useBatchAssignments(batch._id);
	const remove = useDeleteAssignment(batch._id);
	const [editing, setEditing] = useState(null);
	const [deleting, setDeleting] = useState(null);
	const assignments = query.data;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "assignments-heading",
		className: "mt-8",
		"data-testid": "batch-assignments",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-3 flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "assignments-heading",
					className: "text-lg font-semibold text-slate-900",
					children: "Assignments"
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-2",
					children: [/* @__PURE__ */ jsxs(Link, {
						to: batchPaths.reviews(batch.course, batch._id),
						className: buttonStyles({
							variant: "secondary",
							size: "sm"
						}),
						"data-testid": "assignment-reviews-link",
						children: [/* @__PURE__ */ jsx(ClipboardCheck, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Review queue"]
					}), /* @__PURE__ */ jsxs(Button, {
						size: "sm",
						onClick: () => setEditing({ assignment: null }),
						"data-testid": "assignment-new",
						children: [/* @__PURE__ */ jsx(Plus, {
							className: "size-4",
							"aria-hidden": "true"
						}), "New assignment"]
					})]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "rounded-2xl border border-slate-200 bg-white shadow-xs",
				children: query.error && !assignments ? /* @__PURE__ */ jsx("div", {
					className: "p-4",
					children: /* @__PURE__ */ jsx(InlineError, {
						message: getErrorMessage(query.error, ASSIGNMENTS_FETCH_FAILED),
						onRetry: () => void query.refetch(),
						testId: "assignments-error"
					})
				}) : !assignments ? /* @__PURE__ */ jsx("p", {
					className: "p-4 text-sm text-slate-500",
					children: "Loading assignments…"
				}) : assignments.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "p-6 text-center text-sm text-slate-600",
					children: "No assignments yet. Create one: students see it in their classroom."
				}) : /* @__PURE__ */ jsx("ul", {
					className: "divide-y divide-slate-100",
					children: assignments.map((a) => /* @__PURE__ */ jsx(AssignmentRow, {
						a,
						onEdit: () => setEditing({ assignment: a }),
						onDelete: () => setDeleting(a)
					}, a._id))
				})
			}),
			/* @__PURE__ */ jsx(Drawer, {
				open: editing !== null,
				onOpenChange: (open) => !open && setEditing(null),
				title: editing?.assignment ? "Edit assignment" : "New assignment",
				widthClassName: "sm:max-w-2xl",
				testId: "assignment-drawer",
				children: editing && /* @__PURE__ */ jsx(AssignmentForm, {
					batchId: batch._id,
					assignment: editing.assignment,
					onSaved: () => setEditing(null)
				})
			}),
			/* @__PURE__ */ jsx(DeleteDialog, {
				open: deleting !== null,
				onOpenChange: (open) => !open && setDeleting(null),
				noun: "assignment",
				subject: deleting?.title ?? "",
				consequence: " leaves the batch and the students' classroom. This cannot be undone.",
				onConfirm: () => deleting && remove.mutate(deleting._id, toastThenClose(() => setDeleting(null), "Failed to delete the assignment")),
				isPending: remove.isPending,
				testId: "assignment-delete-dialog"
			})
		]
	});
}
// src/features/batches-admin/api/live-classes.ts
var FAILED = "Something went wrong with the live classes. Please try again.";
var base = (batchId) => `/batches/${encodeURIComponent(batchId)}/live-classes`;
var one = (batchId, classId) => `${base(batchId)}/${encodeURIComponent(classId)}`;
var keys = {
	all: (batchId) => [...batchAdminKeys.detail(batchId), "live-classes"],
	list: (batchId) => [...keys.all(batchId), "list"],
	students: (batchId) => [...keys.all(batchId), "students"],
	attendance: (batchId, classId) => [
		...keys.all(batchId),
		"attendance",
		classId
	]
};
/** GET /admin/batches/{id}/live-classes (with attended counts). */
function useAdminLiveClasses(batchId) {
	return useQuery({
		queryKey: keys.list(batchId),
		queryFn: async ({ signal }) => (await adminApi.get(base(batchId), ZAdminLiveClassListData, { signal })).data.liveClasses
	});
}
/** GET /admin/batches/{id}/live-classes/students: classes attended per student. */
function useLiveClassStudents(batchId, enabled) {
	return useQuery({
		queryKey: keys.students(batchId),
		queryFn: async ({ signal }) => (await adminApi.get(`${base(batchId)}/students`, ZLiveClassStudentsData, { signal })).data.students,
		enabled
	});
}
/** GET /admin/batches/{id}/live-classes/{classId}/attendance: every enrolled student. */
function useLiveClassAttendance(batchId, classId) {
	return useQuery({
		queryKey: keys.attendance(batchId, classId ?? ""),
		queryFn: async ({ signal }) => (await adminApi.get(`${one(batchId, classId)}/attendance`, ZLiveClassAttendanceData, { signal })).data,
		enabled: classId !== null
	});
}
function useRefresh(batchId) {
	const queryClient = useQueryClient();
	return () => queryClient.invalidateQueries({ queryKey: keys.all(batchId) });
}
/** POST /admin/batches/{id}/live-classes: one class or a weekly series. */
function useScheduleLiveClass(batchId) {
	const refresh = useRefresh(batchId);
	return useMutation({
		mutationFn: async (body) => {
			const res = await adminApi.post(base(batchId), ZAdminLiveClassListData, body);
			return {
				liveClasses: res.data.liveClasses,
				message: res.message
			};
		},
		onSuccess: refresh
	});
}
/** PATCH /admin/batches/{id}/live-classes/{classId} */
function useUpdateLiveClass(batchId) {
	const refresh = useRefresh(batchId);
	return useMutation({
		mutationFn: async ({ id, body }) => {
			return (await adminApi.patch(one(batchId, id), z.object({ liveClass: ZAdminLiveClass }), body)).data.liveClass;
		},
		onSuccess: refresh
	});
}
/** DELETE /admin/batches/{id}/live-classes/{classId} */
function useDeleteLiveClass(batchId) {
	const refresh = useRefresh(batchId);
	return useMutation({
		mutationFn: async (id) => {
			try {
				await adminApi.delete(one(batchId, id), ZNoData);
			} catch (error) {
				failWith(error, FAILED);
			}
		},
		onSuccess: refresh
	});
}
/** POST …/attendance/import with the participant CSV's bytes as text/csv (the webinars' importer). */
function useImportLiveAttendance(batchId, classId) {
	const refresh = useRefresh(batchId);
	return useMutation({
		mutationFn: async (file) => {
			try {
				return (await adminApi.post(`${one(batchId, classId)}/attendance/import`, ZLiveClassImportData, new Blob([file], { type: "text/csv" }))).data.report;
			} catch (error) {
				failWith(error, FAILED);
			}
		},
		onSuccess: refresh
	});
}
// src/features/batches-admin/components/live-class-attendance.tsx
/** The class's attendance: every enrolled student, and the participant-CSV import. */
function AttendanceDialog({ batchId, liveClass, onClose }) {
	const { data, error } = useLiveClassAttendance(batchId, liveClass?._id ?? null);
	return /* @__PURE__ */ jsx(Modal, {
		open: liveClass !== null,
		onOpenChange: (open) => !open && onClose(),
		title: "Attendance",
		description: liveClass ? `${liveClass.title} · ${formatWeekdayDateTime(liveClass.startsAt)} IST` : void 0,
		widthClassName: "max-w-2xl",
		testId: "live-attendance-dialog",
		footer: /* @__PURE__ */ jsx(Button, {
			onClick: onClose,
			children: "Done"
		}),
		children: liveClass && /* @__PURE__ */ jsxs("div", {
			className: "space-y-4 pb-1",
			children: [/* @__PURE__ */ jsx(CsvImport, {
				batchId,
				classId: liveClass._id
			}), error ? /* @__PURE__ */ jsx("p", {
				className: "text-sm text-red-700",
				children: getErrorMessage(error, "Could not load attendance.")
			}) : !data ? /* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: "Loading…"
			}) : data.attendance.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: "No students in this batch yet."
			}) : /* @__PURE__ */ jsxs("table", {
				className: "w-full text-left text-sm",
				"data-testid": "live-attendance-table",
				children: [/* @__PURE__ */ jsx("thead", {
					className: "text-xs text-slate-600 uppercase",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-3",
							children: "Student"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-3",
							children: "Attended"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2",
							children: "Minutes"
						})
					] })
				}), /* @__PURE__ */ jsx("tbody", {
					className: "divide-y divide-slate-200",
					children: data.attendance.map((a) => /* @__PURE__ */ jsxs("tr", {
						"data-testid": "live-attendance-row",
						children: [
							/* @__PURE__ */ jsxs("td", {
								className: "py-2 pr-3",
								children: [/* @__PURE__ */ jsx("span", {
									className: "block font-medium text-slate-900",
									children: a.name
								}), /* @__PURE__ */ jsx("span", {
									className: "block text-xs break-all text-slate-600",
									children: [a.email, a.phone].filter(Boolean).join(" · ")
								})]
							}),
							/* @__PURE__ */ jsx("td", {
								className: "py-2 pr-3",
								children: a.attended ? a.joinedAt ? `Joined ${formatWeekdayDateTime(a.joinedAt)}` : "Yes (imported)" : "No"
							}),
							/* @__PURE__ */ jsx("td", {
								className: "py-2 tabular-nums",
								children: a.minutes ?? "—"
							})
						]
					}, a.userId))
				})]
			})]
		})
	});
}
/** "Import participant CSV": Zoom, Meet or Teams' export, matched by e-mail or phone. */
function CsvImport({ batchId, classId }) {
	const importer = useImportLiveAttendance(batchId, classId);
	const [report, setReport] = useState(null);
	const onFile = (file) => {
		importer.mutate(file, {
			onSuccess: (r) => {
				setReport(r);
				toast.success(LIVE_CLASS_MSG.attendanceImported);
			},
			onError: (e) => toast.error(e.message)
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "rounded-xl bg-slate-50 p-3",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-center gap-3",
			children: [/* @__PURE__ */ jsx(CsvFileButton, {
				onFile,
				isLoading: importer.isPending,
				maxBytes: ATTENDANCE_MAX_BYTES,
				tooLarge: ATTENDANCE_TOO_LARGE,
				testId: "live-attendance-import",
				fileTestId: "live-attendance-file",
				children: "Import participant CSV"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-xs text-slate-600",
				children: "The participants export of Zoom, Meet or Teams; rows match students by e-mail or phone."
			})]
		}), report && /* @__PURE__ */ jsxs("p", {
			className: "mt-2 text-sm text-slate-800",
			"data-testid": "live-import-report",
			children: [
				plural(report.rows, "row"),
				" read: ",
				report.marked,
				" marked, ",
				report.alreadyMarked,
				" already marked, ",
				report.unmatched.length,
				" matched no student",
				report.unmatched.length > 0 && ` (${report.unmatched.slice(0, 5).map((u) => u.name || u.email || u.phone).join(", ")}${report.unmatched.length > 5 ? "…" : ""})`,
				"."
			]
		})]
	});
}
/** Classes attended per student, of the classes held so far. */
function StudentsDialog({ batchId, open, onClose }) {
	const { data, error } = useLiveClassStudents(batchId, open);
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onOpenChange: (o) => !o && onClose(),
		title: "Live class attendance by student",
		description: "Classes attended of those held so far.",
		widthClassName: "max-w-xl",
		testId: "live-students-dialog",
		footer: /* @__PURE__ */ jsx(Button, {
			onClick: onClose,
			children: "Done"
		}),
		children: error ? /* @__PURE__ */ jsx("p", {
			className: "text-sm text-red-700",
			children: getErrorMessage(error, "Could not load attendance.")
		}) : !data ? /* @__PURE__ */ jsx("p", {
			className: "text-sm text-slate-600",
			children: "Loading…"
		}) : data.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "text-sm text-slate-600",
			children: "No students in this batch yet."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-slate-200 pb-1",
			children: data.map((s) => /* @__PURE__ */ jsxs("li", {
				className: "flex items-center justify-between gap-3 py-2 text-sm",
				"data-testid": "live-student-row",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block font-medium text-slate-900",
						children: s.name
					}), /* @__PURE__ */ jsx("span", {
						className: "block truncate text-xs text-slate-600",
						children: s.email ?? s.phone
					})]
				}), /* @__PURE__ */ jsxs("span", {
					className: "shrink-0 font-semibold tabular-nums text-slate-900",
					children: [
						s.attended,
						" / ",
						s.held
					]
				})]
			}, s.userId))
		})
	});
}
// src/features/batches-admin/components/live-class-form.tsx
function LiveClassForm({ batchId, edit, onClose }) {
	const schedule = useScheduleLiveClass(batchId);
	const update = useUpdateLiveClass(batchId);
	const form = useZodForm(edit ? ZLiveClassUpdateBody : ZLiveClassBody, {
		defaultValues: {
			title: edit?.title ?? "",
			startsAt: edit?.startsAt ?? istNextHour(),
			durationMinutes: edit?.durationMinutes ?? 60,
			joinLink: edit?.joinLink ?? "",
			recordingUrl: edit?.recordingUrl ?? "",
			...edit ? {} : { repeatWeeks: 1 }
		},
		mode: "onTouched"
	});
	const onSubmit = async (values) => {
		if (edit) {
			const { repeatWeeks: _ignored, ...body } = values;
			await update.mutateAsync({
				id: edit._id,
				body: {
					...body,
					recordingUrl: body.recordingUrl ?? ""
				}
			});
			toast.success(LIVE_CLASS_MSG.updated);
		} else {
			const { message } = await schedule.mutateAsync(values);
			toast.success(message);
		}
		onClose();
	};
	const pending = schedule.isPending || update.isPending;
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		failureMessage: "Could not save the live class",
		tell: "toast",
		className: "space-y-4 pb-5",
		children: [
			/* @__PURE__ */ jsx(FormText, {
				name: "title",
				label: "Title",
				maxLength: 150,
				testId: "live-title-input"
			}),
			/* @__PURE__ */ jsx(FormDateTime, {
				name: "startsAt",
				label: "Starts at",
				timeLabel: "Starts at: time of day",
				hint: "India time (IST)",
				testId: "live-start-input"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(FormNumber, {
					name: "durationMinutes",
					label: "Duration (minutes)",
					hint: "15 to 600 minutes.",
					type: "number",
					min: 15,
					max: 600,
					step: 5,
					testId: "live-duration-input"
				}), !edit && /* @__PURE__ */ jsx(FormNumber, {
					name: "repeatWeeks",
					label: "Repeat weekly for N weeks",
					hint: "1 is a single class; up to 26.",
					type: "number",
					min: 1,
					max: 26,
					testId: "live-repeat-input"
				})]
			}),
			/* @__PURE__ */ jsx(FormText, {
				name: "joinLink",
				label: "Join link",
				placeholder: "https://meet.google.com/abc-defg-hij",
				testId: "live-link-input"
			}),
			/* @__PURE__ */ jsx(FormText, {
				name: "recordingUrl",
				label: "Recording link",
				hint: "Optional: add it after the class; students see “Watch recording”.",
				placeholder: "https://www.youtube.com/watch?v=…",
				testId: "live-recording-input"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					onClick: onClose,
					disabled: pending,
					children: "Cancel"
				}), /* @__PURE__ */ jsx(SubmitButton, {
					isLoading: pending,
					loadingText: "Saving…",
					"data-testid": "live-save",
					children: edit ? "Save" : "Schedule"
				})]
			})
		]
	});
}
// src/features/batches-admin/components/batch-live-classes.tsx
var STATUS_LABEL = {
	upcoming: "Upcoming",
	live: "Live now",
	ended: "Ended"
};
var STATUS_STYLE = {
	upcoming: "bg-brand-50 text-brand-800 ring-brand-200",
	live: "bg-red-50 text-red-800 ring-red-200",
	ended: "bg-slate-100 text-slate-700 ring-slate-200"
};
/**
* The batch's live classes on its staff page: the list with attendance counts, scheduling (one
* class or weekly for N weeks), editing (the recording link), deleting, each class's attendance
* with the participant-CSV import, and classes attended per student.
*/
function BatchLiveClasses({ batchId }) {
	const { data: classes, error, refetch } = useAdminLiveClasses(batchId);
	const [form, setForm] = useState(null);
	const [removing, setRemoving] = useState(null);
	const [attendanceOf, setAttendanceOf] = useState(null);
	const [byStudent, setByStudent] = useState(false);
	const remove = useDeleteLiveClass(batchId);
	return /* @__PURE__ */ jsxs(SectionCard, {
		id: "live-classes",
		icon: CalendarClock,
		title: "Live classes",
		description: "Times are India time (IST). Students can join from 10 minutes before the start.",
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			size: "sm",
			icon: Users,
			onClick: () => setByStudent(true),
			"data-testid": "live-by-student",
			children: "By student"
		}), /* @__PURE__ */ jsx(Button, {
			size: "sm",
			icon: Plus,
			onClick: () => setForm({ edit: null }),
			"data-testid": "live-schedule",
			children: "Schedule class"
		})] }),
		children: [
			error && !classes ? /* @__PURE__ */ jsx(InlineError, {
				testId: "live-admin-error",
				message: getErrorMessage(error, "Could not load the live classes."),
				onRetry: () => void refetch()
			}) : !classes ? /* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: "Loading live classes…"
			}) : classes.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				"data-testid": "live-admin-empty",
				children: "No live classes yet. Schedule one, or a weekly series in one step."
			}) : /* @__PURE__ */ jsx("ul", {
				className: "divide-y divide-slate-200 rounded-xl border border-slate-200",
				"data-testid": "live-admin-list",
				children: classes.map((c) => /* @__PURE__ */ jsxs("li", {
					"data-testid": "live-admin-row",
					className: "flex flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:justify-between",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ jsxs("p", {
							className: "flex flex-wrap items-center gap-2",
							children: [/* @__PURE__ */ jsx("span", {
								className: "font-medium break-words text-slate-900",
								children: c.title
							}), /* @__PURE__ */ jsx("span", {
								className: clsx("rounded-full px-2 py-0.5 text-xs font-semibold ring-1", STATUS_STYLE[c.status]),
								children: STATUS_LABEL[c.status]
							})]
						}), /* @__PURE__ */ jsxs("p", {
							className: "mt-0.5 text-sm text-slate-600",
							children: [
								formatWeekdayDateTime(c.startsAt),
								" IST · ",
								formatMinutes(c.durationMinutes),
								" ·",
								" ",
								/* @__PURE__ */ jsx("span", {
									"data-testid": "live-admin-attended",
									children: plural(c.attendedCount, "attendee")
								}),
								c.recordingUrl && " · Recording added"
							]
						})]
					}), /* @__PURE__ */ jsxs("div", {
						className: "flex shrink-0 gap-2",
						children: [
							/* @__PURE__ */ jsx(Button, {
								variant: "secondary",
								size: "sm",
								icon: Users,
								onClick: () => setAttendanceOf(c),
								"data-testid": "live-admin-attendance",
								children: /* @__PURE__ */ jsx("span", {
									className: "max-sm:sr-only",
									children: "Attendance"
								})
							}),
							/* @__PURE__ */ jsx(Button, {
								variant: "secondary",
								size: "sm",
								icon: Pencil,
								onClick: () => setForm({ edit: c }),
								"data-testid": "live-admin-edit",
								children: /* @__PURE__ */ jsx("span", {
									className: "max-sm:sr-only",
									children: "Edit"
								})
							}),
							/* @__PURE__ */ jsx(Button, {
								variant: "danger",
								size: "sm",
								icon: Trash2,
								onClick: () => setRemoving(c),
								"data-testid": "live-admin-delete",
								children: /* @__PURE__ */ jsx("span", {
									className: "max-sm:sr-only",
									children: "Delete"
								})
							})
						]
					})]
				}, c._id))
			}),
			/* @__PURE__ */ jsx(Modal, {
				open: form !== null,
				onOpenChange: (open) => !open && setForm(null),
				title: form?.edit ? "Edit live class" : "Schedule a live class",
				description: "India time (IST). The join link can be Zoom, Meet, Teams or any https link.",
				widthClassName: "max-w-lg",
				testId: "live-form-dialog",
				children: form && /* @__PURE__ */ jsx(LiveClassForm, {
					batchId,
					edit: form.edit,
					onClose: () => setForm(null)
				}, form.edit?._id ?? "new")
			}),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: removing !== null,
				onOpenChange: (open) => !open && setRemoving(null),
				title: "Delete this live class?",
				description: removing ? `"${removing.title}" on ${formatWeekdayDateTime(removing.startsAt)} IST and its attendance will be deleted.` : "",
				confirmLabel: "Delete",
				pendingLabel: "Deleting…",
				isPending: remove.isPending,
				tone: "danger",
				icon: Trash2,
				testId: "live-delete-dialog",
				confirmTestId: "live-delete-confirm",
				onConfirm: () => {
					if (!removing) return;
					remove.mutate(removing._id, {
						onSuccess: () => {
							toast.success(LIVE_CLASS_MSG.deleted);
							setRemoving(null);
						},
						onError: (e) => toast.error(e.message)
					});
				}
			}),
			/* @__PURE__ */ jsx(AttendanceDialog, {
				batchId,
				liveClass: attendanceOf,
				onClose: () => setAttendanceOf(null)
			}),
			/* @__PURE__ */ jsx(StudentsDialog, {
				batchId,
				open: byStudent,
				onClose: () => setByStudent(false)
			})
		]
	});
}
// src/components/admin/glance-card.tsx
/** One card of a record's "at a glance" row: a small capitalised label with its sign, then the facts. */
function GlanceCard({ icon: Icon, label, children, testId, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("card p-3.5 sm:p-4", className),
		"data-testid": testId,
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "size-4 text-brand-600",
				"aria-hidden": "true"
			}), label]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-2 text-sm text-slate-700",
			children
		})]
	});
}
// src/features/batches-admin/components/batch-summary.tsx
/** The batch at a glance: schedule, enrolment, seats and price. */
function BatchSummary({ batch }) {
	const filled = batch.seats ? Math.min(100, batch.studentCount / batch.seats * 100) : 0;
	const off = discountLabel(batch);
	return /* @__PURE__ */ jsxs("div", {
		className: "grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4",
		children: [
			/* @__PURE__ */ jsxs(GlanceCard, {
				icon: CalendarDays,
				label: "Schedule",
				testId: "batch-card-dates",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-sm font-semibold text-slate-900 sm:text-base",
					children: formatDateRange(batch.startDate, batch.endDate)
				}), /* @__PURE__ */ jsxs("p", {
					className: "mt-1 flex flex-wrap items-center gap-x-2 gap-y-1",
					children: [/* @__PURE__ */ jsx(BatchStatusBadge, { status: batch.status }), plural(batch.durationWeeks, "week")]
				})]
			}),
			/* @__PURE__ */ jsxs(GlanceCard, {
				icon: Timer,
				label: "Enrolment",
				testId: "batch-card-enrolment",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-base font-semibold text-slate-900",
					children: batch.isEnrollmentOpen ? "Open" : "Closed"
				}), /* @__PURE__ */ jsxs("p", {
					className: "mt-1",
					children: [
						batch.isActive ? "Closes" : "Inactive · would close",
						" ",
						formatDay(batch.enrollmentEndDate)
					]
				})]
			}),
			/* @__PURE__ */ jsxs(GlanceCard, {
				icon: Users,
				label: "Seats",
				testId: "batch-card-seats",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "text-base font-semibold text-slate-900 tabular-nums",
						children: [
							plural(batch.studentCount, "student"),
							" ",
							/* @__PURE__ */ jsxs("span", {
								className: "font-normal text-slate-600",
								children: ["of ", batch.seats]
							})
						]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-2 h-2 rounded-full bg-slate-100",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("div", {
							className: "h-full rounded-full bg-brand-600",
							style: { width: `${filled}%` }
						})
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-1",
						children: [plural(batch.seatsLeft, "seat"), " left"]
					})
				]
			}),
			/* @__PURE__ */ jsxs(GlanceCard, {
				icon: IndianRupee,
				label: batch.priceTitle || "Price",
				testId: "batch-card-price",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-base font-semibold text-slate-900 tabular-nums",
					children: formatInr(batch.finalPrice)
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-1 tabular-nums",
					children: off ? /* @__PURE__ */ jsxs(Fragment, { children: [
						/* @__PURE__ */ jsx("s", { children: formatInr(batch.price) }),
						" · ",
						off
					] }) : "No discount"
				})]
			})
		]
	});
}
// src/features/batches-admin/pages/admin-batch-page.tsx
var NO_FILTERS = {};
/** /admin/courses/{courseId}/batches/{batchId}: the batch, its actions and its students. */
function AdminBatchPage() {
	const { courseId = "", batchId = "" } = useParams();
	return /* @__PURE__ */ jsx(BatchLoader, {
		courseId,
		batchId,
		children: (batch) => /* @__PURE__ */ jsx(BatchView, { batch })
	});
}
function BatchView({ batch }) {
	const navigate = useNavigate();
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: batchCrumbs(batch) }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: batch.name,
				description: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
					to: batchPaths.list(batch.course),
					className: "hover:text-brand-700 hover:underline",
					children: batch.courseTitle
				}), batch.mentors.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [" · Mentors: ", batch.mentors.map((m) => m.name).join(", ")] })] }),
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsx("span", {
						className: "mr-2 rounded-xl border border-slate-200 bg-white px-3 py-1.5",
						children: /* @__PURE__ */ jsx(BatchActiveSwitch, { batch })
					}),
					/* @__PURE__ */ jsxs(Link, {
						to: batchPaths.edit(batch.course, batch._id),
						className: buttonStyles({
							variant: "secondary",
							size: "sm"
						}),
						"data-testid": "batch-edit",
						children: [/* @__PURE__ */ jsx(Pencil, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Edit"]
					}),
					/* @__PURE__ */ jsx(DeleteBatchDialog, {
						batch,
						onDeleted: () => navigate(batchPaths.list(batch.course)),
						trigger: /* @__PURE__ */ jsxs(Button, {
							variant: "danger",
							size: "sm",
							"data-testid": "batch-delete",
							children: [/* @__PURE__ */ jsx(Trash2, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Delete"]
						})
					})
				] })
			}),
			/* @__PURE__ */ jsx(BatchSummary, { batch }),
			/* @__PURE__ */ jsx("div", {
				className: "mt-8",
				children: /* @__PURE__ */ jsx(BatchLiveClasses, { batchId: batch._id })
			}),
			/* @__PURE__ */ jsx(BatchAssignments, { batch }),
			/* @__PURE__ */ jsx(BatchStudents, { batch })
		]
	});
}
function BatchStudents({ batch }) {
	const list = useListPage(NO_FILTERS);
	const { page, limit, search } = list;
	const query = useBatchStudents(batch._id, {
		page,
		limit,
		search
	});
	const data = query.data;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "students-heading",
		className: "mt-8",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "students-heading",
			className: "mb-3 text-lg font-semibold text-slate-900",
			children: "Students"
		}), /* @__PURE__ */ jsx(QueryListCard, {
			query,
			list,
			itemLabel: "students",
			failedMessage: STUDENTS_FETCH_FAILED,
			toolbar: /* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-3",
				children: [/* @__PURE__ */ jsx(SearchInput, {
					value: search,
					onSearch: list.setSearch,
					placeholder: "Search by name, e-mail or phone",
					testId: "student-search",
					className: "min-w-0 flex-1 sm:max-w-md"
				}), /* @__PURE__ */ jsx("div", {
					className: "ml-auto",
					children: /* @__PURE__ */ jsx(ExportCsvLink, { href: batchStudentsExportHref(batch._id, search) })
				})]
			}),
			children: /* @__PURE__ */ jsx(BatchStudentsTable, {
				courseId: batch.course,
				batchId: batch._id,
				rows: data?.students ?? [],
				...tableStateOf(query),
				emptyMessage: search ? "No students match this search." : "No students enrolled yet.",
				emptyHint: search ? "Search by a name, an e-mail (with @) or a 10-digit phone number." : "Students appear here once they pay, are approved or use a free coupon."
			})
		})]
	});
}
export { AdminBatchPage as default };
