import { Ut as StatusPanel } from "../entry-server.js";
import { t as DotBadge } from "./dot-badge-DhecntkT.js";
import { n as StatusLinks, t as SiteLoadError } from "./site-states-jW51zzBt.js";
import { l as webinarGradient, n as coverSrc } from "./webinar-display-Cqxhwg-b.js";
import { clsx } from "clsx";
import { CalendarSearch, Radio } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/webinars/components/webinar-cover.tsx
/**
* The webinar's cover, or (when there is none, or it fails to load) a generated gradient with a
* broadcast mark, so a listing without artwork still looks designed.
*/
function WebinarCover({ title, seed, coverImage, className, size = "card" }) {
	const [state, setState] = useState("loading");
	const src = coverSrc(coverImage);
	const fallback = /* @__PURE__ */ jsx(GeneratedCover, {
		title,
		seed,
		size,
		className
	});
	if (!src || state === "failed") return fallback;
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("relative", className),
		children: [state !== "loaded" && fallback, /* @__PURE__ */ jsx("img", {
			src,
			alt: "",
			loading: size === "hero" ? "eager" : "lazy",
			onLoad: () => setState("loaded"),
			onError: () => setState("failed"),
			"data-testid": "webinar-cover-image",
			className: clsx("aspect-video w-full bg-slate-100 object-cover", state !== "loaded" && "absolute inset-0 opacity-0")
		})]
	});
}
function GeneratedCover({ title, seed, size, className }) {
	const isHero = size === "hero";
	return /* @__PURE__ */ jsxs("div", {
		"aria-hidden": "true",
		"data-testid": "webinar-cover-generated",
		className: clsx("relative isolate flex aspect-video w-full flex-col justify-between overflow-hidden bg-gradient-to-br text-white", isHero ? "p-6 sm:p-8" : "p-4", webinarGradient(seed), className),
		children: [
			/* @__PURE__ */ jsx("div", { className: "absolute -top-16 -right-12 -z-10 size-56 rounded-full bg-white/20 blur-3xl" }),
			/* @__PURE__ */ jsx("div", { className: "absolute -bottom-20 -left-10 -z-10 size-52 rounded-full bg-black/25 blur-3xl" }),
			/* @__PURE__ */ jsx("div", { className: "absolute inset-0 -z-10 bg-[radial-gradient(rgb(255_255_255/0.16)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top_right,black_25%,transparent_70%)] bg-[size:16px_16px]" }),
			/* @__PURE__ */ jsxs("div", {
				className: "absolute right-[8%] bottom-[12%] -z-10 grid place-items-center",
				children: [
					/* @__PURE__ */ jsx("span", { className: clsx("absolute rounded-full border border-white/15", isHero ? "size-64" : "size-36") }),
					/* @__PURE__ */ jsx("span", { className: clsx("absolute rounded-full border border-white/20", isHero ? "size-44" : "size-24") }),
					/* @__PURE__ */ jsx("span", {
						className: clsx("grid place-items-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur", isHero ? "size-24" : "size-14"),
						children: /* @__PURE__ */ jsx(Radio, { className: isHero ? "size-11" : "size-7" })
					})
				]
			}),
			isHero ? /* @__PURE__ */ jsx("span", {
				className: "font-mono text-xs font-semibold tracking-[0.2em] text-white/80 uppercase",
				children: "KodeSchool Live"
			}) : /* @__PURE__ */ jsx("span", {}),
			/* @__PURE__ */ jsx("span", {
				className: clsx("leading-tight font-extrabold tracking-tight text-balance drop-shadow-sm", isHero ? "max-w-[68%] text-2xl sm:text-3xl" : "line-clamp-3 max-w-[72%] text-lg"),
				children: title
			})
		]
	});
}
// src/features/webinars/components/webinar-status-badge.tsx
var LABELS = {
	upcoming: "Upcoming",
	live: "Live now",
	past: "Ended"
};
var SOLID = {
	upcoming: {
		box: "bg-white/95 text-brand-800",
		dot: "bg-brand-500"
	},
	live: {
		box: "bg-red-600 text-white",
		dot: "bg-white animate-pulse"
	},
	past: {
		box: "bg-slate-900/80 text-white",
		dot: "bg-slate-400"
	}
};
var DARK = {
	upcoming: {
		box: "border-sky-300/30 bg-sky-400/10 text-sky-100",
		dot: "bg-sky-300"
	},
	live: {
		box: "border-red-300/40 bg-red-500/20 text-red-50",
		dot: "bg-red-400 animate-pulse"
	},
	past: {
		box: "border-white/20 bg-white/10 text-slate-200",
		dot: "bg-slate-400"
	}
};
/** "Live now" (pulsing), "Upcoming" or "Ended": solid over a cover, outlined on the dark hero. */
function WebinarStatusBadge({ status, tone = "solid", className }) {
	return /* @__PURE__ */ jsx(DotBadge, {
		testId: "webinar-status",
		label: LABELS[status],
		look: tone === "dark" ? DARK[status] : SOLID[status],
		className: clsx("gap-1.5 px-2.5 font-bold", tone === "dark" ? "border" : "shadow-sm", className)
	});
}
// src/features/webinars/components/webinar-states.tsx
/** No upcoming or live webinar. */
function NoWebinars() {
	return /* @__PURE__ */ jsx("div", {
		className: "py-10 sm:py-16",
		"data-testid": "webinars-empty",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: Radio,
			title: "No webinars scheduled right now",
			description: "We run free live sessions with engineers from the industry every few weeks. New ones are announced on this page first.",
			actions: /* @__PURE__ */ jsx(StatusLinks, { links: [{
				to: "/courses",
				label: "Browse courses"
			}, {
				to: "/kodex",
				label: "Try a Kodex contest"
			}] })
		})
	});
}
/** GET /webinars/{webinarCode} said 404. */
function WebinarNotFound() {
	return /* @__PURE__ */ jsxs("div", {
		className: "container-page py-20 sm:py-28",
		"data-testid": "webinar-not-found",
		children: [/* @__PURE__ */ jsx("title", { children: "Webinar not found | KodeSchool" }), /* @__PURE__ */ jsx(StatusPanel, {
			icon: CalendarSearch,
			code: "404",
			title: "We couldn't find this webinar",
			description: "The link may be mistyped, or the webinar may have been taken down. Have a look at what is coming up next.",
			actions: /* @__PURE__ */ jsx(StatusLinks, { links: [{
				to: "/webinars",
				label: "See upcoming webinars"
			}, {
				to: "/",
				label: "Go to the home page"
			}] })
		})]
	});
}
/** A webinar read failed (the title says which). */
var WebinarLoadError = SiteLoadError;
/** The card grid's shape while GET /webinars loads. */
function WebinarGridSkeleton() {
	return /* @__PURE__ */ jsx("div", {
		"aria-busy": "true",
		"aria-label": "Loading webinars",
		className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
		children: [
			0,
			1,
			2
		].map((i) => /* @__PURE__ */ jsxs("div", {
			className: "overflow-hidden rounded-2xl border border-slate-200 bg-white",
			children: [/* @__PURE__ */ jsx("div", { className: "aspect-video animate-pulse bg-slate-200" }), /* @__PURE__ */ jsxs("div", {
				className: "space-y-3 p-6",
				children: [
					/* @__PURE__ */ jsx("div", { className: "h-4 w-1/3 animate-pulse rounded bg-slate-200" }),
					/* @__PURE__ */ jsx("div", { className: "h-6 w-4/5 animate-pulse rounded bg-slate-200" }),
					/* @__PURE__ */ jsx("div", { className: "h-4 w-2/3 animate-pulse rounded bg-slate-100" }),
					/* @__PURE__ */ jsx("div", { className: "h-4 w-1/2 animate-pulse rounded bg-slate-100" })
				]
			})]
		}, i))
	});
}
export { WebinarStatusBadge as a, WebinarNotFound as i, WebinarGridSkeleton as n, WebinarCover as o, WebinarLoadError as r, NoWebinars as t };
