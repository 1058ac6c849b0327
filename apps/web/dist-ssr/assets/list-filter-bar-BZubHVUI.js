import { i as FilterBar, r as DateRangeFilter, t as ChipMultiSelect } from "./filter-bar-Bstm2apS.js";
import { t as FilterSelect } from "./filter-select-feCmI_6a.js";
import { jsx } from "react/jsx-runtime";
// src/components/admin/list-filter-bar.tsx
/** The filter row of an admin list, each filter bound to its URL value in `useListPage`. */
function ListFilterBar({ list, fields, hasFilters = list.hasFilters, className }) {
	const values = list.filters;
	const text = (key) => values[key] ?? "";
	const setFilter = list.setFilter;
	const setRange = list.setFilters;
	return /* @__PURE__ */ jsx(FilterBar, {
		hasFilters,
		onClear: list.clearFilters,
		className,
		children: fields.map((field) => {
			if ("dates" in field) return /* @__PURE__ */ jsx(DateRangeFilter, {
				label: field.dates,
				startDate: text("startDate"),
				endDate: text("endDate"),
				onChange: setRange
			}, "dates");
			if ("chips" in field) {
				const { chips: name, ...props } = field;
				return /* @__PURE__ */ jsx(ChipMultiSelect, {
					testId: `filter-${name}`,
					...props,
					value: values[name] ?? [],
					onChange: (v) => setFilter(name, v)
				}, name);
			}
			const { select: name, ...props } = field;
			return /* @__PURE__ */ jsx(FilterSelect, {
				testId: `filter-${name}`,
				...props,
				value: text(name),
				onChange: (v) => setFilter(name, v)
			}, name);
		})
	});
}
export { ListFilterBar as t };
