import { n as formatDate } from "./format-DGa3zFAK.js";
import { m as IconTile } from "../entry-server.js";
import { clsx } from "clsx";
import { ChevronDown, Megaphone } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as Accordion from "@radix-ui/react-accordion";
// src/components/site/announcement-list.tsx
/** A course's announcements as cards, newest first: title, date, author and the text. */
function AnnouncementList({ announcements, testId, itemTestId }) {
	return /* @__PURE__ */ jsx("ol", {
		role: "list",
		"data-testid": testId,
		className: "space-y-3",
		children: announcements.map((a) => /* @__PURE__ */ jsxs("li", {
			"data-testid": itemTestId,
			className: "flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5",
			children: [/* @__PURE__ */ jsx(IconTile, {
				icon: Megaphone,
				className: "size-10 shrink-0 bg-amber-100 text-amber-800"
			}), /* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "font-bold break-words text-slate-900",
						children: a.title
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-0.5 text-xs text-slate-500",
						children: [/* @__PURE__ */ jsx("time", {
							dateTime: a.createdAt,
							children: formatDate(a.createdAt)
						}), a.createdBy && ` · ${a.createdBy.name}`]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700",
						children: a.body
					})
				]
			})]
		}, a._id))
	});
}
// src/components/site/module-item.tsx
/**
* One module of a course as an accordion item: what leads it (its number or a tick), its title
* and a summary line; the lessons are the children. `wide` pads it as on the public course page.
*/
function ModuleItem({ value, testId, lead, title, summary, wide = false, children }) {
	return /* @__PURE__ */ jsxs(Accordion.Item, {
		value,
		"data-testid": testId,
		className: "overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card data-[state=open]:border-brand-200",
		children: [/* @__PURE__ */ jsx(Accordion.Header, { children: /* @__PURE__ */ jsxs(Accordion.Trigger, {
			className: clsx("group flex w-full items-center gap-4 py-4 text-left", wide ? "px-5 sm:px-6" : "px-4 sm:px-5"),
			children: [
				lead,
				/* @__PURE__ */ jsxs("span", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block font-bold break-words text-slate-900",
						children: title
					}), /* @__PURE__ */ jsx("span", {
						className: "block text-xs text-slate-500",
						children: summary
					})]
				}),
				/* @__PURE__ */ jsx(ChevronDown, {
					className: "size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180",
					"aria-hidden": "true"
				})
			]
		}) }), /* @__PURE__ */ jsx(Accordion.Content, {
			className: clsx("border-t border-slate-100 data-[state=open]:animate-fade-in", wide && "px-5 py-4 sm:px-6"),
			children
		})]
	});
}
export { AnnouncementList as n, ModuleItem as t };
