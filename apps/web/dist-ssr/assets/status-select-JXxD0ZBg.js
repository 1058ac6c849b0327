import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/admin/status-select.tsx
var TONES = {
	slate: "border-slate-200 bg-slate-50 text-slate-700",
	green: "border-emerald-200 bg-emerald-50 text-emerald-800",
	amber: "border-amber-200 bg-amber-50 text-amber-800",
	red: "border-red-200 bg-red-50 text-red-700",
	blue: "border-sky-200 bg-sky-50 text-sky-800",
	violet: "border-brand-200 bg-brand-50 text-brand-800"
};
/**
* A compact status pill that is a native <select> underneath (keyboard and screen-reader
* friendly, works on phones). The pill takes the chosen option's tone. While `isPending`,
* the chevron becomes a spinner and the field is locked so two updates of one field never race.
*/
function StatusSelect({ value, options, onChange, isPending = false, label, testId, disabled }) {
	const tone = options.find((o) => o.value === value)?.tone ?? "slate";
	return /* @__PURE__ */ jsxs("span", {
		className: "relative inline-flex",
		children: [/* @__PURE__ */ jsx("select", {
			value,
			onChange: (e) => onChange(e.target.value),
			"aria-label": label,
			"aria-busy": isPending || void 0,
			"data-testid": testId,
			"data-pending": isPending || void 0,
			disabled: disabled || isPending,
			className: clsx("h-8 cursor-pointer appearance-none rounded-full border py-0 pr-7 pl-3 text-xs font-semibold", "focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none", "disabled:cursor-progress disabled:opacity-80", TONES[tone]),
			children: options.map((o) => /* @__PURE__ */ jsx("option", {
				value: o.value,
				children: o.label
			}, o.value))
		}), /* @__PURE__ */ jsx("span", {
			className: "pointer-events-none absolute top-1/2 right-2 -translate-y-1/2",
			"data-testid": isPending && testId ? `${testId}-spinner` : void 0,
			children: isPending ? /* @__PURE__ */ jsx(Spinner, {
				className: "size-3.5 text-current",
				label: "Saving"
			}) : /* @__PURE__ */ jsx(ChevronDown, {
				className: "size-3.5 opacity-70",
				"aria-hidden": "true"
			})
		})]
	});
}
export { StatusSelect as t };
