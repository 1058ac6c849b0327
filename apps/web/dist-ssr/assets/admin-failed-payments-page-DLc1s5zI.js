import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { n as useListPage, r as ListError, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { M as COMMERCE_MSG, d as ZPaymentDetailData, f as ZPaymentListData, g as ZResolveBody, n as ORDER_STATUS_LABELS, r as PAYMENT_METHOD_LABELS, u as ZPaymentData } from "./payment.schema-B6MFmkue.js";
import { t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { t as adminListOptions } from "./admin-list-fetch-Bx6BMO4F.js";
import { t as commerceAdminKeys } from "./commerce-admin-keys-hdB7r_Wa.js";
import { i as FilterBar, r as DateRangeFilter } from "./filter-bar-Bstm2apS.js";
import { t as FilterSelect } from "./filter-select-feCmI_6a.js";
import { O as formatPaise, c as toast } from "../entry-server.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { a as formatDateTime, l as formatTime, n as formatDate } from "./format-DGa3zFAK.js";
import { n as PaymentStatusPill } from "./status-pill-seJfiJ1-.js";
import { t as Drawer } from "./drawer-B15p3tGc.js";
import { t as CopyButton } from "./copy-button-CvVyJckj.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { C as FormServerAlert, E as useZodForm, S as Form, v as FormTextArea, w as SubmitButton } from "./form-9deOHQRr.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useMemo, useState } from "react";
// src/features/commerce-admin/api/get-failed-payments.ts
var FAILED_PAYMENTS_FETCH_FAILED = "Failed to fetch payments";
/** GET /admin/payments (failed and abandoned) → data{payments, pagination}. */
var failedPaymentsQueryOptions = (params) => adminListOptions({
	queryKey: commerceAdminKeys.failedList(params),
	path: "/payments",
	schema: ZPaymentListData,
	params,
	failedMessage: FAILED_PAYMENTS_FETCH_FAILED,
	staleTime: 15e3
});
var useFailedPayments = (params) => useQuery(failedPaymentsQueryOptions(params));
// src/features/commerce-admin/components/failed-payments-filters.tsx
/** URL filter spec; an unset status means all, an unset resolved means not yet resolved. */
var FAILED_FILTER_SPEC = {
	status: { oneOf: [
		"failed",
		"abandoned",
		"refund_due",
		"all"
	] },
	resolved: { oneOf: [
		"no",
		"yes",
		"all"
	] },
	startDate: "date",
	endDate: "date"
};
var STATUS_OPTIONS = [
	{
		value: "all",
		label: "Everything"
	},
	{
		value: "failed",
		label: "Failed"
	},
	{
		value: "abandoned",
		label: "Expired"
	},
	{
		value: "refund_due",
		label: "Refund due / refunded"
	}
];
var RESOLVED_OPTIONS = [
	{
		value: "no",
		label: "Not resolved"
	},
	{
		value: "yes",
		label: "Resolved"
	},
	{
		value: "all",
		label: "All"
	}
];
/** Status and resolved always have a value: an unset one reads as its default (all, no). */
function FailedPaymentsFilters({ list }) {
	const { filters } = list;
	return /* @__PURE__ */ jsxs(FilterBar, {
		hasFilters: list.hasFilters,
		onClear: list.clearFilters,
		children: [
			/* @__PURE__ */ jsx(FilterSelect, {
				label: "Status",
				value: filters.status || "all",
				onChange: (v) => list.setFilter("status", v === "all" ? "" : v),
				options: STATUS_OPTIONS,
				testId: "filter-status",
				className: "w-52"
			}),
			/* @__PURE__ */ jsx(FilterSelect, {
				label: "Resolved",
				value: filters.resolved || "no",
				onChange: (v) => list.setFilter("resolved", v === "no" ? "" : v),
				options: RESOLVED_OPTIONS,
				testId: "filter-resolved",
				className: "w-52"
			}),
			/* @__PURE__ */ jsx(DateRangeFilter, {
				label: "Attempted",
				startDate: filters.startDate,
				endDate: filters.endDate,
				onChange: (range) => list.setFilters(range)
			})
		]
	});
}
// src/features/commerce-admin/components/payment-cells.tsx
/** Date over time, India time. */
function WhenCell({ iso }) {
	return /* @__PURE__ */ jsxs("time", {
		dateTime: iso,
		className: "flex flex-col whitespace-nowrap",
		children: [/* @__PURE__ */ jsx("span", {
			className: "text-slate-800",
			children: formatDate(iso)
		}), /* @__PURE__ */ jsx("span", {
			className: "text-xs text-slate-500",
			children: formatTime(iso)
		})]
	});
}
/** Name, then phone and e-mail (links). */
function StudentCell({ user }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "max-w-52 min-w-40",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "truncate font-semibold text-slate-900",
				children: user.name || "—"
			}),
			/* @__PURE__ */ jsx("a", {
				href: `tel:+91${user.phone}`,
				className: "block text-sm font-normal whitespace-nowrap text-slate-600 tabular-nums hover:text-brand-700",
				children: user.phone
			}),
			user.email && /* @__PURE__ */ jsx("a", {
				href: `mailto:${user.email}`,
				title: user.email,
				className: "block truncate text-xs font-normal text-slate-500 hover:text-brand-700",
				children: user.email
			})
		]
	});
}
function CourseBatchCell({ payment }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "max-w-52 min-w-36",
		children: [/* @__PURE__ */ jsx("p", {
			className: "line-clamp-2 font-medium text-slate-800",
			title: payment.course.title,
			children: payment.course.title
		}), /* @__PURE__ */ jsx("p", {
			className: "truncate text-xs text-slate-500",
			title: payment.batch.name,
			children: payment.batch.name
		})]
	});
}
/** 'Online · Razorpay', 'Online · Test gateway', 'UPI / bank transfer'… */
function methodLabel(payment) {
	const method = PAYMENT_METHOD_LABELS[payment.method];
	if (payment.method !== "online" || !payment.gateway) return method;
	return `${method} · ${payment.gateway === "razorpay" ? "Razorpay" : "Test gateway"}`;
}
/** Why it did not complete, in a line. */
function reasonText(payment) {
	if (payment.failureReason) return payment.failureReason;
	if (payment.displayStatus === "abandoned") return "Seat hold lapsed before payment";
	return "—";
}
// src/features/commerce-admin/components/failed-payments-table.tsx
var col = adminColumnHelper();
var columns = [
	col.accessor("createdAt", {
		header: "Date",
		cell: (c) => /* @__PURE__ */ jsx(WhenCell, { iso: c.getValue() })
	}),
	col.accessor("user", {
		header: "Student",
		cell: (c) => /* @__PURE__ */ jsx(StudentCell, { user: c.getValue() }),
		meta: { isCardTitle: true }
	}),
	col.display({
		id: "course",
		header: "Course / batch",
		cell: (c) => /* @__PURE__ */ jsx(CourseBatchCell, { payment: c.row.original })
	}),
	col.display({
		id: "amount",
		header: "Amount",
		cell: (c) => /* @__PURE__ */ jsxs("div", {
			className: "whitespace-nowrap",
			children: [/* @__PURE__ */ jsx("p", {
				className: "font-semibold text-slate-900 tabular-nums",
				children: formatPaise(c.row.original.amounts.totalPaise)
			}), /* @__PURE__ */ jsx("p", {
				className: "text-xs text-slate-500",
				children: methodLabel(c.row.original)
			})]
		})
	}),
	col.display({
		id: "status",
		header: "Status and reason",
		cell: (c) => {
			const p = c.row.original;
			return /* @__PURE__ */ jsxs("div", {
				className: "max-w-60 min-w-40 space-y-1",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center gap-2",
					children: [/* @__PURE__ */ jsx(PaymentStatusPill, { status: p.displayStatus }), p.resolvedAt && /* @__PURE__ */ jsxs("span", {
						className: "inline-flex items-center gap-1 text-xs font-medium text-emerald-700",
						"data-testid": "payment-resolved",
						children: [/* @__PURE__ */ jsx(CheckCircle2, {
							className: "size-3.5",
							"aria-hidden": "true"
						}), "Resolved"]
					})]
				}), /* @__PURE__ */ jsx("p", {
					className: "line-clamp-2 text-xs text-slate-600",
					title: reasonText(p),
					children: reasonText(p)
				})]
			});
		}
	})
];
function FailedPaymentsTable({ rows, onOpen, ...state }) {
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (p) => p._id,
		...state,
		emptyMessage: "No failed, abandoned or refund-due payments.",
		caption: "Failed, abandoned and refund-due payments",
		rowTestId: "payment-row",
		onRowClick: onOpen,
		density: "compact"
	});
}
// src/features/commerce-admin/api/get-payment-detail.ts
/** GET /admin/payments/{id} → data{payment, events}. */
async function getPaymentDetail(id, signal) {
	try {
		return (await adminApi.get(`/payments/${encodeURIComponent(id)}`, ZPaymentDetailData, { signal })).data;
	} catch (error) {
		throw new Error(clientMessage(error, "Failed to load the payment"), { cause: error });
	}
}
var paymentDetailQueryOptions = (id) => queryOptions({
	queryKey: commerceAdminKeys.payment(id),
	queryFn: ({ signal }) => getPaymentDetail(id, signal)
});
var usePaymentDetail = (id) => useQuery({
	...paymentDetailQueryOptions(id ?? ""),
	enabled: id !== null
});
// src/features/commerce-admin/api/resolve-payment.ts
/** POST /admin/payments/{id}/resolve (ZResolveBody) → data.payment. */
async function resolvePayment({ id, note }) {
	return (await adminApi.post(`/payments/${encodeURIComponent(id)}/resolve`, ZPaymentData, { note })).data.payment;
}
/**
* Marks one resolved (a refund-due one refunded): the row and the open detail change at once,
* then the lists re-read.
*/
function useResolvePayment() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: resolvePayment,
		onSuccess: (payment) => {
			queryClient.setQueriesData({ queryKey: [...commerceAdminKeys.failed(), "list"] }, (data) => data && {
				...data,
				payments: data.payments.map((p) => p._id === payment._id ? payment : p)
			});
			queryClient.setQueryData(commerceAdminKeys.payment(payment._id), (data) => data && {
				...data,
				payment
			});
			toast.success(payment.status === "refunded" ? COMMERCE_MSG.paymentRefunded : COMMERCE_MSG.paymentResolved);
			queryClient.invalidateQueries({ queryKey: commerceAdminKeys.failed() });
		}
	});
}
// src/features/commerce-admin/components/resolve-payment-form.tsx
/**
* "Mark resolved" with the note that says how (ZResolveBody, the server's schema too). For a
* refund-due payment it is "Mark refunded": the payment becomes refunded and the student told.
*/
function ResolvePaymentForm({ paymentId, isRefund = false }) {
	const resolve = useResolvePayment();
	const form = useZodForm(ZResolveBody, { defaultValues: { note: "" } });
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: ({ note }) => resolve.mutateAsync({
			id: paymentId,
			note
		}),
		failureMessage: "Failed to resolve the payment",
		className: "space-y-3 border-t border-slate-200 pt-5",
		"data-testid": "resolve-form",
		children: [
			isRefund && /* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				"data-testid": "refund-instructions",
				children: "The student paid but could not be enrolled. Refund the full amount at the gateway, then mark it refunded here: the student is told by SMS and e-mail."
			}),
			/* @__PURE__ */ jsx(FormTextArea, {
				name: "note",
				label: isRefund ? "Refund note" : "Resolution note",
				hint: isRefund ? "E.g. “Refunded in Razorpay, refund id rfnd_…”." : "E.g. “Called the student; paid again on 12 Mar” or “Duplicate attempt”.",
				rows: 3,
				maxLength: 500,
				testId: "resolve-note"
			}),
			/* @__PURE__ */ jsx(FormServerAlert, {}),
			/* @__PURE__ */ jsx("div", {
				className: "flex justify-end",
				children: /* @__PURE__ */ jsx(SubmitButton, {
					size: "sm",
					isLoading: resolve.isPending,
					loadingText: "Saving…",
					"data-testid": "resolve-submit",
					children: isRefund ? "Mark refunded" : "Mark resolved"
				})
			})
		]
	});
}
// src/features/commerce-admin/components/payment-detail-drawer.tsx
/** One failed or abandoned payment in full: amounts, ids, gateway events, resolution. */
function PaymentDetailDrawer({ payment, onClose }) {
	const detail = usePaymentDetail(payment?._id ?? null);
	const current = detail.data?.payment ?? payment;
	return /* @__PURE__ */ jsx(Drawer, {
		open: payment !== null,
		onOpenChange: (open) => !open && onClose(),
		title: current ? current.user.name || "Payment" : "Payment",
		description: current ? `${current.course.title} · ${current.batch.name}` : void 0,
		widthClassName: "sm:max-w-lg",
		testId: "payment-drawer",
		children: current && /* @__PURE__ */ jsxs("div", {
			className: "space-y-6",
			children: [
				/* @__PURE__ */ jsx(Summary, { payment: current }),
				/* @__PURE__ */ jsx(Amounts, { payment: current }),
				/* @__PURE__ */ jsx(Ids, { payment: current }),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "payment-events",
					children: [/* @__PURE__ */ jsx(SectionTitle, {
						id: "payment-events",
						children: "Timeline"
					}), detail.isPending ? /* @__PURE__ */ jsx("div", {
						className: "flex justify-center py-6",
						children: /* @__PURE__ */ jsx(Spinner, {
							className: "size-5 text-brand-600",
							label: "Loading events"
						})
					}) : detail.isError ? /* @__PURE__ */ jsx(ListError, {
						message: "Failed to load the payment",
						detail: detail.error.message,
						onRetry: () => void detail.refetch(),
						isRetrying: detail.isFetching
					}) : /* @__PURE__ */ jsx(Timeline, {
						payment: current,
						events: detail.data.events
					})]
				}),
				/* @__PURE__ */ jsx(Resolution, { payment: current }, current._id)
			]
		})
	});
}
function SectionTitle({ id, children }) {
	return /* @__PURE__ */ jsx("h3", {
		id,
		className: "mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase",
		children
	});
}
function Summary({ payment }) {
	return /* @__PURE__ */ jsxs("dl", {
		className: "grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2.5 text-sm",
		children: [
			/* @__PURE__ */ jsx("dt", {
				className: "text-slate-500",
				children: "Status"
			}),
			/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(PaymentStatusPill, { status: payment.displayStatus }) }),
			/* @__PURE__ */ jsx("dt", {
				className: "text-slate-500",
				children: "Reason"
			}),
			/* @__PURE__ */ jsx("dd", {
				className: "text-slate-800",
				children: reasonText(payment)
			}),
			/* @__PURE__ */ jsx("dt", {
				className: "text-slate-500",
				children: "Method"
			}),
			/* @__PURE__ */ jsx("dd", {
				className: "text-slate-800",
				children: methodLabel(payment)
			}),
			/* @__PURE__ */ jsx("dt", {
				className: "text-slate-500",
				children: "Student"
			}),
			/* @__PURE__ */ jsxs("dd", {
				className: "min-w-0 text-slate-800",
				children: [
					/* @__PURE__ */ jsx("a", {
						href: `tel:+91${payment.user.phone}`,
						className: "tabular-nums hover:text-brand-700",
						children: payment.user.phone
					}),
					/* @__PURE__ */ jsx("br", {}),
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${payment.user.email}`,
						className: "break-all hover:text-brand-700",
						children: payment.user.email
					})
				]
			}),
			/* @__PURE__ */ jsx("dt", {
				className: "text-slate-500",
				children: "Attempted"
			}),
			/* @__PURE__ */ jsx("dd", {
				className: "text-slate-800",
				children: formatDateTime(payment.createdAt)
			})
		]
	});
}
function Amounts({ payment }) {
	const a = payment.amounts;
	const line = (label, paise, minus = false) => /* @__PURE__ */ jsxs("div", {
		className: "flex justify-between gap-4",
		children: [/* @__PURE__ */ jsx("dt", {
			className: "text-slate-600",
			children: label
		}), /* @__PURE__ */ jsxs("dd", {
			className: "text-slate-900 tabular-nums",
			children: [minus && paise > 0 ? "−" : "", formatPaise(paise)]
		})]
	});
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "payment-amounts",
		children: [/* @__PURE__ */ jsx(SectionTitle, {
			id: "payment-amounts",
			children: "Amounts"
		}), /* @__PURE__ */ jsxs("dl", {
			className: "space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm",
			children: [
				line("Batch price", a.basePaise),
				a.batchDiscountPaise > 0 && line("Batch discount", a.batchDiscountPaise, true),
				a.couponDiscountPaise > 0 && line(/* @__PURE__ */ jsxs(Fragment, { children: [
					"Coupon",
					" ",
					payment.couponCode && /* @__PURE__ */ jsx("span", {
						className: "font-mono text-xs font-semibold",
						children: payment.couponCode
					})
				] }), a.couponDiscountPaise, true),
				line("Taxable", a.taxablePaise),
				line("GST", a.gstPaise),
				/* @__PURE__ */ jsxs("div", {
					className: "flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold",
					children: [/* @__PURE__ */ jsx("dt", {
						className: "text-slate-900",
						children: "Total"
					}), /* @__PURE__ */ jsx("dd", {
						className: "text-slate-900 tabular-nums",
						"data-testid": "payment-total",
						children: formatPaise(a.totalPaise)
					})]
				})
			]
		})]
	});
}
function Ids({ payment }) {
	const ids = [
		["Payment id", payment._id],
		["Gateway order", payment.gatewayOrderId],
		["Gateway payment", payment.gatewayPaymentId],
		["Reference", payment.reference]
	];
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "payment-ids",
		children: [/* @__PURE__ */ jsx(SectionTitle, {
			id: "payment-ids",
			children: "Identifiers"
		}), /* @__PURE__ */ jsx("dl", {
			className: "divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm",
			children: ids.filter(([, v]) => v).map(([label, value]) => /* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-3 py-1 pr-1 pl-3",
				children: [/* @__PURE__ */ jsx("dt", {
					className: "w-32 shrink-0 text-slate-500",
					children: label
				}), /* @__PURE__ */ jsxs("dd", {
					className: "flex min-w-0 flex-1 items-center gap-2",
					children: [/* @__PURE__ */ jsx("span", {
						className: "min-w-0 flex-1 truncate font-mono text-xs text-slate-800",
						title: value,
						children: value
					}), /* @__PURE__ */ jsx(CopyButton, {
						text: value,
						label: `Copy ${label.toLowerCase()}`
					})]
				})]
			}, label))
		})]
	});
}
function Timeline({ payment, events }) {
	const items = [{
		_id: "created",
		label: "Order created",
		detail: methodLabel(payment),
		at: payment.createdAt
	}, ...events.map((e) => ({
		_id: e._id,
		label: e.event,
		detail: `${e.source} · ${e.outcome}`,
		at: e.createdAt
	}))];
	return /* @__PURE__ */ jsxs("ol", {
		className: "relative space-y-4 border-l border-slate-200 pl-5",
		"data-testid": "payment-events",
		children: [items.map((item) => /* @__PURE__ */ jsxs("li", {
			className: "relative",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand-500 ring-4 ring-white",
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm font-medium text-slate-900",
					children: item.label
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "text-xs text-slate-600",
					children: [
						item.detail,
						" · ",
						/* @__PURE__ */ jsx("time", {
							dateTime: item.at,
							children: formatDateTime(item.at)
						})
					]
				})
			]
		}, item._id)), events.length === 0 && /* @__PURE__ */ jsx("li", {
			className: "text-xs text-slate-500",
			children: "No gateway events were received for this order."
		})]
	});
}
function Resolution({ payment }) {
	if (payment.resolvedAt) return /* @__PURE__ */ jsxs("section", {
		className: "rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm",
		"data-testid": "payment-resolution",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex items-center gap-2 font-semibold text-emerald-900",
			children: [
				/* @__PURE__ */ jsx(CheckCircle2, {
					className: "size-4",
					"aria-hidden": "true"
				}),
				"Resolved ",
				formatDateTime(payment.resolvedAt)
			]
		}), payment.resolutionNote && /* @__PURE__ */ jsx("p", {
			className: "mt-1.5 whitespace-pre-wrap text-emerald-900",
			children: payment.resolutionNote
		})]
	});
	if (![
		"failed",
		"abandoned",
		"refund_due"
	].includes(payment.displayStatus)) return /* @__PURE__ */ jsxs("p", {
		className: "rounded-xl bg-slate-50 p-4 text-sm text-slate-600",
		children: [
			"This payment is now “",
			ORDER_STATUS_LABELS[payment.displayStatus],
			"”; nothing to resolve."
		]
	});
	return /* @__PURE__ */ jsx(ResolvePaymentForm, {
		paymentId: payment._id,
		isRefund: payment.status === "refund_due"
	});
}
// src/features/commerce-admin/pages/admin-failed-payments-page.tsx
/**
* /admin/payments ("Failed Payments"): online orders that failed or were left unpaid, and
* payments that went through without a seat (refund due).
*/
function AdminFailedPaymentsPage() {
	const list = useListPage(FAILED_FILTER_SPEC);
	const { page, limit, search, filters } = list;
	const [openId, setOpenId] = useState(null);
	const [snapshot, setSnapshot] = useState(null);
	const query = useFailedPayments(useMemo(() => ({
		page,
		limit,
		search,
		status: filters.status || "all",
		resolved: filters.resolved || "no",
		startDate: filters.startDate,
		endDate: filters.endDate
	}), [
		page,
		limit,
		search,
		filters
	]));
	const data = query.data;
	const openRow = useCallback((row) => {
		setOpenId(row._id);
		setSnapshot(row);
	}, []);
	const selected = openId ? data?.payments.find((p) => p._id === openId) ?? snapshot : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Failed payments",
				description: "Online payments that failed, checkouts that expired unpaid (their seat hold lapsed), and payments that went through without a seat (refund due). Follow up or refund, then mark them resolved."
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "payments",
				failedMessage: FAILED_PAYMENTS_FETCH_FAILED,
				toolbar: /* @__PURE__ */ jsx(ListToolbar, {
					list,
					placeholder: "Search by name, e-mail, phone, payment or order id",
					idPrefix: "payment",
					children: /* @__PURE__ */ jsx(FailedPaymentsFilters, { list })
				}),
				children: /* @__PURE__ */ jsx(FailedPaymentsTable, {
					rows: data?.payments ?? [],
					...tableStateOf(query),
					onOpen: openRow,
					emptyHint: list.isFiltered ? "Try another search or clear the filters." : "Every failed payment has been followed up."
				})
			}),
			/* @__PURE__ */ jsx(PaymentDetailDrawer, {
				payment: selected,
				onClose: () => setOpenId(null)
			})
		]
	});
}
export { AdminFailedPaymentsPage as default };
