import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { f as ZUserDetail, o as ZAdminUserData, r as STAFF_MSG } from "./staff.schema-BBZGM5Kw.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { Gt as buttonStyles, O as formatPaise, Wt as Button, b as useAuthStore, c as toast } from "../entry-server.js";
import { t as RecordLoader } from "./record-loader-BkOMhXje.js";
import { a as formatDateTime, n as formatDate } from "./format-DGa3zFAK.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { n as failWith } from "./field-issues-CklJ7g7w.js";
import { i as staffAdminKeys, n as personName, r as phoneText, t as humanize } from "./format-DQkEp8e5.js";
import { d as isStaffRole, f as menuForRole, h as roleRank, i as ROLE_RANK, n as ROLES, r as ROLE_LABELS } from "./roles-pGSoVmPl.js";
import { t as ActiveSwitch } from "./active-switch-ipMOQMKS.js";
import { t as AdminSelect } from "./admin-select-TqVrN8aU.js";
import { t as Modal } from "./modal-DWoX8q6Y.js";
import { t as FormAlert } from "./form-alert-CsURkenI.js";
import { a as emptyBanDraft, n as useBanDraft, r as BanDetailsFields, t as LiftBanDialog } from "./lift-ban-dialog-BqeTeo0e.js";
import { n as BanStateBadge, t as ActiveBadge } from "./pills-DZqakfSI.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { t as SegmentButton } from "./segment-choice-BK8c1P83.js";
import { t as ActivityList } from "./activity-entry-B-hD3Bjj.js";
import { t as UserIdentity } from "./user-identity-CTR_wy6x.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { n as ORDER_STATUS_LABELS } from "./payment.schema-B6MFmkue.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ArrowLeft, ArrowUpRight, BadgeCheck, Ban, CreditCard, GraduationCap, History, KeyRound, Lock, Trophy, Unlock, UserCog, Video } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// ../../packages/shared/src/staff/role-rules.ts
/**
* Role changes (issue #7, product.md §3 Roles): a staff member may give or take only roles ranked
* below their own, only super_admin may make an admin, and nobody changes their own role.
* One function answers for the web (which options to offer) and the API (403 otherwise).
*/
var ROLE_RULE_MSG = {
	ownRole: "You cannot change your own role",
	onlySuperAdminMakesAdmin: "Only a super admin can make someone an admin",
	targetOutranks: "You can only change the role of someone ranked below you",
	roleOutranks: "You can only give roles ranked below your own",
	notStaff: "Only staff can change roles"
};
/** null when the change is allowed, else the reason in the words the 403 carries. */
function roleChangeRefusal({ actor, target, to }) {
	if (actor.id === target.id) return ROLE_RULE_MSG.ownRole;
	if (!isStaffRole(actor.role)) return ROLE_RULE_MSG.notStaff;
	const mine = ROLE_RANK[actor.role];
	if (roleRank(target.role) >= mine) return ROLE_RULE_MSG.targetOutranks;
	if (to === "admin" && actor.role !== "super_admin") return ROLE_RULE_MSG.onlySuperAdminMakesAdmin;
	if (roleRank(to) >= mine) return ROLE_RULE_MSG.roleOutranks;
	return null;
}
/** The roles an actor may give a target (the web's role picker); empty when none. */
function assignableRoles(actor, target, all) {
	return all.filter((to) => to === target.role || !roleChangeRefusal({
		actor,
		target,
		to
	}));
}
/**
* Other changes to a user (active flag, bans, verification) follow the target rule too: nobody
* acts on someone of equal or higher rank, nor on themselves.
*/
function actOnUserRefusal(actor, target) {
	if (actor.id === target.id) return "You cannot do this to your own account";
	if (roleRank(target.role) >= roleRank(actor.role)) return ROLE_RULE_MSG.targetOutranks;
	return null;
}
// src/features/staff-admin/api/get-user.ts
var USER_FETCH_FAILED = "Failed to fetch the user";
/** GET /admin/users/{id} → data{user, enrolments, payments, quizResults, webinarRegistrations, bans, activity}. */
async function getUser(id, signal) {
	try {
		return (await adminApi.get(`/users/${encodeURIComponent(id)}`, ZUserDetail, { signal })).data;
	} catch (error) {
		return failWith(error, USER_FETCH_FAILED);
	}
}
function useUser(id, enabled = true) {
	return useQuery({
		queryKey: staffAdminKeys.user(id),
		queryFn: ({ signal }) => getUser(id, signal),
		enabled,
		staleTime: 1e4,
		retry: (count, error) => count < 2 && !isClientError(error)
	});
}
function isClientError(error) {
	const cause = error instanceof Error ? error.cause : null;
	return typeof cause?.status === "number" && cause.status >= 400 && cause.status < 500;
}
// src/features/staff-admin/api/update-user.ts
var USER_UPDATE_FAILED = "Failed to update the user";
/** PATCH /admin/users/{id} with a role and/or the active flag → data.user (403 with the rank rule's words). */
async function updateUser({ id, patch }) {
	try {
		return (await adminApi.patch(`/users/${encodeURIComponent(id)}`, ZAdminUserData, patch)).data.user;
	} catch (error) {
		return failWith(error, USER_UPDATE_FAILED);
	}
}
/** Saves a role or active change; the detail (and its activity) and the lists are re-read. */
function useUpdateUser() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateUser,
		onSuccess: (user) => {
			toast.success(STAFF_MSG.userUpdated);
			return Promise.all([
				queryClient.invalidateQueries({ queryKey: staffAdminKeys.users() }),
				queryClient.invalidateQueries({ queryKey: staffAdminKeys.activity() }),
				queryClient.invalidateQueries({ queryKey: staffAdminKeys.user(user._id) })
			]);
		},
		onError: (error) => toast.error(error.message)
	});
}
// src/features/staff-admin/lib/role-choice.ts
/**
* The role picker of a user page, from the one implementation of the rank rules
* (shared role-rules.ts): only what the server would accept is offered.
*/
function roleChoice(actor, target) {
	const who = {
		id: target._id,
		role: target.role
	};
	const options = assignableRoles(actor, who, ROLES);
	if (options.some((role) => role !== target.role)) return {
		options,
		lockedReason: null
	};
	const other = target.role === "student" ? "mentor" : "student";
	return {
		options: [target.role],
		lockedReason: roleChangeRefusal({
			actor,
			target: who,
			to: other
		}) ?? "No other role can be given"
	};
}
// src/features/staff-admin/components/ban-user-dialog.tsx
/** "Ban" on a user page: the same ban as /admin/ban, on this account, without leaving the page. */
function BanUserDialog({ user, open, onClose }) {
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onOpenChange: (next) => !next && onClose(),
		title: `Ban ${personName(user)}?`,
		description: "They are signed out everywhere at once and cannot sign in or get codes until the ban ends or is lifted.",
		testId: "ban-dialog",
		widthClassName: "max-w-lg",
		children: open && /* @__PURE__ */ jsx(BanUserForm, {
			user,
			onDone: onClose
		})
	});
}
function BanUserForm({ user, onDone }) {
	const initial = {
		...emptyBanDraft("user"),
		user: {
			_id: user._id,
			name: personName(user)
		}
	};
	const { draft, errors, alert, change, submit, isPending } = useBanDraft(initial, onDone);
	const onSubmit = (e) => {
		e.preventDefault();
		submit();
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		className: "space-y-4 pb-5",
		children: [
			/* @__PURE__ */ jsx(BanDetailsFields, {
				draft,
				errors,
				onChange: change
			}),
			errors.target && /* @__PURE__ */ jsx(FormAlert, { message: errors.target }),
			alert && /* @__PURE__ */ jsx(FormAlert, {
				message: alert,
				testId: "ban-alert"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					onClick: onDone,
					disabled: isPending,
					children: "Cancel"
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					isLoading: isPending,
					loadingText: "Banning…",
					"data-testid": "ban-submit",
					className: "bg-red-600! hover:bg-red-700! active:bg-red-800!",
					children: "Ban user"
				})]
			})
		]
	});
}
// src/features/staff-admin/components/role-change-dialog.tsx
/** What a role opens, in the words of the sidebar: the reason to look twice before confirming. */
function menuText(role) {
	if (!isStaffRole(role)) return "They lose the admin area and keep their student account.";
	const labels = menuForRole(role).map((m) => m.label);
	return labels.length > 0 ? `Their admin menu, from their next page load: ${labels.join(", ")}.` : "They get the admin area with no menu items.";
}
/** Confirms a role change chosen in the picker. */
function RoleChangeDialog({ user, to, isPending, onConfirm, onCancel }) {
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open: to !== null,
		onOpenChange: (open) => !open && onCancel(),
		tone: "brand",
		icon: UserCog,
		title: to ? `Make ${personName(user)} ${articleFor(ROLE_LABELS[to])} ${ROLE_LABELS[to]}?` : "",
		description: to ? `From ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[to]}. ${menuText(to)}` : "",
		confirmLabel: "Change role",
		pendingLabel: "Saving…",
		onConfirm: () => to && onConfirm(to),
		isPending,
		testId: "role-dialog",
		confirmTestId: "role-confirm"
	});
}
var articleFor = (word) => /^[AEIOU]/i.test(word) ? "an" : "a";
// src/features/staff-admin/components/user-access-card.tsx
function Setting({ label, hint, control, reason }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "py-4 first:pt-0 last:pb-0",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-between gap-4",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-sm font-semibold text-slate-900",
					children: label
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-0.5 text-xs text-slate-600",
					children: hint
				})]
			}), /* @__PURE__ */ jsx("div", {
				className: "shrink-0",
				children: control
			})]
		}), reason && /* @__PURE__ */ jsxs("p", {
			className: "mt-2 flex items-center gap-1.5 text-xs font-medium text-slate-600",
			"data-testid": "locked-reason",
			children: [/* @__PURE__ */ jsx(Lock, {
				className: "size-3.5 shrink-0",
				"aria-hidden": "true"
			}), reason]
		})]
	});
}
/** Role (only what the rank rules allow), the active switch and "Ban" for one account. */
function UserAccessCard({ user, actor }) {
	const update = useUpdateUser();
	const [pendingRole, setPendingRole] = useState(null);
	const [isBanOpen, setBanOpen] = useState(false);
	const { options, lockedReason } = roleChoice(actor, user);
	const actRefusal = actOnUserRefusal(actor, {
		id: user._id,
		role: user.role
	});
	const name = personName(user);
	return /* @__PURE__ */ jsxs("section", {
		className: "card p-5",
		"aria-labelledby": "access-heading",
		"data-testid": "user-access",
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: "access-heading",
				className: "mb-4 flex items-center gap-2 font-semibold text-slate-900",
				children: [/* @__PURE__ */ jsx(KeyRound, {
					className: "size-4 text-brand-700",
					"aria-hidden": "true"
				}), "Access"]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "divide-y divide-slate-100",
				children: [
					/* @__PURE__ */ jsx(Setting, {
						label: "Role",
						hint: "Staff roles open the admin area.",
						reason: lockedReason,
						control: /* @__PURE__ */ jsx(AdminSelect, {
							"aria-label": `Role of ${name}`,
							"data-testid": "role-select",
							value: user.role,
							disabled: lockedReason !== null || update.isPending,
							onChange: (e) => setPendingRole(e.target.value),
							className: "w-48",
							size: "md",
							children: options.map((role) => /* @__PURE__ */ jsx("option", {
								value: role,
								children: ROLE_LABELS[role]
							}, role))
						})
					}),
					/* @__PURE__ */ jsx(Setting, {
						label: "Active",
						hint: user.isActive ? "Can use the site." : "Must verify a phone before using the site.",
						reason: actRefusal,
						control: actRefusal ? /* @__PURE__ */ jsx(ActiveBadge, { isActive: user.isActive }) : /* @__PURE__ */ jsx(ActiveSwitch, {
							checked: user.isActive,
							label: `Active: ${name}`,
							isPending: update.isPending && update.variables?.patch.isActive !== void 0,
							onChange: (isActive) => update.mutate({
								id: user._id,
								patch: { isActive }
							}),
							testId: "active-switch"
						})
					}),
					/* @__PURE__ */ jsx(Setting, {
						label: "Ban",
						hint: user.banned ? "Banned now: lift it under Bans below." : "Ends their sessions at once.",
						reason: user.banned ? null : actRefusal,
						control: /* @__PURE__ */ jsxs(Button, {
							variant: "secondary",
							size: "sm",
							disabled: user.banned || actRefusal !== null,
							onClick: () => setBanOpen(true),
							"data-testid": "ban-open",
							className: "text-red-700!",
							children: [/* @__PURE__ */ jsx(Ban, {
								className: "size-4",
								"aria-hidden": "true"
							}), user.banned ? "Banned" : "Ban user"]
						})
					})
				]
			}),
			/* @__PURE__ */ jsx(RoleChangeDialog, {
				user,
				to: pendingRole,
				isPending: update.isPending,
				onCancel: () => setPendingRole(null),
				onConfirm: (role) => update.mutate({
					id: user._id,
					patch: { role }
				}, { onSettled: () => setPendingRole(null) })
			}),
			/* @__PURE__ */ jsx(BanUserDialog, {
				user,
				open: isBanOpen,
				onClose: () => setBanOpen(false)
			})
		]
	});
}
// src/features/staff-admin/components/user-activity.tsx
/** What was done to the account and what the account did as staff (20 newest of each). */
function UserActivity({ userId, activity }) {
	const [tab, setTab] = useState("underwent");
	const tabs = [{
		key: "underwent",
		label: "Done to them",
		count: activity.underwent.length
	}, {
		key: "performed",
		label: "Done by them",
		count: activity.performed.length
	}];
	const more = tab === "underwent" ? `/admin/activity-logs?entity=user&entityId=${userId}` : `/admin/activity-logs?actorId=${userId}`;
	return /* @__PURE__ */ jsxs("section", {
		className: "card overflow-hidden",
		"aria-labelledby": "activity-title",
		"data-testid": "section-activity",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "flex flex-col gap-3 border-b border-slate-200 px-5 py-3.5 sm:flex-row sm:items-center sm:justify-between",
				children: [/* @__PURE__ */ jsxs("h2", {
					id: "activity-title",
					className: "flex items-center gap-2.5 font-semibold text-slate-900",
					children: [/* @__PURE__ */ jsx("span", {
						className: "grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700",
						children: /* @__PURE__ */ jsx(History, {
							className: "size-4",
							"aria-hidden": "true"
						})
					}), "Activity"]
				}), /* @__PURE__ */ jsx("div", {
					role: "tablist",
					"aria-label": "Activity",
					className: "flex gap-1 rounded-xl bg-slate-100 p-1",
					children: tabs.map((t) => /* @__PURE__ */ jsxs(SegmentButton, {
						role: "tab",
						isOn: tab === t.key,
						"aria-controls": "user-activity-panel",
						"data-testid": `activity-tab-${t.key}`,
						onClick: () => setTab(t.key),
						className: "flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors",
						children: [
							t.label,
							" ",
							/* @__PURE__ */ jsx("span", {
								className: "text-slate-500 tabular-nums",
								children: t.count
							})
						]
					}, t.key))
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				id: "user-activity-panel",
				role: "tabpanel",
				children: /* @__PURE__ */ jsx(ActivityList, {
					entries: activity[tab],
					pageUserId: userId,
					empty: tab === "underwent" ? "No staff changes to this account yet." : "This account has made no staff changes."
				})
			}),
			/* @__PURE__ */ jsx("footer", {
				className: "border-t border-slate-200 px-5 py-3",
				children: /* @__PURE__ */ jsxs(Link, {
					to: more,
					className: "inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline",
					children: ["All of it in Activity Logs ", /* @__PURE__ */ jsx(ArrowUpRight, {
						className: "size-4",
						"aria-hidden": "true"
					})]
				})
			})
		]
	});
}
// src/features/staff-admin/components/user-profile-card.tsx
function Row({ label, children, testId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2.5",
		"data-testid": testId,
		children: [/* @__PURE__ */ jsx("dt", {
			className: "text-sm text-slate-600",
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "min-w-0 text-sm font-medium break-words text-slate-900",
			children
		})]
	});
}
var none = /* @__PURE__ */ jsx("span", {
	className: "font-normal text-slate-400",
	children: "—"
});
/** Who the account is: contact, when they joined, where they came from, how they were verified. */
function UserProfileCard({ user }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "card p-5",
		"aria-labelledby": "profile-heading",
		"data-testid": "user-profile",
		children: [/* @__PURE__ */ jsx(UserIdentity, {
			user,
			avatarClassName: "size-14 text-lg",
			headingId: "profile-heading",
			showBanned: true
		}), /* @__PURE__ */ jsxs("dl", {
			className: "mt-4 divide-y divide-slate-100 border-t border-slate-100",
			children: [
				/* @__PURE__ */ jsx(Row, {
					label: "Phone",
					testId: "profile-phone",
					children: phoneText(user.phone) ?? none
				}),
				/* @__PURE__ */ jsx(Row, {
					label: "E-mail",
					testId: "profile-email",
					children: user.email ?? none
				}),
				/* @__PURE__ */ jsxs(Row, {
					label: "Joined",
					children: [formatDateTime(user.createdAt), " IST"]
				}),
				/* @__PURE__ */ jsx(Row, {
					label: "Phone verified",
					children: user.phoneVerifiedAt ? `${formatDateTime(user.phoneVerifiedAt)} IST` : "Not yet"
				}),
				/* @__PURE__ */ jsx(Row, {
					label: "UTM source",
					children: user.utmSource ? /* @__PURE__ */ jsx("span", {
						className: "font-mono text-xs",
						children: user.utmSource
					}) : /* @__PURE__ */ jsx("span", {
						className: "font-normal text-slate-500",
						children: "Direct / none"
					})
				}),
				/* @__PURE__ */ jsx(Row, {
					label: "Verified by hand",
					testId: "profile-verified-by",
					children: user.verifiedBy ? /* @__PURE__ */ jsxs("span", {
						className: "flex items-start gap-1.5",
						children: [/* @__PURE__ */ jsx(BadgeCheck, {
							className: "mt-0.5 size-4 shrink-0 text-emerald-600",
							"aria-hidden": "true"
						}), /* @__PURE__ */ jsxs("span", { children: [user.verifiedBy.name, user.verificationNote && /* @__PURE__ */ jsxs("span", {
							className: "block font-normal text-slate-600",
							children: [
								"“",
								user.verificationNote,
								"”"
							]
						})] })]
					}) : /* @__PURE__ */ jsx("span", {
						className: "font-normal text-slate-500",
						children: "No"
					})
				})
			]
		})]
	});
}
// src/features/staff-admin/lib/status-tone.ts
var GOOD = /* @__PURE__ */ new Set([
	"active",
	"paid",
	"completed",
	"submitted",
	"attended"
]);
var BAD = /* @__PURE__ */ new Set([
	"failed",
	"rejected",
	"cancelled",
	"abandoned"
]);
var WAITING = /* @__PURE__ */ new Set([
	"created",
	"pending",
	"pending_approval",
	"in_progress",
	"refund_due"
]);
/** A record's status (enrolment, payment, attempt) as a pill: its tone and its words. */
function statusPill(status) {
	return {
		tone: GOOD.has(status) ? "green" : BAD.has(status) ? "red" : WAITING.has(status) ? "amber" : "slate",
		label: ORDER_STATUS_LABELS[status] ?? humanize(status)
	};
}
// src/features/staff-admin/components/record-list.tsx
/**
* One titled block of a user page (enrolments, payments…): a count in the heading and the
* rows as title / detail / aside, which reads the same on a phone as on a desktop.
*/
function RecordSection({ id, icon: Icon, title, rows, empty, actions }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "card overflow-hidden",
		"aria-labelledby": `${id}-title`,
		"data-testid": `section-${id}`,
		children: [/* @__PURE__ */ jsxs("header", {
			className: "flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3.5",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: `${id}-title`,
				className: "flex items-center gap-2.5 font-semibold text-slate-900",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700",
						children: /* @__PURE__ */ jsx(Icon, {
							className: "size-4",
							"aria-hidden": "true"
						})
					}),
					title,
					/* @__PURE__ */ jsx("span", {
						className: "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 tabular-nums",
						children: rows.length
					})
				]
			}), actions]
		}), rows.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "px-5 py-5 text-sm text-slate-500",
			children: empty
		}) : /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-slate-100",
			children: rows.map((row) => /* @__PURE__ */ jsxs("li", {
				"data-testid": `${id}-row`,
				className: "flex items-start justify-between gap-4 px-5 py-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("div", {
						className: "text-sm font-semibold break-words text-slate-900",
						children: row.title
					}), row.detail && /* @__PURE__ */ jsx("div", {
						className: "mt-0.5 text-xs text-slate-600",
						children: row.detail
					})]
				}), row.aside && /* @__PURE__ */ jsx("div", {
					className: "flex shrink-0 flex-col items-end gap-1 text-right",
					children: row.aside
				})]
			}, row.key))
		})]
	});
}
// src/features/staff-admin/components/user-records.tsx
function Status({ status }) {
	const { tone, label } = statusPill(status);
	return /* @__PURE__ */ jsx(Pill, {
		tone,
		children: label
	});
}
/** What the account did as a learner: enrolments, payments, quizzes and webinars. */
function UserLearning({ detail }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(RecordSection, {
			id: "enrolments",
			icon: GraduationCap,
			title: "Enrolments",
			empty: "Not enrolled in any batch.",
			rows: detail.enrolments.map((e) => ({
				key: e._id,
				title: e.courseTitle,
				detail: `${e.batchName} · enrolled ${formatDate(e.createdAt)}`,
				aside: /* @__PURE__ */ jsx(Status, { status: e.status })
			}))
		}),
		/* @__PURE__ */ jsx(RecordSection, {
			id: "payments",
			icon: CreditCard,
			title: "Payments",
			empty: "No payments.",
			rows: detail.payments.map((p) => ({
				key: p._id,
				title: p.what,
				detail: `${humanize(p.method)} · ${formatDateTime(p.createdAt)} IST`,
				aside: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
					className: "text-sm font-bold text-slate-900 tabular-nums",
					children: formatPaise(p.amountPaise)
				}), /* @__PURE__ */ jsx(Status, { status: p.status })] })
			}))
		}),
		/* @__PURE__ */ jsx(RecordSection, {
			id: "quizzes",
			icon: Trophy,
			title: "Quiz results",
			empty: "No quiz attempts.",
			rows: detail.quizResults.map((q) => ({
				key: `${q.whizzId}-${q.startedAt}`,
				title: q.title,
				detail: `Started ${formatDateTime(q.startedAt)} IST`,
				aside: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("span", {
					className: "text-sm font-bold text-slate-900 tabular-nums",
					children: [
						q.score,
						" / ",
						q.totalScore
					]
				}), /* @__PURE__ */ jsx(Status, { status: q.status })] })
			}))
		}),
		/* @__PURE__ */ jsx(RecordSection, {
			id: "webinars",
			icon: Video,
			title: "Webinar registrations",
			empty: "Not registered for any webinar.",
			rows: detail.webinarRegistrations.map((w) => ({
				key: w._id,
				title: w.webinarTitle,
				detail: `${formatDateTime(w.webinarStartTime)} IST${w.certificateCode ? ` · certificate ${w.certificateCode}` : ""}`,
				aside: w.attended ? /* @__PURE__ */ jsx(Pill, {
					tone: "green",
					children: "Attended"
				}) : /* @__PURE__ */ jsx(Pill, {
					tone: "slate",
					children: "Registered"
				})
			}))
		})
	] });
}
/** The account's bans, newest first, with "Lift" on the one in force. */
function UserBans({ bans }) {
	const [lifting, setLifting] = useState(null);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(RecordSection, {
		id: "bans",
		icon: Ban,
		title: "Bans",
		empty: "Never banned.",
		rows: bans.map((b) => ({
			key: b._id,
			title: b.reason,
			detail: /* @__PURE__ */ jsxs(Fragment, { children: [
				"Added ",
				formatDateTime(b.createdAt),
				" by ",
				b.createdBy?.name ?? "the system",
				" ·",
				" ",
				b.endsAt ? `ends ${formatDateTime(b.endsAt)} IST` : "until lifted",
				b.liftedAt && ` · lifted ${formatDateTime(b.liftedAt)}${b.liftedBy ? ` by ${b.liftedBy.name}` : ""}`
			] }),
			aside: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(BanStateBadge, { state: b.state }), b.state === "active" && /* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: () => setLifting(b),
				"data-testid": "ban-lift",
				className: "inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline",
				children: [/* @__PURE__ */ jsx(Unlock, {
					className: "size-3.5",
					"aria-hidden": "true"
				}), "Lift"]
			})] })
		}))
	}), /* @__PURE__ */ jsx(LiftBanDialog, {
		ban: lifting,
		onClose: () => setLifting(null)
	})] });
}
// src/features/staff-admin/pages/admin-user-page.tsx
var backLink = /* @__PURE__ */ jsxs(Link, {
	to: "/admin/users",
	className: buttonStyles({
		variant: "secondary",
		size: "sm"
	}),
	children: [/* @__PURE__ */ jsx(ArrowLeft, {
		className: "size-4",
		"aria-hidden": "true"
	}), "All users"]
});
/** /admin/users/{userId}: one account, what it can do, and everything it did or underwent. */
function AdminUserPage() {
	const { userId = "" } = useParams();
	const isValid = ID_PATTERN.test(userId);
	const query = useUser(userId, isValid);
	return /* @__PURE__ */ jsx(RecordLoader, {
		query,
		isValidId: isValid,
		invalidId: {
			title: "Invalid user ID",
			description: "A user id is 24 characters of 0–9 and a–f. Check the address."
		},
		notFound: {
			title: STAFF_MSG.userNotFound,
			description: "The account may have been removed, or the link is wrong."
		},
		failedMessage: USER_FETCH_FAILED,
		loadingLabel: "Loading user…",
		back: {
			to: "/admin/users",
			label: "All users"
		},
		testId: "user-error",
		children: (detail) => /* @__PURE__ */ jsx(UserView, { detail })
	});
}
function UserView({ detail }) {
	const me = useAuthStore((s) => s.user);
	const actor = {
		id: me?._id ?? "",
		role: me?.role
	};
	const { user } = detail;
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-7xl",
		"data-testid": "user-page",
		"data-user-id": user._id,
		children: [/* @__PURE__ */ jsx(AdminPageHeader, {
			title: personName(user),
			description: `Joined ${formatDate(user.createdAt)} · ${plural(detail.enrolments.length, "enrolment")} · ${plural(detail.payments.length, "payment")}`,
			actions: backLink
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] xl:grid-cols-[24rem_minmax(0,1fr)]",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "space-y-6 lg:sticky lg:top-24",
				children: [/* @__PURE__ */ jsx(UserProfileCard, { user }), /* @__PURE__ */ jsx(UserAccessCard, {
					user,
					actor
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: "space-y-6",
				children: [
					/* @__PURE__ */ jsx(UserLearning, { detail }),
					/* @__PURE__ */ jsx(UserBans, { bans: detail.bans }),
					/* @__PURE__ */ jsx(UserActivity, {
						userId: user._id,
						activity: detail.activity
					})
				]
			})]
		})]
	});
}
export { AdminUserPage as default };
