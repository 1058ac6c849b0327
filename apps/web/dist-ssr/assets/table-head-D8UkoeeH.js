import { jsx } from "react/jsx-runtime";
// src/components/ui/table-head.tsx
/** A table's one header row, written as data: a label and the classes of each column. */
function TableHead({ columns, className, rowClassName }) {
	return /* @__PURE__ */ jsx("thead", {
		className,
		children: /* @__PURE__ */ jsx("tr", {
			className: rowClassName,
			children: columns.map((column, i) => /* @__PURE__ */ jsx("th", {
				scope: "col",
				className: column.className,
				children: column.label
			}, i))
		})
	});
}
/** The "You" tag beside the signed-in person's own row of a ranking. */
function YouTag() {
	return /* @__PURE__ */ jsx("span", {
		className: "ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white",
		children: "You"
	});
}
export { YouTag as n, TableHead as t };
