import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as SearchInput } from "./search-input-_kbwK_BQ.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { M as COMMERCE_MSG, f as ZPaymentListData, h as ZRejectBody, u as ZPaymentData } from "./payment.schema-B6MFmkue.js";
import { t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { t as adminListOptions } from "./admin-list-fetch-Bx6BMO4F.js";
import { t as commerceAdminKeys } from "./commerce-admin-keys-hdB7r_Wa.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { O as formatPaise, Wt as Button, c as toast } from "../entry-server.js";
import { t as CopyButton } from "./copy-button-CvVyJckj.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { t as Modal } from "./modal-DWoX8q6Y.js";
import { n as UnderlineTab } from "./segment-choice-BK8c1P83.js";
import { C as FormServerAlert, E as useZodForm, S as Form, v as FormTextArea, w as SubmitButton } from "./form-9deOHQRr.js";
import { t as FormAlert } from "./form-alert-CsURkenI.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Check, CheckCircle2, ImageOff, Inbox, X, XCircle, ZoomIn } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useMemo, useState } from "react";
// src/features/commerce-admin/api/get-payment-approvals.ts
var APPROVALS_FETCH_FAILED = "Failed to fetch manual payments";
/** GET /admin/payment-approvals?status=… → data{payments, pagination}. */
var paymentApprovalsQueryOptions = (params) => ({
	...adminListOptions({
		queryKey: commerceAdminKeys.approvalList(params),
		path: "/payment-approvals",
		schema: ZPaymentListData,
		params,
		failedMessage: APPROVALS_FETCH_FAILED,
		staleTime: 1e4
	}),
	refetchInterval: params.status === "pending_approval" ? 6e4 : false
});
var usePaymentApprovals = (params) => useQuery(paymentApprovalsQueryOptions(params));
/** The payment-proof image, served to staff with the session cookies an <img> sends along. */
var screenshotUrl = (id) => adminApi.href(`/payment-approvals/${encodeURIComponent(id)}/screenshot`);
// src/features/commerce-admin/components/screenshot-thumb.tsx
/**
* The payment-proof image as a thumbnail; a click opens it full size. The <img> asks the staff
* endpoint directly, so the session cookies go along and nothing is cached in JS.
*/
function ScreenshotThumb({ paymentId, hasScreenshot, studentName }) {
	const [isOpen, setIsOpen] = useState(false);
	const [isBroken, setIsBroken] = useState(false);
	const box = "size-20 shrink-0 overflow-hidden rounded-xl border border-slate-200 sm:size-28";
	if (!hasScreenshot || isBroken) return /* @__PURE__ */ jsx("div", {
		className: `${box} grid place-items-center bg-slate-50 p-2 text-center text-xs text-slate-600`,
		"data-testid": "screenshot-none",
		children: /* @__PURE__ */ jsxs("span", {
			className: "flex flex-col items-center gap-1",
			children: [/* @__PURE__ */ jsx(ImageOff, {
				className: "size-5",
				"aria-hidden": "true"
			}), isBroken ? "Could not load" : "No screenshot"]
		})
	});
	const src = screenshotUrl(paymentId);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick: () => setIsOpen(true),
		"aria-label": `View payment screenshot from ${studentName}`,
		"data-testid": "screenshot-thumb",
		className: `${box} group relative bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-100`,
		children: [/* @__PURE__ */ jsx("img", {
			src,
			alt: "",
			loading: "lazy",
			onError: () => setIsBroken(true),
			className: "size-full object-cover object-top transition-transform group-hover:scale-105"
		}), /* @__PURE__ */ jsx("span", {
			className: "absolute inset-0 grid place-items-center bg-slate-950/0 text-white opacity-0 transition group-hover:bg-slate-950/30 group-hover:opacity-100",
			children: /* @__PURE__ */ jsx(ZoomIn, {
				className: "size-6",
				"aria-hidden": "true"
			})
		})]
	}), /* @__PURE__ */ jsx(Modal, {
		open: isOpen,
		onOpenChange: setIsOpen,
		title: "Payment screenshot",
		description: `Uploaded by ${studentName}`,
		widthClassName: "max-w-3xl",
		testId: "screenshot-dialog",
		children: /* @__PURE__ */ jsxs("div", {
			className: "space-y-3 pb-6",
			children: [/* @__PURE__ */ jsx("img", {
				src,
				alt: `Payment screenshot from ${studentName}`,
				className: "mx-auto max-h-[70dvh] w-auto rounded-lg border border-slate-200 object-contain"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-center",
				children: /* @__PURE__ */ jsx("a", {
					href: src,
					target: "_blank",
					rel: "noreferrer",
					className: "link text-sm",
					children: "Open the original in a new tab"
				})
			})]
		})
	})] });
}
// src/features/commerce-admin/components/approval-card.tsx
/** One manual payment: who, what for, how much, the reference and proof, and the decision. */
function ApprovalCard({ payment, onApprove, onReject }) {
	const { user } = payment;
	return /* @__PURE__ */ jsxs("li", {
		className: "flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5",
		"data-testid": "approval-card",
		"data-payment-id": payment._id,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex gap-4 sm:contents",
			children: [/* @__PURE__ */ jsx(ScreenshotThumb, {
				paymentId: payment._id,
				hasScreenshot: payment.hasScreenshot,
				studentName: user.name
			}), /* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1 space-y-2",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold text-slate-900",
						children: user.name
					}), /* @__PURE__ */ jsxs("p", {
						className: "text-sm text-slate-600",
						children: [/* @__PURE__ */ jsx("a", {
							href: `tel:+91${user.phone}`,
							className: "tabular-nums hover:text-brand-700",
							children: user.phone
						}), user.email && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
							className: "hidden sm:inline",
							"aria-hidden": "true",
							children: " · "
						}), /* @__PURE__ */ jsx("a", {
							href: `mailto:${user.email}`,
							title: user.email,
							className: "block truncate hover:text-brand-700 sm:inline",
							children: user.email
						})] })]
					})] }),
					/* @__PURE__ */ jsxs("p", {
						className: "text-sm text-slate-800",
						children: [/* @__PURE__ */ jsx("span", {
							className: "font-medium",
							children: payment.course.title
						}), /* @__PURE__ */ jsxs("span", {
							className: "text-slate-600",
							children: [" · ", payment.batch.name]
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm",
						children: [/* @__PURE__ */ jsxs("span", {
							className: "inline-flex items-center gap-1 rounded-lg bg-slate-100 py-0.5 pr-0.5 pl-2.5",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "text-xs text-slate-600",
									children: "Ref"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "font-mono font-semibold text-slate-900",
									"data-testid": "approval-reference",
									children: payment.reference ?? "—"
								}),
								payment.reference && /* @__PURE__ */ jsx(CopyButton, {
									text: payment.reference,
									label: "Copy reference",
									toastText: "Reference copied",
									testId: "copy-reference"
								})
							]
						}), /* @__PURE__ */ jsxs("span", {
							className: "text-xs text-slate-600",
							children: [
								"Submitted",
								" ",
								/* @__PURE__ */ jsx("time", {
									dateTime: payment.createdAt,
									children: formatDateTime(payment.createdAt)
								})
							]
						})]
					}),
					/* @__PURE__ */ jsx(Outcome, { payment })
				]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-col gap-3 border-t border-slate-100 pt-3 sm:items-end sm:border-0 sm:pt-0",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "sm:text-right",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-xl font-bold text-slate-900 tabular-nums",
					"data-testid": "approval-amount",
					children: formatPaise(payment.amounts.totalPaise)
				}), payment.couponCode && /* @__PURE__ */ jsxs("p", {
					className: "text-xs text-slate-500",
					children: ["Coupon ", /* @__PURE__ */ jsx("span", {
						className: "font-mono font-semibold",
						children: payment.couponCode
					})]
				})]
			}), payment.status === "pending_approval" && /* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-2 gap-2 sm:flex",
				children: [/* @__PURE__ */ jsx(IconTextButton, {
					icon: X,
					variant: "secondary",
					size: "sm",
					onClick: () => onReject(payment),
					"data-testid": "approval-reject",
					className: "text-red-700 hover:border-red-300 hover:bg-red-50",
					children: "Reject"
				}), /* @__PURE__ */ jsx(IconTextButton, {
					icon: Check,
					size: "sm",
					onClick: () => onApprove(payment),
					"data-testid": "approval-approve",
					children: "Approve"
				})]
			})]
		})]
	});
}
function Outcome({ payment }) {
	if (payment.status === "paid") return /* @__PURE__ */ jsxs("p", {
		className: "flex items-center gap-1.5 text-sm text-emerald-800",
		"data-testid": "approval-outcome",
		children: [
			/* @__PURE__ */ jsx(CheckCircle2, {
				className: "size-4 shrink-0",
				"aria-hidden": "true"
			}),
			"Approved",
			payment.reviewedAt && ` ${formatDateTime(payment.reviewedAt)}`,
			payment.receiptNumber && /* @__PURE__ */ jsxs("span", {
				className: "text-slate-500",
				children: [" · receipt ", payment.receiptNumber]
			})
		]
	});
	if (payment.status === "rejected") return /* @__PURE__ */ jsxs("div", {
		className: "text-sm",
		"data-testid": "approval-outcome",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex items-center gap-1.5 text-red-700",
			children: [
				/* @__PURE__ */ jsx(XCircle, {
					className: "size-4 shrink-0",
					"aria-hidden": "true"
				}),
				"Rejected",
				payment.reviewedAt && ` ${formatDateTime(payment.reviewedAt)}`
			]
		}), payment.rejectionReason && /* @__PURE__ */ jsx("p", {
			className: "mt-1 rounded-lg bg-red-50 px-3 py-2 text-red-900",
			children: payment.rejectionReason
		})]
	});
	return null;
}
// src/features/commerce-admin/components/approval-list.tsx
var EMPTY = {
	pending_approval: ["No payments waiting for approval.", "New UPI and bank transfers show here."],
	paid: ["No approved payments yet.", "Payments you approve move here."],
	rejected: ["No rejected payments.", "Payments you reject move here with their reason."]
};
/** The cards of one tab, with loading, refetching and empty states like the admin tables. */
function ApprovalList({ status, payments, isLoading, isFetching, hasSearch, onApprove, onReject }) {
	if (isLoading && payments.length === 0) return /* @__PURE__ */ jsxs("div", {
		"data-testid": "table-loading",
		className: "flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-slate-600",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "size-7 text-brand-600" }), /* @__PURE__ */ jsx("p", {
			role: "status",
			children: "Loading…"
		})]
	});
	if (payments.length === 0) {
		const [title, hint] = EMPTY[status];
		return /* @__PURE__ */ jsxs("div", {
			"data-testid": "table-empty",
			className: "flex min-h-64 flex-col items-center justify-center gap-2 px-6 py-12 text-center",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "mb-2 grid size-12 place-items-center rounded-xl bg-slate-100 text-slate-500",
					children: /* @__PURE__ */ jsx(Inbox, {
						className: "size-6",
						"aria-hidden": "true"
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-base font-semibold text-slate-900",
					children: hasSearch ? "No payments match this search." : title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-slate-600",
					children: hasSearch ? "Try another name or reference." : hint
				})
			]
		});
	}
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": "Manual payments",
		"aria-busy": isFetching || void 0,
		className: "divide-y divide-slate-200",
		children: payments.map((p) => /* @__PURE__ */ jsx(ApprovalCard, {
			payment: p,
			onApprove,
			onReject
		}, p._id))
	});
}
// src/features/commerce-admin/components/approval-tabs.tsx
var TABS = [
	{
		key: "pending_approval",
		label: "Pending"
	},
	{
		key: "paid",
		label: "Approved"
	},
	{
		key: "rejected",
		label: "Rejected"
	}
];
/** Pending / Approved / Rejected, with the number waiting on Pending. */
function ApprovalTabs({ value, onChange, pendingCount, isFetching = false }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-center border-b border-slate-200 pr-4",
		children: [/* @__PURE__ */ jsx("div", {
			role: "tablist",
			"aria-label": "Review status",
			className: "-mb-px flex flex-1 gap-1 overflow-x-auto px-4",
			children: TABS.map((tab) => /* @__PURE__ */ jsxs(UnderlineTab, {
				isOn: tab.key === value,
				"data-testid": `approval-tab-${tab.key}`,
				onClick: () => onChange(tab.key),
				children: [tab.label, tab.key === "pending_approval" && pendingCount !== void 0 && /* @__PURE__ */ jsx("span", {
					"data-testid": "pending-count",
					className: clsx("rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums", pendingCount > 0 ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-600"),
					children: pendingCount
				})]
			}, tab.key))
		}), isFetching && /* @__PURE__ */ jsx(Spinner, {
			className: "size-4 shrink-0 text-brand-600",
			label: "Loading"
		})]
	});
}
// src/features/commerce-admin/api/review-payment.ts
/** POST /admin/payment-approvals/{id}/approve | /reject (ZRejectBody) → data.payment. */
async function reviewPayment(input) {
	const path = `/payment-approvals/${encodeURIComponent(input.id)}/${input.decision}`;
	const body = input.decision === "reject" ? { reason: input.reason } : void 0;
	return (await adminApi.post(path, ZPaymentData, body)).data.payment;
}
/**
* Approves or rejects a manual payment. The card leaves the pending list at once (every cached
* page of it), the toast says what happened, and all three tabs re-read.
*/
function useReviewPayment() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: reviewPayment,
		onSuccess: (payment, input) => {
			queryClient.setQueriesData({ queryKey: [...commerceAdminKeys.approvals(), "list"] }, (data) => {
				if (!data || !data.payments.some((p) => p._id === payment._id)) return data;
				return {
					payments: data.payments.filter((p) => p._id !== payment._id),
					pagination: {
						...data.pagination,
						totalItems: Math.max(0, data.pagination.totalItems - 1)
					}
				};
			});
			toast.success(input.decision === "approve" ? COMMERCE_MSG.paymentApproved : COMMERCE_MSG.paymentRejected);
			queryClient.invalidateQueries({ queryKey: commerceAdminKeys.approvals() });
		},
		onError: () => queryClient.invalidateQueries({ queryKey: commerceAdminKeys.approvals() })
	});
}
// src/features/commerce-admin/components/review-dialogs.tsx
var who = (p) => /* @__PURE__ */ jsxs(Fragment, { children: [
	/* @__PURE__ */ jsx("span", {
		className: "font-semibold text-slate-800",
		children: formatPaise(p.amounts.totalPaise)
	}),
	" from",
	" ",
	/* @__PURE__ */ jsx("span", {
		className: "font-semibold text-slate-800",
		children: p.user.name
	}),
	" for ",
	p.course.title,
	" ·",
	" ",
	p.batch.name
] });
/** "Approve": confirm, then enrol the student (the server also tells them). */
function ApproveDialog({ payment, onClose }) {
	const review = useReviewPayment();
	const [alert, setAlert] = useState(null);
	const close = () => {
		if (review.isPending) return;
		setAlert(null);
		onClose();
	};
	return /* @__PURE__ */ jsxs(Modal, {
		open: payment !== null,
		onOpenChange: (open) => !open && close(),
		title: "Approve this payment?",
		description: payment && /* @__PURE__ */ jsxs(Fragment, { children: [who(payment), ". The student is enrolled at once and told by SMS and e-mail."] }),
		testId: "approve-dialog",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: close,
			disabled: review.isPending,
			children: "Cancel"
		}), /* @__PURE__ */ jsx(Button, {
			isLoading: review.isPending,
			loadingText: "Approving…",
			"data-testid": "approve-confirm",
			onClick: () => payment && review.mutate({
				id: payment._id,
				decision: "approve"
			}, {
				onSuccess: () => {
					setAlert(null);
					onClose();
				},
				onError: (error) => setAlert(clientMessage(error, "Failed to approve the payment"))
			}),
			children: "Approve and enrol"
		})] }),
		children: [payment?.reference && /* @__PURE__ */ jsxs("p", {
			className: "rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700",
			children: [
				"Check that reference",
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "font-mono font-semibold text-slate-900",
					children: payment.reference
				}),
				" ",
				"appears in the account statement first."
			]
		}), alert && /* @__PURE__ */ jsx("div", {
			className: "mt-3",
			children: /* @__PURE__ */ jsx(FormAlert, {
				message: alert,
				testId: "approve-alert"
			})
		})]
	});
}
/** "Reject": a reason (ZRejectBody) that the student receives. */
function RejectDialog({ payment, onClose }) {
	return /* @__PURE__ */ jsx(Modal, {
		open: payment !== null,
		onOpenChange: (open) => !open && onClose(),
		title: "Reject this payment?",
		description: payment && /* @__PURE__ */ jsxs(Fragment, { children: [who(payment), ". The student gets your reason by SMS and e-mail."] }),
		testId: "reject-dialog",
		children: payment && /* @__PURE__ */ jsx(RejectForm, {
			payment,
			onDone: onClose
		}, payment._id)
	});
}
function RejectForm({ payment, onDone }) {
	const review = useReviewPayment();
	const form = useZodForm(ZRejectBody, { defaultValues: { reason: "" } });
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: async ({ reason }) => {
			await review.mutateAsync({
				id: payment._id,
				decision: "reject",
				reason
			});
			onDone();
		},
		failureMessage: "Failed to reject the payment",
		className: "space-y-3 pb-5",
		children: [
			/* @__PURE__ */ jsx(FormTextArea, {
				name: "reason",
				label: "Reason",
				rows: 4,
				maxLength: 500,
				placeholder: "e.g. We could not find this reference in our bank statement.",
				testId: "reject-reason"
			}),
			/* @__PURE__ */ jsx(FormServerAlert, { testId: "reject-alert" }),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					onClick: onDone,
					disabled: review.isPending,
					children: "Cancel"
				}), /* @__PURE__ */ jsx(SubmitButton, {
					isLoading: review.isPending,
					loadingText: "Rejecting…",
					"data-testid": "reject-confirm",
					className: "bg-red-600! hover:bg-red-700! active:bg-red-800!",
					children: "Reject payment"
				})]
			})
		]
	});
}
// src/features/commerce-admin/pages/admin-payment-approval-page.tsx
var FILTER_SPEC = { status: { oneOf: [
	"pending_approval",
	"paid",
	"rejected"
] } };
/** /admin/paymentApproval: UPI and bank transfers waiting for a staff member to check them. */
function AdminPaymentApprovalPage() {
	const list = useListPage(FILTER_SPEC);
	const { page, limit, search } = list;
	const status = list.filters.status || "pending_approval";
	const [approving, setApproving] = useState(null);
	const [rejecting, setRejecting] = useState(null);
	const query = usePaymentApprovals(useMemo(() => ({
		page,
		limit,
		search,
		status
	}), [
		page,
		limit,
		search,
		status
	]));
	const pending = usePaymentApprovals({
		page: 1,
		limit: 1,
		search: "",
		status: "pending_approval"
	});
	const data = query.data;
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-6xl",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Payment approval",
				description: "UPI and bank transfers students reported. Check the reference against the account, then approve to enrol them or reject with a reason."
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "payments",
				failedMessage: APPROVALS_FETCH_FAILED,
				toolbar: /* @__PURE__ */ jsx(SearchInput, {
					value: search,
					onSearch: list.setSearch,
					placeholder: "Search by name, phone or reference",
					label: "Search by name, e-mail, phone or reference",
					testId: "approval-search",
					className: "sm:max-w-md"
				}),
				header: /* @__PURE__ */ jsx(ApprovalTabs, {
					value: status,
					onChange: (s) => list.setFilter("status", s === "pending_approval" ? "" : s),
					pendingCount: pending.data?.pagination.totalItems,
					isFetching: query.isFetching && !query.isPending
				}),
				children: /* @__PURE__ */ jsx("div", {
					role: "tabpanel",
					"aria-label": "Payments",
					children: /* @__PURE__ */ jsx(ApprovalList, {
						status,
						payments: data?.payments ?? [],
						...tableStateOf(query),
						hasSearch: search !== "",
						onApprove: setApproving,
						onReject: setRejecting
					})
				})
			}),
			/* @__PURE__ */ jsx(ApproveDialog, {
				payment: approving,
				onClose: () => setApproving(null)
			}),
			/* @__PURE__ */ jsx(RejectDialog, {
				payment: rejecting,
				onClose: () => setRejecting(null)
			})
		]
	});
}
export { AdminPaymentApprovalPage as default };
