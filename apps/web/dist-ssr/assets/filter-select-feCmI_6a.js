import { t as AdminSelect } from "./admin-select-TqVrN8aU.js";
import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useId } from "react";
// src/components/admin/filter-select.tsx
/**
* A single-choice list filter: a labelled select with an "Any …" choice, beside ChipMultiSelect
* (several values) and DateRangeFilter in a FilterBar. Wire it to `useListPage().setFilter`.
*/
function FilterSelect({ label, value, onChange, options, anyLabel, testId, className, disabled, look = "admin" }) {
	const id = useId();
	const loose = options.filter((o) => !o.group);
	const groups = [...new Set(options.flatMap((o) => o.group ? [o.group] : []))];
	const choices = /* @__PURE__ */ jsxs(Fragment, { children: [
		anyLabel !== void 0 && /* @__PURE__ */ jsx("option", {
			value: "",
			children: anyLabel
		}),
		loose.map(optionOf),
		groups.map((group) => /* @__PURE__ */ jsx("optgroup", {
			label: group,
			children: options.filter((o) => o.group === group).map(optionOf)
		}, group))
	] });
	const select = {
		id,
		value,
		disabled,
		"data-testid": testId,
		onChange: (e) => onChange(e.target.value)
	};
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(look === "public" && "min-w-0", className ?? (look === "admin" && "w-44")),
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: clsx("mb-1.5 block text-xs font-semibold tracking-wide uppercase", look === "public" ? "text-slate-600" : "text-slate-500"),
			children: label
		}), look === "admin" ? /* @__PURE__ */ jsx(AdminSelect, {
			...select,
			className: "w-full",
			children: choices
		}) : /* @__PURE__ */ jsxs("span", {
			className: "relative block",
			children: [/* @__PURE__ */ jsx("select", {
				...select,
				className: clsx("h-11 w-full cursor-pointer appearance-none truncate rounded-xl border bg-white pr-9 pl-3 text-sm font-medium shadow-sm", "focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none", value ? "border-brand-300 bg-brand-50/60 text-brand-900" : "border-slate-300 text-slate-900"),
				children: choices
			}), /* @__PURE__ */ jsx(ChevronDown, {
				className: "pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500",
				"aria-hidden": "true"
			})]
		})]
	});
}
var optionOf = (o) => /* @__PURE__ */ jsx("option", {
	value: o.value,
	children: o.label
}, o.value);
export { FilterSelect as t };
