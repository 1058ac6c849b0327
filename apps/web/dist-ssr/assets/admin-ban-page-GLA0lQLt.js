import { t as BAN_STATES } from "./staff.schema-BBZGM5Kw.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { n as useDebouncedSearch, t as SearchInput } from "./search-input-_kbwK_BQ.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { a as emptyBanDraft, i as BAN_TARGETS, n as useBanDraft, o as BANS_FETCH_FAILED, r as BanDetailsFields, s as useBans, t as LiftBanDialog } from "./lift-ban-dialog-BqeTeo0e.js";
import { r as adminInputClass, t as AdminField } from "./form-field-C7rmj4tf.js";
import { t as SegmentButton } from "./segment-choice-BK8c1P83.js";
import { t as FormAlert } from "./form-alert-CsURkenI.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { n as useUsers } from "./get-users-CuEUz7_J.js";
import { n as personName, r as phoneText, t as humanize } from "./format-DQkEp8e5.js";
import { i as RoleBadge, n as BanStateBadge } from "./pills-DZqakfSI.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { Link } from "react-router";
import { AtSign, Gavel, Phone, Unlock, UserRound, X } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useId, useMemo, useState } from "react";
// src/features/staff-admin/components/user-picker.tsx
/** Finds an account by name, e-mail or phone (the users search) and picks one. */
function UserPicker({ value, onChange, inputId, invalid, describedBy }) {
	const [applied, setApplied] = useState("");
	const { text, setText } = useDebouncedSearch(applied, setApplied);
	const query = useUsers({
		page: 1,
		limit: 5,
		search: applied,
		role: [],
		active: "",
		banned: ""
	}, applied.length >= 2 && value === null);
	if (value) return /* @__PURE__ */ jsxs("div", {
		className: "flex items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2",
		"data-testid": "ban-user-picked",
		children: [/* @__PURE__ */ jsx("span", {
			className: "min-w-0 truncate text-sm font-semibold text-brand-900",
			children: value.name
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: () => onChange(null),
			className: "grid size-7 place-items-center rounded-md text-brand-800 hover:bg-brand-100",
			"aria-label": "Choose another user",
			children: /* @__PURE__ */ jsx(X, {
				className: "size-4",
				"aria-hidden": "true"
			})
		})]
	});
	const users = query.data?.users ?? [];
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("input", {
		id: inputId,
		type: "search",
		value: text,
		onChange: (e) => setText(e.target.value),
		placeholder: "Name, e-mail or phone",
		autoComplete: "off",
		"aria-invalid": invalid || void 0,
		"aria-describedby": describedBy,
		"data-testid": "ban-user-search",
		className: "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-500"
	}), applied.length >= 2 && /* @__PURE__ */ jsx("div", {
		className: "mt-2 overflow-hidden rounded-lg border border-slate-200",
		children: query.isFetching && users.length === 0 ? /* @__PURE__ */ jsxs("p", {
			className: "flex items-center gap-2 px-3 py-2.5 text-sm text-slate-600",
			children: [/* @__PURE__ */ jsx(Spinner, { className: "size-4 text-brand-600" }), " Searching…"]
		}) : users.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "px-3 py-2.5 text-sm text-slate-600",
			children: query.isError ? query.error.message : "No one matches."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-slate-100",
			"aria-label": "Matching users",
			children: users.map((u) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				"data-testid": "ban-user-option",
				onClick: () => onChange({
					_id: u._id,
					name: personName(u)
				}),
				className: "flex w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-slate-50",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block truncate text-sm font-semibold text-slate-900",
						children: personName(u)
					}), /* @__PURE__ */ jsx("span", {
						className: "block truncate text-xs text-slate-500",
						children: [phoneText(u.phone), u.email].filter(Boolean).join(" · ") || "No contact"
					})]
				}), /* @__PURE__ */ jsx(RoleBadge, { role: u.role })]
			}) }, u._id))
		})
	})] });
}
// src/features/staff-admin/components/ban-form.tsx
var TARGETS = {
	phone: {
		label: "Phone",
		icon: Phone
	},
	email: {
		label: "E-mail",
		icon: AtSign
	},
	user: {
		label: "User",
		icon: UserRound
	}
};
/** /admin/ban's form: who (phone, e-mail or an account), why and until when. */
function BanForm() {
	const { draft, errors, alert, change, submit, isPending } = useBanDraft(emptyBanDraft());
	const targetId = useId();
	const onSubmit = (e) => {
		e.preventDefault();
		submit();
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		className: "card p-5 sm:p-6",
		"data-testid": "ban-form",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mb-5 flex items-start gap-3",
			children: [/* @__PURE__ */ jsx("span", {
				className: "grid size-10 shrink-0 place-items-center rounded-xl bg-red-50 text-red-700",
				children: /* @__PURE__ */ jsx(Gavel, {
					className: "size-5",
					"aria-hidden": "true"
				})
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
				className: "text-base font-semibold text-slate-900",
				children: "Add a ban"
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-0.5 text-sm text-slate-600",
				children: "Takes effect at once: their sessions end and they cannot sign in again."
			})] })]
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-5",
			children: [
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
					id: `${targetId}-label`,
					className: "mb-1.5 text-sm font-medium text-slate-800",
					children: "Ban by"
				}), /* @__PURE__ */ jsx("div", {
					role: "radiogroup",
					"aria-labelledby": `${targetId}-label`,
					className: "grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1",
					children: BAN_TARGETS.map((kind) => {
						const { label, icon: Icon } = TARGETS[kind];
						return /* @__PURE__ */ jsxs(SegmentButton, {
							role: "radio",
							isOn: draft.kind === kind,
							"data-testid": `ban-by-${kind}`,
							onClick: () => change({ kind }),
							className: "inline-flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold transition-colors",
							children: [/* @__PURE__ */ jsx(Icon, {
								className: "size-4",
								"aria-hidden": "true"
							}), label]
						}, kind);
					})
				})] }),
				draft.kind === "phone" && /* @__PURE__ */ jsx(AdminField, {
					label: "Phone number",
					error: errors.target,
					hint: "10 digits, without +91.",
					children: /* @__PURE__ */ jsx("input", {
						id: targetId,
						inputMode: "numeric",
						autoComplete: "off",
						maxLength: 10,
						value: draft.phone,
						onChange: (e) => change({ phone: e.target.value.replace(/\D/g, "") }),
						placeholder: "98765 43210",
						"data-testid": "ban-phone",
						className: adminInputClass
					})
				}),
				draft.kind === "email" && /* @__PURE__ */ jsx(AdminField, {
					label: "E-mail",
					error: errors.target,
					children: /* @__PURE__ */ jsx("input", {
						id: targetId,
						type: "email",
						autoComplete: "off",
						value: draft.email,
						onChange: (e) => change({ email: e.target.value }),
						placeholder: "name@example.com",
						"data-testid": "ban-email",
						className: adminInputClass
					})
				}),
				draft.kind === "user" && /* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: targetId,
						className: "mb-1 block text-sm font-medium text-slate-800",
						children: "Account"
					}),
					/* @__PURE__ */ jsx(UserPicker, {
						inputId: targetId,
						value: draft.user,
						onChange: (user) => change({ user }),
						invalid: Boolean(errors.target),
						describedBy: errors.target ? `${targetId}-error` : void 0
					}),
					errors.target && /* @__PURE__ */ jsx("p", {
						id: `${targetId}-error`,
						role: "alert",
						className: "mt-1 text-xs font-medium text-red-700",
						children: errors.target
					})
				] }),
				/* @__PURE__ */ jsx(BanDetailsFields, {
					draft,
					errors,
					onChange: change
				}),
				alert && /* @__PURE__ */ jsx(FormAlert, {
					message: alert,
					testId: "ban-alert"
				}),
				/* @__PURE__ */ jsx(IconTextButton, {
					icon: Gavel,
					type: "submit",
					fullWidth: true,
					isLoading: isPending,
					loadingText: "Banning…",
					"data-testid": "ban-submit",
					className: "bg-red-600! hover:bg-red-700! active:bg-red-800!",
					children: "Ban"
				})
			]
		})]
	});
}
// src/features/staff-admin/components/bans-table.tsx
var col = adminColumnHelper();
/** The person (linked) or the phone / e-mail a ban is on. */
function BanTarget({ ban }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-36",
		children: [ban.user ? /* @__PURE__ */ jsx(Link, {
			to: `/admin/users/${ban.user._id}`,
			className: "font-semibold text-slate-900 hover:text-brand-700 hover:underline",
			children: ban.user.name
		}) : /* @__PURE__ */ jsx("span", {
			className: "font-semibold text-slate-900",
			children: ban.phone ?? ban.email
		}), /* @__PURE__ */ jsx("span", {
			className: "block text-xs text-slate-500",
			children: ban.phone ? `Phone ${ban.phone}` : ban.email ? `E-mail ${ban.email}` : "By account"
		})]
	});
}
function buildColumns(onLift) {
	return [
		col.display({
			id: "who",
			header: "Banned",
			cell: (c) => /* @__PURE__ */ jsx(BanTarget, { ban: c.row.original }),
			meta: { isCardTitle: true }
		}),
		col.accessor("reason", {
			header: "Reason",
			cell: (c) => /* @__PURE__ */ jsx("p", {
				className: "line-clamp-3 max-w-72 text-sm text-slate-700",
				title: c.getValue(),
				children: c.getValue()
			})
		}),
		col.accessor("state", {
			header: "State",
			cell: (c) => /* @__PURE__ */ jsx(BanStateBadge, { state: c.getValue() })
		}),
		col.accessor("endsAt", {
			header: "Ends (IST)",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "whitespace-nowrap",
				children: c.getValue() ? formatDateTime(c.getValue()) : "Until lifted"
			})
		}),
		col.display({
			id: "by",
			header: "Added",
			cell: (c) => /* @__PURE__ */ jsxs("span", {
				className: "text-sm whitespace-nowrap",
				children: [
					formatDateTime(c.row.original.createdAt),
					/* @__PURE__ */ jsxs("span", {
						className: "block text-xs text-slate-500",
						children: ["by ", c.row.original.createdBy?.name ?? "the system"]
					}),
					c.row.original.liftedAt && /* @__PURE__ */ jsxs("span", {
						className: "block text-xs text-emerald-700",
						children: [
							"Lifted ",
							formatDateTime(c.row.original.liftedAt),
							c.row.original.liftedBy && ` by ${c.row.original.liftedBy.name}`
						]
					})
				]
			})
		}),
		col.display({
			id: "actions",
			header: "Actions",
			cell: (c) => c.row.original.state === "active" ? /* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: () => onLift(c.row.original),
				"data-testid": "ban-lift",
				className: "inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50",
				children: [/* @__PURE__ */ jsx(Unlock, {
					className: "size-4",
					"aria-hidden": "true"
				}), "Lift"]
			}) : null,
			meta: { headerClassName: "sr-only" }
		})
	];
}
function BansTable({ rows, onLift, ...state }) {
	const columns = useMemo(() => buildColumns(onLift), [onLift]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (b) => b._id,
		...state,
		emptyMessage: "No bans found.",
		caption: "Bans",
		rowTestId: "ban-row",
		density: "compact"
	});
}
// src/features/staff-admin/components/segmented-tabs.tsx
/** A one-of-few choice shown as tabs on a grey track (e.g. a list's state filter). */
function SegmentedTabs({ label, options, value, onChange, testId }) {
	return /* @__PURE__ */ jsx("div", {
		role: "radiogroup",
		"aria-label": label,
		className: "inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1",
		children: options.map((o) => /* @__PURE__ */ jsx(SegmentButton, {
			role: "radio",
			isOn: value === o.value,
			"data-testid": `${testId}-${o.value || "all"}`,
			onClick: () => onChange(o.value),
			className: "h-8 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors",
			children: o.label
		}, o.value))
	});
}
// src/features/staff-admin/pages/admin-ban-page.tsx
var FILTER_SPEC = { state: { oneOf: BAN_STATES } };
var STATE_OPTIONS = [{
	value: "",
	label: "All"
}, ...BAN_STATES.map((s) => ({
	value: s,
	label: humanize(s)
}))];
/** /admin/ban: ban a phone, an e-mail or an account; the bans so far, with "Lift". */
function AdminBanPage() {
	const list = useListPage(FILTER_SPEC);
	const { params, search, filters } = list;
	const [lifting, setLifting] = useState(null);
	const query = useBans(params);
	const onLift = useCallback((ban) => setLifting(ban), []);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Add Ban",
				description: "Keep someone out: a ban ends their sessions at once and stops new sign-ins and codes."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid items-start gap-6 xl:grid-cols-[24rem_minmax(0,1fr)]",
				children: [/* @__PURE__ */ jsx("div", {
					className: "xl:sticky xl:top-24",
					children: /* @__PURE__ */ jsx(BanForm, {})
				}), /* @__PURE__ */ jsx(QueryListCard, {
					query,
					list,
					itemLabel: "bans",
					failedMessage: BANS_FETCH_FAILED,
					toolbar: /* @__PURE__ */ jsxs("div", {
						className: "flex flex-col gap-4",
						children: [/* @__PURE__ */ jsxs("div", {
							className: "flex flex-wrap items-center justify-between gap-3",
							children: [/* @__PURE__ */ jsx("h2", {
								className: "text-base font-semibold text-slate-900",
								children: "Bans"
							}), /* @__PURE__ */ jsx(SegmentedTabs, {
								label: "Ban state",
								options: STATE_OPTIONS,
								value: filters.state,
								onChange: (state) => list.setFilter("state", state),
								testId: "ban-filter"
							})]
						}), /* @__PURE__ */ jsx(SearchInput, {
							value: search,
							onSearch: list.setSearch,
							placeholder: "Search by name, phone, e-mail or reason",
							testId: "ban-search"
						})]
					}),
					children: /* @__PURE__ */ jsx(BansTable, {
						rows: query.data?.bans ?? [],
						...tableStateOf(query),
						onLift,
						emptyHint: list.isFiltered ? "Try another search or state." : "Nobody is banned."
					})
				})]
			}),
			/* @__PURE__ */ jsx(LiftBanDialog, {
				ban: lifting,
				onClose: () => setLifting(null)
			})
		]
	});
}
export { AdminBanPage as default };
