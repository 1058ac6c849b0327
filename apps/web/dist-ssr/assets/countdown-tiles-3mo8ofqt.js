import { t as plural } from "./plural-DYc3P-kI.js";
import { m as IconTile } from "../entry-server.js";
import { t as countdownParts } from "./countdown-DMjZUhNf.js";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/event-page-skeleton.tsx
/**
* The shape of an event page (a Kodex contest, a webinar) while it loads: the dark hero with its
* title lines and picture, then two content columns.
*/
function EventPageSkeleton({ label }) {
	return /* @__PURE__ */ jsxs("div", {
		"aria-busy": "true",
		"aria-label": label,
		children: [/* @__PURE__ */ jsx("div", {
			className: "bg-slate-950",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page grid gap-10 py-14 lg:grid-cols-[1.2fr_1fr] lg:py-20",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "space-y-5",
					children: [
						/* @__PURE__ */ jsx("div", { className: "h-6 w-48 animate-pulse rounded-full bg-white/10" }),
						/* @__PURE__ */ jsx("div", { className: "h-14 w-4/5 animate-pulse rounded-xl bg-white/10" }),
						/* @__PURE__ */ jsx("div", { className: "h-5 w-2/3 animate-pulse rounded bg-white/10" }),
						/* @__PURE__ */ jsx("div", { className: "h-10 w-3/4 animate-pulse rounded-xl bg-white/10" })
					]
				}), /* @__PURE__ */ jsx("div", { className: "aspect-video animate-pulse rounded-3xl bg-white/5" })]
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-8 py-12 lg:grid-cols-[1.5fr_1fr]",
			children: [/* @__PURE__ */ jsx("div", { className: "h-80 animate-pulse rounded-2xl bg-slate-100" }), /* @__PURE__ */ jsx("div", { className: "h-80 animate-pulse rounded-2xl bg-slate-100" })]
		})]
	});
}
// src/components/site/detail-card.tsx
/** A white card of an event page's details ("Rules", "What you get"), its title marked by an icon. */
function DetailCard({ title, icon, children, className, testId }) {
	return /* @__PURE__ */ jsxs("section", {
		"data-testid": testId,
		className: clsx("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7", className),
		children: [/* @__PURE__ */ jsxs("h2", {
			className: "flex items-center gap-2.5 text-lg font-bold text-slate-900",
			children: [/* @__PURE__ */ jsx(IconTile, {
				icon,
				className: "size-9 bg-brand-50 text-brand-700"
			}), title]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-5",
			children
		})]
	});
}
// src/components/ui/countdown-tiles.tsx
/**
* Days, hours, minutes and seconds to `at` in four tiles on a dark hero, read out once as a
* sentence (the ticking tiles are hidden from screen readers).
*/
function CountdownTiles({ label, at, now, testId }) {
	const parts = countdownParts(Date.parse(at) - now);
	const tiles = [
		{
			value: parts.days,
			unit: "Days"
		},
		{
			value: parts.hours,
			unit: "Hours"
		},
		{
			value: parts.minutes,
			unit: "Min"
		},
		{
			value: parts.seconds,
			unit: "Sec"
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": testId,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-xs font-semibold tracking-widest text-brand-200 uppercase",
				children: label
			}),
			/* @__PURE__ */ jsx("p", {
				className: "sr-only",
				children: `${label} ${plural(parts.days, "day")} ${plural(parts.hours, "hour")} ${plural(parts.minutes, "minute")}`
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-3 grid grid-cols-4 gap-2 sm:gap-3",
				"aria-hidden": "true",
				children: tiles.map((t) => /* @__PURE__ */ jsxs("div", {
					className: "rounded-xl border border-white/10 bg-white/10 px-1 py-3 text-center backdrop-blur",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block font-mono text-2xl font-bold text-white tabular-nums sm:text-3xl",
						children: String(t.value).padStart(2, "0")
					}), /* @__PURE__ */ jsx("span", {
						className: "mt-1 block text-[0.65rem] font-semibold tracking-wider text-brand-200 uppercase",
						children: t.unit
					})]
				}, t.unit))
			})
		]
	});
}
export { DetailCard as n, EventPageSkeleton as r, CountdownTiles as t };
