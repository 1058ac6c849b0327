import { Link } from "react-router";
import { clsx } from "clsx";
import { ArrowLeft } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/site/hero-stage.tsx
var STAGES = {
	slate: {
		section: "bg-slate-950",
		glow: "absolute -top-48 -left-32 size-[34rem] rounded-full bg-brand-600/35 blur-3xl",
		corner: "absolute -right-40 -bottom-56 size-[32rem] rounded-full blur-3xl",
		grid: "[mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:44px_44px]"
	},
	brand: {
		section: "bg-brand-950",
		glow: "absolute -top-40 -left-40 size-[36rem] rounded-full bg-brand-600/40 blur-3xl",
		corner: "absolute -right-32 -bottom-48 size-[30rem] rounded-full blur-3xl",
		grid: "[mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)] bg-[size:48px_48px]"
	}
};
var CORNERS = {
	emerald: "bg-emerald-500/15",
	fuchsia: "bg-fuchsia-500/20"
};
/** The dark hero band of a public page: glows and a faint grid behind its content. */
function HeroStage({ labelledBy, tone, corner = "fuchsia", children }) {
	const stage = STAGES[tone];
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": labelledBy,
		className: clsx("relative isolate overflow-hidden text-white", stage.section),
		children: [/* @__PURE__ */ jsxs("div", {
			"aria-hidden": "true",
			className: "pointer-events-none absolute inset-0 -z-10",
			children: [
				/* @__PURE__ */ jsx("div", { className: stage.glow }),
				/* @__PURE__ */ jsx("div", { className: clsx(stage.corner, CORNERS[corner]) }),
				/* @__PURE__ */ jsx("div", { className: clsx("absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)]", stage.grid) })
			]
		}), children]
	});
}
/** The rounded label above a hero title; `mono` for the small upper-case contest style. */
function HeroPill({ mono = false, children }) {
	return /* @__PURE__ */ jsx("p", {
		className: clsx("inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 font-semibold text-brand-100", mono ? "font-mono text-xs tracking-wider uppercase" : "text-sm"),
		children
	});
}
/** Words of a hero title painted with the brand gradient. */
function GradientText({ tone = "light", children }) {
	return /* @__PURE__ */ jsx("span", {
		className: clsx("bg-gradient-to-r bg-clip-text text-transparent", tone === "light" ? "from-white via-brand-100 to-brand-300" : "from-brand-200 to-amber-300"),
		children
	});
}
/** Short facts as chips on a hero ("Wed, 3 Jan", "90 min"…). */
function HeroFacts({ facts, label }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "mt-7 flex flex-wrap gap-2.5",
		"aria-label": label,
		children: facts.map(({ icon: Icon, text, testId }) => /* @__PURE__ */ jsxs("li", {
			"data-testid": testId,
			className: "inline-flex items-center gap-2 rounded-lg border border-white/10 bg-white/5 px-3 py-2 text-sm font-medium text-slate-100",
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "size-4 text-brand-300",
				"aria-hidden": "true"
			}), text]
		}, testId ?? text))
	});
}
var BACK_TONES = {
	/** on a slate hero */
	dark: "text-slate-300 hover:text-white",
	/** on a brand band */
	brand: "text-brand-200 hover:text-white",
	/** on a light page, in the brand colour */
	light: "text-brand-700 hover:text-brand-900",
	/** on a light page, quiet */
	muted: "text-slate-600 hover:text-slate-900"
};
/** "← All webinars": back to the list a page belongs to. */
function BackLink({ to, tone = "dark", children }) {
	return /* @__PURE__ */ jsxs(Link, {
		to,
		className: clsx("inline-flex items-center gap-1.5 text-sm font-medium", BACK_TONES[tone]),
		children: [/* @__PURE__ */ jsx(ArrowLeft, {
			className: "size-4",
			"aria-hidden": "true"
		}), children]
	});
}
/**
* The head of an event hero (a contest, a webinar): what kind of event it is, its status badge,
* and its title as the page's h1 (`id` is also its test id).
*/
function EventHeading({ id, icon: Icon, kind, badge, title, titleClassName }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-3",
		children: [/* @__PURE__ */ jsxs(HeroPill, {
			mono: true,
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "size-3.5",
				"aria-hidden": "true"
			}), kind]
		}), badge]
	}), /* @__PURE__ */ jsx("h1", {
		id,
		"data-testid": id,
		className: clsx("mt-5 text-4xl font-extrabold tracking-tight", titleClassName),
		children: /* @__PURE__ */ jsx(GradientText, { children: title })
	})] });
}
export { HeroPill as a, HeroFacts as i, EventHeading as n, HeroStage as o, GradientText as r, BackLink as t };
