import { t as DateInput } from "./date-input-B9rBstW2.js";
import { clsx } from "clsx";
import { Check, FilterX } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useId } from "react";
// src/components/admin/toggle-chip.tsx
var SIZES = {
	/** A list filter's chip. */
	filter: {
		base: "h-8 font-medium",
		on: ""
	},
	/** A picker's chip (mentors): taller, its name bold once chosen. */
	picker: {
		base: "py-1.5",
		on: "font-semibold"
	}
};
/** A round chip that toggles one value (aria-pressed), with a tick while it is on. */
function ToggleChip({ isOn, onToggle, size = "filter", testId, children }) {
	const s = SIZES[size];
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		"aria-pressed": isOn,
		"data-testid": testId,
		onClick: onToggle,
		className: clsx("inline-flex items-center gap-1.5 rounded-full border px-3 text-sm transition-colors", s.base, isOn ? ["border-brand-600 bg-brand-50 text-brand-800", s.on] : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50"),
		children: [isOn && /* @__PURE__ */ jsx(Check, {
			className: "size-3.5",
			"aria-hidden": "true"
		}), children]
	});
}
// src/components/admin/filter-bar.tsx
/**
* The row of filters above an admin list. Lays its children out in a wrapping row and, when
* `hasFilters`, offers "Clear filters" (wire it to `useListPage().clearFilters`).
*/
function FilterBar({ children, hasFilters, onClear, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:gap-x-6", className),
		children: [children, hasFilters && onClear && /* @__PURE__ */ jsx(ClearFiltersButton, {
			onClear,
			testId: "clear-filters",
			className: "self-start font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:self-end"
		})]
	});
}
/** "Clear filters": puts every filter of a list back to "any". */
function ClearFiltersButton({ onClear, testId, className }) {
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick: onClear,
		"data-testid": testId,
		className: clsx("inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm", className),
		children: [/* @__PURE__ */ jsx(FilterX, {
			className: "size-4",
			"aria-hidden": "true"
		}), "Clear filters"]
	});
}
/** A multi-select enum filter as toggle chips (aria-pressed); nothing selected means all. */
function ChipMultiSelect({ label, options, value, onChange, testId }) {
	const labelId = useId();
	const toggle = (v) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
	return /* @__PURE__ */ jsxs("div", {
		role: "group",
		"aria-labelledby": labelId,
		className: "min-w-0",
		children: [/* @__PURE__ */ jsx("p", {
			id: labelId,
			className: "mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: label
		}), /* @__PURE__ */ jsx("div", {
			className: "flex flex-wrap gap-1.5",
			children: options.map((o) => {
				const isOn = value.includes(o.value);
				return /* @__PURE__ */ jsxs(ToggleChip, {
					isOn,
					onToggle: () => toggle(o.value),
					testId: testId ? `${testId}-${o.value}` : void 0,
					children: [o.label, o.count !== void 0 && /* @__PURE__ */ jsx("span", {
						className: "rounded-full bg-slate-100 px-1.5 text-xs text-slate-600 tabular-nums",
						children: o.count
					})]
				}, o.value);
			})
		})]
	});
}
/** Two date inputs (from, to; each may be empty). The API reads them as India-time days. */
function DateRangeFilter({ label = "Date", startDate, endDate, onChange, testId = "date-range" }) {
	const labelId = useId();
	const inputClass = "h-8 w-[8.75rem] rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none";
	return /* @__PURE__ */ jsxs("div", {
		role: "group",
		"aria-labelledby": labelId,
		children: [/* @__PURE__ */ jsx("p", {
			id: labelId,
			className: "mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: label
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-2",
			children: [
				/* @__PURE__ */ jsx(DateInput, {
					"aria-label": `${label} from`,
					"data-testid": `${testId}-from`,
					value: startDate,
					max: endDate || void 0,
					onChange: (day) => onChange({
						startDate: day,
						endDate
					}),
					className: inputClass
				}),
				/* @__PURE__ */ jsx("span", {
					className: "text-sm text-slate-500",
					"aria-hidden": "true",
					children: "to"
				}),
				/* @__PURE__ */ jsx(DateInput, {
					"aria-label": `${label} to`,
					"data-testid": `${testId}-to`,
					value: endDate,
					min: startDate || void 0,
					onChange: (day) => onChange({
						startDate,
						endDate: day
					}),
					className: inputClass
				})
			]
		})]
	});
}
export { ToggleChip as a, FilterBar as i, ClearFiltersButton as n, DateRangeFilter as r, ChipMultiSelect as t };
