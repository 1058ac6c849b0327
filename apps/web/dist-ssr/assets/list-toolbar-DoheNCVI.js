import { Wt as Button } from "../entry-server.js";
import { t as SearchInput } from "./search-input-_kbwK_BQ.js";
import { SlidersHorizontal } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/components/admin/list-toolbar.tsx
/** The search box (debounced, bound to the list's search) and filter panel above an admin list. */
function ListToolbar({ list, placeholder, idPrefix, activeFilterCount = list.activeFilterCount, children }) {
	const [showFilters, setShowFilters] = useState(false);
	const filtersId = `${idPrefix}-filters`;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-4",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-2",
			children: [/* @__PURE__ */ jsx(SearchInput, {
				value: list.search,
				onSearch: list.setSearch,
				placeholder,
				testId: `${idPrefix}-search`,
				className: "sm:max-w-md"
			}), /* @__PURE__ */ jsxs(Button, {
				variant: "secondary",
				size: "sm",
				className: "h-10 md:hidden",
				"aria-expanded": showFilters,
				"aria-controls": filtersId,
				onClick: () => setShowFilters((v) => !v),
				children: [
					/* @__PURE__ */ jsx(SlidersHorizontal, {
						className: "size-4",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "sr-only sm:not-sr-only",
						children: "Filters"
					}),
					activeFilterCount > 0 && /* @__PURE__ */ jsx("span", {
						className: "rounded-full bg-brand-600 px-1.5 text-xs text-white",
						children: activeFilterCount
					})
				]
			})]
		}), /* @__PURE__ */ jsx("div", {
			id: filtersId,
			className: showFilters ? "block" : "hidden md:block",
			children
		})]
	});
}
export { ListToolbar as t };
