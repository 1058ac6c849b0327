import { n as adminColumnHelper } from "./data-table-BFwpHdzu.js";
import { Link } from "react-router";
import { clsx } from "clsx";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/row-action.tsx
var ACTION_CLASS = "inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800";
var DANGER_CLASS = "text-red-700! hover:bg-red-50!";
/** One icon action of an admin row: a link, a new-tab file or a button. */
function RowAction(props) {
	const { icon: Icon, label, title, isNamedByTitle, isDanger, testId } = props;
	const common = {
		className: clsx(ACTION_CLASS, isDanger && DANGER_CLASS),
		title,
		"aria-label": isNamedByTitle ? title : void 0,
		"data-testid": testId
	};
	const content = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Icon, {
		className: "size-4",
		"aria-hidden": "true"
	}), /* @__PURE__ */ jsx("span", {
		className: "md:sr-only",
		children: label
	})] });
	if ("to" in props) return /* @__PURE__ */ jsx(Link, {
		to: props.to,
		...common,
		children: content
	});
	if ("href" in props) return /* @__PURE__ */ jsx("a", {
		href: props.href,
		target: "_blank",
		rel: "noreferrer",
		...common,
		children: content
	});
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		onClick: props.onClick,
		...common,
		children: content
	});
}
/** The trailing "Actions" column (its header read out only) holding a row's RowActions. */
function actionsColumn(render) {
	return adminColumnHelper().display({
		id: "actions",
		header: "Actions",
		cell: (c) => /* @__PURE__ */ jsx("div", {
			className: "flex flex-wrap items-center gap-1 md:flex-nowrap",
			children: render(c.row.original)
		}),
		meta: { headerClassName: "sr-only" }
	});
}
export { actionsColumn as n, RowAction as t };
