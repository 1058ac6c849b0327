import { Bt as fullNameOf, O as formatPaise, Wt as Button, b as useAuthStore, c as toast, n as Avatar, t as useLogout, zt as ZUserData } from "../entry-server.js";
import { l as formatTime, n as formatDate, s as formatDay } from "./format-DGa3zFAK.js";
import { t as BATCH_STATUS_LABELS } from "./batch.schema-C1fQK6d_.js";
import { t as InlineError } from "./inline-error-Zfqv3JnB.js";
import { a as getErrorMessage, n as publicApi } from "./api-client-CyCTgC69.js";
import { n as STUDENT_STALE_MS, r as studentKeys, t as useMyBatches } from "./student-DhpWBMbL.js";
import { M as COMMERCE_MSG, a as ZMyPaymentsData, n as ORDER_STATUS_LABELS, r as PAYMENT_METHOD_LABELS, t as ORDER_EXPIRED_NOTE } from "./payment.schema-B6MFmkue.js";
import { t as saveFile } from "./save-file-heu4FXum.js";
import { r as fieldIssues } from "./field-issues-CklJ7g7w.js";
import { t as TableHead } from "./table-head-D8UkoeeH.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { s as ZProfileBody } from "./classroom.schema-iNsnfj4B.js";
import { C as FormServerAlert, E as useZodForm, S as Form, _ as FormText, w as SubmitButton } from "./form-9deOHQRr.js";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { clsx } from "clsx";
import { BadgeCheck, ChevronRight, Download, GraduationCap, LogOut, Phone, ReceiptText } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/profile/api/get-enrolments.ts
var ENROLMENTS_FAILED = "Failed to load your enrolments";
/** GET /classroom: the batches the student is enrolled in (core/student owns the call). */
var useEnrolments = useMyBatches;
// src/features/profile/lib/display.ts
var PAYMENT_STATUS_STYLES = {
	paid: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
	created: "bg-amber-50 text-amber-900 ring-amber-600/20",
	pending_approval: "bg-amber-50 text-amber-900 ring-amber-600/20",
	failed: "bg-red-50 text-red-800 ring-red-600/20",
	rejected: "bg-red-50 text-red-800 ring-red-600/20",
	refund_due: "bg-amber-50 text-amber-900 ring-amber-600/20",
	refunded: "bg-slate-100 text-slate-700 ring-slate-500/20",
	abandoned: "bg-slate-100 text-slate-700 ring-slate-500/20"
};
var BATCH_STATUS_STYLES = {
	upcoming: "bg-brand-50 text-brand-800 ring-brand-600/20",
	ongoing: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
	completed: "bg-slate-100 text-slate-700 ring-slate-500/20"
};
// src/features/profile/components/section-card.tsx
/** A titled card of the profile page. */
function SectionCard({ id, title, description, action, children, testId }) {
	return /* @__PURE__ */ jsxs("section", {
		id,
		"aria-labelledby": `${id}-title`,
		"data-testid": testId,
		className: "card scroll-mt-24",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
				id: `${id}-title`,
				className: "text-lg font-extrabold text-slate-900",
				children: title
			}), description && /* @__PURE__ */ jsx("p", {
				className: "mt-0.5 text-sm text-slate-600",
				children: description
			})] }), action]
		}), /* @__PURE__ */ jsx("div", {
			className: "px-5 py-5 sm:px-6",
			children
		})]
	});
}
function RowsSkeleton({ rows = 3 }) {
	return /* @__PURE__ */ jsx("div", {
		"aria-busy": "true",
		className: "space-y-3",
		children: Array.from({ length: rows }, (_, i) => /* @__PURE__ */ jsx("div", {
			"aria-hidden": "true",
			className: "h-14 animate-pulse rounded-xl bg-slate-200/70"
		}, i))
	});
}
/** An empty list of a profile card: what is missing and a link to the courses to fill it. */
function EmptyRows({ icon: Icon, iconClassName, text, linkText, testId }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": testId,
		className: "flex flex-col items-center gap-3 py-6 text-center",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: clsx("grid size-11 place-items-center rounded-xl", iconClassName),
				children: /* @__PURE__ */ jsx(Icon, {
					className: "size-5",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: text
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/courses",
				className: "link text-sm",
				children: linkText
			})
		]
	});
}
// src/features/profile/components/enrolments-list.tsx
/** The batches the student is enrolled in, each opening its classroom. */
function EnrolmentsList() {
	const { data: batches, error, refetch } = useEnrolments();
	if (error && !batches) return /* @__PURE__ */ jsx(InlineError, {
		testId: "profile-enrolments-error",
		message: getErrorMessage(error, ENROLMENTS_FAILED),
		onRetry: () => void refetch()
	});
	if (!batches) return /* @__PURE__ */ jsx(RowsSkeleton, { rows: 2 });
	if (batches.length === 0) return /* @__PURE__ */ jsx(EmptyRows, {
		testId: "profile-enrolments-empty",
		icon: GraduationCap,
		iconClassName: "bg-brand-50 text-brand-700",
		text: "You have not enrolled in a batch yet.",
		linkText: "Browse courses"
	});
	return /* @__PURE__ */ jsx("ul", {
		role: "list",
		"data-testid": "profile-enrolments",
		className: "-my-2 divide-y divide-slate-100",
		children: batches.map(({ enrolmentId, batch, course, progress }) => {
			const percent = progress.totalLessons > 0 ? Math.round(progress.completedLessons / progress.totalLessons * 100) : 0;
			return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: `/classroom?batch=${batch._id}`,
				"data-testid": "profile-enrolment",
				className: "group -mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ jsx("p", {
							className: "truncate text-sm font-bold text-slate-900",
							children: course.title
						}), /* @__PURE__ */ jsxs("p", {
							className: "truncate text-sm text-slate-600",
							children: [
								batch.name,
								" · from ",
								formatDay(batch.startDate)
							]
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "hidden w-24 shrink-0 sm:block",
						"aria-hidden": "true",
						children: [/* @__PURE__ */ jsx("div", {
							className: "h-1.5 overflow-hidden rounded-full bg-slate-100",
							children: /* @__PURE__ */ jsx("div", {
								className: "h-full rounded-full bg-brand-600",
								style: { width: `${percent}%` }
							})
						}), /* @__PURE__ */ jsxs("p", {
							className: "mt-1 text-right text-xs text-slate-500 tabular-nums",
							children: [percent, "% done"]
						})]
					}),
					/* @__PURE__ */ jsx("span", {
						className: clsx("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1", BATCH_STATUS_STYLES[batch.status]),
						children: BATCH_STATUS_LABELS[batch.status]
					}),
					/* @__PURE__ */ jsx(ChevronRight, {
						className: "size-4 shrink-0 text-slate-400 group-hover:text-slate-700",
						"aria-hidden": "true"
					})
				]
			}) }, enrolmentId);
		})
	});
}
// src/features/profile/components/logout-button.tsx
/** "Log out", in the page's header on wide screens and under the details on phones. */
function LogoutButton({ onLogout, isLoggingOut, testId, fullWidth }) {
	return /* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		fullWidth,
		"data-testid": testId,
		onClick: onLogout,
		isLoading: isLoggingOut,
		loadingText: "Logging out...",
		icon: LogOut,
		children: "Log out"
	});
}
// src/features/profile/api/profile-keys.ts
/** The profile's own keys, under the student's (core/student owns the enrolments list). */
var profileKeys = { payments: (userId) => [...studentKeys.all(userId), "payments"] };
// src/features/profile/api/get-payments.ts
var PAYMENTS_FAILED = "Failed to load your payments";
/** GET /payments → data.payments: the student's payments, newest first. */
function usePayments() {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: profileKeys.payments(userId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get("/payments", ZMyPaymentsData, { signal })).data.payments;
		},
		staleTime: STUDENT_STALE_MS,
		enabled: userId !== ""
	});
}
// src/features/profile/api/download-receipt.ts
var receiptUrl = (paymentId) => publicApi.href(`/payments/${encodeURIComponent(paymentId)}/receipt`);
/**
* GET /payments/{id}/receipt as a file. Fetched rather than followed as a plain link so an
* access token that ran out while the page was open is refreshed first, and a refusal shows
* as a message instead of a downloaded error page.
*/
async function downloadReceipt(paymentId, fileName) {
	saveFile(await publicApi.download(receiptUrl(paymentId)), fileName);
}
// src/features/profile/components/receipt-button.tsx
/** The receipt PDF of a paid payment. */
function ReceiptButton({ payment }) {
	const [isLoading, setIsLoading] = useState(false);
	const fileName = `KodeSchool-receipt-${payment.receiptNumber ?? payment._id}.pdf`;
	return /* @__PURE__ */ jsxs("a", {
		href: receiptUrl(payment._id),
		download: fileName,
		"data-testid": "payment-receipt",
		"aria-busy": isLoading || void 0,
		onClick: async (event) => {
			event.preventDefault();
			if (isLoading) return;
			setIsLoading(true);
			try {
				await downloadReceipt(payment._id, fileName);
			} catch (error) {
				toast.error(getErrorMessage(error, "Could not download the receipt. Please try again."));
			} finally {
				setIsLoading(false);
			}
		},
		className: "inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800",
		children: [
			isLoading ? /* @__PURE__ */ jsx(Spinner, { className: "size-4" }) : /* @__PURE__ */ jsx(Download, {
				className: "size-4",
				"aria-hidden": "true"
			}),
			"Receipt",
			/* @__PURE__ */ jsxs("span", {
				className: "sr-only",
				children: [
					" ",
					payment.receiptNumber ?? "",
					" (PDF)"
				]
			})
		]
	});
}
// src/features/profile/components/payments-table.tsx
var COLUMNS = [
	{
		label: "Payment",
		className: "py-2.5 pr-3 pl-6 font-semibold"
	},
	{
		label: "Amount",
		className: "px-3 py-2.5 text-right font-semibold"
	},
	{
		label: "Status",
		className: "px-3 py-2.5 font-semibold"
	},
	{
		label: /* @__PURE__ */ jsx("span", {
			className: "sr-only",
			children: "Receipt"
		}),
		className: "py-2.5 pr-6 pl-3 text-right font-semibold"
	}
];
function StatusBadge({ payment }) {
	return /* @__PURE__ */ jsx("span", {
		"data-testid": "payment-status",
		className: clsx("inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1", PAYMENT_STATUS_STYLES[payment.displayStatus]),
		children: ORDER_STATUS_LABELS[payment.displayStatus]
	});
}
/**
* A line under the status: why a paid order did not enrol (it is refunded), that an unpaid one
* expired with its seat hold, or until when an open one still holds the seat.
*/
function StatusNote({ payment }) {
	const note = "mt-1 text-xs leading-snug text-slate-600";
	if (payment.status === "refund_due" || payment.status === "refunded") return /* @__PURE__ */ jsxs("p", {
		"data-testid": "payment-refund-reason",
		className: note,
		children: [(payment.failureReason ?? "You were not enrolled").replace(/\.?$/, "."), payment.status === "refund_due" ? " A full refund is on its way." : " Refunded in full."]
	});
	if (payment.displayStatus === "abandoned") return /* @__PURE__ */ jsx("p", {
		"data-testid": "payment-expired-note",
		className: note,
		children: ORDER_EXPIRED_NOTE
	});
	if (payment.displayStatus === "created" && payment.seatHeldUntil) return /* @__PURE__ */ jsxs("p", {
		"data-testid": "payment-held-note",
		className: note,
		children: [
			"Seat held until ",
			formatTime(payment.seatHeldUntil),
			".",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: `/checkout/?batchId=${payment.batch._id}`,
				className: "link font-semibold",
				children: "Finish paying"
			})
		]
	});
	return null;
}
/** Paid orders have a receipt to download, free enrolments (₹0) included. */
var hasReceipt = (p) => p.status === "paid" && p.receiptNumber !== null;
var amountOf = (p) => p.amounts.totalPaise === 0 ? "Free" : formatPaise(p.amounts.totalPaise);
/** The student's payments, newest first: a table on wide screens, cards on a phone. */
function PaymentsTable() {
	const { data: payments, error, refetch } = usePayments();
	if (error && !payments) return /* @__PURE__ */ jsx(InlineError, {
		testId: "profile-payments-error",
		message: getErrorMessage(error, PAYMENTS_FAILED),
		onRetry: () => void refetch()
	});
	if (!payments) return /* @__PURE__ */ jsx(RowsSkeleton, {});
	if (payments.length === 0) return /* @__PURE__ */ jsx(EmptyRows, {
		testId: "profile-payments-empty",
		icon: ReceiptText,
		iconClassName: "bg-slate-100 text-slate-600",
		text: "No payments yet. Your receipts will be kept here.",
		linkText: "Find a course"
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", {
		className: "relative -mx-5 hidden overflow-x-auto sm:-mx-6 md:block",
		children: /* @__PURE__ */ jsxs("table", {
			"data-testid": "profile-payments",
			className: "w-full table-fixed text-left text-sm",
			children: [
				/* @__PURE__ */ jsxs("colgroup", { children: [
					/* @__PURE__ */ jsx("col", {}),
					/* @__PURE__ */ jsx("col", { className: "w-36" }),
					/* @__PURE__ */ jsx("col", { className: "w-38" }),
					/* @__PURE__ */ jsx("col", { className: "w-30" })
				] }),
				/* @__PURE__ */ jsx(TableHead, {
					columns: COLUMNS,
					rowClassName: "border-b border-slate-100 text-xs font-semibold tracking-wide text-slate-500 uppercase"
				}),
				/* @__PURE__ */ jsx("tbody", {
					className: "divide-y divide-slate-100",
					children: payments.map((p) => /* @__PURE__ */ jsxs("tr", {
						"data-testid": "payment-row",
						"data-payment-id": p._id,
						className: "align-middle",
						children: [
							/* @__PURE__ */ jsxs("td", {
								className: "py-3 pr-3 pl-6",
								children: [/* @__PURE__ */ jsx("p", {
									className: "truncate font-semibold text-slate-900",
									title: p.course.title,
									children: p.course.title
								}), /* @__PURE__ */ jsxs("p", {
									className: "truncate text-xs text-slate-500",
									children: [
										/* @__PURE__ */ jsx("time", {
											dateTime: p.createdAt,
											children: formatDate(p.createdAt)
										}),
										" · ",
										p.batch.name
									]
								})]
							}),
							/* @__PURE__ */ jsxs("td", {
								className: "px-3 py-3 text-right whitespace-nowrap",
								children: [/* @__PURE__ */ jsx("p", {
									className: "font-semibold text-slate-900 tabular-nums",
									children: amountOf(p)
								}), /* @__PURE__ */ jsx("p", {
									className: "text-xs text-slate-500",
									children: PAYMENT_METHOD_LABELS[p.method]
								})]
							}),
							/* @__PURE__ */ jsxs("td", {
								className: "px-3 py-3",
								children: [/* @__PURE__ */ jsx(StatusBadge, { payment: p }), /* @__PURE__ */ jsx(StatusNote, { payment: p })]
							}),
							/* @__PURE__ */ jsx("td", {
								className: "py-3 pr-6 pl-3 text-right",
								children: hasReceipt(p) && /* @__PURE__ */ jsx(ReceiptButton, { payment: p })
							})
						]
					}, p._id))
				})
			]
		})
	}), /* @__PURE__ */ jsx("ul", {
		role: "list",
		"data-testid": "profile-payments-cards",
		className: "-my-2 divide-y divide-slate-100 md:hidden",
		children: payments.map((p) => /* @__PURE__ */ jsxs("li", {
			"data-testid": "payment-card",
			className: "py-3",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-start justify-between gap-3",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("p", {
							className: "truncate text-sm font-semibold text-slate-900",
							children: p.course.title
						}), /* @__PURE__ */ jsxs("p", {
							className: "truncate text-xs text-slate-500",
							children: [
								p.batch.name,
								" · ",
								formatDate(p.createdAt)
							]
						})]
					}), /* @__PURE__ */ jsx("p", {
						className: "shrink-0 text-sm font-bold text-slate-900 tabular-nums",
						children: amountOf(p)
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-2 flex items-center justify-between gap-3",
					children: [/* @__PURE__ */ jsxs("p", {
						className: "flex items-center gap-2 text-xs text-slate-600",
						children: [/* @__PURE__ */ jsx(StatusBadge, { payment: p }), PAYMENT_METHOD_LABELS[p.method]]
					}), hasReceipt(p) && /* @__PURE__ */ jsx(ReceiptButton, { payment: p })]
				}),
				/* @__PURE__ */ jsx(StatusNote, { payment: p })
			]
		}, p._id))
	})] });
}
// src/features/profile/api/update-profile.ts
async function updateProfile(body) {
	return (await publicApi.patch("/users/me", ZUserData, body)).data.user;
}
/** PATCH /users/me; the signed-in user in the auth store (header, menus) follows at once. */
function useUpdateProfile() {
	return useMutation({
		mutationFn: updateProfile,
		onSuccess: (user) => useAuthStore.getState().setUser(user)
	});
}
// src/features/profile/components/profile-form.tsx
var valuesOf = (user) => ({
	firstName: user.name.firstName,
	lastName: user.name.lastName,
	email: user.email ?? ""
});
function formatPhone(phone) {
	const n = phone.number;
	const spaced = n.length === 10 ? `${n.slice(0, 5)} ${n.slice(5)}` : n;
	return `${phone.code.startsWith("+") ? phone.code : `+${phone.code}`} ${spaced}`;
}
/** Name and e-mail (PATCH /users/me, the shared ZProfileBody); the verified phone is read-only. */
function ProfileForm({ user }) {
	const update = useUpdateProfile();
	const form = useZodForm(ZProfileBody, {
		defaultValues: valuesOf(user),
		mode: "onSubmit"
	});
	const { reset } = form;
	const { isDirty } = form.formState;
	const submit = async (values) => {
		let saved;
		try {
			saved = await update.mutateAsync(values);
		} catch (error) {
			const message = getErrorMessage(error);
			if (fieldIssues(error).length > 0 || message !== COMMERCE_MSG.emailTaken) throw error;
			form.setError("email", { message });
			return;
		}
		reset(valuesOf(saved));
		toast.success(COMMERCE_MSG.profileUpdated);
	};
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: submit,
		failureMessage: (error) => getErrorMessage(error),
		tell: "alert+toast",
		look: "public",
		"data-testid": "profile-form",
		className: "space-y-4",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(FormText, {
					name: "firstName",
					label: "First name",
					autoComplete: "given-name",
					testId: "profile-first-name"
				}), /* @__PURE__ */ jsx(FormText, {
					name: "lastName",
					label: "Last name",
					autoComplete: "family-name",
					testId: "profile-last-name"
				})]
			}),
			/* @__PURE__ */ jsx(FormText, {
				name: "email",
				label: "E-mail",
				type: "email",
				inputMode: "email",
				autoComplete: "email",
				testId: "profile-email",
				hint: "Receipts and batch updates are sent here."
			}),
			/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("p", {
					className: "mb-1.5 text-sm font-medium text-slate-800",
					children: "Mobile number"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex h-12 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3.5",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "flex items-center gap-2 text-base text-slate-700",
						children: [/* @__PURE__ */ jsx(Phone, {
							className: "size-4 text-slate-400",
							"aria-hidden": "true"
						}), /* @__PURE__ */ jsx("span", {
							"data-testid": "profile-phone",
							children: user.phone ? formatPhone(user.phone) : "Not added"
						})]
					}), user.phone && /* @__PURE__ */ jsxs("span", {
						"data-testid": "profile-phone-verified",
						className: "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-600/20",
						children: [/* @__PURE__ */ jsx(BadgeCheck, {
							className: "size-3.5",
							"aria-hidden": "true"
						}), "Verified"]
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-1.5 text-xs text-slate-600",
					children: "You sign in with this number. To change it, contact support."
				})
			] }),
			/* @__PURE__ */ jsx(FormServerAlert, {}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-end gap-3 pt-1",
				children: [isDirty && /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					onClick: () => reset(valuesOf(user)),
					disabled: update.isPending,
					children: "Cancel"
				}), /* @__PURE__ */ jsx(SubmitButton, {
					"data-testid": "profile-save",
					isLoading: update.isPending,
					loadingText: "Saving...",
					disabled: !isDirty,
					children: "Save changes"
				})]
			})
		]
	});
}
// src/features/profile/pages/profile-page.tsx
/** /profile: name and e-mail, the verified phone, enrolments, payments with receipts, log out. */
function ProfilePage() {
	const user = useAuthStore((s) => s.user);
	const { logout, isLoggingOut } = useLogout();
	if (!user) return null;
	const name = fullNameOf(user) || "Your account";
	const logoutProps = {
		onLogout: () => void logout(),
		isLoggingOut
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: "My profile | KodeSchool" }),
		/* @__PURE__ */ jsx("section", {
			className: "border-b border-slate-200 bg-white",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page flex flex-wrap items-center gap-4 py-8 sm:gap-5 sm:py-10",
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						firstName: user.name.firstName,
						lastName: user.name.lastName,
						className: "size-16 text-xl sm:size-20 sm:text-2xl"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-sm font-semibold text-brand-700",
								children: "My profile"
							}),
							/* @__PURE__ */ jsx("h1", {
								"data-testid": "profile-name",
								className: "mt-0.5 text-2xl font-extrabold break-words tracking-tight text-slate-900 sm:text-3xl",
								children: name
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "mt-0.5 text-sm text-slate-600",
								children: ["Member since ", formatDate(user.createdAt)]
							})
						]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "hidden sm:block",
						children: /* @__PURE__ */ jsx(LogoutButton, {
							...logoutProps,
							testId: "profile-logout"
						})
					})
				]
			})
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "container-page grid items-start gap-6 py-8 sm:py-10 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-8",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "space-y-6",
				children: [/* @__PURE__ */ jsx(SectionCard, {
					id: "details",
					title: "Personal details",
					description: "How we address you and where receipts go.",
					testId: "profile-details",
					children: /* @__PURE__ */ jsx(ProfileForm, { user }, user.updatedAt)
				}), /* @__PURE__ */ jsx("div", {
					className: "sm:hidden",
					children: /* @__PURE__ */ jsx(LogoutButton, {
						...logoutProps,
						testId: "profile-logout-mobile",
						fullWidth: true
					})
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: "min-w-0 space-y-6",
				children: [/* @__PURE__ */ jsx(SectionCard, {
					id: "enrolments",
					title: "My enrolments",
					description: "Open a batch to continue learning.",
					testId: "profile-enrolments-card",
					children: /* @__PURE__ */ jsx(EnrolmentsList, {})
				}), /* @__PURE__ */ jsx(SectionCard, {
					id: "payments",
					title: "Payments",
					description: "Every payment you made, with receipts for completed ones.",
					testId: "profile-payments-card",
					children: /* @__PURE__ */ jsx(PaymentsTable, {})
				})]
			})]
		})
	] });
}
export { ProfilePage as default };
