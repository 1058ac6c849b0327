import { l as WEBINAR_MSG, u as WEBINAR_STATUSES } from "./webinar.schema-B5O1UN4y.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { t as optionsOf } from "./list-filters-BWn4l1GJ.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { t as NewRecordLink } from "./new-record-link-DRzmcgJP.js";
import { n as useListPage, r as ListError, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { Wt as Button, m as IconTile } from "../entry-server.js";
import { d as WebinarStatusBadge, f as WEBINAR_STATUS_LABELS, n as WEBINARS_FETCH_FAILED, p as durationLabel, s as useWebinarList, t as DeleteWebinarDialog, u as CertificateStatusBadge } from "./delete-webinar-dialog-Csr7jQjW.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as Drawer } from "./drawer-B15p3tGc.js";
import { t as PaginationBar } from "./pagination-bar-DGMBBDzf.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { t as SearchInput } from "./search-input-_kbwK_BQ.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { l as formatTime, n as formatDate } from "./format-DGa3zFAK.js";
import { a as useWebinarUserSearch } from "./students-api-CtOqc9oa.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { n as actionsColumn, t as RowAction } from "./row-action-bMQVfDP3.js";
import { Link } from "react-router";
import { ArrowRight, Pencil, Trash2, UserSearch } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useMemo, useState } from "react";
// src/features/webinars-admin/components/registrant-search.tsx
var PAGE_SIZE = 10;
/**
* "Find a registrant": one search (phone, e-mail or name) across the registrants of every
* webinar, each hit naming its webinar and linking to that webinar's students, filtered to them.
*/
function RegistrantSearch({ open, onOpenChange }) {
	const [search, setSearch] = useState("");
	const [page, setPage] = useState(1);
	const onSearch = useCallback((text) => {
		setSearch(text);
		setPage(1);
	}, []);
	const query = useWebinarUserSearch(search, page, PAGE_SIZE);
	const data = query.data;
	const pagination = data?.pagination;
	return /* @__PURE__ */ jsxs(Drawer, {
		open,
		onOpenChange,
		title: "Find a registrant",
		description: "Search every webinar's registrants by phone, e-mail or name.",
		widthClassName: "sm:max-w-lg",
		testId: "registrant-search",
		children: [
			/* @__PURE__ */ jsx(SearchInput, {
				value: search,
				onSearch,
				placeholder: "Phone, e-mail or name",
				label: "Find a registrant",
				testId: "registrant-search-input"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				"aria-live": "polite",
				children: !search ? /* @__PURE__ */ jsx(Hint, { text: WEBINAR_MSG.searchRequired }) : query.isError && !data ? /* @__PURE__ */ jsx(ListError, {
					message: "Could not search the registrants",
					detail: query.error.message,
					onRetry: () => void query.refetch(),
					isRetrying: query.isFetching
				}) : !data ? /* @__PURE__ */ jsxs("div", {
					className: "flex items-center justify-center gap-2 py-12 text-sm text-slate-600",
					children: [/* @__PURE__ */ jsx(Spinner, { className: "size-5 text-brand-600" }), /* @__PURE__ */ jsx("span", {
						role: "status",
						children: "Searching…"
					})]
				}) : data.webinarUsers.length === 0 ? /* @__PURE__ */ jsx(Hint, { text: `No registrant matches “${search}”.` }) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("p", {
					className: "mb-2 text-xs font-medium text-slate-500",
					children: [
						plural(data.pagination.totalItems, "registrant"),
						" found",
						query.isFetching && /* @__PURE__ */ jsx(Spinner, { className: "ml-2 inline size-3.5 text-brand-600" })
					]
				}), /* @__PURE__ */ jsx("ul", {
					className: "divide-y divide-slate-200 rounded-xl border border-slate-200",
					children: data.webinarUsers.map((hit) => /* @__PURE__ */ jsx(Hit, {
						hit,
						onOpen: () => onOpenChange(false)
					}, hit._id))
				})] })
			}),
			pagination && pagination.totalPages > 1 && /* @__PURE__ */ jsx(PaginationBar, {
				variant: "compact",
				pagination,
				onPageChange: setPage,
				isDisabled: query.isFetching,
				itemLabel: "registrants",
				className: "mt-3"
			})
		]
	});
}
function Hint({ text }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-slate-600",
		children: [/* @__PURE__ */ jsx(IconTile, {
			icon: UserSearch,
			className: "size-11 bg-slate-100 text-slate-500"
		}), text]
	});
}
function Hit({ hit, onOpen }) {
	const to = `/admin/webinars/${hit.webinarId}?search=${encodeURIComponent(hit.phone)}`;
	return /* @__PURE__ */ jsxs("li", {
		className: "px-3.5 py-3",
		"data-testid": "registrant-hit",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start justify-between gap-3",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("p", {
					className: "font-semibold text-slate-900",
					children: hit.name
				}), /* @__PURE__ */ jsxs("p", {
					className: "truncate text-sm text-slate-600",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "tabular-nums",
							children: hit.phone
						}),
						" · ",
						hit.email
					]
				})]
			}), /* @__PURE__ */ jsx(Pill, {
				tone: hit.attended ? "green" : "slate",
				children: hit.attended ? "Attended" : "Registered"
			})]
		}), /* @__PURE__ */ jsxs(Link, {
			to,
			onClick: onOpen,
			className: "mt-2 flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm hover:bg-brand-50",
			"data-testid": "registrant-hit-webinar",
			children: [/* @__PURE__ */ jsxs("span", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("span", {
					className: "block truncate font-medium text-slate-900",
					children: hit.webinarTitle
				}), /* @__PURE__ */ jsxs("span", {
					className: "block text-xs text-slate-500",
					children: [
						formatDate(hit.webinarStartTime),
						", ",
						formatTime(hit.webinarStartTime),
						" IST ·",
						" ",
						/* @__PURE__ */ jsx("span", {
							className: "font-mono",
							children: hit.webinarCode
						})
					]
				})]
			}), /* @__PURE__ */ jsx(ArrowRight, {
				className: "size-4 shrink-0 text-brand-700",
				"aria-hidden": "true"
			})]
		})]
	});
}
// src/features/webinars-admin/components/webinar-table.tsx
var col = adminColumnHelper();
function buildColumns({ onDelete }) {
	return [
		col.accessor("title", {
			header: "Webinar",
			cell: (c) => /* @__PURE__ */ jsxs("div", {
				className: "max-w-72 min-w-44",
				children: [/* @__PURE__ */ jsx(Link, {
					to: `/admin/webinars/${c.row.original._id}`,
					className: "font-semibold text-slate-900 hover:text-brand-700 hover:underline",
					"data-testid": "webinar-title",
					children: c.getValue()
				}), /* @__PURE__ */ jsx("p", {
					className: "truncate font-mono text-xs text-slate-500",
					"data-testid": "webinar-code",
					children: c.row.original.webinarCode
				})]
			}),
			meta: { isCardTitle: true }
		}),
		col.accessor("startTime", {
			header: "Starts (IST)",
			cell: (c) => /* @__PURE__ */ jsxs("time", {
				dateTime: c.getValue(),
				className: "flex flex-col whitespace-nowrap",
				children: [/* @__PURE__ */ jsx("span", {
					className: "text-slate-900",
					children: formatDate(c.getValue())
				}), /* @__PURE__ */ jsx("span", {
					className: "text-xs text-slate-600",
					children: formatTime(c.getValue())
				})]
			})
		}),
		col.accessor("durationMinutes", {
			header: "Duration",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "whitespace-nowrap",
				children: durationLabel(c.getValue())
			})
		}),
		col.accessor("status", {
			header: "Status",
			cell: (c) => /* @__PURE__ */ jsx(WebinarStatusBadge, {
				status: c.getValue(),
				testId: "webinar-status"
			})
		}),
		col.display({
			id: "registered",
			header: "Registered",
			cell: (c) => /* @__PURE__ */ jsxs("span", {
				className: "flex flex-col whitespace-nowrap tabular-nums",
				children: [/* @__PURE__ */ jsx("span", {
					className: "text-slate-900",
					"data-testid": "webinar-registered",
					children: c.row.original.counts.registered.toLocaleString("en-IN")
				}), /* @__PURE__ */ jsx("span", {
					className: "text-xs text-slate-500",
					children: c.row.original.capacity === null ? "no limit" : `of ${c.row.original.capacity.toLocaleString("en-IN")}`
				})]
			})
		}),
		col.display({
			id: "attended",
			header: "Attended",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "tabular-nums",
				"data-testid": "webinar-attended",
				children: c.row.original.counts.attended.toLocaleString("en-IN")
			})
		}),
		col.accessor("certificateStatus", {
			header: "Certificates",
			cell: (c) => c.row.original.certificateEnabled ? /* @__PURE__ */ jsx(CertificateStatusBadge, { status: c.getValue() }) : /* @__PURE__ */ jsx("span", {
				className: "text-xs whitespace-nowrap text-slate-500",
				children: "Turned off"
			})
		}),
		actionsColumn((w) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(RowAction, {
			to: `/admin/webinars/edit/${w._id}`,
			icon: Pencil,
			label: "Edit",
			title: `Edit ${w.title}`,
			testId: "webinar-edit"
		}), /* @__PURE__ */ jsx(RowAction, {
			onClick: () => onDelete(w),
			icon: Trash2,
			label: "Delete",
			title: `Delete ${w.title}`,
			testId: "webinar-delete",
			isDanger: true
		})] }))
	];
}
function WebinarTable({ rows, onDelete, ...state }) {
	const columns = useMemo(() => buildColumns({ onDelete }), [onDelete]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (w) => w._id,
		...state,
		emptyMessage: "No webinars found.",
		caption: "Webinars",
		rowTestId: "webinar-row",
		density: "compact"
	});
}
// src/features/webinars-admin/pages/admin-webinars-page.tsx
var FILTER_SPEC = { status: { oneOf: WEBINAR_STATUSES } };
var FIELDS = [{
	select: "status",
	label: "Status",
	options: optionsOf(WEBINAR_STATUSES, WEBINAR_STATUS_LABELS),
	anyLabel: "Any status",
	testId: "webinar-status-filter"
}];
/** /admin/webinars: every webinar with its time, status, registrations and certificates. */
function AdminWebinarsPage() {
	const list = useListPage(FILTER_SPEC);
	const { params } = list;
	const [toDelete, setToDelete] = useState(null);
	const [isSearchOpen, setSearchOpen] = useState(false);
	const query = useWebinarList(params);
	const data = query.data;
	const onDelete = useCallback((w) => setToDelete(w), []);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Webinars | KodeSchool Admin" }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Webinars",
				description: "Live sessions: registrations, attendance, e-mails and certificates.",
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					size: "sm",
					onClick: () => setSearchOpen(true),
					"data-testid": "registrant-search-open",
					children: [/* @__PURE__ */ jsx(UserSearch, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Find a registrant"]
				}), /* @__PURE__ */ jsx(NewRecordLink, {
					to: "/admin/webinars/create",
					label: "New webinar",
					testId: "webinar-new"
				})] })
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "webinars",
				failedMessage: WEBINARS_FETCH_FAILED,
				toolbar: /* @__PURE__ */ jsx(ListToolbar, {
					list,
					placeholder: "Search by title or code",
					idPrefix: "webinar",
					children: /* @__PURE__ */ jsx(ListFilterBar, {
						list,
						fields: FIELDS
					})
				}),
				children: /* @__PURE__ */ jsx(WebinarTable, {
					rows: data?.webinars ?? [],
					...tableStateOf(query),
					onDelete,
					emptyHint: list.isFiltered ? "Try another title or clear the filters." : "Create one with “New webinar”."
				})
			}),
			/* @__PURE__ */ jsx(DeleteWebinarDialog, {
				webinar: toDelete,
				onClose: () => setToDelete(null)
			}),
			/* @__PURE__ */ jsx(RegistrantSearch, {
				open: isSearchOpen,
				onOpenChange: setSearchOpen
			})
		]
	});
}
export { AdminWebinarsPage as default };
