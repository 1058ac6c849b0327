import { d as isStaffRole, r as ROLE_LABELS } from "./roles-pGSoVmPl.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { t as humanize } from "./format-DQkEp8e5.js";
import { Link } from "react-router";
import { clsx } from "clsx";
import { ArrowRight, BadgeCheck, Ban, ChevronDown, History, UserRound } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useId, useState } from "react";
// ../../packages/shared/src/staff/activity-text.ts
var TITLE = { nameKeys: ["title"] };
/** Every kind of record the log holds, as staff say it. */
var ACTIVITY_ENTITIES = {
	user: {
		noun: "user",
		naming: "plain",
		unnamed: "a user"
	},
	ban: {
		noun: "ban",
		naming: "on",
		unnamed: "someone"
	},
	payment: {
		noun: "payment",
		naming: "of"
	},
	coupon: {
		noun: "coupon",
		nameKeys: ["code"]
	},
	course: {
		noun: "course",
		...TITLE
	},
	course_announcement: {
		noun: "announcement",
		...TITLE
	},
	batch: {
		noun: "batch",
		nameKeys: ["name"]
	},
	whizz: {
		noun: "whizz",
		...TITLE
	},
	mcq: {
		noun: "MCQ",
		nameKeys: ["question"]
	},
	fill_in_the_blank: {
		noun: "fill-in-the-blank question",
		nameKeys: ["question"]
	},
	coding_problem: {
		noun: "coding problem",
		...TITLE
	},
	kodex_contest: {
		noun: "Kodex contest",
		...TITLE
	},
	kodr_cohort: {
		noun: "Kodr cohort",
		...TITLE
	},
	kodr_registration: {
		noun: "Kodr registration",
		naming: "of",
		nameKeys: ["name"]
	},
	webinar: {
		noun: "webinar",
		...TITLE
	},
	webinar_user: {
		noun: "webinar registration",
		naming: "of",
		nameKeys: ["name"]
	},
	callback: {
		noun: "callback request",
		naming: "from"
	},
	utm_link: {
		noun: "UTM link",
		nameKeys: ["campaign"]
	},
	site_content: { noun: "page" }
};
var words = (key) => key.replace(/[_.-]+/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").trim().toLowerCase();
var capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'coding_problem' → 'coding problem'; a kind the log does not know reads as its words. */
var activityNoun = (entity) => ACTIVITY_ENTITIES[entity]?.noun ?? words(entity);
/** The entity filter's label: 'Coding problem', 'Fill-in-the-blank question'. */
var activityEntityLabel = (entity) => capitalize(activityNoun(entity));
var afterOf = (changes, key) => changes[key]?.after;
var roleTail = (changes) => {
	const role = afterOf(changes, "role");
	if (typeof role !== "string") return "";
	return ` to ${isStaffRole(role) || role === "student" ? ROLE_LABELS[role] : words(role)}`;
};
var switched = (changes) => {
	const on = afterOf(changes, "isActive");
	return on === true ? "Activated" : on === false ? "Deactivated" : "Changed the status of";
};
var imported = (changes, noun) => {
	const count = afterOf(changes, "created");
	return typeof count === "number" ? `Imported ${plural(count, noun)} from a CSV file` : `Imported ${noun}s from a CSV file`;
};
/** What each kind of change did, by the action's last word. */
var VERBS = {
	create: { lead: "Created" },
	update: { lead: (c) => "isActive" in c && Object.keys(c).length === 1 ? switched(c) : "Updated" },
	delete: { lead: "Deleted" },
	status: { lead: switched },
	import: { lead: "Imported" },
	send: { lead: "Sent" },
	approve: { lead: "Approved" },
	reject: { lead: "Rejected" },
	refund: {
		lead: "Marked",
		tail: () => " as refunded"
	},
	resolve: {
		lead: "Marked",
		tail: () => " as resolved"
	},
	verify: { lead: "Verified" },
	lift: { lead: "Lifted" }
};
/** Actions whose words differ from their last word's. */
var ACTIONS = {
	"ban.create": {
		lead: "Banned",
		subject: "name"
	},
	"ban.lift": {
		lead: "Lifted the ban on",
		subject: "name"
	},
	"user.role_change": {
		lead: "Changed the role of",
		subject: "name",
		tail: roleTail
	},
	"user.role.cli": {
		lead: "Set the role of",
		subject: "name",
		tail: (c) => `${roleTail(c)} from the command line`
	},
	"user.create.cli": {
		lead: "Created",
		tail: () => " from the command line"
	},
	"course.modules.update": { lead: "Updated the modules of" },
	"course.announcement.create": { lead: "Posted" },
	"whizz.batches": { lead: "Changed the batches of" },
	"webinar.certificates.send": { lead: "Sent certificates for" },
	"webinar.email.send": { lead: (c) => {
		const total = afterOf(c, "total");
		return typeof total === "number" ? `Sent an e-mail to ${plural(total, "person", "people")} about` : "Sent an e-mail about";
	} },
	"webinar.attendance.import": { lead: "Imported attendance for" },
	"home.update": {
		lead: "Updated the home page",
		subject: "none"
	},
	"mcq.import": {
		lead: imported,
		subject: "none"
	},
	"fib.import": {
		lead: imported,
		subject: "none"
	}
};
/** The record an action is about, for an action named without one (the filter's labels). */
var ACTION_ENTITIES = [
	["mcq.", "mcq"],
	["fib.", "fill_in_the_blank"],
	["coding.", "coding_problem"],
	["kodr.cohort.", "kodr_cohort"],
	["kodr.", "kodr_registration"],
	["kodex.contest.", "kodex_contest"],
	["course.announcement.", "course_announcement"],
	["webinar.user.", "webinar_user"],
	["home.", "site_content"],
	["page.", "site_content"]
];
function activityEntityOfAction(action) {
	return ACTION_ENTITIES.find(([prefix]) => action.startsWith(prefix))?.[1] ?? action.split(".")[0];
}
function subjectOf(entry, style) {
	if (style === "none") return "";
	const text = ACTIVITY_ENTITIES[entry.entity];
	const noun = activityNoun(entry.entity);
	const name = entry.entityName;
	if (style === "name") return name ?? text?.unnamed ?? `a ${noun}`;
	if (!name) return noun;
	switch (text?.naming ?? "quoted") {
		case "plain": return `${noun} ${name}`;
		case "of":
		case "from":
		case "on": return `${noun} ${text.naming} ${name}`;
		default: return `${noun} “${name}”`;
	}
}
/** An entry's line in parts: lead, the record, and what follows it. */
function describeActivity(entry) {
	const verb = entry.action.split(".").at(-1);
	const template = ACTIONS[entry.action] ?? VERBS[verb];
	const noun = activityNoun(entry.entity);
	if (!template) return {
		lead: `${capitalize(words(entry.action))} on`,
		subject: subjectOf(entry, void 0),
		tail: ""
	};
	return {
		lead: typeof template.lead === "function" ? template.lead(entry.changes, noun) : template.lead,
		subject: subjectOf(entry, template.subject),
		tail: template.tail?.(entry.changes) ?? ""
	};
}
function activityLine(entry) {
	const { lead, subject, tail } = describeActivity(entry);
	return `${lead}${subject ? ` ${subject}` : ""}${tail}`;
}
/** The action filter's label: 'coding.create' → 'Created coding problem'. */
function activityActionLabel(action) {
	return activityLine({
		action,
		entity: activityEntityOfAction(action),
		entityName: null,
		changes: {}
	});
}
var ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** Fields whose value is a user id, in the activity the staff pages record. */
var USER_FIELDS = /* @__PURE__ */ new Set([
	"userId",
	"verifiedBy",
	"createdBy",
	"liftedBy",
	"actorId"
]);
/** `field` lets a user id become a link; an ISO time reads as India time. */
function showValue(value, field = "") {
	if (value === null || value === void 0 || value === "") return {
		text: "—",
		isEmpty: true,
		isJson: false,
		isLong: false
	};
	if (typeof value === "string" && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return {
		text: `${formatDateTime(value)} IST`,
		isEmpty: false,
		isJson: false,
		isLong: false
	};
	if (typeof value === "string" && USER_FIELDS.has(field) && ID_PATTERN.test(value)) return {
		text: value,
		isEmpty: false,
		isJson: false,
		isLong: false,
		userLink: `/admin/users/${value}`
	};
	const isJson = typeof value === "object";
	const text = typeof value === "string" ? value : JSON.stringify(value, null, 2) ?? String(value);
	return {
		text,
		isEmpty: false,
		isJson,
		isLong: text.length > 120 || text.split("\n").length > 4
	};
}
/** The first line or LONG_VALUE_CHARS characters of a long value, with an ellipsis. */
function shortened(text) {
	const firstLines = text.split("\n").slice(0, 4).join("\n");
	return `${(firstLines.length > 120 ? firstLines.slice(0, 120) : firstLines).trimEnd()}…`;
}
/** A log entry's changed fields in a stable order (alphabetical), each before → after. */
function changeRows(changes) {
	return Object.keys(changes).sort((a, b) => a.localeCompare(b)).map((field) => ({
		field,
		before: showValue(changes[field]?.before, field),
		after: showValue(changes[field]?.after, field)
	}));
}
/** The user a log entry concerns when its entity is not the user itself (e.g. a ban's userId). */
function relatedUserId(entry) {
	if (entry.entity === "user") return null;
	const change = entry.changes.userId;
	const id = change?.after ?? change?.before;
	return typeof id === "string" && ID_PATTERN.test(id) ? id : null;
}
// src/features/staff-admin/components/changes-table.tsx
/** The changed fields of one log entry: field, before → after (JSON pretty, long values cut). */
function ChangesTable({ changes }) {
	const rows = changeRows(changes);
	if (rows.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "text-sm text-slate-500",
		children: "No field values were recorded for this entry."
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "overflow-hidden rounded-xl border border-slate-200",
		"data-testid": "changes-table",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "hidden grid-cols-[minmax(7rem,12rem)_minmax(0,1fr)_1.25rem_minmax(0,1fr)] gap-3 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid",
			children: [
				/* @__PURE__ */ jsx("span", { children: "Field" }),
				/* @__PURE__ */ jsx("span", { children: "Before" }),
				/* @__PURE__ */ jsx("span", { "aria-hidden": "true" }),
				/* @__PURE__ */ jsx("span", { children: "After" })
			]
		}), /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-slate-200",
			children: rows.map((row) => /* @__PURE__ */ jsxs("li", {
				"data-testid": "change-row",
				"data-field": row.field,
				className: "grid grid-cols-[minmax(0,1fr)_1.25rem_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5 px-4 py-3 md:grid-cols-[minmax(7rem,12rem)_minmax(0,1fr)_1.25rem_minmax(0,1fr)]",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "col-span-3 font-mono text-xs font-semibold break-all text-slate-700 md:col-span-1 md:pt-0.5",
						children: row.field
					}),
					/* @__PURE__ */ jsx(ChangeValue, {
						value: row.before,
						side: "before"
					}),
					/* @__PURE__ */ jsx(ArrowRight, {
						className: "mt-1 size-4 text-slate-400",
						"aria-label": "changed to"
					}),
					/* @__PURE__ */ jsx(ChangeValue, {
						value: row.after,
						side: "after"
					})
				]
			}, row.field))
		})]
	});
}
function ChangeValue({ value, side }) {
	const [isOpen, setOpen] = useState(false);
	if (value.isEmpty) return /* @__PURE__ */ jsx("span", {
		className: "text-sm text-slate-400",
		"data-testid": `change-${side}`,
		children: "—"
	});
	if (value.userLink) return /* @__PURE__ */ jsx(Link, {
		to: value.userLink,
		"data-testid": `change-${side}`,
		className: "min-w-0 truncate px-2 py-1 font-mono text-xs text-brand-700 hover:underline",
		children: value.text
	});
	const text = value.isLong && !isOpen ? shortened(value.text) : value.text;
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		"data-testid": `change-${side}`,
		children: [/* @__PURE__ */ jsx("div", {
			className: clsx("rounded-lg px-2 py-1 text-sm break-words whitespace-pre-wrap", value.isJson && "font-mono text-xs leading-relaxed", side === "before" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"),
			children: text
		}), value.isLong && /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: () => setOpen((v) => !v),
			"aria-expanded": isOpen,
			className: "mt-1 text-xs font-semibold text-brand-700 hover:text-brand-800",
			children: isOpen ? "Show less" : "Show all"
		})]
	});
}
// src/features/staff-admin/components/activity-entry.tsx
/** The entry's icon and its tile colour: bans red, verifications green, the rest brand. */
function iconOf(entry) {
	if (entry.entity === "ban") return {
		icon: Ban,
		tone: "bg-red-50 text-red-700"
	};
	if (entry.action.endsWith("verify")) return {
		icon: BadgeCheck,
		tone: "bg-emerald-50 text-emerald-700"
	};
	if (entry.entity === "user") return {
		icon: UserRound,
		tone: "bg-brand-50 text-brand-700"
	};
	return {
		icon: History,
		tone: "bg-slate-100 text-slate-600"
	};
}
var shortId = (id) => id.length > 12 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id;
/**
* The record an entry is about, in the entry's words: a link to the person's page when it is a
* user (or a ban on one), "this user" on that user's own page.
*/
function EntrySubject({ entry, text, pageUserId }) {
	const related = relatedUserId(entry);
	const userId = entry.entity === "user" ? entry.entityId : entry.entity === "ban" ? related : null;
	if (userId && userId === pageUserId) return /* @__PURE__ */ jsx("span", {
		className: "font-semibold text-slate-900",
		children: "this user"
	});
	if (userId) return /* @__PURE__ */ jsx(Link, {
		to: `/admin/users/${userId}`,
		className: "font-semibold text-brand-700 hover:underline",
		"data-testid": entry.entity === "user" ? "activity-entity-link" : "activity-related-user",
		children: text
	});
	return /* @__PURE__ */ jsx("span", {
		className: "font-semibold break-words text-slate-900",
		children: text
	});
}
/**
* One activity-log entry: who (name, role), what in words ("Created coding problem
* “Fibonacci”"), the request it came from (request id, IP) and when (IST), with its changed
* fields before → after on demand.
*/
function ActivityEntry({ entry, isOpenByDefault = false, pageUserId }) {
	const [isOpen, setOpen] = useState(isOpenByDefault);
	const panelId = useId();
	const fields = Object.keys(entry.changes);
	const { lead, subject, tail } = describeActivity(entry);
	const role = entry.actor?.role;
	const { icon: Icon, tone } = iconOf(entry);
	return /* @__PURE__ */ jsx("li", {
		className: "px-4 py-4 sm:px-5",
		"data-testid": "activity-entry",
		"data-action": entry.action,
		"data-entity": entry.entity,
		"data-entity-id": entry.entityId ?? void 0,
		children: /* @__PURE__ */ jsxs("div", {
			className: "flex gap-3",
			children: [/* @__PURE__ */ jsx("span", {
				className: clsx("mt-0.5 hidden size-9 shrink-0 place-items-center rounded-xl sm:grid", tone),
				children: /* @__PURE__ */ jsx(Icon, {
					className: "size-4.5",
					"aria-hidden": "true"
				})
			}), /* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4",
						children: [/* @__PURE__ */ jsxs("p", {
							className: "min-w-0 text-sm text-slate-700",
							"data-testid": "activity-summary",
							children: [
								lead,
								subject && /* @__PURE__ */ jsxs(Fragment, { children: [" ", /* @__PURE__ */ jsx(EntrySubject, {
									entry,
									text: subject,
									pageUserId
								})] }),
								tail
							]
						}), /* @__PURE__ */ jsxs("time", {
							dateTime: entry.createdAt,
							className: "shrink-0 text-xs font-medium whitespace-nowrap text-slate-500",
							children: [formatDateTime(entry.createdAt), " IST"]
						})]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-1 text-sm text-slate-600",
						"data-testid": "activity-actor",
						children: [
							"by",
							" ",
							entry.actor ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
								className: "font-medium text-slate-800",
								children: entry.actor.name
							}), role && /* @__PURE__ */ jsxs("span", {
								className: "text-slate-500",
								children: [
									" ",
									"· ",
									isStaffRole(role) ? ROLE_LABELS[role] : humanize(role)
								]
							})] }) : /* @__PURE__ */ jsx("span", {
								className: "font-medium text-slate-800",
								children: "the system"
							})
						]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500",
						children: [
							entry.entityId && /* @__PURE__ */ jsxs("span", {
								title: entry.entityId,
								children: ["Record ", /* @__PURE__ */ jsx("span", {
									className: "font-mono text-slate-600",
									children: shortId(entry.entityId)
								})]
							}),
							entry.requestId && /* @__PURE__ */ jsxs("span", { children: ["Request ", /* @__PURE__ */ jsx("span", {
								className: "font-mono text-slate-600",
								children: entry.requestId
							})] }),
							entry.ip && /* @__PURE__ */ jsxs("span", { children: ["IP ", /* @__PURE__ */ jsx("span", {
								className: "font-mono text-slate-600",
								children: entry.ip
							})] })
						]
					}),
					fields.length > 0 && /* @__PURE__ */ jsxs("button", {
						type: "button",
						onClick: () => setOpen((v) => !v),
						"aria-expanded": isOpen,
						"aria-controls": panelId,
						"data-testid": "activity-changes-toggle",
						className: "mt-2 inline-flex max-w-full items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-brand-700 hover:text-brand-800",
						children: [/* @__PURE__ */ jsx(ChevronDown, {
							className: clsx("size-4 shrink-0 transition-transform", isOpen && "rotate-180"),
							"aria-hidden": "true"
						}), /* @__PURE__ */ jsxs("span", {
							className: "truncate",
							children: [
								plural(fields.length, "change"),
								":",
								" ",
								/* @__PURE__ */ jsx("span", {
									className: "font-normal text-slate-600",
									children: fields.join(", ")
								})
							]
						})]
					}),
					isOpen && /* @__PURE__ */ jsx("div", {
						id: panelId,
						className: "mt-2",
						children: /* @__PURE__ */ jsx(ChangesTable, { changes: entry.changes })
					})
				]
			})]
		})
	});
}
/** A list of entries, or a quiet line when there are none. */
function ActivityList({ entries, empty, pageUserId }) {
	if (entries.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "px-5 py-6 text-sm text-slate-500",
		children: empty
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "divide-y divide-slate-200",
		children: entries.map((entry) => /* @__PURE__ */ jsx(ActivityEntry, {
			entry,
			pageUserId
		}, entry._id))
	});
}
export { activityActionLabel as n, activityEntityLabel as r, ActivityList as t };
