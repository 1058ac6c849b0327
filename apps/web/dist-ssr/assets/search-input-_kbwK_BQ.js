import { useNavigation } from "react-router";
import { clsx } from "clsx";
import { Search, X } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useState } from "react";
// src/core/hooks/use-debounced-search.ts
/**
* The text of a search box that applies itself SEARCH_DEBOUNCE_MS (500 ms) after typing stops.
* `value` is the applied search; a change of it from outside (Back, "Clear filters") replaces
* the typed text. `applyNow` (Enter) and `clear` skip the wait. No wait runs while the app is moving
* to another page (it starts again if the app stays): the search belongs to the page being left, and applying it
* would put `?search=` on the next page's address.
*/
function useDebouncedSearch(value, onSearch) {
	const [text, setText] = useState(value);
	const leaving = useNavigation().state !== "idle";
	const [applied, setApplied] = useState(value);
	if (value !== applied) {
		setApplied(value);
		if (value !== text.trim()) setText(value);
	}
	useEffect(() => {
		if (leaving || text.trim() === value) return;
		const timer = window.setTimeout(() => onSearch(text.trim()), 500);
		return () => window.clearTimeout(timer);
	}, [
		text,
		value,
		onSearch,
		leaving
	]);
	return {
		text,
		setText,
		applyNow: () => onSearch(text.trim()),
		clear: () => {
			setText("");
			onSearch("");
		}
	};
}
// src/components/admin/search-input.tsx
var LOOKS = {
	admin: {
		icon: "left-3 size-4",
		input: clsx("h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 shadow-sm", "placeholder:text-slate-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"),
		clear: "right-2 size-6 rounded-md"
	},
	hero: {
		icon: "left-4 size-5",
		input: "h-14 w-full rounded-2xl border-0 bg-white pr-12 pl-12 text-base text-slate-900 shadow-xl shadow-brand-950/30 ring-1 ring-white/20 placeholder:text-slate-500 focus:ring-4 focus:ring-brand-300 focus:outline-none",
		clear: "right-3 size-8 rounded-lg"
	}
};
/**
* A search box that waits SEARCH_DEBOUNCE_MS (500 ms) after typing stops before applying the
* text; the clear button applies at once. Pair with `useListPage().setSearch`, which also goes
* back to page 1. An outside change of `value` (e.g. "Clear filters") replaces the typed text.
*/
function SearchInput({ value, onSearch, placeholder, label, testId, className, look = "admin" }) {
	const { text, setText, applyNow, clear } = useDebouncedSearch(value, onSearch);
	const styles = LOOKS[look];
	const box = /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Search, {
			className: clsx("pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500", styles.icon),
			"aria-hidden": "true"
		}),
		/* @__PURE__ */ jsx("input", {
			type: "search",
			value: text,
			onChange: (e) => setText(e.target.value),
			placeholder,
			"aria-label": label ?? placeholder,
			"data-testid": testId,
			maxLength: 100,
			autoComplete: "off",
			spellCheck: false,
			className: clsx(styles.input, "[&::-webkit-search-cancel-button]:appearance-none")
		}),
		text && /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: clear,
			"aria-label": "Clear search",
			className: clsx("absolute top-1/2 grid -translate-y-1/2 place-items-center text-slate-500 hover:bg-slate-100 hover:text-slate-800", styles.clear),
			children: /* @__PURE__ */ jsx(X, {
				className: "size-4",
				"aria-hidden": "true"
			})
		})
	] });
	if (look === "hero") return /* @__PURE__ */ jsx("form", {
		role: "search",
		onSubmit: (event) => {
			event.preventDefault();
			applyNow();
		},
		className: clsx("relative w-full", className),
		children: box
	});
	return /* @__PURE__ */ jsx("div", {
		className: clsx("relative w-full", className),
		children: box
	});
}
export { useDebouncedSearch as n, SearchInput as t };
