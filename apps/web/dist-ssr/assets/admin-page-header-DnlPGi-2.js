import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/admin-page-header.tsx
/** Title row of an admin page: heading, one-line description and actions on the right. */
function AdminPageHeader({ title, description, actions, back }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [back && /* @__PURE__ */ jsxs(Link, {
		to: back.to,
		className: "mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900",
		"data-testid": back.testId,
		children: [/* @__PURE__ */ jsx(ArrowLeft, {
			className: "size-4",
			"aria-hidden": "true"
		}), back.label]
	}), /* @__PURE__ */ jsxs("div", {
		className: "mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold tracking-tight text-slate-900",
				children: title
			}), description && /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-slate-600",
				children: description
			})]
		}), actions && /* @__PURE__ */ jsx("div", {
			className: "flex flex-wrap items-center gap-2",
			children: actions
		})]
	})] });
}
/** An editor's description line: the record's name, its status badge and when it was saved. */
function RecordSummary({ name, testId, badge, updatedAt }) {
	return /* @__PURE__ */ jsxs("span", {
		className: "flex flex-wrap items-center gap-x-2 gap-y-1",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "font-medium text-slate-800",
				"data-testid": testId,
				children: name
			}),
			badge,
			/* @__PURE__ */ jsxs("span", {
				className: "text-slate-500",
				children: ["Updated ", formatDateTime(updatedAt)]
			})
		]
	});
}
export { RecordSummary as n, AdminPageHeader as t };
