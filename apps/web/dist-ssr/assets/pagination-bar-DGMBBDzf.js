import { p as PAGE_SIZES } from "./plural-DYc3P-kI.js";
import { t as AdminSelect } from "./admin-select-TqVrN8aU.js";
import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useId, useState } from "react";
// src/components/admin/pagination-bar.tsx
/** Up to MAX_PAGE_BUTTONS page numbers, centred on the current page where possible. */
function pageWindow(current, total, max = 5) {
	const count = Math.min(max, Math.max(total, 1));
	const start = Math.max(1, Math.min(current - Math.floor(max / 2), total - count + 1));
	return Array.from({ length: count }, (_, i) => start + i);
}
/**
* The one pager of the app. As the admin list footer: "Showing a–b of N" (`page-range`), a page
* size selector (PAGE_SIZES, `page-size`), previous/next (`page-previous`, `page-next`), up to
* five page buttons (`page-button-<n>`) and a go-to-page box (`goto-page`) that accepts only
* 1..totalPages and otherwise snaps back to the current page. Compact: the range and the arrows.
*/
function PaginationBar({ pagination, onPageChange, onPageSizeChange, itemLabel = "results", isTotalCapped = false, isDisabled = false, variant = "full", className }) {
	const { currentPage, totalPages, itemsPerPage, totalItems } = pagination;
	const total = Math.max(1, totalPages);
	const first = totalItems === 0 ? 0 : (currentPage - 1) * itemsPerPage + 1;
	const last = Math.min(totalItems, currentPage * itemsPerPage);
	const sizeId = useId();
	const range = /* @__PURE__ */ jsxs("p", {
		"data-testid": "page-range",
		"aria-live": "polite",
		children: [
			"Showing",
			" ",
			/* @__PURE__ */ jsxs("span", {
				className: "font-semibold text-slate-900",
				children: [
					first,
					"–",
					last
				]
			}),
			" ",
			"of",
			" ",
			/* @__PURE__ */ jsxs("span", {
				className: "font-semibold text-slate-900",
				children: [totalItems.toLocaleString("en-IN"), isTotalCapped && "+"]
			}),
			" ",
			itemLabel
		]
	});
	const previous = /* @__PURE__ */ jsx(PageArrow, {
		direction: "previous",
		disabled: isDisabled || currentPage <= 1,
		onClick: () => onPageChange(currentPage - 1)
	});
	const next = /* @__PURE__ */ jsx(PageArrow, {
		direction: "next",
		disabled: isDisabled || currentPage >= total,
		onClick: () => onPageChange(currentPage + 1)
	});
	if (variant === "compact") return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "Pagination",
		className: clsx("flex items-center justify-between gap-3 text-sm text-slate-700", className),
		children: [range, /* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-1",
			children: [previous, next]
		})]
	});
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "Pagination",
		className: clsx("flex flex-col gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700", "lg:flex-row lg:items-center lg:justify-between", className),
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-center justify-between gap-x-4 gap-y-2",
			children: [range, onPageSizeChange && /* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-2",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: sizeId,
					className: "text-slate-600",
					children: "Rows per page"
				}), /* @__PURE__ */ jsx(AdminSelect, {
					id: sizeId,
					"data-testid": "page-size",
					value: itemsPerPage,
					disabled: isDisabled,
					onChange: (e) => onPageSizeChange(Number(e.target.value)),
					className: "w-20",
					children: PAGE_SIZES.map((size) => /* @__PURE__ */ jsx("option", {
						value: size,
						children: size
					}, size))
				})]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-center justify-between gap-3 sm:justify-end",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-1",
				children: [
					previous,
					pageWindow(currentPage, total).map((n) => /* @__PURE__ */ jsx("button", {
						type: "button",
						"data-testid": `page-button-${n}`,
						"aria-label": `Page ${n}`,
						"aria-current": n === currentPage ? "page" : void 0,
						disabled: isDisabled,
						onClick: () => n !== currentPage && onPageChange(n),
						className: clsx("h-8 min-w-8 rounded-lg px-2 text-sm font-semibold tabular-nums transition-colors", n === currentPage ? "bg-brand-600 text-white shadow-sm" : "text-slate-700 hover:bg-slate-100"),
						children: n
					}, n)),
					next
				]
			}), /* @__PURE__ */ jsx(GoToPage, {
				currentPage,
				totalPages: total,
				disabled: isDisabled,
				onPageChange
			}, currentPage)]
		})]
	});
}
function PageArrow({ direction, disabled, onClick }) {
	const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		"data-testid": `page-${direction}`,
		"aria-label": direction === "previous" ? "Previous page" : "Next page",
		disabled,
		onClick,
		className: "grid size-8 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent",
		children: /* @__PURE__ */ jsx(Icon, {
			className: "size-4",
			"aria-hidden": "true"
		})
	});
}
/** Remounted (keyed) on every page change, so its text always starts at the current page. */
function GoToPage({ currentPage, totalPages, disabled, onPageChange }) {
	const [text, setText] = useState(String(currentPage));
	const inputId = useId();
	const apply = (event) => {
		event?.preventDefault();
		const page = Number(text);
		if (Number.isInteger(page) && page >= 1 && page <= totalPages) {
			if (page !== currentPage) onPageChange(page);
			else setText(String(currentPage));
		} else setText(String(currentPage));
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit: apply,
		className: "flex items-center gap-2",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: inputId,
				className: "text-slate-600",
				children: "Go to"
			}),
			/* @__PURE__ */ jsx("input", {
				id: inputId,
				"data-testid": "goto-page",
				inputMode: "numeric",
				value: text,
				disabled,
				onChange: (e) => setText(e.target.value.replace(/\D/g, "").slice(0, 7)),
				onBlur: () => apply(),
				"aria-describedby": `${inputId}-of`,
				className: "h-8 w-14 rounded-lg border border-slate-300 bg-white px-2 text-center text-sm font-medium text-slate-900 tabular-nums focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
			}),
			/* @__PURE__ */ jsxs("span", {
				id: `${inputId}-of`,
				className: "text-slate-600",
				children: ["of ", totalPages]
			})
		]
	});
}
export { PaginationBar as t };
