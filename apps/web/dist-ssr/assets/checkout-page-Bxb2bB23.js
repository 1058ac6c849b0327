import { E as ZCouponCode, M as COMMERCE_MSG, _ as ZUploadedFileData, c as ZOrderFields, i as UPLOAD_MIME_TYPES, m as ZQuoteData, o as ZOrderBody, r as PAYMENT_METHOD_LABELS, s as ZOrderData, u as ZPaymentData, v as imageUploadProblem, y as seatHeldText } from "./payment.schema-B6MFmkue.js";
import { E as GST_LABEL, Gt as buttonStyles, O as formatPaise, Ut as StatusPanel, Wt as Button, b as useAuthStore, c as toast, s as Logo, yt as COURSES_MSG } from "../entry-server.js";
import { c as isValidBatchId } from "./batch.schema-C1fQK6d_.js";
import { g as REQUEST_TIMEOUT_MS, i as API_PREFIX, t as plural } from "./plural-DYc3P-kI.js";
import { E as useZodForm, S as Form } from "./form-9deOHQRr.js";
import { a as getErrorMessage, i as ApiError, n as publicApi } from "./api-client-CyCTgC69.js";
import { r as studentKeys, t as useMyBatches } from "./student-DhpWBMbL.js";
import { r as fieldIssues } from "./field-issues-CklJ7g7w.js";
import { t as BatchStatusPill } from "./batch-status-pill-bL3DgYNF.js";
import { a as formatDateTime, l as formatTime, p as formatWeekdayDay } from "./format-DGa3zFAK.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { t as FormAlert } from "./form-alert-CsURkenI.js";
import { t as TextField } from "./text-field-CZn8-cfl.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { t as formatCountdown } from "./use-countdown-C0jiPbF4.js";
import { t as useNow } from "./use-now-DYvIdfHR.js";
import { t as catalogKeys } from "./catalog-keys-CrmdYunN.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { clsx } from "clsx";
import { AlertTriangle, Armchair, ArrowLeft, ArrowRight, BadgePercent, BookOpenCheck, CalendarClock, CalendarDays, Check, CheckCircle2, ChevronRight, Clock3, Copy, CreditCard, Download, Flag, FlaskConical, Gift, Hourglass, ImageUp, Info, Landmark, LockKeyhole, RotateCw, SearchX, ShieldCheck, TimerOff, Undo2, UserRound, Users, X, XCircle } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useId, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useWatch } from "react-hook-form";
// src/features/checkout/api/get-my-batches.ts
/**
* GET /classroom, to tell a student who opens the checkout of a batch they already have. The
* classroom's own list (one request, one cache); a failure just shows nothing.
*/
function useIsEnrolled(batchId) {
	const { data } = useMyBatches();
	return data?.some((b) => b.batch._id === batchId) ?? false;
}
// src/features/checkout/api/checkout-keys.ts
/** Query keys of the checkout, under the student's own (core/student). */
var checkoutKeys = {
	all: (userId) => [...studentKeys.all(userId), "checkout"],
	quote: (userId, batchId, couponCode) => [
		...checkoutKeys.all(userId),
		"quote",
		batchId,
		couponCode ?? ""
	]
};
// src/features/checkout/api/get-quote.ts
async function getQuote(batchId, couponCode, signal) {
	const body = couponCode ? {
		batchId,
		couponCode
	} : { batchId };
	return (await publicApi.post("/checkout/quote", ZQuoteData, body, { signal })).data.quote;
}
var quoteQueryOptions = (userId, batchId, couponCode) => queryOptions({
	queryKey: checkoutKeys.quote(userId, batchId, couponCode),
	queryFn: ({ signal }) => getQuote(batchId, couponCode, signal),
	staleTime: 0,
	gcTime: 6e4
});
/**
* POST /checkout/quote for the batch, with the coupon being tried (or none). The previous quote
* stays on screen while a coupon is checked, so the totals never flash to a skeleton.
*/
function useQuote(batchId, couponCode, enabled) {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		...quoteQueryOptions(userId, batchId, couponCode),
		enabled: enabled && userId !== "",
		placeholderData: (previous) => previous?.batch._id === batchId ? previous : void 0
	});
}
// src/features/checkout/lib/display.ts
/** The receipt PDF of a paid payment (GET /payments/{id}/receipt, same-site cookies). */
var receiptUrl = (paymentId) => `${API_PREFIX}/payments/${encodeURIComponent(paymentId)}/receipt`;
// src/features/checkout/components/checkout-batch.tsx
/**
* The batch being bought: course, dates, length, mentors and the seats still free (`seatsLeft`:
* the quote's count, which also leaves out seats held by other students' open orders).
*/
function CheckoutBatch({ batch, seatsLeft = batch.seatsLeft }) {
	const rows = [
		{
			icon: CalendarDays,
			label: "Starts",
			value: formatWeekdayDay(batch.startDate)
		},
		{
			icon: Flag,
			label: "Ends",
			value: formatWeekdayDay(batch.endDate)
		},
		{
			icon: Hourglass,
			label: "Duration",
			value: plural(batch.durationWeeks, "week")
		},
		{
			icon: CalendarClock,
			label: "Enrol by",
			value: formatWeekdayDay(batch.enrollmentEndDate)
		}
	];
	const isLow = seatsLeft > 0 && seatsLeft <= Math.max(5, Math.ceil(batch.seats * .15));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "checkout-batch-title",
		"data-testid": "checkout-batch",
		className: "card p-5 sm:p-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-start justify-between gap-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [
						/* @__PURE__ */ jsx(Link, {
							to: `/courses/${batch.course}`,
							"data-testid": "checkout-course-title",
							className: "text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline",
							children: batch.courseTitle
						}),
						/* @__PURE__ */ jsx("h2", {
							id: "checkout-batch-title",
							"data-testid": "checkout-batch-name",
							className: "mt-1 text-xl font-extrabold tracking-tight break-words text-slate-900 sm:text-2xl",
							children: batch.name
						}),
						batch.priceTitle && /* @__PURE__ */ jsx("p", {
							className: "mt-1 text-xs font-bold tracking-widest text-slate-500 uppercase",
							children: batch.priceTitle
						})
					]
				}), /* @__PURE__ */ jsx(BatchStatusPill, { status: batch.status })]
			}),
			/* @__PURE__ */ jsx("dl", {
				className: "mt-6 grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-4",
				children: rows.map(({ icon: Icon, label, value }) => /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsxs("dt", {
						className: "flex items-center gap-1.5 text-xs font-semibold text-slate-500",
						children: [/* @__PURE__ */ jsx(Icon, {
							className: "size-3.5 shrink-0 text-brand-600",
							"aria-hidden": "true"
						}), label]
					}), /* @__PURE__ */ jsx("dd", {
						className: "mt-1 text-sm font-semibold text-slate-900",
						children: value
					})]
				}, label))
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex min-w-0 items-center gap-2 text-sm text-slate-700",
					children: [/* @__PURE__ */ jsx(UserRound, {
						className: "size-4 shrink-0 text-slate-500",
						"aria-hidden": "true"
					}), batch.mentors.length > 0 ? /* @__PURE__ */ jsxs("span", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("span", {
							className: "text-slate-500",
							children: "Mentors: "
						}), /* @__PURE__ */ jsx("span", {
							"data-testid": "checkout-mentors",
							className: "font-semibold",
							children: batch.mentors.map((m) => m.name).join(", ")
						})]
					}) : /* @__PURE__ */ jsx("span", {
						className: "text-slate-500",
						children: "Mentors will be announced before the start"
					})]
				}), /* @__PURE__ */ jsxs("p", {
					"data-testid": "checkout-seats",
					className: clsx("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold", isLow ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"),
					children: [/* @__PURE__ */ jsx(Users, {
						className: "size-3.5",
						"aria-hidden": "true"
					}), seatsLeft > 0 ? `${plural(seatsLeft, "seat")} left` : "Sold out"]
				})]
			})
		]
	});
}
// src/features/checkout/components/checkout-header.tsx
/** The page title band: breadcrumb back to the course, and the secure-checkout badge. */
function CheckoutHeader({ quote }) {
	return /* @__PURE__ */ jsx("div", {
		className: "border-b border-slate-200 bg-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page py-6 sm:py-8",
			children: [/* @__PURE__ */ jsx("nav", {
				"aria-label": "Breadcrumb",
				children: /* @__PURE__ */ jsxs("ol", {
					className: "flex min-w-0 flex-wrap items-center gap-1 text-sm text-slate-500",
					children: [
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/courses",
							className: "hover:text-slate-800 hover:underline",
							children: "Courses"
						}) }),
						quote && /* @__PURE__ */ jsxs("li", {
							className: "flex min-w-0 items-center gap-1",
							children: [/* @__PURE__ */ jsx(ChevronRight, {
								className: "size-3.5 shrink-0",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsx(Link, {
								to: `/courses/${quote.batch.course}`,
								className: "truncate hover:text-slate-800 hover:underline",
								children: quote.batch.courseTitle
							})]
						}),
						/* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-1",
							children: [/* @__PURE__ */ jsx(ChevronRight, {
								className: "size-3.5 shrink-0",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsx("span", {
								"aria-current": "page",
								className: "font-semibold text-slate-700",
								children: "Checkout"
							})]
						})
					]
				})
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-3 flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-extrabold tracking-tight text-slate-900",
					children: "Checkout"
				}), /* @__PURE__ */ jsxs("p", {
					className: "inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-bold text-emerald-800 ring-1 ring-emerald-600/20",
					children: [/* @__PURE__ */ jsx(LockKeyhole, {
						className: "size-3.5",
						"aria-hidden": "true"
					}), "Secure checkout"]
				})]
			})]
		})
	});
}
/** Shown instead of the payment methods when a coupon covers the whole fee. */
function FreeEnrolment() {
	return /* @__PURE__ */ jsxs("section", {
		"data-testid": "checkout-free",
		className: "card flex gap-4 p-5 sm:p-6",
		children: [/* @__PURE__ */ jsx("span", {
			className: "grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700",
			children: /* @__PURE__ */ jsx(Gift, {
				className: "size-6",
				"aria-hidden": "true"
			})
		}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
			className: "text-lg font-extrabold text-slate-900",
			children: "No payment needed"
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-1 text-sm leading-relaxed text-slate-600",
			children: "Your coupon covers the whole fee. Confirm below and the batch is yours straight away."
		})] })]
	});
}
// src/features/checkout/components/checkout-result.tsx
var TONES = {
	success: {
		ring: "bg-emerald-50 ring-emerald-50/60",
		icon: "text-emerald-600"
	},
	danger: {
		ring: "bg-red-50 ring-red-50/60",
		icon: "text-red-600"
	},
	pending: {
		ring: "bg-amber-50 ring-amber-50/60",
		icon: "text-amber-600"
	}
};
function ResultShell({ testId, tone, icon: Icon, title, message, details, actions, extra }) {
	return /* @__PURE__ */ jsxs("section", {
		"data-testid": testId,
		"aria-labelledby": `${testId}-title`,
		className: "card mx-auto max-w-xl animate-fade-in px-5 py-8 text-center sm:px-10 sm:py-10",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: clsx("mx-auto grid size-16 place-items-center rounded-full ring-8", TONES[tone].ring),
				children: /* @__PURE__ */ jsx(Icon, {
					className: clsx("size-9", TONES[tone].icon),
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				id: `${testId}-title`,
				className: "mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl",
				children: title
			}),
			/* @__PURE__ */ jsx("div", {
				role: "status",
				className: "mt-2 text-base leading-relaxed text-slate-600",
				children: message
			}),
			extra && /* @__PURE__ */ jsx("div", {
				className: "mt-5 text-left",
				children: extra
			}),
			/* @__PURE__ */ jsx("dl", {
				className: "mt-7 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-slate-50/60 text-left text-sm",
				children: details.map((d) => /* @__PURE__ */ jsxs("div", {
					className: "flex items-baseline justify-between gap-4 px-4 py-2.5",
					children: [/* @__PURE__ */ jsx("dt", {
						className: "shrink-0 text-slate-500",
						children: d.label
					}), /* @__PURE__ */ jsx("dd", {
						"data-testid": d.testId,
						className: "min-w-0 text-right font-semibold break-words text-slate-900",
						children: d.value
					})]
				}, d.label))
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-7 flex flex-col-reverse justify-center gap-3 sm:flex-row",
				children: actions
			})
		]
	});
}
var orderDetails = (payment) => [
	{
		label: "Course",
		value: payment.course.title
	},
	{
		label: "Batch",
		value: payment.batch.name
	},
	{
		label: "Starts",
		value: formatWeekdayDay(payment.batch.startDate)
	}
];
/** Enrolled: by payment or a 100 % coupon. */
function CheckoutSuccess({ payment }) {
	const isFree = payment.method === "free" || payment.amounts.totalPaise === 0;
	return /* @__PURE__ */ jsx(ResultShell, {
		testId: "checkout-success",
		tone: "success",
		icon: CheckCircle2,
		title: "You're enrolled!",
		message: isFree ? COMMERCE_MSG.enrolledFree : COMMERCE_MSG.paymentSucceeded,
		details: [
			...orderDetails(payment),
			{
				label: isFree ? "Amount" : "Amount paid",
				value: isFree ? "Free" : formatPaise(payment.amounts.totalPaise),
				testId: "success-amount"
			},
			...payment.couponCode ? [{
				label: "Coupon",
				value: payment.couponCode
			}] : [],
			...payment.receiptNumber ? [{
				label: "Receipt no.",
				value: payment.receiptNumber,
				testId: "success-receipt"
			}] : [],
			...payment.paidAt ? [{
				label: "Paid on",
				value: formatDateTime(payment.paidAt)
			}] : []
		],
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [payment.status === "paid" && payment.receiptNumber && /* @__PURE__ */ jsxs("a", {
			href: receiptUrl(payment._id),
			download: true,
			"data-testid": "success-receipt-link",
			className: buttonStyles({
				variant: "secondary",
				size: "lg"
			}),
			children: [/* @__PURE__ */ jsx(Download, {
				className: "size-4",
				"aria-hidden": "true"
			}), "Download receipt"]
		}), /* @__PURE__ */ jsxs(Link, {
			to: `/classroom?batch=${payment.batch._id}`,
			"data-testid": "success-classroom",
			className: buttonStyles({ size: "lg" }),
			children: ["Go to my classroom", /* @__PURE__ */ jsx(ArrowRight, {
				className: "size-4",
				"aria-hidden": "true"
			})]
		})] })
	});
}
/** The gateway said no: nothing was taken, nothing was enrolled. */
function CheckoutFailure({ payment, onRetry, onChangeMethod, isRetrying, hold }) {
	return /* @__PURE__ */ jsx(ResultShell, {
		testId: "checkout-failure",
		tone: "danger",
		icon: XCircle,
		title: "Payment didn't go through",
		message: /* @__PURE__ */ jsxs(Fragment, { children: [COMMERCE_MSG.paymentFailed, payment.failureReason && payment.failureReason !== COMMERCE_MSG.paymentFailed && /* @__PURE__ */ jsxs("span", {
			className: "mt-1 block text-sm text-slate-500",
			children: ["Reason: ", payment.failureReason]
		})] }),
		extra: hold,
		details: [
			...orderDetails(payment),
			{
				label: "Amount",
				value: formatPaise(payment.amounts.totalPaise)
			},
			{
				label: "Order",
				value: /* @__PURE__ */ jsx("span", {
					className: "font-mono text-xs",
					children: payment._id
				})
			}
		],
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			size: "lg",
			onClick: onChangeMethod,
			disabled: isRetrying,
			children: "Change payment method"
		}), /* @__PURE__ */ jsx(IconTextButton, {
			icon: RotateCw,
			size: "lg",
			"data-testid": "checkout-retry",
			onClick: onRetry,
			isLoading: isRetrying,
			loadingText: "Starting payment...",
			children: "Try again"
		})] })
	});
}
/** The way on from a payment the student waits on: back to the course, or to their payments. */
function CourseAndPaymentsLinks({ courseId, courseLabel }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
		to: `/courses/${courseId}`,
		className: buttonStyles({
			variant: "secondary",
			size: "lg"
		}),
		children: courseLabel
	}), /* @__PURE__ */ jsxs(Link, {
		to: "/profile#payments",
		className: buttonStyles({ size: "lg" }),
		children: ["View my payments", /* @__PURE__ */ jsx(ArrowRight, {
			className: "size-4",
			"aria-hidden": "true"
		})]
	})] });
}
/** A UPI / bank transfer waiting for staff to match it. */
function CheckoutPending({ payment, batch }) {
	return /* @__PURE__ */ jsx(ResultShell, {
		testId: "checkout-pending",
		tone: "pending",
		icon: Clock3,
		title: "Payment details submitted",
		message: /* @__PURE__ */ jsxs(Fragment, { children: [COMMERCE_MSG.manualSubmitted, /* @__PURE__ */ jsx("span", {
			className: "mt-1 block text-sm text-slate-500",
			children: "This usually takes less than one working day. We will send you an SMS and e-mail, and the batch will appear in your classroom."
		})] }),
		details: [
			...orderDetails(payment),
			{
				label: "Amount",
				value: formatPaise(payment.amounts.totalPaise)
			},
			{
				label: "Method",
				value: PAYMENT_METHOD_LABELS[payment.method]
			},
			...payment.reference ? [{
				label: "Reference",
				value: payment.reference,
				testId: "pending-reference"
			}] : [],
			{
				label: "Screenshot",
				value: payment.hasScreenshot ? "Attached" : "Not attached"
			}
		],
		actions: /* @__PURE__ */ jsx(CourseAndPaymentsLinks, {
			courseId: batch.course,
			courseLabel: "Back to the course"
		})
	});
}
/**
* The payment went through but the seat was gone by then (batch full or closed, enrolment
* closed, already enrolled): not enrolled, the money is refunded in full; SMS and e-mail say so.
*/
function CheckoutRefundDue({ payment, batch }) {
	return /* @__PURE__ */ jsx(ResultShell, {
		testId: "checkout-refund",
		tone: "pending",
		icon: Undo2,
		title: "Payment received, not enrolled",
		message: /* @__PURE__ */ jsxs(Fragment, { children: [
			COMMERCE_MSG.paymentRefundDue,
			payment.failureReason && /* @__PURE__ */ jsxs("span", {
				"data-testid": "refund-reason",
				className: "mt-1 block text-sm text-slate-500",
				children: ["Reason: ", payment.failureReason]
			}),
			/* @__PURE__ */ jsx("span", {
				className: "mt-1 block text-sm text-slate-500",
				children: "The refund goes back to the account you paid from. We have sent you an SMS and e-mail, and we will write again once it is done."
			})
		] }),
		details: [
			...orderDetails(payment),
			{
				label: "Amount to refund",
				value: formatPaise(payment.amounts.totalPaise)
			},
			{
				label: "Order",
				value: /* @__PURE__ */ jsx("span", {
					className: "font-mono text-xs",
					children: payment._id
				})
			}
		],
		actions: /* @__PURE__ */ jsx(CourseAndPaymentsLinks, {
			courseId: batch.course,
			courseLabel: "Other batches of this course"
		})
	});
}
// src/features/checkout/components/checkout-states.tsx
/** No batchId, or one that is not 24 hex characters (checked before any call), or unknown. */
function InvalidBatch({ message = COURSES_MSG.invalidBatchId }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "checkout-invalid",
		className: "container-page py-20 sm:py-24",
		children: [/* @__PURE__ */ jsx("title", { children: `${message} | KodeSchool` }), /* @__PURE__ */ jsx(StatusPanel, {
			icon: SearchX,
			title: message,
			description: "This checkout link does not point to a batch we can sell. Pick a batch from its course page.",
			actions: /* @__PURE__ */ jsxs(Link, {
				to: "/courses",
				className: buttonStyles({}),
				children: [/* @__PURE__ */ jsx(ArrowLeft, {
					className: "size-4",
					"aria-hidden": "true"
				}), "Browse courses"]
			})
		})]
	});
}
/** The quote could not be loaded: its reason and a retry. */
function QuoteError({ error, onRetry, isRetrying }) {
	const message = getErrorMessage(error, "Could not load this checkout.");
	const isEnrolled = message === COMMERCE_MSG.alreadyEnrolled;
	return /* @__PURE__ */ jsx("div", {
		"data-testid": "checkout-error",
		className: "container-page py-20 sm:py-24",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: AlertTriangle,
			tone: isEnrolled ? "brand" : "danger",
			title: isEnrolled ? "Already enrolled" : "Checkout unavailable",
			description: /* @__PURE__ */ jsx("span", {
				role: "alert",
				children: message
			}),
			actions: isEnrolled ? /* @__PURE__ */ jsxs(Link, {
				to: "/classroom",
				className: buttonStyles({}),
				children: ["Go to my classroom", /* @__PURE__ */ jsx(ArrowRight, {
					className: "size-4",
					"aria-hidden": "true"
				})]
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
				to: "/courses",
				className: buttonStyles({ variant: "secondary" }),
				children: "Browse courses"
			}), /* @__PURE__ */ jsx(IconTextButton, {
				icon: RotateCw,
				onClick: onRetry,
				isLoading: isRetrying,
				loadingText: "Retrying...",
				children: "Try again"
			})] })
		})
	});
}
/** A refused order (already enrolled, closed, full, pending approval…) with where to go next. */
function OrderAlert({ message }) {
	const link = message === COMMERCE_MSG.alreadyEnrolled ? {
		to: "/classroom",
		label: "Go to my classroom"
	} : message === COMMERCE_MSG.pendingApprovalExists ? {
		to: "/profile#payments",
		label: "See my payments"
	} : null;
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "checkout-alert",
		className: "space-y-2",
		children: [/* @__PURE__ */ jsx(FormAlert, { message }), link && /* @__PURE__ */ jsxs(Link, {
			to: link.to,
			"data-testid": "checkout-alert-link",
			className: "link inline-flex items-center gap-1 text-sm",
			children: [link.label, /* @__PURE__ */ jsx(ArrowRight, {
				className: "size-3.5",
				"aria-hidden": "true"
			})]
		})]
	});
}
/** Same shape as the page, while the quote loads. */
function CheckoutSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "checkout-loading",
		"aria-busy": "true",
		className: "container-page grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8",
		children: [
			/* @__PURE__ */ jsx("p", {
				role: "status",
				className: "sr-only",
				children: "Loading checkout..."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "space-y-6",
				"aria-hidden": "true",
				children: [/* @__PURE__ */ jsx("div", { className: "h-56 animate-pulse rounded-2xl bg-slate-200/70" }), /* @__PURE__ */ jsx("div", { className: "h-40 animate-pulse rounded-2xl bg-slate-200/70" })]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "h-96 animate-pulse rounded-2xl bg-slate-200/70",
				"aria-hidden": "true"
			})
		]
	});
}
// src/features/checkout/components/coupon-field.tsx
/** The coupon box: Apply checks the code through the quote; Remove goes back to the full price. */
function CouponField({ applied, serverError, isChecking, disabled, onApply, onRemove }) {
	const [text, setText] = useState("");
	const [formatError, setFormatError] = useState(null);
	const inputId = useId();
	const error = formatError ?? serverError;
	if (applied) return /* @__PURE__ */ jsxs("div", {
		"data-testid": "coupon-applied",
		className: "flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3",
		children: [
			/* @__PURE__ */ jsx(CheckCircle2, {
				className: "mt-0.5 size-5 shrink-0 text-emerald-600",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1",
				role: "status",
				children: [/* @__PURE__ */ jsxs("p", {
					className: "text-sm font-bold text-emerald-800",
					children: [
						COMMERCE_MSG.couponApplied,
						":",
						" ",
						/* @__PURE__ */ jsx("span", {
							"data-testid": "coupon-applied-code",
							className: "font-mono",
							children: applied.code
						})
					]
				}), applied.description && /* @__PURE__ */ jsx("p", {
					className: "mt-0.5 text-xs break-words text-emerald-800/90",
					children: applied.description
				})]
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				"data-testid": "coupon-remove",
				onClick: () => {
					setText("");
					onRemove();
				},
				disabled: disabled || isChecking,
				className: "inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-emerald-900 hover:bg-emerald-100 disabled:opacity-60",
				children: [/* @__PURE__ */ jsx(X, {
					className: "size-3.5",
					"aria-hidden": "true"
				}), "Remove"]
			})
		]
	});
	const apply = () => {
		const parsed = ZCouponCode.safeParse(text);
		if (!parsed.success) {
			setFormatError(parsed.error.issues[0]?.message ?? COMMERCE_MSG.couponCodeFormat);
			return;
		}
		setFormatError(null);
		onApply(parsed.data);
	};
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx("label", {
			htmlFor: inputId,
			className: "mb-1.5 block text-sm font-medium text-slate-800",
			children: "Have a coupon?"
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "flex gap-2",
			children: [/* @__PURE__ */ jsxs("div", {
				className: clsx("flex h-11 min-w-0 flex-1 items-center rounded-xl border bg-white transition-colors focus-within:ring-4", error ? "border-red-500 focus-within:ring-red-100" : "border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100"),
				children: [/* @__PURE__ */ jsx(BadgePercent, {
					className: "ml-3 size-4 shrink-0 text-slate-400",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsx("input", {
					id: inputId,
					"data-testid": "coupon-input",
					value: text,
					placeholder: "Enter code",
					autoComplete: "off",
					autoCapitalize: "characters",
					spellCheck: false,
					maxLength: 30,
					disabled,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? `${inputId}-error` : void 0,
					onChange: (e) => {
						setText(e.target.value.toUpperCase());
						setFormatError(null);
						if (serverError) onRemove();
					},
					onKeyDown: (e) => {
						if (e.key === "Enter") {
							e.preventDefault();
							apply();
						}
					},
					className: "h-full w-full min-w-0 bg-transparent px-2.5 font-mono text-sm tracking-wide text-slate-900 uppercase outline-none placeholder:font-sans placeholder:tracking-normal placeholder:text-slate-500 placeholder:normal-case"
				})]
			}), /* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				"data-testid": "coupon-apply",
				onClick: apply,
				isLoading: isChecking,
				disabled: disabled || text.trim() === "",
				className: "shrink-0",
				children: "Apply"
			})]
		}),
		error && /* @__PURE__ */ jsx("p", {
			id: `${inputId}-error`,
			role: "alert",
			"data-testid": "coupon-error",
			className: "mt-1.5 text-sm font-medium text-red-700",
			children: error
		})
	] });
}
// src/features/checkout/components/gateway-notices.tsx
/**
* Said before anyone pays: a site on the test gateway (local, or a staging site in production
* with PAYMENTS_TEST_GATEWAY=true) takes no money; a site with no online gateway takes UPI /
* bank transfers only.
*/
function TestGatewayNotice() {
	return /* @__PURE__ */ jsxs("p", {
		"data-testid": "test-gateway-notice",
		className: "mb-4 flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900",
		children: [/* @__PURE__ */ jsx(FlaskConical, {
			className: "mt-0.5 size-4 shrink-0",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
			className: "font-bold",
			children: "This site uses a test payment gateway."
		}), " No money is taken: online payments here are simulated, for trying the site out."] })]
	});
}
function OnlineUnavailableNotice() {
	return /* @__PURE__ */ jsxs("p", {
		"data-testid": "online-unavailable",
		className: "mt-3 flex items-start gap-2 text-sm leading-snug text-slate-600",
		children: [/* @__PURE__ */ jsx(Landmark, {
			className: "mt-0.5 size-4 shrink-0 text-slate-500",
			"aria-hidden": "true"
		}), "Online payment is not available on this site yet. Pay by UPI or bank transfer and share the reference; we confirm it by hand."]
	});
}
// src/features/checkout/components/copy-value.tsx
/** A value people type into their banking app, with a one-tap copy. */
function CopyValue({ label, value, testId }) {
	const [isCopied, setIsCopied] = useState(false);
	useEffect(() => {
		if (!isCopied) return;
		const timer = setTimeout(() => setIsCopied(false), 2e3);
		return () => clearTimeout(timer);
	}, [isCopied]);
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(value);
			setIsCopied(true);
		} catch {}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [/* @__PURE__ */ jsx("dt", {
			className: "text-xs font-semibold text-slate-500",
			children: label
		}), /* @__PURE__ */ jsxs("dd", {
			className: "mt-0.5 flex min-w-0 items-center justify-between gap-3",
			children: [/* @__PURE__ */ jsx("span", {
				"data-testid": testId,
				className: "min-w-0 font-mono text-sm font-semibold break-all text-slate-900",
				children: value
			}), /* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: () => void copy(),
				className: "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-xs font-semibold text-slate-700 hover:bg-slate-50",
				children: [
					isCopied ? /* @__PURE__ */ jsx(Check, {
						className: "size-3.5 text-emerald-600",
						"aria-hidden": "true"
					}) : /* @__PURE__ */ jsx(Copy, {
						className: "size-3.5",
						"aria-hidden": "true"
					}),
					isCopied ? "Copied" : "Copy",
					/* @__PURE__ */ jsxs("span", {
						className: "sr-only",
						children: [" ", label]
					})
				]
			})]
		})]
	});
}
// src/features/checkout/api/upload-payment-proof.ts
/** The client-side check the server repeats: a PNG, JPEG or WebP image of at most 5 MB. */
var checkProofFile = imageUploadProblem;
/**
* POST /uploads/payment-proof with the raw image bytes (the API client sends a File as it is,
* with its type; a token refresh replays it whole).
*/
async function uploadPaymentProof(file, signal) {
	return (await publicApi.post("/uploads/payment-proof", ZUploadedFileData, file, {
		signal,
		timeoutMs: REQUEST_TIMEOUT_MS * 2
	})).data.file;
}
// src/features/checkout/components/proof-upload.tsx
var formatSize = (bytes) => bytes < 1048576 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/**
* The optional payment screenshot: checked here (type, size), sent at once to
* POST /uploads/payment-proof, previewed, and removable before the order is placed.
*/
function ProofUpload({ onChange, onBusyChange, disabled }) {
	const [upload, setUpload] = useState({ state: "empty" });
	const inputRef = useRef(null);
	const controllerRef = useRef(null);
	const inputId = useId();
	const preview = upload.state === "empty" ? null : upload.preview;
	useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
	useEffect(() => () => controllerRef.current?.abort(), []);
	async function start(file) {
		const problem = checkProofFile(file);
		if (problem) {
			setUpload({
				state: "failed",
				file: null,
				preview: null,
				error: problem
			});
			onChange(void 0);
			return;
		}
		controllerRef.current?.abort();
		const controller = new AbortController();
		controllerRef.current = controller;
		const url = URL.createObjectURL(file);
		setUpload({
			state: "uploading",
			file,
			preview: url
		});
		onChange(void 0);
		onBusyChange(true);
		try {
			const uploaded = await uploadPaymentProof(file, controller.signal);
			if (controller.signal.aborted) return;
			setUpload({
				state: "done",
				file,
				preview: url,
				fileId: uploaded._id
			});
			onChange(uploaded._id);
		} catch (error) {
			if (controller.signal.aborted) return;
			setUpload({
				state: "failed",
				file,
				preview: url,
				error: getErrorMessage(error)
			});
		} finally {
			if (!controller.signal.aborted) onBusyChange(false);
		}
	}
	function remove() {
		controllerRef.current?.abort();
		onBusyChange(false);
		setUpload({ state: "empty" });
		onChange(void 0);
		if (inputRef.current) inputRef.current.value = "";
	}
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsxs("p", {
			className: "mb-1.5 text-sm font-medium text-slate-800",
			children: ["Payment screenshot ", /* @__PURE__ */ jsx("span", {
				className: "font-normal text-slate-500",
				children: "(optional)"
			})]
		}),
		/* @__PURE__ */ jsx("input", {
			ref: inputRef,
			id: inputId,
			type: "file",
			accept: UPLOAD_MIME_TYPES.join(","),
			"data-testid": "proof-input",
			"aria-label": "Upload a payment screenshot",
			className: "sr-only",
			disabled,
			onChange: (e) => {
				const file = e.target.files?.[0];
				if (file) start(file);
			}
		}),
		upload.state === "empty" || !upload.file ? /* @__PURE__ */ jsxs("label", {
			htmlFor: inputId,
			className: "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50/60 px-4 py-6 text-center transition hover:border-brand-400 hover:bg-brand-50/40 has-[:focus-visible]:outline-2",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "grid size-10 place-items-center rounded-xl bg-white text-brand-700 shadow-sm",
					children: /* @__PURE__ */ jsx(ImageUp, {
						className: "size-5",
						"aria-hidden": "true"
					})
				}),
				/* @__PURE__ */ jsx("span", {
					className: "text-sm font-semibold text-slate-800",
					children: "Upload a screenshot"
				}),
				/* @__PURE__ */ jsx("span", {
					className: "text-xs text-slate-500",
					children: "PNG, JPEG or WebP, up to 5 MB"
				})
			]
		}) : /* @__PURE__ */ jsxs("div", {
			"data-testid": "proof-preview",
			className: "flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3",
			children: [
				/* @__PURE__ */ jsx("img", {
					src: upload.preview ?? void 0,
					alt: "Payment screenshot preview",
					className: "size-16 shrink-0 rounded-lg border border-slate-100 object-cover"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ jsx("p", {
						className: "truncate text-sm font-semibold text-slate-900",
						children: upload.file.name
					}), /* @__PURE__ */ jsxs("p", {
						className: "mt-0.5 flex items-center gap-1.5 text-xs text-slate-500",
						children: [
							upload.state === "uploading" && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Spinner, { className: "size-3.5" }), " Uploading..."] }),
							upload.state === "done" && /* @__PURE__ */ jsxs("span", {
								"data-testid": "proof-uploaded",
								className: "font-semibold text-emerald-700",
								children: ["Uploaded · ", formatSize(upload.file.size)]
							}),
							upload.state === "failed" && /* @__PURE__ */ jsx("span", {
								className: "text-red-700",
								children: "Not uploaded"
							})
						]
					})]
				}),
				upload.state === "failed" && /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => void start(upload.file),
					className: "grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100",
					"aria-label": "Try the upload again",
					children: /* @__PURE__ */ jsx(RotateCw, {
						className: "size-4",
						"aria-hidden": "true"
					})
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					"data-testid": "proof-remove",
					onClick: remove,
					className: "grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700",
					"aria-label": "Remove the screenshot",
					children: /* @__PURE__ */ jsx(X, {
						className: "size-4",
						"aria-hidden": "true"
					})
				})
			]
		}),
		upload.state === "failed" && /* @__PURE__ */ jsx("p", {
			role: "alert",
			"data-testid": "proof-error",
			className: "mt-1.5 text-sm font-medium text-red-700",
			children: upload.error
		})
	] });
}
// src/features/checkout/components/manual-payment.tsx
/** UPI / bank transfer: where to send the money, then the reference and an optional screenshot. */
function ManualPayment({ quote, referenceField, referenceError, onScreenshot, onUploadingChange, disabled }) {
	const { upiId, payeeName, bankDetails } = quote.manual;
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "manual-payment",
		className: "mt-5 space-y-5 animate-fade-in",
		children: [/* @__PURE__ */ jsxs("ol", {
			className: "space-y-5",
			children: [/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("p", {
				className: "text-sm font-semibold text-slate-900",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "mr-2 inline-grid size-6 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800",
						children: "1"
					}),
					"Send",
					" ",
					/* @__PURE__ */ jsx("span", {
						"data-testid": "manual-amount",
						className: "font-extrabold",
						children: formatPaise(quote.amounts.totalPaise)
					}),
					" ",
					"to"
				]
			}), /* @__PURE__ */ jsxs("dl", {
				className: "mt-3 space-y-3 rounded-2xl border border-slate-200 bg-slate-50/70 p-4",
				children: [
					upiId && /* @__PURE__ */ jsx(CopyValue, {
						label: "UPI ID",
						value: upiId,
						testId: "manual-upi"
					}),
					payeeName && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "text-xs font-semibold text-slate-500",
						children: "Payee name"
					}), /* @__PURE__ */ jsx("dd", {
						"data-testid": "manual-payee",
						className: "mt-0.5 text-sm font-semibold text-slate-900",
						children: payeeName
					})] }),
					bankDetails && /* @__PURE__ */ jsxs("div", {
						className: "border-t border-slate-200 pt-3",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-xs font-semibold text-slate-500",
							children: "Bank transfer (NEFT / IMPS)"
						}), /* @__PURE__ */ jsx("dd", {
							"data-testid": "manual-bank",
							className: "mt-0.5 text-sm leading-relaxed whitespace-pre-line text-slate-900",
							children: bankDetails
						})]
					})
				]
			})] }), /* @__PURE__ */ jsxs("li", {
				className: "space-y-4",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "text-sm font-semibold text-slate-900",
						children: [/* @__PURE__ */ jsx("span", {
							className: "mr-2 inline-grid size-6 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800",
							children: "2"
						}), "Tell us how you paid"]
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "UPI transaction ID (UTR) or bank reference",
						placeholder: "e.g. 412345678901",
						autoComplete: "off",
						spellCheck: false,
						"data-testid": "manual-reference",
						error: referenceError,
						hint: "6 to 40 letters or digits, from your UPI app or bank statement.",
						disabled,
						...referenceField
					}),
					/* @__PURE__ */ jsx(ProofUpload, {
						onChange: onScreenshot,
						onBusyChange: onUploadingChange,
						disabled
					})
				]
			})]
		}), /* @__PURE__ */ jsxs("p", {
			className: "flex gap-2 rounded-xl bg-amber-50 px-3.5 py-3 text-sm text-amber-900",
			children: [/* @__PURE__ */ jsx(Info, {
				className: "mt-0.5 size-4 shrink-0",
				"aria-hidden": "true"
			}), "Our team checks transfers by hand, usually within one working day. You will get an SMS and e-mail as soon as your seat is confirmed."]
		})]
	});
}
// src/features/checkout/components/order-summary.tsx
/** The price card: list price, discounts, coupon, GST and the total, then the pay button. */
function OrderSummary({ quote, isUpdating, coupon, payLabel, isPaying, payingLabel, canPay, alert, note }) {
	const { amounts } = quote;
	const lines = [{
		label: "Course fee",
		value: formatPaise(amounts.basePaise),
		testId: "summary-base"
	}];
	if (amounts.batchDiscountPaise > 0) lines.push({
		label: quote.batch.priceTitle ? `Batch discount (${quote.batch.priceTitle})` : "Batch discount",
		value: `−${formatPaise(amounts.batchDiscountPaise)}`,
		testId: "summary-batch-discount",
		tone: "saving"
	});
	if (quote.coupon && amounts.couponDiscountPaise > 0) lines.push({
		label: /* @__PURE__ */ jsxs(Fragment, { children: ["Coupon ", /* @__PURE__ */ jsx("span", {
			className: "font-mono font-semibold",
			children: quote.coupon.code
		})] }),
		value: `−${formatPaise(amounts.couponDiscountPaise)}`,
		testId: "summary-coupon-discount",
		tone: "saving"
	});
	const savings = amounts.batchDiscountPaise + amounts.couponDiscountPaise;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "order-summary-title",
		"data-testid": "order-summary",
		className: "card overflow-hidden",
		children: [/* @__PURE__ */ jsx("div", {
			className: "border-b border-slate-100 px-5 py-4 sm:px-6",
			children: /* @__PURE__ */ jsx("h2", {
				id: "order-summary-title",
				className: "text-lg font-extrabold text-slate-900",
				children: "Order summary"
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-5 px-5 py-5 sm:px-6",
			children: [
				coupon,
				/* @__PURE__ */ jsxs("dl", {
					"aria-busy": isUpdating || void 0,
					className: clsx("space-y-2.5 text-sm transition-opacity", isUpdating && "opacity-60"),
					children: [
						lines.map((line) => /* @__PURE__ */ jsxs("div", {
							className: "flex items-baseline justify-between gap-4",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "text-slate-600",
								children: line.label
							}), /* @__PURE__ */ jsx("dd", {
								"data-testid": line.testId,
								className: clsx("font-semibold tabular-nums", line.tone === "saving" ? "text-emerald-700" : "text-slate-900"),
								children: line.value
							})]
						}, line.testId)),
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-baseline justify-between gap-4 border-t border-dashed border-slate-200 pt-2.5",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "text-slate-600",
								children: "Subtotal"
							}), /* @__PURE__ */ jsx("dd", {
								"data-testid": "summary-subtotal",
								className: "font-semibold text-slate-900 tabular-nums",
								children: formatPaise(amounts.taxablePaise)
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-baseline justify-between gap-4",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "text-slate-600",
								children: GST_LABEL
							}), /* @__PURE__ */ jsx("dd", {
								"data-testid": "summary-gst",
								className: "font-semibold text-slate-900 tabular-nums",
								children: formatPaise(amounts.gstPaise)
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "text-base font-bold text-slate-900",
								children: "Total"
							}), /* @__PURE__ */ jsx("dd", {
								"data-testid": "summary-total",
								className: "text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums",
								children: quote.isFree ? "Free" : formatPaise(amounts.totalPaise)
							})]
						})
					]
				}),
				savings > 0 && /* @__PURE__ */ jsxs("p", {
					"data-testid": "summary-savings",
					className: "rounded-lg bg-emerald-50 px-3 py-2 text-center text-xs font-semibold text-emerald-800",
					children: [
						"You save ",
						formatPaise(savings),
						" on this batch"
					]
				}),
				alert,
				/* @__PURE__ */ jsxs(Button, {
					type: "submit",
					size: "lg",
					fullWidth: true,
					"data-testid": "checkout-pay",
					isLoading: isPaying,
					loadingText: payingLabel,
					disabled: !canPay || isUpdating,
					children: [!quote.isFree && /* @__PURE__ */ jsx(LockKeyhole, {
						className: "size-4",
						"aria-hidden": "true"
					}), payLabel]
				}),
				note,
				/* @__PURE__ */ jsxs("p", {
					"data-testid": "checkout-terms",
					className: "text-center text-xs text-slate-600",
					children: [
						"By ",
						quote.isFree ? "enrolling" : "paying",
						" you agree to the",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: "/terms",
							target: "_blank",
							className: "font-semibold text-brand-700 underline",
							children: "Terms"
						}),
						" ",
						"and the",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: "/refunds",
							target: "_blank",
							className: "font-semibold text-brand-700 underline",
							children: "Refund policy"
						}),
						"."
					]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex items-center justify-center gap-1.5 text-xs text-slate-500",
					children: [
						/* @__PURE__ */ jsx(ShieldCheck, {
							className: "size-3.5 text-emerald-600",
							"aria-hidden": "true"
						}),
						"Total includes ",
						GST_LABEL,
						" · Receipt in your profile"
					]
				})
			]
		})]
	});
}
// src/features/checkout/components/owned-batch-notice.tsx
/**
* Said before a student pays for a second batch of a course they already have (the quote's
* ownedBatch): they go to their classroom, or say they do want another place.
*/
function OwnedBatchNotice({ courseTitle, owned, onContinue }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "owned-batch-title",
		"data-testid": "checkout-owned",
		className: "card flex gap-4 border-amber-300 bg-amber-50 p-5 sm:p-6",
		children: [/* @__PURE__ */ jsx("span", {
			className: "grid size-11 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800",
			children: /* @__PURE__ */ jsx(BookOpenCheck, {
				className: "size-6",
				"aria-hidden": "true"
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "owned-batch-title",
					"data-testid": "checkout-owned-title",
					className: "text-lg font-extrabold break-words text-slate-900",
					children: COMMERCE_MSG.ownsAnotherBatch(courseTitle, owned.name)
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm leading-relaxed text-slate-700",
					children: "This is another batch of the same course, so you would pay for a second place. Carry on only if you want both, for example to join at other timings."
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-4 flex flex-col gap-2.5 sm:flex-row",
					children: [/* @__PURE__ */ jsxs(Link, {
						to: `/classroom?batch=${owned._id}`,
						"data-testid": "checkout-owned-classroom",
						className: buttonStyles({}),
						children: ["Go to my classroom", /* @__PURE__ */ jsx(ArrowRight, {
							className: "size-4",
							"aria-hidden": "true"
						})]
					}), /* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						"data-testid": "checkout-owned-continue",
						onClick: onContinue,
						children: "Continue to buy this batch"
					})]
				})
			]
		})]
	});
}
// src/features/checkout/components/payment-method.tsx
var METHODS = [{
	value: "online",
	title: "Pay online",
	description: "Card, UPI, net banking or wallet. You are enrolled as soon as it goes through.",
	icon: CreditCard
}, {
	value: "manual",
	title: "UPI / bank transfer",
	description: "Pay to our UPI ID or bank account and share the reference. We confirm it by hand.",
	icon: Landmark
}];
/** The ways to pay, as large radio cards. */
function PaymentMethod({ value, field, canPayOnline = true, disabled }) {
	const methods = canPayOnline ? METHODS : METHODS.filter((m) => m.value !== "online");
	return /* @__PURE__ */ jsxs("fieldset", {
		disabled,
		className: clsx("grid gap-3", methods.length > 1 && "sm:grid-cols-2"),
		children: [/* @__PURE__ */ jsx("legend", {
			className: "sr-only",
			children: "Payment method"
		}), methods.map(({ value: method, title, description, icon: Icon }) => {
			const isChosen = value === method;
			return /* @__PURE__ */ jsxs("label", {
				"data-testid": `method-${method}`,
				className: clsx("relative flex cursor-pointer gap-3 rounded-2xl border bg-white p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600", isChosen ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200 hover:border-slate-300"),
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "radio",
						value: method,
						className: "sr-only",
						...field
					}),
					/* @__PURE__ */ jsx("span", {
						className: clsx("grid size-10 shrink-0 place-items-center rounded-xl", isChosen ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-600"),
						children: /* @__PURE__ */ jsx(Icon, {
							className: "size-5",
							"aria-hidden": "true"
						})
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "min-w-0 pr-6",
						children: [/* @__PURE__ */ jsx("span", {
							className: "block font-bold text-slate-900",
							children: title
						}), /* @__PURE__ */ jsx("span", {
							className: "mt-0.5 block text-sm leading-snug text-slate-600",
							children: description
						})]
					}),
					/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: clsx("absolute top-4 right-4 grid size-5 place-items-center rounded-full border", isChosen ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300"),
						children: isChosen && /* @__PURE__ */ jsx(Check, {
							className: "size-3.5",
							strokeWidth: 3
						})
					})
				]
			}, method);
		})]
	});
}
// src/features/checkout/components/seat-hold-notice.tsx
/**
* The seat an open online order holds: until when, a live countdown, and what happens if it
* runs out (the seat goes back; a payment that completes after the batch filled up is refunded).
*/
function SeatHoldNotice({ heldUntil, minutes, className }) {
	const now = useNow(1e3);
	const secondsLeft = Math.max(0, Math.ceil((Date.parse(heldUntil) - now) / 1e3));
	const until = formatTime(heldUntil);
	if (secondsLeft === 0) return /* @__PURE__ */ jsxs("div", {
		"data-testid": "seat-hold-lapsed",
		role: "status",
		className: clsx("flex gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm", className),
		children: [/* @__PURE__ */ jsx(TimerOff, {
			className: "mt-0.5 size-5 shrink-0 text-slate-500",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "font-bold text-slate-900",
				children: ["Your seat hold ended at ", until]
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-0.5 leading-snug text-slate-600",
				children: "The seat went back to the batch. You can still pay while seats are left; if the batch fills up before your payment completes, we refund you in full."
			})]
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "seat-hold",
		className: clsx("flex gap-3 rounded-2xl border border-brand-200 bg-brand-50/70 px-4 py-3 text-sm", className),
		children: [/* @__PURE__ */ jsx(Armchair, {
			className: "mt-0.5 size-5 shrink-0 text-brand-700",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0 flex-1",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5",
				children: [/* @__PURE__ */ jsx("span", {
					className: "font-bold text-slate-900",
					children: seatHeldText(minutes)
				}), /* @__PURE__ */ jsxs("span", {
					className: "text-xs font-semibold whitespace-nowrap text-brand-800",
					children: [
						"until ",
						/* @__PURE__ */ jsx("span", {
							"data-testid": "seat-hold-until",
							children: until
						}),
						" ·",
						" ",
						/* @__PURE__ */ jsx("span", {
							role: "timer",
							"aria-label": "Time left on your seat hold",
							"data-testid": "seat-hold-left",
							className: "font-mono tabular-nums",
							children: formatCountdown(secondsLeft)
						}),
						" ",
						"left"
					]
				})]
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-0.5 leading-snug text-slate-600",
				children: "Finish paying before then. If the time runs out, the seat goes back to other students; if the batch fills up before your payment completes, we refund you in full."
			})]
		})]
	});
}
// src/features/checkout/components/test-gateway-dialog.tsx
var CHOICES = [{
	outcome: "success",
	variant: void 0,
	className: "bg-emerald-600 hover:bg-emerald-700 active:bg-emerald-800",
	icon: CheckCircle2,
	text: "Simulate successful payment"
}, {
	outcome: "failure",
	variant: "secondary",
	className: "text-red-700 hover:border-red-300 hover:bg-red-50",
	icon: XCircle,
	text: "Simulate failed payment"
}];
/**
* The local test gateway (used when no Razorpay keys are set): looks like a payment window so the
* flow feels real, and lets the payer decide whether the payment goes through. Its words are for
* the payer, not the operator: nothing is charged and nothing is asked for.
*/
function TestGatewayDialog({ payment, busyWith, onChoose, onCancel, hold }) {
	const isBusy = busyWith !== null;
	return /* @__PURE__ */ jsx(Dialog.Root, {
		open: payment !== null,
		onOpenChange: (open) => !open && !isBusy && onCancel(),
		children: /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, { className: "animate-fade-in fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" }), /* @__PURE__ */ jsx(Dialog.Content, {
			"data-testid": "test-gateway",
			"data-lenis-prevent": true,
			onEscapeKeyDown: (e) => isBusy && e.preventDefault(),
			onPointerDownOutside: (e) => e.preventDefault(),
			className: "animate-fade-in fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-t-3xl bg-white shadow-pop sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl",
			children: payment && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
				className: "relative rounded-t-3xl bg-gradient-to-br from-slate-900 to-brand-900 px-6 pt-6 pb-7 text-white",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center justify-between",
						children: [/* @__PURE__ */ jsx(Logo, {
							inverted: true,
							className: "[&_svg]:size-8"
						}), /* @__PURE__ */ jsx(Dialog.Close, {
							disabled: isBusy,
							className: "grid size-9 place-items-center rounded-full text-white/70 hover:bg-white/10 hover:text-white disabled:opacity-40",
							"aria-label": "Cancel payment",
							children: /* @__PURE__ */ jsx(X, {
								className: "size-5",
								"aria-hidden": "true"
							})
						})]
					}),
					/* @__PURE__ */ jsx(Dialog.Title, {
						className: "mt-5 text-sm font-medium text-brand-100",
						children: payment.course.title
					}),
					/* @__PURE__ */ jsx(Dialog.Description, {
						className: "text-xs text-brand-200/80",
						children: payment.batch.name
					}),
					/* @__PURE__ */ jsx("p", {
						"data-testid": "test-gateway-amount",
						className: "mt-3 text-3xl font-extrabold tracking-tight tabular-nums",
						children: formatPaise(payment.amounts.totalPaise)
					})
				]
			}), /* @__PURE__ */ jsxs("div", {
				className: "space-y-4 p-6",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm font-semibold text-amber-900",
						children: [/* @__PURE__ */ jsx(FlaskConical, {
							className: "mt-0.5 size-4 shrink-0",
							"aria-hidden": "true"
						}), "Test payment — no money is taken"]
					}),
					hold,
					/* @__PURE__ */ jsxs("dl", {
						className: "space-y-1.5 text-xs text-slate-600",
						children: [/* @__PURE__ */ jsxs("div", {
							className: "flex justify-between gap-3",
							children: [/* @__PURE__ */ jsx("dt", { children: "Order" }), /* @__PURE__ */ jsx("dd", {
								className: "truncate font-mono text-slate-800",
								children: payment.gatewayOrderId ?? payment._id
							})]
						}), /* @__PURE__ */ jsxs("div", {
							className: "flex justify-between gap-3",
							children: [/* @__PURE__ */ jsx("dt", { children: "Paying as" }), /* @__PURE__ */ jsx("dd", {
								className: "truncate text-slate-800",
								children: payment.user.name || payment.user.phone
							})]
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "space-y-2.5 pt-1",
						children: CHOICES.map(({ outcome, variant, className, icon: Icon, text }) => /* @__PURE__ */ jsxs(Button, {
							fullWidth: true,
							size: "lg",
							variant,
							"data-testid": `test-gateway-${outcome}`,
							onClick: () => onChoose(outcome),
							isLoading: busyWith === outcome,
							loadingText: "Processing payment...",
							disabled: isBusy,
							className,
							children: [/* @__PURE__ */ jsx(Icon, {
								className: "size-5",
								"aria-hidden": "true"
							}), text]
						}, outcome))
					}),
					/* @__PURE__ */ jsxs("p", {
						"data-testid": "test-gateway-note",
						className: "flex items-center justify-center gap-1.5 pt-1 text-center text-xs text-slate-600",
						children: [/* @__PURE__ */ jsx(ShieldCheck, {
							className: "size-3.5 shrink-0",
							"aria-hidden": "true"
						}), "Choose what happens: no card, UPI or bank details are asked for."]
					})
				]
			})] })
		})] })
	});
}
// src/features/checkout/api/refresh-after-enrolment.ts
/**
* After a payment settles: everything the student owns (classroom, payments…), and the public
* batch lists whose seat counts just changed.
*/
function refreshAfterEnrolment(queryClient, userId) {
	queryClient.invalidateQueries({ queryKey: studentKeys.all(userId) });
	queryClient.invalidateQueries({ queryKey: catalogKeys.batches });
}
// src/features/checkout/api/create-order.ts
async function createOrder(body) {
	return (await publicApi.post("/checkout/orders", ZOrderData, body)).data;
}
/** POST /checkout/orders: online (gateway hand-off), manual (waits for staff) or free (enrols). */
function useCreateOrder() {
	const queryClient = useQueryClient();
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useMutation({
		mutationFn: createOrder,
		onSuccess: (data) => {
			if (data.enrolled || data.payment.status !== "created") refreshAfterEnrolment(queryClient, userId);
		}
	});
}
// src/features/checkout/api/settle-payment.ts
/**
* POST /payments/test-gateway/{paymentId} (the payer's choice on the local test gateway) or
* POST /payments/verify (Razorpay Checkout's signed answer) → the payment as it now stands.
*/
async function settlePayment(settlement) {
	return (settlement.kind === "test" ? await publicApi.post(`/payments/test-gateway/${encodeURIComponent(settlement.paymentId)}`, ZPaymentData, { outcome: settlement.outcome }) : await publicApi.post("/payments/verify", ZPaymentData, settlement.result)).data.payment;
}
function useSettlePayment() {
	const queryClient = useQueryClient();
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useMutation({
		mutationFn: settlePayment,
		onSettled: () => refreshAfterEnrolment(queryClient, userId)
	});
}
// src/features/checkout/lib/razorpay.ts
var SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";
var loading = null;
/** Loads Razorpay Checkout once per page; a failed load can be tried again. */
function loadRazorpay() {
	if (window.Razorpay) return Promise.resolve();
	loading ??= new Promise((resolve, reject) => {
		const script = document.createElement("script");
		script.src = SCRIPT_URL;
		script.async = true;
		script.onload = () => resolve();
		script.onerror = () => {
			script.remove();
			loading = null;
			reject(/* @__PURE__ */ new Error("Could not load the payment window. Check your connection and try again."));
		};
		document.head.appendChild(script);
	});
	return loading;
}
/**
* Opens Razorpay Checkout with the order the server created and resolves with what the payer
* did. A failed attempt inside the window is not final (Razorpay lets them retry there), so it
* only counts once they close the window.
*/
async function openRazorpay(handOff) {
	await loadRazorpay();
	const Razorpay = window.Razorpay;
	if (!Razorpay) throw new Error("Could not load the payment window. Please try again.");
	return new Promise((resolve) => {
		let lastFailure = null;
		const checkout = new Razorpay({
			key: handOff.keyId,
			order_id: handOff.orderId,
			amount: handOff.amountPaise,
			currency: handOff.currency,
			name: handOff.name,
			description: handOff.description,
			prefill: handOff.prefill,
			theme: { color: "#7c3aed" },
			handler: (result) => resolve({
				kind: "paid",
				result
			}),
			modal: {
				confirm_close: true,
				ondismiss: () => resolve(lastFailure ? {
					kind: "failed",
					reason: lastFailure
				} : { kind: "dismissed" })
			}
		});
		checkout.on("payment.failed", (answer) => {
			lastFailure = answer.error?.description ?? "The payment did not go through.";
		});
		checkout.open();
	});
}
// src/features/checkout/hooks/use-checkout-flow.ts
var PAYMENT_CANCELLED = "Payment cancelled. Nothing was charged; you can pay whenever you are ready.";
/** Where a settled payment leads: enrolled, refund due (paid without a seat), or failed. */
var settledStep = (payment) => payment.status === "paid" ? {
	name: "success",
	payment
} : payment.status === "refund_due" ? {
	name: "refund",
	payment
} : {
	name: "failure",
	payment
};
/**
* The checkout after the form: create the order, then, by its kind, enrol (free), wait for
* staff (manual), or hand over to the test gateway or Razorpay and settle what the payer did.
* "Try again" after a failure asks for the order again with the same choices: while its seat
* hold lasts the server gives the same order back. `heldUntil` is the open order's seat hold.
*/
function useCheckoutFlow() {
	const [step, setStep] = useState({ name: "form" });
	const [heldUntil, setHeldUntil] = useState(null);
	const [orderError, setOrderError] = useState(null);
	const [busyWith, setBusyWith] = useState(null);
	const [isOpeningGateway, setIsOpeningGateway] = useState(false);
	const lastOrder = useRef(null);
	const createOrder = useCreateOrder();
	const settle = useSettlePayment();
	const show = (next) => {
		setStep(next);
		if (next.name !== "form" && next.name !== "gateway") window.scrollTo({ top: 0 });
	};
	async function handOver(data) {
		const { payment, gateway } = data;
		if (payment.method === "online" && payment.seatHeldUntil) setHeldUntil(payment.seatHeldUntil);
		if (data.enrolled || payment.status === "paid") return show({
			name: "success",
			payment
		});
		if (payment.status === "pending_approval") return show({
			name: "pending",
			payment
		});
		if (gateway?.kind === "test") return show({
			name: "gateway",
			payment
		});
		if (gateway?.kind === "razorpay") {
			setIsOpeningGateway(true);
			try {
				const outcome = await openRazorpay(gateway);
				if (outcome.kind === "dismissed") {
					show({ name: "form" });
					toast.info(PAYMENT_CANCELLED);
				} else if (outcome.kind === "failed") show({
					name: "failure",
					payment: {
						...payment,
						failureReason: outcome.reason
					}
				});
				else {
					const settled = await settle.mutateAsync({
						kind: "razorpay",
						result: outcome.result
					});
					show(settledStep(settled));
				}
			} finally {
				setIsOpeningGateway(false);
			}
			return;
		}
		throw new Error("Online payment is not available right now. Please choose UPI / bank transfer.");
	}
	async function placeOrder(body) {
		setOrderError(null);
		lastOrder.current = body;
		try {
			await handOver(await createOrder.mutateAsync(body));
			return null;
		} catch (error) {
			show({ name: "form" });
			setOrderError(error);
			toast.error(getErrorMessage(error));
			return error;
		}
	}
	async function choose(outcome) {
		if (step.name !== "gateway") return;
		setBusyWith(outcome);
		try {
			const payment = await settle.mutateAsync({
				kind: "test",
				paymentId: step.payment._id,
				outcome
			});
			show(settledStep(payment));
		} catch (error) {
			toast.error(getErrorMessage(error));
		} finally {
			setBusyWith(null);
		}
	}
	return {
		step,
		heldUntil,
		orderError,
		busyWith,
		isPlacing: createOrder.isPending || isOpeningGateway || settle.isPending,
		placeOrder,
		choose,
		cancelGateway: () => {
			show({ name: "form" });
			toast.info(PAYMENT_CANCELLED);
		},
		retry: () => lastOrder.current ? placeOrder(lastOrder.current) : void 0,
		backToForm: () => {
			setOrderError(null);
			show({ name: "form" });
		}
	};
}
// src/features/checkout/pages/checkout-page.tsx
/** /checkout/?batchId=…: the batch, how to pay, the price with coupon and GST, and the payment. */
function CheckoutPage() {
	const [params] = useSearchParams();
	const batchId = params.get("batchId")?.trim() ?? "";
	const isValid = isValidBatchId(batchId);
	const [tried, setTried] = useState({
		batchId,
		code: null
	});
	const quote = useQuote(batchId, tried.batchId === batchId ? tried.code : null, isValid);
	if (!isValid) return /* @__PURE__ */ jsx(InvalidBatch, {});
	if (!quote.data) {
		if (quote.error) {
			if (quote.error instanceof ApiError && (quote.error.status === 404 || quote.error.status === 400)) return /* @__PURE__ */ jsx(InvalidBatch, { message: getErrorMessage(quote.error) });
			return /* @__PURE__ */ jsx(QuoteError, {
				error: quote.error,
				onRetry: () => void quote.refetch(),
				isRetrying: quote.isFetching
			});
		}
		return /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("title", { children: "Checkout | KodeSchool" }),
			/* @__PURE__ */ jsx(CheckoutHeader, {}),
			/* @__PURE__ */ jsx(CheckoutSkeleton, {})
		] });
	}
	return /* @__PURE__ */ jsx(Checkout, {
		quote: quote.data,
		isUpdating: quote.isFetching && quote.isPlaceholderData,
		couponError: quote.isPlaceholderData ? null : quote.data.couponError,
		onCoupon: (code) => setTried({
			batchId,
			code
		})
	}, batchId);
}
var ZFreeOrder = ZOrderFields.pick({ batchId: true }).loose();
function Checkout({ quote, isUpdating, couponError, onCoupon }) {
	const flow = useCheckoutFlow();
	const isEnrolled = useIsEnrolled(quote.batch._id);
	const canPayOnline = quote.gateway !== "none";
	const [screenshotFileId, setScreenshotFileId] = useState();
	const [wantsSecondBatch, setWantsSecondBatch] = useState(false);
	const mustConfirmSecond = quote.ownedBatch !== null && !isEnrolled && !wantsSecondBatch;
	const payStartRef = useRef(null);
	useEffect(() => {
		if (wantsSecondBatch) payStartRef.current?.focus();
	}, [wantsSecondBatch]);
	const [isUploading, setIsUploading] = useState(false);
	const schema = quote.isFree ? ZFreeOrder : ZOrderBody;
	const form = useZodForm(schema, {
		defaultValues: {
			batchId: quote.batch._id,
			method: canPayOnline ? "online" : "manual",
			reference: ""
		},
		mode: "onSubmit"
	});
	const { register, control, setError, clearErrors } = form;
	const { errors } = form.formState;
	const method = useWatch({
		control,
		name: "method"
	});
	const { batch } = quote;
	const heldUntil = flow.heldUntil ?? quote.heldUntil;
	const holdNotice = heldUntil ? /* @__PURE__ */ jsx(SeatHoldNotice, {
		heldUntil,
		minutes: quote.seatHoldMinutes
	}) : null;
	const closedReason = isEnrolled ? COMMERCE_MSG.alreadyEnrolled : !batch.isEnrollmentOpen && batch.seatsLeft > 0 ? COMMERCE_MSG.enrolmentClosed : !batch.isEnrollmentOpen || quote.seatsFree <= 0 ? COMMERCE_MSG.batchFull : null;
	async function place(body) {
		if (quote.isFree) body = {
			batchId: batch._id,
			method: "online"
		};
		const error = await flow.placeOrder({
			...body,
			couponCode: quote.coupon?.code,
			...body.method === "manual" ? {
				reference: body.reference,
				screenshotFileId
			} : {
				reference: void 0,
				screenshotFileId: void 0
			}
		});
		for (const item of fieldIssues(error)) if (item.field === "reference") setError("reference", { message: item.message });
	}
	const { step } = flow;
	if (step.name !== "form" && step.name !== "gateway") return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("title", { children: "Checkout | KodeSchool" }), /* @__PURE__ */ jsxs("div", {
		className: "container-page py-10 sm:py-14",
		children: [
			step.name === "success" && /* @__PURE__ */ jsx(CheckoutSuccess, { payment: step.payment }),
			step.name === "pending" && /* @__PURE__ */ jsx(CheckoutPending, {
				payment: step.payment,
				batch
			}),
			step.name === "refund" && /* @__PURE__ */ jsx(CheckoutRefundDue, {
				payment: step.payment,
				batch
			}),
			step.name === "failure" && /* @__PURE__ */ jsx(CheckoutFailure, {
				payment: step.payment,
				onRetry: () => void flow.retry(),
				onChangeMethod: flow.backToForm,
				isRetrying: flow.isPlacing,
				hold: holdNotice
			})
		]
	})] });
	const payLabel = quote.isFree ? "Enrol for free" : method === "manual" ? "Submit payment details" : `Pay ${formatPaise(quote.amounts.totalPaise)}`;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: `Checkout: ${batch.courseTitle} | KodeSchool` }),
		/* @__PURE__ */ jsx(CheckoutHeader, { quote }),
		/* @__PURE__ */ jsxs(Form, {
			form,
			onSubmit: place,
			"data-testid": "checkout-form",
			className: "container-page grid items-start gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 space-y-6",
				children: [
					mustConfirmSecond && quote.ownedBatch && /* @__PURE__ */ jsx(OwnedBatchNotice, {
						courseTitle: batch.courseTitle,
						owned: quote.ownedBatch,
						onContinue: () => setWantsSecondBatch(true)
					}),
					/* @__PURE__ */ jsx(CheckoutBatch, {
						batch,
						seatsLeft: quote.seatsFree
					}),
					/* @__PURE__ */ jsx("div", {
						ref: payStartRef,
						tabIndex: -1,
						className: "outline-none"
					}),
					mustConfirmSecond ? null : quote.isFree ? /* @__PURE__ */ jsx(FreeEnrolment, {}) : /* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "pay-with-title",
						className: "card p-5 sm:p-6",
						children: [
							/* @__PURE__ */ jsx("h2", {
								id: "pay-with-title",
								className: "mb-4 text-lg font-extrabold text-slate-900",
								children: "How would you like to pay?"
							}),
							quote.gateway === "test" && /* @__PURE__ */ jsx(TestGatewayNotice, {}),
							/* @__PURE__ */ jsx(PaymentMethod, {
								value: method,
								field: register("method", { onChange: () => clearErrors("reference") }),
								canPayOnline,
								disabled: flow.isPlacing
							}),
							!canPayOnline && /* @__PURE__ */ jsx(OnlineUnavailableNotice, {}),
							method === "online" && canPayOnline && (holdNotice ? /* @__PURE__ */ jsx("div", {
								className: "mt-4",
								children: holdNotice
							}) : /* @__PURE__ */ jsxs("p", {
								"data-testid": "seat-hold-info",
								className: "mt-3 text-sm text-slate-600",
								children: [
									"Paying online holds your seat for ",
									plural(quote.seatHoldMinutes, "minute"),
									" ",
									"while you pay."
								]
							})),
							method === "manual" && /* @__PURE__ */ jsx(ManualPayment, {
								quote,
								referenceField: register("reference"),
								referenceError: errors.reference?.message,
								onScreenshot: setScreenshotFileId,
								onUploadingChange: setIsUploading,
								disabled: flow.isPlacing
							})
						]
					})
				]
			}), /* @__PURE__ */ jsx("div", {
				className: "lg:sticky lg:top-24",
				children: /* @__PURE__ */ jsx(OrderSummary, {
					quote,
					isUpdating,
					coupon: /* @__PURE__ */ jsx(CouponField, {
						applied: quote.coupon,
						serverError: couponError,
						isChecking: isUpdating,
						disabled: flow.isPlacing,
						onApply: onCoupon,
						onRemove: () => onCoupon(null)
					}),
					payLabel,
					payingLabel: isUploading ? "Uploading screenshot..." : method === "manual" ? "Submitting..." : "Starting payment...",
					isPaying: flow.isPlacing || isUploading,
					canPay: closedReason === null && !mustConfirmSecond,
					alert: mustConfirmSecond ? /* @__PURE__ */ jsx("p", {
						"data-testid": "checkout-owned-hint",
						className: "rounded-lg bg-amber-50 px-3 py-2 text-center text-xs font-semibold text-amber-900",
						children: "You already have this course: choose above whether to buy another batch."
					}) : closedReason ? /* @__PURE__ */ jsx(OrderAlert, { message: closedReason }) : flow.orderError ? /* @__PURE__ */ jsx(OrderAlert, { message: getErrorMessage(flow.orderError) }) : null,
					note: !quote.isFree && method === "online" && quote.gateway === "test" ? /* @__PURE__ */ jsx("p", {
						className: "text-center text-xs text-amber-800",
						children: "Test payment gateway: no money is taken."
					}) : null
				})
			})]
		}),
		/* @__PURE__ */ jsx(TestGatewayDialog, {
			payment: step.name === "gateway" ? step.payment : null,
			hold: holdNotice,
			busyWith: flow.busyWith,
			onChoose: (outcome) => void flow.choose(outcome),
			onCancel: flow.cancelGateway
		})
	] });
}
export { CheckoutPage as default };
