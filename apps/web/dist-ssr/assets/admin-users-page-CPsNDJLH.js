import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { n as useListPage, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as ExportCsvLink } from "./registrations-list-CzUnUpI4.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { n as useUsers, r as usersExportUrl, t as USERS_FETCH_FAILED } from "./get-users-CuEUz7_J.js";
import { n as ROLES, r as ROLE_LABELS } from "./roles-pGSoVmPl.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { n as yesNoOptions, t as optionsOf } from "./list-filters-BWn4l1GJ.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { n as Avatar } from "../entry-server.js";
import { l as formatTime, n as formatDate } from "./format-DGa3zFAK.js";
import { n as personName, r as phoneText } from "./format-DQkEp8e5.js";
import { i as RoleBadge, r as BannedBadge, t as ActiveBadge } from "./pills-DZqakfSI.js";
import { Link, useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { useCallback } from "react";
// src/features/staff-admin/components/users-filters.tsx
var USERS_FILTER_SPEC = {
	role: ROLES,
	active: { oneOf: ["true", "false"] },
	banned: { oneOf: ["true", "false"] }
};
var ROLE_OPTIONS = optionsOf(ROLES, ROLE_LABELS);
var ACTIVE_OPTIONS = yesNoOptions("Active only", "Inactive only");
var BANNED_OPTIONS = yesNoOptions("Banned only", "Not banned");
var FIELDS = [
	{
		chips: "role",
		label: "Role",
		options: ROLE_OPTIONS
	},
	{
		select: "active",
		label: "Active",
		options: ACTIVE_OPTIONS,
		anyLabel: "Active or not"
	},
	{
		select: "banned",
		label: "Banned",
		options: BANNED_OPTIONS,
		anyLabel: "Banned or not"
	}
];
/** Role (any of several), active and banned: the users list filters, kept in the URL. */
function UsersFilters({ list }) {
	return /* @__PURE__ */ jsx(ListFilterBar, {
		list,
		fields: FIELDS
	});
}
// src/features/staff-admin/components/users-table.tsx
var col = adminColumnHelper();
var userPath = (id) => `/admin/users/${id}`;
var dash = /* @__PURE__ */ jsx("span", {
	className: "text-slate-400",
	children: "—"
});
var COLUMNS = [
	col.display({
		id: "name",
		header: "Name",
		cell: (c) => /* @__PURE__ */ jsxs("div", {
			className: "flex min-w-36 items-center gap-3",
			children: [/* @__PURE__ */ jsx(Avatar, {
				firstName: c.row.original.name.firstName,
				lastName: c.row.original.name.lastName,
				className: "hidden 2xl:grid"
			}), /* @__PURE__ */ jsx(Link, {
				to: userPath(c.row.original._id),
				className: "font-semibold text-slate-900 hover:text-brand-700 hover:underline",
				"data-testid": "user-link",
				children: personName(c.row.original)
			})]
		}),
		meta: { isCardTitle: true }
	}),
	col.display({
		id: "phone",
		header: "Phone",
		cell: (c) => {
			const text = phoneText(c.row.original.phone);
			return text ? /* @__PURE__ */ jsx("span", {
				className: "whitespace-nowrap tabular-nums",
				children: text
			}) : dash;
		}
	}),
	col.accessor("email", {
		header: "E-mail",
		cell: (c) => {
			const email = c.getValue();
			return email ? /* @__PURE__ */ jsx("span", {
				className: "block max-w-44 truncate",
				title: email,
				children: email
			}) : dash;
		}
	}),
	col.accessor("role", {
		header: "Role",
		cell: (c) => /* @__PURE__ */ jsx(RoleBadge, { role: c.getValue() })
	}),
	col.display({
		id: "status",
		header: "Status",
		cell: (c) => /* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap gap-1",
			children: [/* @__PURE__ */ jsx(ActiveBadge, { isActive: c.row.original.isActive }), c.row.original.banned && /* @__PURE__ */ jsx(BannedBadge, {})]
		})
	}),
	col.accessor("createdAt", {
		header: "Joined (IST)",
		cell: (c) => /* @__PURE__ */ jsxs("span", {
			className: "whitespace-nowrap",
			children: [formatDate(c.getValue()), /* @__PURE__ */ jsx("span", {
				className: "block text-xs text-slate-500",
				children: formatTime(c.getValue())
			})]
		})
	})
];
function UsersTable({ rows, onOpen, ...state }) {
	return /* @__PURE__ */ jsx(DataTable, {
		columns: COLUMNS,
		data: rows,
		getRowId: (u) => u._id,
		...state,
		emptyMessage: "No users found.",
		caption: "Users",
		rowTestId: "user-row",
		onRowClick: onOpen,
		density: "compact"
	});
}
// src/features/staff-admin/pages/admin-users-page.tsx
/** /admin/users: every account, searched by name, e-mail or phone, with CSV export. */
function AdminUsersPage() {
	const list = useListPage(USERS_FILTER_SPEC);
	const { params, search, filters } = list;
	const navigate = useNavigate();
	const query = useUsers(params);
	const data = query.data;
	const onOpen = useCallback((user) => void navigate(userPath(user._id)), [navigate]);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [/* @__PURE__ */ jsx(AdminPageHeader, {
			title: "Users",
			description: "Every account: students and staff. Open one to change their role, switch them off or ban them.",
			actions: /* @__PURE__ */ jsx(ExportCsvLink, { href: usersExportUrl({
				search,
				...filters
			}) })
		}), /* @__PURE__ */ jsx(QueryListCard, {
			query,
			list,
			itemLabel: "users",
			failedMessage: USERS_FETCH_FAILED,
			toolbar: /* @__PURE__ */ jsx(ListToolbar, {
				list,
				placeholder: "Search by name, e-mail or phone",
				idPrefix: "user",
				children: /* @__PURE__ */ jsx(UsersFilters, { list })
			}),
			children: /* @__PURE__ */ jsx(UsersTable, {
				rows: data?.users ?? [],
				...tableStateOf(query),
				onOpen,
				emptyHint: list.isFiltered ? "Try another search or clear the filters." : void 0
			})
		})]
	});
}
export { AdminUsersPage as default };
