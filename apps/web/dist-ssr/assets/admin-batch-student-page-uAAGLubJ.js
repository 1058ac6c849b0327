import { Gt as buttonStyles, O as formatPaise, l as RouteLoader, yt as COURSES_MSG } from "../entry-server.js";
import { M as COMMERCE_MSG, r as PAYMENT_METHOD_LABELS } from "./payment.schema-B6MFmkue.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { c as isValidBatchId } from "./batch.schema-C1fQK6d_.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { n as RecordProblem } from "./record-loader-BkOMhXje.js";
import { a as getErrorMessage, i as ApiError, t as adminApi } from "./api-client-CyCTgC69.js";
import { a as formatDateTime, i as formatDateRange, n as formatDate } from "./format-DGa3zFAK.js";
import { t as ZBatchStudentDetail } from "./classroom.schema-iNsnfj4B.js";
import { c as batchAdminKeys, i as batchPaths, n as Breadcrumbs, r as batchCrumbs } from "./batch-page-states-CCAhejvL.js";
import { n as PaymentStatusBadge, r as SourceBadge } from "./batch-badges-PQcX9lMV.js";
import { n as ProgressBar } from "./batch-students-table-Cx8183x2.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ArrowLeft, CheckCircle2, Circle } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/batches-admin/api/get-batch-student.ts
var STUDENT_FETCH_FAILED = "Failed to fetch student";
/** GET /admin/batches/{id}/students/{studentId} → data (ZBatchStudentDetail) */
async function getBatchStudent(id, studentId, signal) {
	return (await adminApi.get(`/batches/${encodeURIComponent(id)}/students/${encodeURIComponent(studentId)}`, ZBatchStudentDetail, { signal })).data;
}
var batchStudentQueryOptions = (id, studentId) => queryOptions({
	queryKey: batchAdminKeys.student(id, studentId),
	queryFn: ({ signal }) => getBatchStudent(id, studentId, signal),
	staleTime: 3e4
});
var useBatchStudent = (id, studentId, enabled = true) => useQuery({
	...batchStudentQueryOptions(id, studentId),
	enabled
});
// src/features/batches-admin/components/student-payments-table.tsx
var col = adminColumnHelper();
var columns = [
	col.accessor("createdAt", {
		header: "Date",
		cell: (c) => /* @__PURE__ */ jsx("time", {
			dateTime: c.getValue(),
			className: "whitespace-nowrap",
			children: formatDateTime(c.getValue())
		}),
		meta: { isCardTitle: true }
	}),
	col.accessor("amounts", {
		header: "Amount",
		cell: (c) => {
			const a = c.getValue();
			const off = a.batchDiscountPaise + a.couponDiscountPaise;
			return /* @__PURE__ */ jsxs("div", {
				className: "whitespace-nowrap tabular-nums",
				children: [/* @__PURE__ */ jsx("p", {
					className: "font-semibold text-slate-900",
					children: formatPaise(a.totalPaise)
				}), /* @__PURE__ */ jsxs("p", {
					className: "text-xs text-slate-500",
					children: [
						"incl. GST ",
						formatPaise(a.gstPaise),
						off > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [
							" · ",
							formatPaise(off),
							" off"
						] })
					]
				})]
			});
		}
	}),
	col.accessor("method", {
		header: "Method",
		cell: (c) => {
			const p = c.row.original;
			return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
				className: "whitespace-nowrap",
				children: PAYMENT_METHOD_LABELS[c.getValue()]
			}), p.couponCode && /* @__PURE__ */ jsxs("p", {
				className: "text-xs text-slate-500",
				children: ["Coupon ", p.couponCode]
			})] });
		}
	}),
	col.accessor("displayStatus", {
		header: "Status",
		cell: (c) => {
			const p = c.row.original;
			const note = p.failureReason ?? p.rejectionReason;
			return /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col items-start gap-1",
				children: [
					/* @__PURE__ */ jsx(PaymentStatusBadge, { status: c.getValue() }),
					note && /* @__PURE__ */ jsx("p", {
						className: "max-w-56 text-xs text-slate-500",
						children: note
					}),
					p.reviewedBy && /* @__PURE__ */ jsxs("p", {
						className: "text-xs text-slate-500",
						children: ["Reviewed by ", p.reviewedBy]
					})
				]
			});
		}
	}),
	col.accessor("receiptNumber", {
		header: "Receipt no.",
		cell: (c) => /* @__PURE__ */ jsx("span", {
			className: "font-mono text-sm whitespace-nowrap",
			"data-testid": "payment-receipt",
			children: c.getValue() ?? "—"
		})
	}),
	col.display({
		id: "reference",
		header: "Reference",
		cell: (c) => {
			const p = c.row.original;
			const ref = p.reference ?? p.gatewayPaymentId ?? p.gatewayOrderId;
			return ref ? /* @__PURE__ */ jsx("span", {
				className: "font-mono text-xs whitespace-nowrap text-slate-600",
				children: ref
			}) : /* @__PURE__ */ jsx("span", {
				className: "text-slate-400",
				children: "—"
			});
		}
	})
];
/** A student's payments for one batch, newest first. */
function StudentPaymentsTable({ payments }) {
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: payments,
		getRowId: (p) => p._id,
		emptyMessage: "No payments for this batch.",
		emptyHint: "Students who join with a staff enrolment or a free coupon may have none.",
		caption: "Payments",
		rowTestId: "payment-row"
	});
}
// src/features/batches-admin/components/student-progress.tsx
/** Lessons ticked per module, as the student sees them in the classroom. */
function StudentProgress({ progress }) {
	if (progress.modules.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "px-5 py-8 text-center text-sm text-slate-600",
		children: "This course has no modules yet, so there is no progress to show."
	});
	return /* @__PURE__ */ jsx("ol", {
		className: "divide-y divide-slate-100",
		children: progress.modules.map((m, i) => {
			const done = m.lessons.filter((l) => l.completed).length;
			return /* @__PURE__ */ jsxs("li", {
				className: "px-5 py-4",
				"data-testid": "progress-module",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center justify-between gap-2",
					children: [/* @__PURE__ */ jsxs("h3", {
						className: "font-semibold text-slate-900",
						children: [/* @__PURE__ */ jsxs("span", {
							className: "mr-1.5 text-slate-500 tabular-nums",
							children: [i + 1, "."]
						}), m.title]
					}), /* @__PURE__ */ jsx(ProgressBar, {
						done,
						total: m.lessons.length
					})]
				}), m.lessons.length > 0 && /* @__PURE__ */ jsx("ul", {
					className: "mt-3 grid gap-1.5 sm:grid-cols-2",
					children: m.lessons.map((l) => /* @__PURE__ */ jsxs("li", {
						className: "flex items-start gap-2 text-sm",
						children: [l.completed ? /* @__PURE__ */ jsx(CheckCircle2, {
							className: "mt-0.5 size-4 shrink-0 text-emerald-600",
							"aria-hidden": "true"
						}) : /* @__PURE__ */ jsx(Circle, {
							className: "mt-0.5 size-4 shrink-0 text-slate-300",
							"aria-hidden": "true"
						}), /* @__PURE__ */ jsxs("span", {
							className: l.completed ? "text-slate-900" : "text-slate-600",
							children: [l.title, /* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: l.completed ? " (done)" : " (not done)"
							})]
						})]
					}, l.key))
				})]
			}, `${m.title}-${i}`);
		})
	});
}
// src/features/batches-admin/pages/admin-batch-student-page.tsx
/** /admin/courses/{courseId}/batches/{batchId}/students/{studentId} */
function AdminBatchStudentPage() {
	const { courseId = "", batchId = "", studentId = "" } = useParams();
	const isValid = isValidBatchId(batchId);
	const isValidStudent = ID_PATTERN.test(studentId);
	const query = useBatchStudent(batchId, studentId, isValid && isValidStudent);
	const safeCourse = ID_PATTERN.test(courseId) ? courseId : "all";
	const back = isValid ? {
		to: batchPaths.view(safeCourse, batchId),
		label: "Back to the batch"
	} : {
		to: batchPaths.list(safeCourse),
		label: "Back to batches"
	};
	if (!isValid) return /* @__PURE__ */ jsx(RecordProblem, {
		title: COURSES_MSG.invalidBatchId,
		description: "A batch id is 24 characters of 0–9 and a–f. Check the address.",
		back,
		testId: "batch-error"
	});
	if (!isValidStudent) return /* @__PURE__ */ jsx(RecordProblem, {
		title: COMMERCE_MSG.studentNotInBatch,
		description: "Open the student from the batch's student list.",
		back,
		testId: "batch-error"
	});
	if (query.isPending) return /* @__PURE__ */ jsx(RouteLoader, { message: "Loading student…" });
	if (query.isError) {
		const status = query.error instanceof ApiError ? query.error.status : null;
		const message = getErrorMessage(query.error, STUDENT_FETCH_FAILED);
		return /* @__PURE__ */ jsx(RecordProblem, {
			title: status === 404 || status === 400 ? message : STUDENT_FETCH_FAILED,
			description: status === 404 ? "The student may have left, or the batch was removed." : message,
			back,
			onRetry: status === 404 ? void 0 : () => void query.refetch(),
			isRetrying: query.isFetching,
			testId: "batch-error"
		});
	}
	return /* @__PURE__ */ jsx(StudentView, { data: query.data });
}
function Row({ label, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-baseline justify-between gap-4 py-2",
		children: [/* @__PURE__ */ jsx("dt", {
			className: "text-sm text-slate-600",
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "min-w-0 text-right text-sm font-medium break-words text-slate-900",
			children
		})]
	});
}
function StudentView({ data }) {
	const { student, batch, enrolment, payments, progress } = data;
	const paid = payments.filter((p) => p.status === "paid").reduce((sum, p) => sum + p.amounts.totalPaise, 0);
	const batchPath = batchPaths.view(batch.course, batch._id);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-6xl",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: batchCrumbs(batch, student.name || "Student") }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: student.name || "Unnamed student",
				description: `${batch.name} · ${batch.courseTitle}`,
				actions: /* @__PURE__ */ jsxs(Link, {
					to: batchPath,
					className: buttonStyles({
						variant: "secondary",
						size: "sm"
					}),
					children: [/* @__PURE__ */ jsx(ArrowLeft, {
						className: "size-4",
						"aria-hidden": "true"
					}), "All students"]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 md:grid-cols-3",
				children: [
					/* @__PURE__ */ jsxs("section", {
						className: "card p-5",
						"aria-labelledby": "profile-heading",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "profile-heading",
							className: "font-semibold text-slate-900",
							children: "Profile"
						}), /* @__PURE__ */ jsxs("dl", {
							className: "mt-2 divide-y divide-slate-100",
							"data-testid": "student-profile",
							children: [
								/* @__PURE__ */ jsx(Row, {
									label: "Phone",
									children: student.phone || "—"
								}),
								/* @__PURE__ */ jsx(Row, {
									label: "E-mail",
									children: student.email || "—"
								}),
								/* @__PURE__ */ jsx(Row, {
									label: "Account",
									children: student.isActive ? /* @__PURE__ */ jsx(Pill, {
										tone: "green",
										children: "Verified"
									}) : /* @__PURE__ */ jsx(Pill, {
										tone: "amber",
										children: "Not verified"
									})
								}),
								/* @__PURE__ */ jsx(Row, {
									label: "Joined",
									children: formatDate(student.joinedAt)
								})
							]
						})]
					}),
					/* @__PURE__ */ jsxs("section", {
						className: "card p-5",
						"aria-labelledby": "enrolment-heading",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "enrolment-heading",
							className: "font-semibold text-slate-900",
							children: "Enrolment"
						}), /* @__PURE__ */ jsxs("dl", {
							className: "mt-2 divide-y divide-slate-100",
							"data-testid": "student-enrolment",
							children: [
								/* @__PURE__ */ jsx(Row, {
									label: "Enrolled",
									children: formatDateTime(enrolment.enrolledAt)
								}),
								/* @__PURE__ */ jsx(Row, {
									label: "How",
									children: /* @__PURE__ */ jsx(SourceBadge, { source: enrolment.source })
								}),
								/* @__PURE__ */ jsx(Row, {
									label: "Status",
									children: /* @__PURE__ */ jsx("span", {
										className: "capitalize",
										children: enrolment.status
									})
								}),
								/* @__PURE__ */ jsx(Row, {
									label: "Batch runs",
									children: formatDateRange(batch.startDate, batch.endDate)
								})
							]
						})]
					}),
					/* @__PURE__ */ jsxs("section", {
						className: "card p-5",
						"aria-labelledby": "summary-heading",
						children: [
							/* @__PURE__ */ jsx("h2", {
								id: "summary-heading",
								className: "font-semibold text-slate-900",
								children: "At a glance"
							}),
							/* @__PURE__ */ jsxs("dl", {
								className: "mt-2 divide-y divide-slate-100",
								children: [
									/* @__PURE__ */ jsx(Row, {
										label: "Paid for this batch",
										children: /* @__PURE__ */ jsx("span", {
											className: "tabular-nums",
											"data-testid": "student-paid",
											children: formatPaise(paid)
										})
									}),
									/* @__PURE__ */ jsx(Row, {
										label: "Payments",
										children: payments.length
									}),
									progress.totalAssignments > 0 && /* @__PURE__ */ jsx(Row, {
										label: "Assignments submitted",
										children: /* @__PURE__ */ jsxs("span", {
											className: "tabular-nums",
											"data-testid": "student-assignments",
											children: [
												progress.submittedAssignments,
												" of ",
												progress.totalAssignments
											]
										})
									})
								]
							}),
							/* @__PURE__ */ jsx("div", {
								className: "mt-3",
								children: /* @__PURE__ */ jsx(ProgressBar, {
									done: progress.completedLessons,
									total: progress.totalLessons
								})
							})
						]
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "payments-heading",
				className: "mt-8",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "payments-heading",
					className: "mb-3 text-lg font-semibold text-slate-900",
					children: "Payments"
				}), /* @__PURE__ */ jsx("div", {
					className: "card overflow-hidden",
					children: /* @__PURE__ */ jsx(StudentPaymentsTable, { payments })
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "progress-heading",
				className: "mt-8",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "progress-heading",
					className: "mb-3 text-lg font-semibold text-slate-900",
					children: "Lesson progress"
				}), /* @__PURE__ */ jsx("div", {
					className: "card overflow-hidden",
					children: /* @__PURE__ */ jsx(StudentProgress, { progress })
				})]
			})
		]
	});
}
export { AdminBatchStudentPage as default };
