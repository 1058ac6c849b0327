import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { Ct as ENQUIRY_TYPES, Dt as ZCallbackData, Et as ZAssigneesData, St as ENQUIRY_LABELS, Tt as FOLLOW_UP_STATUSES, Wt as Button, b as useAuthStore, c as toast, kt as ZCallbackListData, wt as FOLLOW_UP_LABELS, xt as CALLBACK_MSG } from "../entry-server.js";
import { t as adminListOptions } from "./admin-list-fetch-Bx6BMO4F.js";
import { t as Drawer } from "./drawer-B15p3tGc.js";
import { r as adminInputClass, t as AdminField } from "./form-field-C7rmj4tf.js";
import { a as formatDateTime, l as formatTime, n as formatDate } from "./format-DGa3zFAK.js";
import { a as getErrorMessage, t as adminApi } from "./api-client-CyCTgC69.js";
import { t as StatusSelect } from "./status-select-JXxD0ZBg.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { n as UnderlineTab } from "./segment-choice-BK8c1P83.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { MessageSquareText, PanelRightOpen } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useMemo, useState } from "react";
// src/features/callbacks/api/admin-callbacks-keys.ts
/** Query keys of the admin callbacks feature; never written inline in components. */
var callbackAdminKeys = {
	all: ["admin", "callbacks"],
	lists: () => [...callbackAdminKeys.all, "list"],
	list: (params) => [...callbackAdminKeys.lists(), params],
	assignees: () => [...callbackAdminKeys.all, "assignees"],
	update: () => [...callbackAdminKeys.all, "update"]
};
// src/features/callbacks/api/admin-get-callbacks.ts
var CALLBACKS_FETCH_FAILED = "Failed to fetch callback requests";
/** GET /admin/callbacks → data.callbacks, data.pagination and data.counts (per status). */
function callbacksQueryOptions(params) {
	return adminListOptions({
		queryKey: callbackAdminKeys.list(params),
		path: "/callbacks",
		schema: ZCallbackListData,
		params,
		failedMessage: CALLBACKS_FETCH_FAILED,
		staleTime: 3e4
	});
}
function useCallbacks(params) {
	return useQuery(callbacksQueryOptions(params));
}
// src/features/callbacks/api/admin-update-callback.ts
var CALLBACK_UPDATE_FAILED = "Failed to update callback request";
/** PATCH /admin/callbacks/{id} → data.callback. */
async function updateCallback({ id, patch }) {
	return (await adminApi.patch(`/callbacks/${encodeURIComponent(id)}`, ZCallbackData, patch)).data.callback;
}
function patchRow(data, id, patch) {
	if (!data) return data;
	return {
		...data,
		callbacks: data.callbacks.map((c) => c._id === id ? patch(c) : c)
	};
}
/**
* Updates follow-up status, assignee or staff notes. The row changes at once in the cached
* lists; on failure a toast explains and the lists reload. Afterwards the lists refresh in
* the background so the status counts stay right.
*/
function useUpdateCallback() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationKey: callbackAdminKeys.update(),
		mutationFn: updateCallback,
		onMutate: async ({ id, patch, assignee }) => {
			await queryClient.cancelQueries({ queryKey: callbackAdminKeys.lists() });
			queryClient.setQueriesData({ queryKey: callbackAdminKeys.lists() }, (d) => patchRow(d, id, (row) => ({
				...row,
				...patch.followUpStatus ? { followUpStatus: patch.followUpStatus } : {},
				...patch.staffNotes !== void 0 ? { staffNotes: patch.staffNotes } : {},
				...patch.assignedToId !== void 0 ? { assignedTo: assignee ?? null } : {}
			})));
		},
		onSuccess: (saved, { announce }) => {
			queryClient.setQueriesData({ queryKey: callbackAdminKeys.lists() }, (d) => patchRow(d, saved._id, () => saved));
			if (announce) toast.success(CALLBACK_MSG.updated);
		},
		onError: (error) => {
			toast.error(getErrorMessage(error, CALLBACK_UPDATE_FAILED));
		},
		onSettled: () => queryClient.invalidateQueries({ queryKey: callbackAdminKeys.lists() })
	});
}
/** Which fields of which rows have an update in flight, as "id:field" strings. */
function usePendingCallbackFields() {
	const pending = useMutationState({
		filters: {
			mutationKey: callbackAdminKeys.update(),
			status: "pending"
		},
		select: (m) => m.state.variables
	});
	const keys = /* @__PURE__ */ new Set();
	for (const change of pending) {
		if (!change) continue;
		for (const field of Object.keys(change.patch)) keys.add(`${change.id}:${field}`);
	}
	return keys;
}
// src/features/callbacks/api/admin-get-assignees.ts
/** GET /admin/callbacks/assignees → data.assignees: staff who may follow up callbacks. */
async function getCallbackAssignees(signal) {
	return (await adminApi.get("/callbacks/assignees", ZAssigneesData, { signal })).data.assignees;
}
var callbackAssigneesQueryOptions = () => queryOptions({
	queryKey: callbackAdminKeys.assignees(),
	queryFn: ({ signal }) => getCallbackAssignees(signal),
	staleTime: 3e5
});
function useCallbackAssignees() {
	return useQuery(callbackAssigneesQueryOptions());
}
// src/features/callbacks/components/admin-callback-cells.tsx
var FOLLOW_UP_TONES = {
	new: "blue",
	contacted: "amber",
	converted: "green",
	closed: "slate"
};
var FOLLOW_UP_OPTIONS = FOLLOW_UP_STATUSES.map((s) => ({
	value: s,
	label: FOLLOW_UP_LABELS[s],
	tone: FOLLOW_UP_TONES[s]
}));
/** '+91 98765 43210' for Indian mobiles; otherwise code and number as given. */
function formatContact(contact) {
	const { code, number } = contact;
	if (/^\d{10}$/.test(number)) return `${code} ${number.slice(0, 5)} ${number.slice(5)}`;
	return `${code} ${number}`;
}
function EnquiryBadge({ type }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx("inline-flex rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap", type === "offline" ? "bg-amber-50 text-amber-800" : "bg-sky-50 text-sky-800"),
		children: [type === "offline" ? "Offline" : "Online", /* @__PURE__ */ jsxs("span", {
			className: "sr-only",
			children: [" — ", ENQUIRY_LABELS[type]]
		})]
	});
}
function UtmBadge({ utm }) {
	if (!utm?.source) return /* @__PURE__ */ jsx("span", {
		className: "inline-flex rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600",
		children: "Direct"
	});
	return /* @__PURE__ */ jsx("span", {
		title: [
			utm.source,
			utm.medium,
			utm.campaign
		].filter(Boolean).join(" / "),
		className: "inline-flex max-w-36 truncate rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800",
		children: utm.source
	});
}
/** Follow-up status dropdown: changes the row at once, spinner while saving. */
function FollowUpCell({ row }) {
	const update = useUpdateCallback();
	const isPending = usePendingCallbackFields().has(`${row._id}:followUpStatus`);
	return /* @__PURE__ */ jsx(StatusSelect, {
		value: row.followUpStatus,
		options: FOLLOW_UP_OPTIONS,
		onChange: (followUpStatus) => update.mutate({
			id: row._id,
			patch: { followUpStatus }
		}),
		isPending,
		label: `Follow-up status for ${row.name}`,
		testId: `callback-status-${row._id}`
	});
}
/** Assigned staff member dropdown (staff from GET /admin/callbacks/assignees). */
function AssigneeCell({ row }) {
	const update = useUpdateCallback();
	const assignees = useCallbackAssignees();
	const isPending = usePendingCallbackFields().has(`${row._id}:assignedToId`);
	const staff = assignees.data ?? [];
	const people = row.assignedTo && !staff.some((s) => s._id === row.assignedTo?._id) ? [row.assignedTo, ...staff] : staff;
	const options = [{
		value: "",
		label: "Unassigned",
		tone: "slate"
	}, ...people.map((s) => ({
		value: s._id,
		label: s.name,
		tone: "violet"
	}))];
	return /* @__PURE__ */ jsx(StatusSelect, {
		value: row.assignedTo?._id ?? "",
		options,
		onChange: (id) => update.mutate({
			id: row._id,
			patch: { assignedToId: id || null },
			assignee: people.find((s) => s._id === id) ?? null
		}),
		isPending,
		disabled: assignees.isPending,
		label: `Assigned staff member for ${row.name}`,
		testId: `callback-assignee-${row._id}`
	});
}
// src/features/callbacks/components/admin-callback-drawer.tsx
var NOTES_MAX = 2e3;
/** One callback request in full, with its staff notes editor. */
function CallbackDrawer({ callback, onClose }) {
	return /* @__PURE__ */ jsx(Drawer, {
		open: callback !== null,
		onOpenChange: (open) => !open && onClose(),
		title: callback?.name ?? "Callback request",
		description: callback ? `Requested ${formatDateTime(callback.createdAt)}` : void 0,
		testId: "callback-drawer",
		children: callback && /* @__PURE__ */ jsx(CallbackDetails, {
			callback,
			onSaved: onClose
		}, callback._id)
	});
}
function CallbackDetails({ callback, onSaved }) {
	const [notes, setNotes] = useState(callback.staffNotes);
	const update = useUpdateCallback();
	const isDirty = notes.trim() !== callback.staffNotes;
	const utm = callback.utm;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [/* @__PURE__ */ jsxs("dl", {
			className: "grid grid-cols-[7rem_1fr] gap-x-4 gap-y-3 text-sm",
			children: [
				/* @__PURE__ */ jsx("dt", {
					className: "text-slate-500",
					children: "Contact"
				}),
				/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
					href: `tel:${callback.contact.code}${callback.contact.number}`,
					className: "font-medium text-slate-900 tabular-nums hover:text-brand-700",
					children: formatContact(callback.contact)
				}) }),
				/* @__PURE__ */ jsx("dt", {
					className: "text-slate-500",
					children: "Enquiry"
				}),
				/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(EnquiryBadge, { type: callback.enquiryFor }) }),
				callback.courseId && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
					className: "text-slate-500",
					children: "Course"
				}), /* @__PURE__ */ jsx("dd", {
					className: "font-mono text-xs break-all text-slate-700",
					children: callback.courseId
				})] }),
				/* @__PURE__ */ jsx("dt", {
					className: "text-slate-500",
					children: "Their notes"
				}),
				/* @__PURE__ */ jsx("dd", {
					className: "whitespace-pre-wrap text-slate-800",
					children: callback.notes || "—"
				}),
				/* @__PURE__ */ jsx("dt", {
					className: "text-slate-500",
					children: "Source"
				}),
				/* @__PURE__ */ jsx("dd", {
					className: "text-slate-800",
					children: utm?.source ? [
						utm.source,
						utm.medium,
						utm.campaign,
						utm.term,
						utm.content
					].filter(Boolean).join(" / ") : "Direct"
				}),
				/* @__PURE__ */ jsx("dt", {
					className: "self-center text-slate-500",
					children: "Follow-up"
				}),
				/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(FollowUpCell, { row: callback }) }),
				/* @__PURE__ */ jsx("dt", {
					className: "self-center text-slate-500",
					children: "Assigned to"
				}),
				/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(AssigneeCell, { row: callback }) })
			]
		}), /* @__PURE__ */ jsxs("form", {
			onSubmit: (e) => {
				e.preventDefault();
				update.mutate({
					id: callback._id,
					patch: { staffNotes: notes.trim() },
					announce: true
				}, { onSuccess: onSaved });
			},
			className: "space-y-3 border-t border-slate-200 pt-5",
			children: [/* @__PURE__ */ jsx(AdminField, {
				label: "Staff notes",
				hint: `Only staff see these. ${notes.length}/${NOTES_MAX}`,
				children: /* @__PURE__ */ jsx("textarea", {
					value: notes,
					onChange: (e) => setNotes(e.target.value.slice(0, NOTES_MAX)),
					rows: 6,
					placeholder: "What was discussed, next steps, best time to call…",
					"data-testid": "callback-notes-input",
					className: adminInputClass
				})
			}), /* @__PURE__ */ jsx("div", {
				className: "flex justify-end gap-2",
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					size: "sm",
					disabled: !isDirty,
					isLoading: update.isPending,
					loadingText: "Saving…",
					"data-testid": "callback-notes-save",
					children: "Save notes"
				})
			})]
		})]
	});
}
// src/features/callbacks/components/admin-callback-filters.tsx
/** URL filter spec: `assigned` is 'me', 'none' or a staff id. */
var CALLBACK_FILTER_SPEC = {
	followUpStatus: FOLLOW_UP_STATUSES,
	enquiryFor: ENQUIRY_TYPES,
	assigned: "text",
	startDate: "date",
	endDate: "date"
};
var ASSIGNED_OPTIONS = [{
	value: "me",
	label: "Me"
}, {
	value: "none",
	label: "Unassigned"
}];
var ENQUIRY_OPTIONS = [{
	value: "online",
	label: "Online"
}, {
	value: "offline",
	label: "Offline"
}];
/** Follow-up status as tabs with the counts the list answer carries. */
function FollowUpTabs({ list, counts }) {
	const selected = list.filters.followUpStatus;
	const tabs = [{
		key: "all",
		label: "All",
		count: counts ? Object.values(counts).reduce((a, b) => a + b, 0) : void 0
	}, ...FOLLOW_UP_STATUSES.map((s) => ({
		key: s,
		label: FOLLOW_UP_LABELS[s],
		count: counts?.[s]
	}))];
	return /* @__PURE__ */ jsx("div", {
		role: "tablist",
		"aria-label": "Follow-up status",
		className: "-mb-px flex gap-1 overflow-x-auto border-b border-slate-200 px-4",
		children: tabs.map((tab) => {
			const isActive = tab.key === "all" ? selected.length === 0 : selected.includes(tab.key);
			return /* @__PURE__ */ jsxs(UnderlineTab, {
				isOn: isActive,
				"data-testid": `callback-tab-${tab.key}`,
				onClick: () => list.setFilter("followUpStatus", tab.key === "all" ? [] : [tab.key]),
				children: [tab.label, tab.count !== void 0 && /* @__PURE__ */ jsx("span", {
					className: clsx("rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums", isActive ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-600"),
					children: tab.count
				})]
			}, tab.key);
		})
	});
}
/** Enquiry type chips, the assignee choice and the request date range. */
function CallbackFilters({ list }) {
	const assignees = useCallbackAssignees();
	const assigned = [...ASSIGNED_OPTIONS, ...(assignees.data ?? []).map((s) => ({
		value: s._id,
		label: s.name,
		group: "Staff"
	}))];
	return /* @__PURE__ */ jsx(ListFilterBar, {
		list,
		hasFilters: list.hasFilters && !onlyStatus(list),
		fields: [
			{
				chips: "enquiryFor",
				label: "Enquiry",
				options: ENQUIRY_OPTIONS
			},
			{
				select: "assigned",
				label: "Assigned to",
				options: assigned,
				anyLabel: "Anyone",
				className: "w-48"
			},
			{ dates: "Requested" }
		]
	});
}
/** The status tabs have their own "All"; Clear filters is for the rest. */
function onlyStatus(list) {
	const { enquiryFor, assigned, startDate, endDate } = list.filters;
	return !enquiryFor.length && !assigned && !startDate && !endDate;
}
// src/features/callbacks/components/admin-callbacks-table.tsx
var col = adminColumnHelper();
function buildColumns(onOpen) {
	return [
		col.accessor("name", {
			header: "Requester",
			cell: (c) => {
				const { contact } = c.row.original;
				return /* @__PURE__ */ jsxs("div", {
					className: "min-w-36",
					children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold whitespace-nowrap text-slate-900",
						children: c.getValue()
					}), /* @__PURE__ */ jsx("a", {
						href: `tel:${contact.code}${contact.number}`,
						className: "text-sm whitespace-nowrap text-slate-600 tabular-nums hover:text-brand-700",
						children: formatContact(contact)
					})]
				});
			},
			meta: { isCardTitle: true }
		}),
		col.accessor("notes", {
			header: "Enquiry",
			cell: (c) => {
				const { enquiryFor, courseId, staffNotes } = c.row.original;
				return /* @__PURE__ */ jsxs("div", {
					className: "max-w-80 min-w-48",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "mb-1 flex flex-wrap items-center gap-2",
							children: [/* @__PURE__ */ jsx(EnquiryBadge, { type: enquiryFor }), courseId && /* @__PURE__ */ jsxs("span", {
								className: "font-mono text-xs text-slate-500",
								title: courseId,
								children: ["Course …", courseId.slice(-6)]
							})]
						}),
						c.getValue() ? /* @__PURE__ */ jsx("p", {
							className: "line-clamp-2 text-slate-700",
							title: c.getValue(),
							children: c.getValue()
						}) : /* @__PURE__ */ jsx("span", {
							className: "text-sm text-slate-400",
							children: "No notes"
						}),
						staffNotes && /* @__PURE__ */ jsxs("p", {
							className: "mt-1 flex items-start gap-1 text-xs text-slate-500",
							title: staffNotes,
							children: [/* @__PURE__ */ jsx(MessageSquareText, {
								className: "mt-px size-3.5 shrink-0",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsxs("span", {
								className: "line-clamp-1",
								children: [/* @__PURE__ */ jsx("span", {
									className: "sr-only",
									children: "Staff notes: "
								}), staffNotes]
							})]
						})
					]
				});
			}
		}),
		col.display({
			id: "followUpStatus",
			header: "Follow-up",
			cell: (c) => /* @__PURE__ */ jsx(FollowUpCell, { row: c.row.original })
		}),
		col.display({
			id: "assignedTo",
			header: "Assigned to",
			cell: (c) => /* @__PURE__ */ jsx(AssigneeCell, { row: c.row.original })
		}),
		col.accessor("createdAt", {
			header: "Requested",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col items-start gap-1",
				children: [/* @__PURE__ */ jsx("time", {
					dateTime: c.getValue(),
					className: "whitespace-nowrap text-slate-700",
					children: formatDate(c.getValue())
				}), /* @__PURE__ */ jsxs("span", {
					className: "flex items-center gap-1.5 text-xs whitespace-nowrap text-slate-500",
					children: [formatTime(c.getValue()), /* @__PURE__ */ jsx(UtmBadge, { utm: c.row.original.utm })]
				})]
			})
		}),
		col.display({
			id: "open",
			header: () => /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Details"
			}),
			cell: (c) => {
				const row = c.row.original;
				return /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => onOpen(row),
					"data-testid": `callback-open-${row._id}`,
					"aria-label": `Open details and staff notes for ${row.name}`,
					title: "Details and staff notes",
					className: "grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900",
					children: /* @__PURE__ */ jsx(PanelRightOpen, {
						className: "size-4",
						"aria-hidden": "true"
					})
				});
			},
			meta: {
				className: "w-10",
				hideOnCard: true
			}
		})
	];
}
/** Callback requests with in-row follow-up status and assignee; a row opens its details. */
function CallbacksTable({ rows, onOpen, ...state }) {
	const columns = useMemo(() => buildColumns(onOpen), [onOpen]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (r) => r._id,
		...state,
		emptyMessage: "No callback requests found.",
		caption: "Callback requests",
		rowTestId: "callback-row",
		onRowClick: onOpen
	});
}
// src/features/callbacks/pages/admin-callbacks-page.tsx
var ID_RE = /^[0-9a-f]{24}$/;
/** /admin/callbacks: callback requests with follow-up status, assignee and staff notes. */
function AdminCallbacksPage() {
	const list = useListPage(CALLBACK_FILTER_SPEC);
	const myId = useAuthStore((s) => s.user?._id ?? "");
	const [openId, setOpenId] = useState(null);
	const [snapshot, setSnapshot] = useState(null);
	const { page, limit, search, filters } = list;
	const { assigned } = filters;
	const assignedToId = assigned === "me" ? myId : assigned === "none" || ID_RE.test(assigned) ? assigned : "";
	const query = useCallbacks(useMemo(() => ({
		page,
		limit,
		search,
		followUpStatus: filters.followUpStatus,
		enquiryFor: filters.enquiryFor,
		startDate: filters.startDate,
		endDate: filters.endDate,
		assignedToId
	}), [
		page,
		limit,
		search,
		filters,
		assignedToId
	]));
	const data = query.data;
	const openRow = useCallback((row) => {
		setOpenId(row._id);
		setSnapshot(row);
	}, []);
	const selected = openId ? data?.callbacks.find((c) => c._id === openId) ?? snapshot : null;
	const activeFilterCount = list.activeFilterCount - filters.followUpStatus.length;
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Callback requests",
				description: "People who asked us to call them back. Assign, follow up and keep notes."
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "requests",
				failedMessage: CALLBACKS_FETCH_FAILED,
				toolbar: /* @__PURE__ */ jsx(ListToolbar, {
					list,
					placeholder: "Search by name or contact",
					idPrefix: "callback",
					activeFilterCount,
					children: /* @__PURE__ */ jsx(CallbackFilters, { list })
				}),
				header: /* @__PURE__ */ jsx(FollowUpTabs, {
					list,
					counts: data?.counts
				}),
				children: /* @__PURE__ */ jsx(CallbacksTable, {
					rows: data?.callbacks ?? [],
					...tableStateOf(query),
					onOpen: openRow,
					emptyHint: list.isFiltered ? "Try another search or clear the filters." : void 0
				})
			}),
			/* @__PURE__ */ jsx(CallbackDrawer, {
				callback: selected,
				onClose: () => setOpenId(null)
			})
		]
	});
}
export { AdminCallbacksPage as default };
