import { Gt as buttonStyles, c as toast } from "../entry-server.js";
import { t as saveFile } from "./save-file-heu4FXum.js";
import { a as getErrorMessage, t as adminApi } from "./api-client-CyCTgC69.js";
import { t as DataTable } from "./data-table-BFwpHdzu.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { Download } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useMemo } from "react";
// src/components/admin/registrations-list.tsx
/**
* The body of an admin registrations page: search and filters, the table with serial numbers,
* loading, empty and error states, and pagination.
*/
function RegistrationsList({ list, query, itemsOf, columns, testIdPrefix, caption, searchPlaceholder, filters, fetchFailedMessage }) {
	const { data } = query;
	const rows = useMemo(() => {
		if (!data) return [];
		const { currentPage, itemsPerPage } = data.pagination;
		return itemsOf(data).map((r, i) => ({
			...r,
			serial: (currentPage - 1) * itemsPerPage + i + 1
		}));
	}, [data, itemsOf]);
	return /* @__PURE__ */ jsx(QueryListCard, {
		query,
		list,
		itemLabel: "registrations",
		failedMessage: fetchFailedMessage,
		toolbar: /* @__PURE__ */ jsx(ListToolbar, {
			list,
			placeholder: searchPlaceholder,
			idPrefix: testIdPrefix,
			children: filters
		}),
		children: /* @__PURE__ */ jsx(DataTable, {
			columns,
			data: rows,
			getRowId: (r) => r._id,
			...tableStateOf(query),
			emptyMessage: "No registrations found.",
			emptyHint: list.isFiltered ? "Try another search or clear the filters." : void 0,
			caption,
			rowTestId: `${testIdPrefix}-row`,
			density: "compact"
		})
	});
}
/** The page header's CSV download (the API client's file mode). */
function ExportCsvLink({ href }) {
	return /* @__PURE__ */ jsxs("a", {
		href,
		download: true,
		"data-testid": "export-csv",
		className: buttonStyles({ size: "sm" }),
		onClick: (event) => {
			event.preventDefault();
			adminApi.download(href).then((file) => saveFile(file), (error) => toast.error(getErrorMessage(error, "Could not export the CSV. Please try again.")));
		},
		children: [/* @__PURE__ */ jsx(Download, {
			className: "size-4",
			"aria-hidden": "true"
		}), "Export CSV"]
	});
}
export { RegistrationsList as n, ExportCsvLink as t };
