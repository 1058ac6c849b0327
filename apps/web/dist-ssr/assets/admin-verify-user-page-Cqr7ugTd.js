import { h as ZVerifyUserBody, m as ZVerifyLookupQuery, o as ZAdminUserData, r as STAFF_MSG } from "./staff.schema-BBZGM5Kw.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { r as adminInputClass, t as AdminField } from "./form-field-C7rmj4tf.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { a as isNotFound, n as failWith } from "./field-issues-CklJ7g7w.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { b as useAuthStore, c as toast } from "../entry-server.js";
import { i as staffAdminKeys, r as phoneText } from "./format-DQkEp8e5.js";
import { s as canAccessAdminPath } from "./roles-pGSoVmPl.js";
import { t as FormAlert } from "./form-alert-CsURkenI.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { t as UserIdentity } from "./user-identity-CTR_wy6x.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { clsx } from "clsx";
import { AlertTriangle, ArrowUpRight, BadgeCheck, Search, ShieldCheck, UserRoundSearch } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/staff-admin/api/verify-user.ts
var LOOKUP_FAILED = "Failed to find the user";
var VERIFY_FAILED = "Failed to verify the user";
/** GET /admin/verify-user/lookup?query= (an exact phone or e-mail) → data.user; null on a 404. */
async function lookupUser(query, signal) {
	try {
		return (await adminApi.get("/verify-user/lookup", ZAdminUserData, {
			query: { query },
			signal
		})).data.user;
	} catch (error) {
		if (isNotFound(error)) return null;
		return failWith(error, LOOKUP_FAILED);
	}
}
/** Runs once a lookup text is submitted (''= nothing asked yet). */
function useUserLookup(query) {
	return useQuery({
		queryKey: staffAdminKeys.lookup(query),
		queryFn: ({ signal }) => lookupUser(query, signal),
		enabled: query !== "",
		staleTime: 0,
		retry: false
	});
}
/** POST /admin/users/{id}/verify {note} → data.user (active, with who verified and why). */
async function verifyUser({ id, note }) {
	try {
		return (await adminApi.post(`/users/${encodeURIComponent(id)}/verify`, ZAdminUserData, { note })).data.user;
	} catch (error) {
		return failWith(error, VERIFY_FAILED);
	}
}
function useVerifyUser() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: verifyUser,
		onSuccess: (user) => {
			toast.success(STAFF_MSG.userVerified);
			queryClient.setQueriesData({ queryKey: [...staffAdminKeys.all, "lookup"] }, (old) => old && old._id === user._id ? user : old);
			return Promise.all([queryClient.invalidateQueries({ queryKey: staffAdminKeys.users() }), queryClient.invalidateQueries({ queryKey: staffAdminKeys.activity() })]);
		}
	});
}
// src/features/staff-admin/components/verify-user-card.tsx
function Fact({ label, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [/* @__PURE__ */ jsx("dt", {
			className: "text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "mt-0.5 text-sm font-medium break-words text-slate-900",
			children
		})]
	});
}
/** The account a lookup found, and (while it is inactive) the note and "Verify user". */
function VerifyUserCard({ user }) {
	const role = useAuthStore((s) => s.user?.role);
	const canOpenProfile = canAccessAdminPath(role, "/admin/users");
	return /* @__PURE__ */ jsxs("section", {
		className: "card overflow-hidden",
		"data-testid": "verify-result",
		"aria-label": "Found user",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6",
				children: [/* @__PURE__ */ jsx(UserIdentity, {
					user,
					avatarClassName: "size-12 text-base",
					headingTestId: "verify-name"
				}), canOpenProfile && /* @__PURE__ */ jsxs(Link, {
					to: `/admin/users/${user._id}`,
					className: "inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline",
					children: ["Full profile ", /* @__PURE__ */ jsx(ArrowUpRight, {
						className: "size-4",
						"aria-hidden": "true"
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "grid gap-4 border-t border-slate-200 bg-slate-50/60 px-5 py-4 sm:grid-cols-3 sm:px-6",
				children: [
					/* @__PURE__ */ jsx(Fact, {
						label: "Phone",
						children: phoneText(user.phone) ?? "None yet"
					}),
					/* @__PURE__ */ jsx(Fact, {
						label: "E-mail",
						children: user.email ?? "—"
					}),
					/* @__PURE__ */ jsx(Fact, {
						label: "Joined (IST)",
						children: formatDateTime(user.createdAt)
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "border-t border-slate-200 p-5 sm:p-6",
				children: user.isActive ? /* @__PURE__ */ jsx(VerifiedState, { user }) : /* @__PURE__ */ jsx(VerifyForm, { user }, user._id)
			})
		]
	});
}
function VerifiedState({ user }) {
	const byHand = user.verifiedBy !== null;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3.5 text-emerald-900 ring-1 ring-emerald-200 ring-inset",
		"data-testid": "verify-done",
		role: "status",
		children: [/* @__PURE__ */ jsx(BadgeCheck, {
			className: "mt-0.5 size-5 shrink-0 text-emerald-700",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0 text-sm",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "font-semibold",
					children: byHand ? `Verified by ${user.verifiedBy.name}` : "Active: this user verified their phone"
				}),
				byHand && user.verificationNote && /* @__PURE__ */ jsxs("p", {
					className: "mt-0.5 break-words text-emerald-800",
					children: [
						"“",
						user.verificationNote,
						"”"
					]
				}),
				!byHand && user.phoneVerifiedAt && /* @__PURE__ */ jsxs("p", {
					className: "mt-0.5 text-emerald-800",
					children: [
						"On ",
						formatDateTime(user.phoneVerifiedAt),
						" IST"
					]
				})
			]
		})]
	});
}
function VerifyForm({ user }) {
	const verify = useVerifyUser();
	const [note, setNote] = useState("");
	const [error, setError] = useState();
	const [alert, setAlert] = useState(null);
	const onSubmit = (e) => {
		e.preventDefault();
		const parsed = ZVerifyUserBody.safeParse({ note });
		if (!parsed.success) {
			setError(parsed.error.issues[0]?.message ?? STAFF_MSG.verifyNoteRequired);
			return;
		}
		verify.mutate({
			id: user._id,
			note: parsed.data.note
		}, { onError: (err) => setAlert(err.message) });
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		className: "space-y-4",
		"data-testid": "verify-form",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset",
				children: [/* @__PURE__ */ jsx(ShieldCheck, {
					className: "mt-0.5 size-4 shrink-0",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsx("p", { children: "This account is not active yet. Verify it by hand only after you have confirmed who they are (e.g. a learner outside India who cannot get a +91 code). They become active at once." })]
			}),
			/* @__PURE__ */ jsx(AdminField, {
				label: "Why are you verifying this user?",
				error,
				hint: "Recorded with your name on the account and in the activity log.",
				children: /* @__PURE__ */ jsx("textarea", {
					rows: 3,
					maxLength: 500,
					value: note,
					onChange: (e) => {
						setNote(e.target.value);
						setError(void 0);
						setAlert(null);
					},
					placeholder: "e.g. Lives in Dubai; identity confirmed on a video call",
					"data-testid": "verify-note",
					className: clsx(adminInputClass, "resize-y")
				})
			}),
			alert && /* @__PURE__ */ jsx(FormAlert, {
				message: alert,
				testId: "verify-alert"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "flex justify-end",
				children: /* @__PURE__ */ jsx(IconTextButton, {
					icon: BadgeCheck,
					type: "submit",
					isLoading: verify.isPending,
					loadingText: "Verifying…",
					"data-testid": "verify-submit",
					className: "w-full sm:w-auto",
					children: "Verify user"
				})
			})
		]
	});
}
// src/features/staff-admin/lib/lookup-query.ts
/**
* What staff type into the verify-user lookup, as the server matches it (exactly): an e-mail
* lower-cased, or a phone as its 10 digits ("+91 98765 00001" → "9876500001").
*/
function lookupQueryOf(text) {
	const trimmed = text.trim();
	if (trimmed.includes("@")) return trimmed.toLowerCase();
	const digits = trimmed.replace(/\D/g, "");
	if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
	if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
	return digits || trimmed;
}
// src/features/staff-admin/pages/admin-verify-user-page.tsx
/** /admin/verify-user: find an account by phone or e-mail and verify it by hand. */
function AdminVerifyUserPage() {
	const [params, setParams] = useSearchParams();
	const asked = params.get("q") ?? "";
	const [text, setText] = useState(asked);
	const [error, setError] = useState();
	const lookup = useUserLookup(asked);
	const onSubmit = (e) => {
		e.preventDefault();
		const parsed = ZVerifyLookupQuery.safeParse({ query: lookupQueryOf(text) });
		if (!parsed.success) {
			setError(parsed.error.issues[0]?.message ?? STAFF_MSG.lookupRequired);
			return;
		}
		setParams({ q: parsed.data.query }, { replace: true });
		if (parsed.data.query === asked) lookup.refetch();
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-3xl",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Verify user",
				description: "For people who cannot verify a phone themselves, such as learners outside India: find them, say why, and activate their account."
			}),
			/* @__PURE__ */ jsx("form", {
				onSubmit,
				noValidate: true,
				className: "card p-5 sm:p-6",
				role: "search",
				children: /* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-3 sm:flex-row sm:items-start",
					children: [/* @__PURE__ */ jsx(AdminField, {
						label: "Phone number or e-mail",
						error,
						hint: "The exact phone (10 digits) or e-mail on their account.",
						className: "flex-1",
						children: /* @__PURE__ */ jsx("input", {
							value: text,
							onChange: (e) => {
								setText(e.target.value);
								setError(void 0);
							},
							autoComplete: "off",
							spellCheck: false,
							maxLength: 254,
							placeholder: "9876543210 or name@example.com",
							"data-testid": "verify-lookup",
							className: adminInputClass
						})
					}), /* @__PURE__ */ jsx(IconTextButton, {
						icon: Search,
						type: "submit",
						size: "sm",
						className: "h-10 sm:mt-6",
						isLoading: lookup.isFetching,
						loadingText: "Finding…",
						"data-testid": "verify-find",
						children: "Find user"
					})]
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-6",
				"aria-live": "polite",
				children: asked === "" ? /* @__PURE__ */ jsx(Hint, {}) : lookup.isPending ? /* @__PURE__ */ jsxs("div", {
					className: "flex items-center justify-center gap-2 py-10 text-sm text-slate-600",
					children: [/* @__PURE__ */ jsx(Spinner, { className: "size-5 text-brand-600" }), /* @__PURE__ */ jsxs("span", {
						role: "status",
						children: [
							"Looking up ",
							asked,
							"…"
						]
					})]
				}) : lookup.isError ? /* @__PURE__ */ jsx(Notice, {
					tone: "error",
					title: lookup.error.message,
					body: "Check the connection and try again."
				}) : lookup.data ? /* @__PURE__ */ jsx(VerifyUserCard, { user: lookup.data }) : /* @__PURE__ */ jsx(Notice, {
					tone: "muted",
					title: STAFF_MSG.userNotFound,
					body: `No account has the phone or e-mail “${asked}”. Check it with the learner; the match is exact.`
				})
			})
		]
	});
}
function Hint() {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700",
				children: /* @__PURE__ */ jsx(UserRoundSearch, {
					className: "size-6",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "font-semibold text-slate-900",
				children: "Look someone up to begin"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "max-w-md text-sm text-slate-600",
				children: "You will see their account, whether it is active, and a place to record why you are verifying it."
			})
		]
	});
}
function Notice({ tone, title, body }) {
	return /* @__PURE__ */ jsxs("div", {
		role: tone === "error" ? "alert" : "status",
		"data-testid": "verify-not-found",
		className: "card flex items-start gap-3 p-5",
		children: [/* @__PURE__ */ jsx("span", {
			className: tone === "error" ? "grid size-10 shrink-0 place-items-center rounded-xl bg-red-50 text-red-700" : "grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-600",
			children: /* @__PURE__ */ jsx(AlertTriangle, {
				className: "size-5",
				"aria-hidden": "true"
			})
		}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
			className: "font-semibold text-slate-900",
			children: title
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-0.5 text-sm text-slate-600",
			children: body
		})] })]
	});
}
export { AdminVerifyUserPage as default };
