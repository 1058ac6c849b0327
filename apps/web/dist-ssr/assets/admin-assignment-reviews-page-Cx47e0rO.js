import { C as FormServerAlert, E as useZodForm, I as ASSIGNMENT_STATUS_LABELS, M as ASSIGNMENT_FEEDBACK_MAX, R as REVIEW_STATUSES, S as Form, U as ZAssignmentQueueData, V as ZAdminSubmissionData, W as ZAssignmentReviewBody, g as FormNumber, t as FormMarkdown, w as SubmitButton } from "./form-9deOHQRr.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { t as Drawer } from "./drawer-B15p3tGc.js";
import { i as FilterBar } from "./filter-bar-Bstm2apS.js";
import { t as FilterSelect } from "./filter-select-feCmI_6a.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { a as getErrorMessage, t as adminApi } from "./api-client-CyCTgC69.js";
import { c as toast } from "../entry-server.js";
import { c as batchAdminKeys, n as Breadcrumbs, r as batchCrumbs, t as BatchLoader } from "./batch-page-states-CCAhejvL.js";
import { n as useBatchAssignments } from "./batch-assignments-B73NQ8DM.js";
import { t as LessonMarkdown } from "./lesson-markdown-Bj3qoxhF.js";
import { t as InlineError } from "./inline-error-Zfqv3JnB.js";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { Download, ExternalLink } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useMemo, useState } from "react";
// src/features/batches-admin/api/assignment-reviews.ts
var REVIEWS_FETCH_FAILED = "Failed to fetch submissions";
/** GET /admin/batches/{id}/assignment-submissions?assignmentId&status&page&limit */
function useAssignmentQueue(batchId, params) {
	return useQuery({
		queryKey: batchAdminKeys.reviewList(batchId, params),
		queryFn: async ({ signal }) => (await adminApi.get(`/batches/${encodeURIComponent(batchId)}/assignment-submissions`, ZAssignmentQueueData, {
			query: {
				page: params.page,
				limit: params.limit,
				assignmentId: params.assignmentId || void 0,
				status: params.status || void 0
			},
			signal
		})).data,
		staleTime: 15e3,
		placeholderData: keepPreviousData
	});
}
var submissionPath = (assignmentId, submissionId) => `/assignments/${encodeURIComponent(assignmentId)}/submissions/${encodeURIComponent(submissionId)}`;
/** GET /admin/assignments/{id}/submissions/{submissionId}: what was handed in and its review. */
function useAssignmentSubmission(batchId, assignmentId, submissionId) {
	return useQuery({
		queryKey: batchAdminKeys.review(batchId, submissionId),
		queryFn: async ({ signal }) => (await adminApi.get(submissionPath(assignmentId, submissionId), ZAdminSubmissionData, { signal })).data.submission,
		enabled: submissionId !== ""
	});
}
/** POST …/review {score, feedback}: the toast says the student was told; the queue refreshes. */
function useReviewSubmission(batchId, assignmentId, submissionId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => adminApi.post(`${submissionPath(assignmentId, submissionId)}/review`, ZAdminSubmissionData, body),
		onSuccess: (res) => {
			queryClient.setQueryData(batchAdminKeys.review(batchId, submissionId), res.data.submission);
			queryClient.invalidateQueries({ queryKey: batchAdminKeys.reviews(batchId) });
			queryClient.invalidateQueries({ queryKey: batchAdminKeys.assignments(batchId) });
			toast.success(res.message);
		}
	});
}
// src/features/batches-admin/components/submission-review.tsx
function ReviewForm({ batchId, s }) {
	const review = useReviewSubmission(batchId, s.assignment._id, s._id);
	const form = useZodForm(ZAssignmentReviewBody, {
		defaultValues: {
			score: s.score ?? NaN,
			feedback: s.feedback ?? ""
		},
		mode: "onTouched"
	});
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: async (body) => {
			if (body.score > s.assignment.maxScore) {
				form.setError("score", { message: `Score must be from 0 to ${s.assignment.maxScore}` });
				return;
			}
			await review.mutateAsync(body);
		},
		failureMessage: "Failed to save the review",
		className: "space-y-4",
		"data-testid": "review-form",
		children: [
			/* @__PURE__ */ jsx(FormNumber, {
				name: "score",
				label: `Score (out of ${s.assignment.maxScore})`,
				testId: "review-score-input",
				className: "max-w-48"
			}),
			/* @__PURE__ */ jsx(FormMarkdown, {
				name: "feedback",
				label: "Feedback",
				hint: `Markdown, up to ${ASSIGNMENT_FEEDBACK_MAX.toLocaleString("en-IN")} characters. E-mailed to the student with the grade.`,
				rows: 6,
				testId: "review-feedback-input"
			}),
			/* @__PURE__ */ jsx(FormServerAlert, { testId: "review-form-alert" }),
			/* @__PURE__ */ jsx(SubmitButton, {
				loadingText: "Saving…",
				"data-testid": "review-save",
				children: s.status === "graded" ? "Update review" : "Save review"
			})
		]
	});
}
/** One submission in the review drawer: who, when, what was handed in, and the review form. */
function SubmissionReview({ batchId, assignmentId, submissionId }) {
	const query = useAssignmentSubmission(batchId, assignmentId, submissionId);
	const s = query.data;
	if (query.error && !s) return /* @__PURE__ */ jsx(InlineError, {
		message: getErrorMessage(query.error, "Failed to fetch the submission"),
		onRetry: () => void query.refetch(),
		testId: "review-error"
	});
	if (!s) return /* @__PURE__ */ jsx("p", {
		className: "text-sm text-slate-500",
		children: "Loading the submission…"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		"data-testid": "review-panel",
		children: [
			/* @__PURE__ */ jsxs("dl", {
				className: "grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm",
				children: [
					/* @__PURE__ */ jsx("dt", {
						className: "text-slate-500",
						children: "Student"
					}),
					/* @__PURE__ */ jsxs("dd", {
						className: "font-semibold text-slate-900",
						children: [s.student.name, /* @__PURE__ */ jsx("span", {
							className: "block text-xs font-normal break-all text-slate-600",
							children: s.student.email
						})]
					}),
					/* @__PURE__ */ jsx("dt", {
						className: "text-slate-500",
						children: "Assignment"
					}),
					/* @__PURE__ */ jsx("dd", {
						className: "text-slate-900",
						children: s.assignment.title
					}),
					/* @__PURE__ */ jsx("dt", {
						className: "text-slate-500",
						children: "Handed in"
					}),
					/* @__PURE__ */ jsxs("dd", {
						className: "text-slate-900",
						children: [
							formatDateTime(s.submittedAt),
							" IST",
							s.late ? " (late)" : "",
							" · attempt ",
							s.attempts
						]
					}),
					/* @__PURE__ */ jsx("dt", {
						className: "text-slate-500",
						children: "Status"
					}),
					/* @__PURE__ */ jsxs("dd", {
						className: "text-slate-900",
						children: [ASSIGNMENT_STATUS_LABELS[s.status], s.reviewedAt && ` · ${s.score}/${s.assignment.maxScore} by ${s.reviewerName ?? "staff"}, ${formatDateTime(s.reviewedAt)}`]
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "rounded-xl border border-slate-200 bg-slate-50 p-4",
				"data-testid": "review-content",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "mb-2 text-xs font-bold tracking-wide text-slate-600 uppercase",
						children: "Submission"
					}),
					s.link && /* @__PURE__ */ jsxs("a", {
						href: s.link,
						target: "_blank",
						rel: "noopener noreferrer",
						className: "link inline-flex max-w-full items-center gap-1.5 break-all",
						"data-testid": "review-link",
						children: [/* @__PURE__ */ jsx(ExternalLink, {
							className: "size-4 shrink-0",
							"aria-hidden": "true"
						}), s.link]
					}),
					s.file && /* @__PURE__ */ jsxs("a", {
						href: s.file.url,
						download: s.file.name,
						className: "link inline-flex max-w-full items-center gap-1.5 break-all",
						"data-testid": "review-file",
						children: [/* @__PURE__ */ jsx(Download, {
							className: "size-4 shrink-0",
							"aria-hidden": "true"
						}), s.file.name]
					}),
					s.text && /* @__PURE__ */ jsx(LessonMarkdown, { children: s.text })
				]
			}),
			/* @__PURE__ */ jsx(ReviewForm, {
				batchId,
				s
			}, `${s._id}:${s.reviewedAt ?? ""}`)
		]
	});
}
// src/features/batches-admin/pages/admin-assignment-reviews-page.tsx
var FILTER_SPEC = {
	assignmentId: "text",
	status: { oneOf: REVIEW_STATUSES }
};
var STATUS_OPTIONS = REVIEW_STATUSES.map((s) => ({
	value: s,
	label: ASSIGNMENT_STATUS_LABELS[s]
}));
var STATUS_TONE = {
	submitted: "bg-brand-50 text-brand-800 ring-brand-600/20",
	late: "bg-amber-50 text-amber-800 ring-amber-600/30",
	graded: "bg-emerald-50 text-emerald-800 ring-emerald-600/20"
};
var col = adminColumnHelper();
var COLUMNS = [
	col.accessor((r) => r.student.name, {
		id: "student",
		header: "Student",
		cell: (c) => /* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [/* @__PURE__ */ jsx("p", {
				className: "font-semibold text-slate-900",
				children: c.getValue() || "Unnamed student"
			}), /* @__PURE__ */ jsx("p", {
				className: "truncate text-xs text-slate-600",
				children: c.row.original.student.email
			})]
		}),
		meta: { isCardTitle: true }
	}),
	col.accessor((r) => r.assignment.title, {
		id: "assignment",
		header: "Assignment"
	}),
	col.accessor("submittedAt", {
		header: "Handed in",
		cell: (c) => /* @__PURE__ */ jsx("time", {
			dateTime: c.getValue(),
			className: "whitespace-nowrap",
			children: formatDateTime(c.getValue())
		})
	}),
	col.accessor("status", {
		header: "Status",
		cell: (c) => /* @__PURE__ */ jsx("span", {
			className: `rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${STATUS_TONE[c.getValue()]}`,
			children: ASSIGNMENT_STATUS_LABELS[c.getValue()]
		})
	}),
	col.accessor("score", {
		header: "Score",
		cell: (c) => c.getValue() === null ? "—" : /* @__PURE__ */ jsxs("span", {
			className: "tabular-nums",
			children: [
				c.getValue(),
				" / ",
				c.row.original.assignment.maxScore
			]
		})
	})
];
/** /admin/courses/{courseId}/batches/{batchId}/reviews: the batch's submissions to grade. */
function AdminAssignmentReviewsPage() {
	const { courseId = "", batchId = "" } = useParams();
	return /* @__PURE__ */ jsx(BatchLoader, {
		courseId,
		batchId,
		children: (batch) => /* @__PURE__ */ jsx(ReviewQueue, { batch })
	});
}
function ReviewQueue({ batch }) {
	const list = useListPage(FILTER_SPEC);
	const { page, limit, filters } = list;
	const params = useMemo(() => ({
		page,
		limit,
		assignmentId: filters.assignmentId,
		status: filters.status
	}), [
		page,
		limit,
		filters.assignmentId,
		filters.status
	]);
	const query = useAssignmentQueue(batch._id, params);
	const assignments = useBatchAssignments(batch._id);
	const [open, setOpen] = useState(null);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: batchCrumbs(batch, "Review queue") }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Review queue",
				description: `${batch.name}: submissions to grade first, oldest first. Click a row to open it.`
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "submissions",
				failedMessage: REVIEWS_FETCH_FAILED,
				toolbar: /* @__PURE__ */ jsxs(FilterBar, {
					hasFilters: list.hasFilters,
					onClear: list.clearFilters,
					children: [/* @__PURE__ */ jsx(FilterSelect, {
						label: "Assignment",
						value: filters.assignmentId,
						onChange: (v) => list.setFilter("assignmentId", v),
						options: (assignments.data ?? []).map((a) => ({
							value: a._id,
							label: a.title
						})),
						anyLabel: "All assignments",
						testId: "filter-assignment",
						className: "w-full sm:w-72"
					}), /* @__PURE__ */ jsx(FilterSelect, {
						label: "Status",
						value: filters.status,
						onChange: (v) => list.setFilter("status", v),
						options: STATUS_OPTIONS,
						anyLabel: "Any status",
						testId: "filter-status",
						className: "w-full sm:w-44"
					})]
				}),
				children: /* @__PURE__ */ jsx(DataTable, {
					columns: COLUMNS,
					data: query.data?.submissions ?? [],
					getRowId: (r) => r._id,
					...tableStateOf(query),
					caption: "Submissions to review",
					emptyMessage: list.hasFilters ? "No submissions match these filters." : "No submissions yet.",
					emptyHint: list.hasFilters ? "Clear the filters to see every submission." : "Students hand in from their classroom.",
					rowTestId: "review-row",
					onRowClick: setOpen
				})
			}),
			/* @__PURE__ */ jsx(Drawer, {
				open: open !== null,
				onOpenChange: (o) => !o && setOpen(null),
				title: open ? `${open.student.name || "Student"}: ${open.assignment.title}` : "Submission",
				widthClassName: "sm:max-w-xl",
				testId: "review-drawer",
				children: open && /* @__PURE__ */ jsx(SubmissionReview, {
					batchId: batch._id,
					assignmentId: open.assignment._id,
					submissionId: open._id
				})
			})
		]
	});
}
export { AdminAssignmentReviewsPage as default };
