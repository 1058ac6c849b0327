import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { i as useMediaQuery } from "../entry-server.js";
import { t as TableNotice } from "./table-notice-CJlNCIlz.js";
import { clsx } from "clsx";
import { Inbox } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
// src/components/admin/data-table-cells.ts
function stickyProps(meta, isHeader) {
	const sticky = meta?.sticky;
	if (!sticky) return {};
	const style = { left: sticky.left };
	if (sticky.width) Object.assign(style, {
		width: sticky.width,
		minWidth: sticky.width,
		maxWidth: sticky.width
	});
	return {
		style,
		className: clsx("sticky z-[2]", isHeader ? "bg-slate-50" : "bg-white group-hover/row:bg-slate-50", sticky.edge && "after:pointer-events-none after:absolute after:inset-y-0 after:-right-3 after:w-3 after:opacity-0 after:transition-opacity after:bg-gradient-to-r after:from-slate-900/8 after:to-transparent group-data-[scrolled=true]/scroll:after:opacity-100")
	};
}
/**
* The pinned-right block (use-pinned-end): sticky at its offset, opaque, and its first column
* casts a shadow over the columns scrolling beneath it.
*/
function pinnedEndProps(pins, index, isHeader) {
	if (!pins || index < pins.start) return {};
	return {
		style: { right: pins.right[index] },
		className: clsx("sticky z-[2]", isHeader ? "bg-slate-50" : "bg-white group-hover/row:bg-slate-50", index === pins.start && "before:pointer-events-none before:absolute before:inset-y-0 before:-left-3 before:w-3 before:bg-gradient-to-l before:from-slate-900/8 before:to-transparent"),
		"data-pinned": "end"
	};
}
/**
* 'sr-only' on a header cell would take the <th> out of the table's layout (it is absolutely
* positioned), leaving its column headless and misaligned: it goes on the text inside instead.
*/
function splitSrOnly(className) {
	const classes = (className ?? "").split(/\s+/).filter(Boolean);
	return {
		isSrOnly: classes.includes("sr-only"),
		className: classes.filter((c) => c !== "sr-only").join(" ") || void 0
	};
}
/** How many columns from the left are sticky (meta.sticky): pinning on the right starts after. */
function leadingStickyCount(columns) {
	let count = 0;
	while (count < columns.length && columns[count]?.meta?.sticky) count += 1;
	return count;
}
// src/components/admin/data-table-types.ts
/**
* What an admin column is: its presentation hints and its TanStack definition type. Apart from
* data-table.tsx so the cell helpers can use them without importing the table back.
*/
var adminTableFeatures = tableFeatures({ columnMeta: {} });
// src/components/admin/use-pinned-end.ts
/** A cell that lets staff act on the row: a status dropdown, a button, a switch… */
var CONTROL = "select,button,input,textarea,[role=\"switch\"],[role=\"combobox\"]";
/** What the pinned columns must leave, of the room beside the sticky-left ones, to scroll in. */
var MIN_SCROLL_PX = 180;
var MIN_SCROLL_SHARE = .25;
/** Rows sampled to tell which columns hold controls. */
var SAMPLE_ROWS = 3;
function sum(values) {
	return values.reduce((a, b) => a + b, 0);
}
/**
* Which trailing columns of a table that is wider than its box stay pinned at the right edge,
* so a row's actions are always in view while the rest scrolls sideways. The block is the run
* of columns holding controls nearest the end (with any columns after it); with no such column,
* the last column. It shrinks from its left while it would leave less than MIN_SCROLL_PX (or a
* quarter) of the room beside the sticky-left columns for the rest to scroll in, and is dropped
* when even the last column alone would.
*/
function measurePinnedEnd(box, table, firstPinnable) {
	if (box.scrollWidth <= box.clientWidth + 1) return null;
	const headers = Array.from(table.tHead?.rows[0]?.cells ?? []);
	const n = headers.length;
	if (n < 2) return null;
	const widths = headers.map((cell) => cell.getBoundingClientRect().width);
	const rows = Array.from(table.tBodies[0]?.rows ?? []).slice(0, SAMPLE_ROWS);
	const holdsControl = (i) => rows.some((row) => row.cells[i]?.querySelector(CONTROL));
	let last = n - 1;
	while (last >= firstPinnable && !holdsControl(last)) last -= 1;
	let start = n - 1;
	if (last >= firstPinnable) {
		start = last;
		while (start - 1 >= firstPinnable && holdsControl(start - 1)) start -= 1;
	}
	const beside = box.clientWidth - sum(widths.slice(0, firstPinnable));
	const room = beside - Math.max(MIN_SCROLL_PX, beside * MIN_SCROLL_SHARE);
	while (start < n && sum(widths.slice(start)) > room) start += 1;
	if (start >= n) return null;
	const right = widths.map((_, i) => i < start ? 0 : sum(widths.slice(i + 1)));
	return {
		start,
		right
	};
}
var samePins = (a, b) => a === b || a !== null && b !== null && a.start === b.start && a.right.length === b.right.length && a.right.every((v, i) => Math.abs(v - (b.right[i] ?? 0)) < .5);
/**
* Keeps `measurePinnedEnd` current: on mount, when `deps` change (new rows or columns) and when
* the box or the table resizes. Sticky positioning moves nothing in the layout, so measuring
* again after pinning gives the same answer (no loop).
*/
function usePinnedEnd(firstPinnable, deps) {
	const box = useRef(null);
	const table = useRef(null);
	const [pins, setPins] = useState(null);
	const measure = useCallback(() => {
		if (!box.current || !table.current) return;
		const next = measurePinnedEnd(box.current, table.current, firstPinnable);
		setPins((prev) => samePins(prev, next) ? prev : next);
	}, [firstPinnable]);
	useLayoutEffect(() => {
		measure();
		const observer = new ResizeObserver(measure);
		if (box.current) observer.observe(box.current);
		if (table.current) observer.observe(table.current);
		return () => observer.disconnect();
	}, [measure, ...deps]);
	return {
		boxRef: box,
		tableRef: table,
		pins
	};
}
// src/components/admin/use-scroll-edges.ts
/**
* Whether a horizontally scrollable box is scrolled away from its left edge and whether more
* content hides to the right, kept current on scroll (`update`) and on resize. `attach` is a
* callback ref, so it works for a box that mounts after the component (e.g. after loading).
*/
function useScrollEdges() {
	const node = useRef(null);
	const [edges, setEdges] = useState({
		isScrolled: false,
		hasMoreRight: false
	});
	const update = useCallback(() => {
		const el = node.current;
		if (!el) return;
		const isScrolled = el.scrollLeft > 0;
		const hasMoreRight = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
		setEdges((prev) => prev.isScrolled === isScrolled && prev.hasMoreRight === hasMoreRight ? prev : {
			isScrolled,
			hasMoreRight
		});
	}, []);
	return {
		attach: useCallback((el) => {
			node.current = el;
			if (!el) return;
			update();
			const observer = new ResizeObserver(update);
			observer.observe(el);
			if (el.firstElementChild) observer.observe(el.firstElementChild);
			return () => {
				observer.disconnect();
				node.current = null;
			};
		}, [update]),
		onScroll: update,
		...edges
	};
}
// src/components/admin/data-table.tsx
var adminColumnHelper = () => createColumnHelper();
var EMPTY = [];
function isFromControl(target) {
	return target instanceof Element && !!target.closest("select,button,a,input,textarea,label");
}
/**
* The one table for every admin list, over @tanstack/react-table. Server-paginated: it renders
* the rows it is given, with loading, refetching and empty states, and on phones either stacked
* cards or a horizontally scrolling table. A table wider than its card scrolls sideways inside
* it, with its sticky-left columns (meta.sticky) and its actions pinned at the right edge (the
* trailing columns holding controls, else the last column), so no row's actions are ever off
* screen beside the sidebar.
*/
function DataTable({ columns, data, getRowId, isLoading = false, isFetching = false, emptyMessage, emptyHint, caption, rowTestId, onRowClick, mobileLayout = "cards", density = "normal" }) {
	const table = useTable({
		features: adminTableFeatures,
		columns,
		data: data.length ? data : EMPTY,
		getRowId: (row) => getRowId(row)
	}, () => null);
	const isPhone = useMediaQuery("(max-width: 767.98px)");
	const rows = table.getRowModel().rows;
	const showCards = isPhone && mobileLayout === "cards";
	const isBusy = isLoading || isFetching;
	const { attach, onScroll, isScrolled, hasMoreRight } = useScrollEdges();
	const { boxRef, tableRef, pins } = usePinnedEnd(leadingStickyCount(columns), [
		data,
		columns,
		showCards
	]);
	const attachBox = useCallback((el) => {
		boxRef.current = el;
		return attach(el);
	}, [attach, boxRef]);
	const cellPadding = density === "compact" ? "px-2.5 py-2.5 first:pl-4 last:pr-4" : "px-3 py-3 first:pl-4 last:pr-4";
	const rowProps = (row) => onRowClick ? {
		tabIndex: 0,
		onClick: (e) => {
			if (!isFromControl(e.target)) onRowClick(row.original);
		},
		onKeyDown: (e) => {
			if (e.key === "Enter" && e.target === e.currentTarget) onRowClick(row.original);
		}
	} : {};
	if (isLoading && rows.length === 0) return /* @__PURE__ */ jsxs("div", {
		"data-testid": "table-loading",
		className: "flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-slate-600",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "size-7 text-brand-600" }), /* @__PURE__ */ jsx("p", {
			role: "status",
			children: "Loading…"
		})]
	});
	if (rows.length === 0) return /* @__PURE__ */ jsx(TableNotice, {
		icon: Inbox,
		tone: "quiet",
		title: emptyMessage,
		testId: "table-empty",
		children: emptyHint && /* @__PURE__ */ jsx("div", {
			className: "text-sm text-slate-600",
			children: emptyHint
		})
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "relative",
		"aria-busy": isBusy || void 0,
		children: [isFetching && /* @__PURE__ */ jsx("div", {
			"data-testid": "table-loading",
			className: "absolute inset-0 z-10 flex items-start justify-center bg-white/60 pt-16 backdrop-blur-[1px]",
			children: /* @__PURE__ */ jsxs("span", {
				className: "flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-card ring-1 ring-slate-200",
				children: [/* @__PURE__ */ jsx(Spinner, { className: "size-4 text-brand-600" }), /* @__PURE__ */ jsx("span", {
					role: "status",
					children: "Loading…"
				})]
			})
		}), showCards ? /* @__PURE__ */ jsx("ul", {
			"aria-label": caption,
			className: "divide-y divide-slate-200",
			children: rows.map((row) => {
				const cells = row.getAllCells();
				const title = cells.find((c) => c.column.columnDef.meta?.isCardTitle);
				const badge = cells.find((c) => c.column.columnDef.meta?.isCardBadge);
				return /* @__PURE__ */ jsxs("li", {
					"data-testid": rowTestId,
					"data-row-id": row.id,
					className: clsx("px-4 py-4", onRowClick && "cursor-pointer hover:bg-slate-50"),
					...rowProps(row),
					children: [(title || badge) && /* @__PURE__ */ jsxs("div", {
						className: "mb-3 flex items-baseline justify-between gap-3",
						children: [title && /* @__PURE__ */ jsx("div", {
							className: "min-w-0 text-base font-semibold text-slate-900",
							children: /* @__PURE__ */ jsx(table.FlexRender, { cell: title })
						}), badge && /* @__PURE__ */ jsxs("span", {
							className: "shrink-0 text-xs font-medium text-slate-500 tabular-nums",
							children: ["#", /* @__PURE__ */ jsx(table.FlexRender, { cell: badge })]
						})]
					}), /* @__PURE__ */ jsx("dl", {
						className: "grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-sm",
						children: cells.filter((c) => c !== title && c !== badge && !c.column.columnDef.meta?.hideOnCard).map((cell) => /* @__PURE__ */ jsxs("div", {
							className: "contents",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "text-xs font-medium tracking-wide text-slate-500 uppercase",
								children: typeof cell.column.columnDef.header === "string" ? cell.column.columnDef.header : cell.column.id
							}), /* @__PURE__ */ jsx("dd", {
								className: "min-w-0 break-words text-slate-800",
								children: /* @__PURE__ */ jsx(table.FlexRender, { cell })
							})]
						}, cell.id))
					})]
				}, row.id);
			})
		}) : /* @__PURE__ */ jsxs("div", {
			className: "relative",
			children: [/* @__PURE__ */ jsx("div", {
				ref: attachBox,
				onScroll,
				"data-scrolled": isScrolled,
				"data-testid": "data-table-scroll",
				className: "group/scroll overflow-x-auto",
				children: /* @__PURE__ */ jsxs("table", {
					ref: tableRef,
					className: "w-full border-collapse text-left text-sm",
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "sr-only",
							children: caption
						}),
						/* @__PURE__ */ jsx("thead", {
							className: "bg-slate-50/80",
							children: table.getHeaderGroups().map((group) => /* @__PURE__ */ jsx("tr", {
								className: "border-b border-slate-200",
								children: group.headers.map((header, index) => {
									const sticky = stickyProps(header.column.columnDef.meta, true);
									const { style: pinStyle, ...pinned } = pinnedEndProps(pins, index, true);
									const label = splitSrOnly(header.column.columnDef.meta?.headerClassName);
									const content = header.isPlaceholder ? null : /* @__PURE__ */ jsx(table.FlexRender, { header });
									return /* @__PURE__ */ jsx("th", {
										scope: "col",
										style: {
											...sticky.style,
											...pinStyle
										},
										"data-pinned": pinned["data-pinned"],
										className: clsx(sticky.className, pinned.className, "text-xs font-semibold tracking-wide text-slate-600 uppercase", density === "compact" ? "align-bottom leading-4" : "whitespace-nowrap", cellPadding, label.className),
										children: label.isSrOnly ? /* @__PURE__ */ jsx("span", {
											className: "sr-only",
											children: content
										}) : content
									}, header.id);
								})
							}, group.id))
						}),
						/* @__PURE__ */ jsx("tbody", {
							className: "divide-y divide-slate-100",
							children: rows.map((row) => /* @__PURE__ */ jsx("tr", {
								"data-testid": rowTestId,
								"data-row-id": row.id,
								className: clsx("group/row transition-colors hover:bg-slate-50", onRowClick && "cursor-pointer focus-visible:bg-brand-50/60"),
								...rowProps(row),
								children: row.getAllCells().map((cell, index) => {
									const sticky = stickyProps(cell.column.columnDef.meta, false);
									const { style: pinStyle, ...pinned } = pinnedEndProps(pins, index, false);
									return /* @__PURE__ */ jsx("td", {
										style: {
											...sticky.style,
											...pinStyle
										},
										"data-pinned": pinned["data-pinned"],
										className: clsx(sticky.className, pinned.className, "align-middle text-slate-800", cellPadding, cell.column.columnDef.meta?.className),
										children: /* @__PURE__ */ jsx(table.FlexRender, { cell })
									}, cell.id);
								})
							}, row.id))
						})
					]
				})
			}), hasMoreRight && !pins && /* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-white to-transparent"
			})]
		})]
	});
}
export { adminColumnHelper as n, DataTable as t };
