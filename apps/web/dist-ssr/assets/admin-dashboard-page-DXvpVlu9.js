import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { O as formatPaise, Wt as Button } from "../entry-server.js";
import { t as InlineError } from "./inline-error-Zfqv3JnB.js";
import { d as ZDashboardQuery, n as REGISTRATION_SOURCES, u as ZDashboardData } from "./staff.schema-BBZGM5Kw.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { n as failWith } from "./field-issues-CklJ7g7w.js";
import { l as istToday } from "./batch.schema-C1fQK6d_.js";
import { i as formatDateRange } from "./format-DGa3zFAK.js";
import { t as DateInput } from "./date-input-B9rBstW2.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { clsx } from "clsx";
import { ArrowRight, BadgeCheck, BadgeIndianRupee, BarChart3, BookOpenCheck, CalendarClock, CalendarDays, CalendarX2, CircleAlert, Layers, ListChecks, Megaphone, PhoneCall, RotateCw, TriangleAlert, UserPlus, Wallet } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useState } from "react";
// src/features/dashboard/lib/chart-colors.ts
/**
* Series colours (hex: recharts draws SVG fills, not Tailwind classes). Four hues far apart
* for the registration kinds, the brand violet for money and conversions.
*/
var KIND_COLORS = {
	kodr: "#7c3aed",
	kodex: "#0ea5e9",
	webinars: "#f59e0b",
	callbacks: "#10b981"
};
var REVENUE_COLOR = "#7c3aed";
var LEADS_COLOR = "#c4b5fd";
var CONVERSIONS_COLOR = "#5b21b6";
var GRID_COLOR = "#e2e8f0";
var AXIS_TEXT_COLOR = "#64748b";
// src/features/dashboard/lib/date-range.ts
/**
* The dashboard's date range lives in the URL so a reload or a shared link shows the same
* figures: `?range=7d|90d|ytd` for a preset (none: the default, last 30 days) or
* `?from=YYYY-MM-DD&to=YYYY-MM-DD` for a custom range. Days are India-time calendar days.
*/
var RANGE_PRESETS = [
	"7d",
	"30d",
	"90d",
	"ytd"
];
var PRESET_LABELS = {
	"7d": "Last 7 days",
	"30d": "Last 30 days",
	"90d": "Last 90 days",
	ytd: "This year"
};
var DAY_MS = 864e5;
var BOTH_DATES_REQUIRED = "Choose both a start and an end date";
/** Calendar arithmetic on YYYY-MM-DD days (UTC midnight, so no zone or DST can shift them). */
function addDays(day, days) {
	return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
/** Days from `from` to `to`, both counted: 2026-01-01 → 2026-01-07 is 7. */
function dayCount({ from, to }) {
	return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
/** The days a preset covers, ending today (IST). */
function presetRange(preset, today = istToday()) {
	switch (preset) {
		case "7d": return {
			from: addDays(today, -6),
			to: today
		};
		case "30d": return {
			from: addDays(today, -29),
			to: today
		};
		case "90d": return {
			from: addDays(today, -89),
			to: today
		};
		case "ytd": return {
			from: `${today.slice(0, 4)}-01-01`,
			to: today
		};
	}
}
var isPreset = (value) => RANGE_PRESETS.includes(value ?? "");
/** A custom range's problem in the shared schema's words (the API says the same), or null. */
function customRangeError(from, to) {
	if (!from || !to) return BOTH_DATES_REQUIRED;
	const parsed = ZDashboardQuery.safeParse({
		from,
		to
	});
	return parsed.success ? null : parsed.error.issues[0]?.message ?? "Choose both a start and an end date";
}
/** The range the URL asks for; anything unreadable falls back to the default preset. */
function readRange(params, today = istToday()) {
	const from = params.get("from") ?? "";
	const to = params.get("to") ?? "";
	if (from || to) return {
		preset: "custom",
		from,
		to,
		error: customRangeError(from, to)
	};
	const raw = params.get("range");
	const preset = isPreset(raw) ? raw : "30d";
	return {
		preset,
		...presetRange(preset, today),
		error: null
	};
}
/** The URL query for a choice, keeping any other parameters; the default preset leaves none. */
function writeRange(current, choice) {
	const next = new URLSearchParams(current);
	for (const key of [
		"range",
		"from",
		"to"
	]) next.delete(key);
	if (choice.preset === "custom") {
		next.set("from", choice.from);
		next.set("to", choice.to);
	} else if (choice.preset !== "30d") next.set("range", choice.preset);
	return next;
}
// src/features/dashboard/lib/format.ts
/** Counts with Indian digit grouping: 123456 → '1,23,456'. */
var formatCount = (n) => n.toLocaleString("en-IN");
var UNITS = [
	{
		size: 1e7,
		suffix: "Cr"
	},
	{
		size: 1e5,
		suffix: "L"
	},
	{
		size: 1e3,
		suffix: "K"
	}
];
/** Rupees for a chart axis, the Indian way: ₹950, ₹12.5K, ₹4.2L, ₹1.3Cr (one decimal below 100). */
function compactRupees(rupees) {
	const sign = rupees < 0 ? "-" : "";
	const abs = Math.abs(rupees);
	for (const { size, suffix } of UNITS) {
		const value = abs / size;
		const rounded = Number(value.toFixed(value >= 100 ? 0 : 1));
		if (rounded >= 1) return `${sign}₹${rounded.toLocaleString("en-IN")}${suffix}`;
	}
	return `${sign}₹${Math.round(abs).toLocaleString("en-IN")}`;
}
/** A share as a short percentage: 0.0423 → '4.2%', 0 → '0%'; null when there is no base. */
function formatShare(part, whole) {
	if (whole <= 0) return null;
	const pct = part / whole * 100;
	const digits = pct > 0 && pct < 10 ? 1 : 0;
	return `${Number(pct.toFixed(digits))}%`;
}
var DIRECT_SOURCE_LABEL = "Direct / none";
/** A utm_source as staff read it: '' (no campaign link) is 'Direct / none'. */
var sourceLabel = (source) => source.trim() === "" ? DIRECT_SOURCE_LABEL : source;
// src/features/dashboard/lib/chart-data.ts
var KIND_LABELS = {
	kodr: "Kodr",
	kodex: "Kodex",
	webinars: "Webinars",
	callbacks: "Callbacks"
};
/** Every day of the range, in order, with zeros where the API sent no row. */
function fillDays(range, rows) {
	const byDay = new Map(rows.map((r) => [r.day.slice(0, 10), r]));
	const days = Math.max(0, Math.min(dayCount(range), 400));
	return Array.from({ length: days }, (_, i) => {
		const day = addDays(range.from, i);
		const row = byDay.get(day);
		return row ? {
			...row,
			day
		} : {
			day,
			kodr: 0,
			kodex: 0,
			webinars: 0,
			callbacks: 0
		};
	});
}
/** The Monday that starts the week of `day` (weeks run Monday to Sunday, as the API counts). */
function mondayOf(day) {
	return addDays(day, -(((/* @__PURE__ */ new Date(`${day}T00:00:00Z`)).getUTCDay() + 6) % 7));
}
/** Every week the range touches, in order, with ₹0 where the API sent no row. */
function fillWeeks(range, rows) {
	const byWeek = new Map(rows.map((r) => [r.weekStart.slice(0, 10), r.revenuePaise]));
	const first = mondayOf(range.from);
	const last = mondayOf(range.to);
	const weeks = [];
	for (let week = first; week <= last && weeks.length < 60; week = addDays(week, 7)) weeks.push({
		weekStart: week,
		revenuePaise: byWeek.get(week) ?? 0
	});
	return weeks;
}
/** The row the API sums every source past its top ten into (and a source called 'other'). */
var OTHER_SOURCE = "other";
var OTHER_SOURCE_LABEL = "Other sources";
/**
* Sources by leads (then conversions), most first. Past `max` bars the rest join the API's
* 'other' row in one "Other sources" bar, last, so the chart stays readable on a phone.
*/
function sourceBars(rows, max = 8) {
	const merged = /* @__PURE__ */ new Map();
	for (const row of rows) {
		const key = row.source.trim();
		const seen = merged.get(key);
		merged.set(key, {
			source: key,
			leads: (seen?.leads ?? 0) + row.leads,
			conversions: (seen?.conversions ?? 0) + row.conversions
		});
	}
	const other = merged.get("other") ?? {
		source: "other",
		leads: 0,
		conversions: 0
	};
	merged.delete(OTHER_SOURCE);
	const ranked = [...merged.values()].filter((r) => r.leads > 0 || r.conversions > 0).sort((a, b) => b.leads - a.leads || b.conversions - a.conversions).map((r) => ({
		...r,
		label: sourceLabel(r.source)
	}));
	const hasOther = other.leads > 0 || other.conversions > 0;
	if (ranked.length <= max - (hasOther ? 1 : 0)) return hasOther ? [...ranked, {
		...other,
		label: OTHER_SOURCE_LABEL
	}] : ranked;
	const kept = ranked.slice(0, max - 1);
	const tail = ranked.slice(max - 1).reduce((sum, r) => ({
		...sum,
		leads: sum.leads + r.leads,
		conversions: sum.conversions + r.conversions
	}), {
		...other,
		label: OTHER_SOURCE_LABEL
	});
	return [...kept, tail];
}
var dayTotal = (row) => REGISTRATION_SOURCES.reduce((sum, kind) => sum + row[kind], 0);
/** Nothing happened in the range (the "now" figures do not count: they ignore the range). */
function isRangeEmpty(dashboard) {
	const f = dashboard.figures;
	return f.registrations.total === 0 && f.conversions === 0 && f.revenuePaise === 0 && f.newEnrolments === 0 && f.quizAttempts === 0;
}
/**
* Round axis ticks from 0 to at least `max`: steps of 1, 2, 2.5 or 5 times a power of ten, about
* `count` of them, so a ₹ axis reads ₹0, ₹10K, ₹20K… rather than ₹8.5K, ₹17K.
*/
function niceTicks(max, count = 4) {
	if (!(max > 0)) return [0, 1];
	const raw = max / count;
	const power = 10 ** Math.floor(Math.log10(raw));
	const step = [
		1,
		2,
		2.5,
		5,
		10
	].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
	const ticks = [0];
	while (ticks[ticks.length - 1] < max) ticks.push(Number((ticks.length * step).toPrecision(12)));
	return ticks;
}
// src/features/dashboard/components/chart-card.tsx
/**
* The frame of one dashboard chart: title, a one-line description, an optional summary on
* the right and the plot. Holds no chart code, so the skeletons can use it before recharts loads.
*/
function ChartCard({ icon: Icon, title, description, summary, legend, legendTestId, children, testId, className }) {
	const titleId = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": titleId,
		className: clsx("card flex min-w-0 flex-col", className),
		"data-testid": testId,
		children: [/* @__PURE__ */ jsxs("header", {
			className: "flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 pt-4 sm:px-5 sm:pt-5",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex min-w-0 items-start gap-3",
				children: [/* @__PURE__ */ jsx("span", {
					className: "grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700",
					children: /* @__PURE__ */ jsx(Icon, {
						className: "size-4.5",
						"aria-hidden": "true"
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("h2", {
						id: titleId,
						className: "text-base font-semibold text-slate-900",
						children: title
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-0.5 text-sm text-slate-600",
						children: description
					})]
				})]
			}), summary && /* @__PURE__ */ jsx("div", {
				className: "text-right text-sm text-slate-600",
				children: summary
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex min-h-0 flex-1 flex-col px-2 pt-4 pb-3 sm:px-4 sm:pb-4",
			children: [legend && /* @__PURE__ */ jsx("div", {
				className: "mb-3 flex flex-wrap gap-x-4 gap-y-1.5 px-2",
				"data-testid": legendTestId,
				children: legend
			}), children]
		})]
	});
}
/** A chart's place while there is nothing to draw (no rows in the range). */
function ChartEmpty({ icon: Icon, title, hint }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-2 flex min-h-56 flex-1 flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-6 py-10 text-center",
		"data-testid": "chart-empty",
		children: [
			/* @__PURE__ */ jsx(Icon, {
				className: "mb-2 size-6 text-slate-400",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm font-semibold text-slate-800",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: hint
			})
		]
	});
}
/** A legend entry: the series colour and its name (HTML, so it wraps on a phone). */
function LegendDot({ color, label, value }) {
	return /* @__PURE__ */ jsxs("span", {
		className: "inline-flex items-center gap-1.5 text-xs font-medium text-slate-600",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "size-2.5 shrink-0 rounded-sm",
				style: { backgroundColor: color },
				"aria-hidden": "true"
			}),
			label,
			value !== void 0 && /* @__PURE__ */ jsx("span", {
				className: "font-semibold text-slate-900 tabular-nums",
				children: value
			})
		]
	});
}
// src/features/dashboard/api/dashboard-keys.ts
/** Query keys of the dashboard feature; never written inline in components. */
var dashboardKeys = {
	all: ["admin", "dashboard"],
	range: ({ from, to }) => [
		...dashboardKeys.all,
		from,
		to
	]
};
// src/features/dashboard/api/get-dashboard.ts
var DASHBOARD_FETCH_FAILED = "Failed to fetch the dashboard";
/** GET /admin/dashboard?from&to (India-time days) → data.dashboard. */
async function getDashboard(range, signal) {
	try {
		return (await adminApi.get("/dashboard", ZDashboardData, {
			query: {
				from: range.from,
				to: range.to
			},
			signal
		})).data.dashboard;
	} catch (error) {
		return failWith(error, DASHBOARD_FETCH_FAILED);
	}
}
var dashboardQueryOptions = (range) => queryOptions({
	queryKey: dashboardKeys.range(range),
	queryFn: ({ signal }) => getDashboard(range, signal),
	staleTime: 6e4
});
/** The figures for a range; the previous range's stay on screen (dimmed) while the next loads. */
function useDashboard(range, enabled) {
	return useQuery({
		...dashboardQueryOptions(range),
		enabled,
		placeholderData: keepPreviousData
	});
}
// src/features/dashboard/components/dashboard-states.tsx
var pulse = "animate-pulse rounded-lg bg-slate-200/70";
function FigureSkeleton({ className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: `card p-4 sm:p-5 ${className ?? ""}`,
		"aria-hidden": "true",
		children: [
			/* @__PURE__ */ jsx("div", { className: `${pulse} h-3 w-28` }),
			/* @__PURE__ */ jsx("div", { className: `${pulse} mt-3 h-8 w-24` }),
			/* @__PURE__ */ jsx("div", { className: `${pulse} mt-3 h-3 w-40` })
		]
	});
}
/** The figures' places while the first answer is on its way. */
function FiguresSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"aria-label": "Loading the figures",
		className: "space-y-4 sm:space-y-5",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "card p-4 sm:col-span-2 sm:p-5 lg:col-span-1 lg:row-span-2",
				"aria-hidden": "true",
				children: [
					/* @__PURE__ */ jsx("div", { className: `${pulse} h-3 w-32` }),
					/* @__PURE__ */ jsx("div", { className: `${pulse} mt-3 h-10 w-28` }),
					/* @__PURE__ */ jsx("div", { className: `${pulse} mt-5 h-2.5 w-full rounded-full` }),
					/* @__PURE__ */ jsx("div", {
						className: "mt-5 grid grid-cols-2 gap-4",
						children: [
							0,
							1,
							2,
							3
						].map((i) => /* @__PURE__ */ jsx("div", { className: `${pulse} h-10` }, i))
					})
				]
			}), [
				0,
				1,
				2,
				3
			].map((i) => /* @__PURE__ */ jsx(FigureSkeleton, {}, i))]
		}), /* @__PURE__ */ jsx("div", {
			className: `card h-24 sm:h-20`,
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx("div", { className: `${pulse} m-4 h-4 w-32` })
		})]
	});
}
function PlotSkeleton({ height }) {
	return /* @__PURE__ */ jsx("div", {
		className: "flex items-end gap-2 px-3",
		style: { height },
		"aria-hidden": "true",
		children: [
			38,
			62,
			45,
			80,
			56,
			70,
			48,
			90,
			64,
			52,
			74,
			40
		].map((h, i) => /* @__PURE__ */ jsx("div", {
			className: `${pulse} flex-1 rounded-b-none`,
			style: { height: `${h}%` }
		}, i))
	});
}
/** The charts' frames while recharts or the data loads. */
function ChartsSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"aria-label": "Loading the charts",
		className: "grid gap-4 sm:gap-5",
		children: [/* @__PURE__ */ jsx(ChartCard, {
			icon: UserPlus,
			title: "Registrations per day",
			description: "Loading…",
			children: /* @__PURE__ */ jsx(PlotSkeleton, { height: 288 })
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-4 sm:gap-5 xl:grid-cols-2",
			children: [/* @__PURE__ */ jsx(ChartCard, {
				icon: Wallet,
				title: "Revenue per week",
				description: "Loading…",
				children: /* @__PURE__ */ jsx(PlotSkeleton, { height: 260 })
			}), /* @__PURE__ */ jsx(ChartCard, {
				icon: Megaphone,
				title: "Leads and conversions by source",
				description: "Loading…",
				children: /* @__PURE__ */ jsx(PlotSkeleton, { height: 260 })
			})]
		})]
	});
}
var NOTICE_TONES = {
	red: "bg-red-50 text-red-700 ring-red-50/50",
	brand: "bg-brand-50 text-brand-700 ring-brand-50/50"
};
/** A whole-dashboard message in place of the figures: a big icon, a title, a line and an action. */
function DashboardNotice({ icon: Icon, tone, title, className, children, action, ...rest }) {
	return /* @__PURE__ */ jsxs("div", {
		className: `card flex flex-col items-center px-6 py-14 text-center ${className ?? ""}`,
		...rest,
		children: [
			/* @__PURE__ */ jsx("span", {
				className: `mb-4 grid size-14 place-items-center rounded-2xl ring-8 ${NOTICE_TONES[tone]}`,
				children: /* @__PURE__ */ jsx(Icon, {
					className: "size-7",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-lg font-semibold text-slate-900",
				children: title
			}),
			children,
			action
		]
	});
}
/** The dashboard could not be loaded: the reason (the server's when it gave one) and a retry. */
function DashboardError({ message, ...retry }) {
	return /* @__PURE__ */ jsx(DashboardNotice, {
		role: "alert",
		icon: CircleAlert,
		tone: "red",
		title: "Could not load the dashboard",
		"data-testid": "dashboard-error",
		action: /* @__PURE__ */ jsx(IconTextButton, {
			icon: RotateCw,
			variant: "secondary",
			size: "sm",
			className: "mt-5",
			onClick: retry.onRetry,
			isLoading: retry.isRetrying,
			loadingText: "Retrying…",
			"data-testid": "dashboard-retry",
			children: "Try again"
		}),
		children: /* @__PURE__ */ jsx("p", {
			className: "mt-1 max-w-md text-sm text-slate-600",
			"data-testid": "dashboard-error-message",
			children: message
		})
	});
}
/** Nothing was registered, paid, enrolled or attempted in the range. */
function DashboardEmpty({ onWiden }) {
	return /* @__PURE__ */ jsx(DashboardNotice, {
		icon: CalendarX2,
		tone: "brand",
		title: "Nothing happened in this range",
		className: "border-dashed",
		"data-testid": "dashboard-empty",
		action: onWiden && /* @__PURE__ */ jsx(IconTextButton, {
			icon: BarChart3,
			variant: "secondary",
			size: "sm",
			className: "mt-5",
			onClick: onWiden,
			children: "Show the last 90 days"
		}),
		children: /* @__PURE__ */ jsx("p", {
			className: "mt-1 max-w-md text-sm text-slate-600",
			children: "No registrations, payments, enrolments or quiz attempts between these dates. The figures under “Right now” still show the school today."
		})
	});
}
// src/features/dashboard/components/figure-card.tsx
/** A link to the admin page behind a figure ("Open callbacks →"). */
function FigureLink({ to, children }) {
	return /* @__PURE__ */ jsxs(Link, {
		to,
		className: "group inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800",
		children: [children, /* @__PURE__ */ jsx(ArrowRight, {
			className: "size-3.5 transition-transform group-hover:translate-x-0.5",
			"aria-hidden": "true"
		})]
	});
}
/** One headline figure: what it counts, the number, a line of context and where to act on it. */
function FigureCard({ icon: Icon, label, value, hint, link, testId, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("card flex min-w-0 flex-col p-4 sm:p-5", className),
		"data-testid": testId,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start justify-between gap-3",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-xs font-semibold tracking-wide text-slate-500 uppercase",
					children: label
				}), /* @__PURE__ */ jsx("span", {
					className: "grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700",
					children: /* @__PURE__ */ jsx(Icon, {
						className: "size-4",
						"aria-hidden": "true"
					})
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-[1.75rem] leading-tight font-bold tracking-tight text-slate-900 tabular-nums",
				"data-testid": `${testId}-value`,
				children: value
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-slate-600",
				children: hint
			}),
			link && /* @__PURE__ */ jsx("div", {
				className: "mt-auto pt-3",
				children: /* @__PURE__ */ jsx(FigureLink, {
					to: link.to,
					children: link.label
				})
			})
		]
	});
}
// src/features/dashboard/components/registrations-card.tsx
var KIND_PAGES = {
	kodr: "/admin/kodr-registrations",
	kodex: "/admin/kodex-registrations",
	webinars: "/admin/webinars",
	callbacks: "/admin/callbacks"
};
/** New registrations in the range: the total, a share bar and the four kinds, each a link. */
function RegistrationsCard({ registrations, className }) {
	const { total } = registrations;
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("card flex min-w-0 flex-col p-4 sm:p-5", className),
		"data-testid": "figure-registrations",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start justify-between gap-3",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-xs font-semibold tracking-wide text-slate-500 uppercase",
					children: "New registrations"
				}), /* @__PURE__ */ jsx("span", {
					className: "grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700",
					children: /* @__PURE__ */ jsx(UserPlus, {
						className: "size-4",
						"aria-hidden": "true"
					})
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-4xl leading-tight font-bold tracking-tight text-slate-900 tabular-nums",
				"data-testid": "figure-registrations-value",
				children: formatCount(total)
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-slate-600",
				children: "Leads of every kind in this range"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4 flex h-2.5 overflow-hidden rounded-full bg-slate-100",
				"aria-hidden": "true",
				children: total > 0 && REGISTRATION_SOURCES.map((kind) => /* @__PURE__ */ jsx("span", { style: {
					width: `${registrations[kind] / total * 100}%`,
					backgroundColor: KIND_COLORS[kind]
				} }, kind))
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "mt-4 grid grid-cols-2 gap-x-4 gap-y-3 lg:mt-auto lg:pt-4",
				children: REGISTRATION_SOURCES.map((kind) => /* @__PURE__ */ jsxs("li", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsxs(Link, {
						to: KIND_PAGES[kind],
						className: "group flex items-center gap-1.5 text-sm text-slate-600 hover:text-brand-700",
						children: [/* @__PURE__ */ jsx("span", {
							className: "size-2.5 shrink-0 rounded-sm",
							style: { backgroundColor: KIND_COLORS[kind] },
							"aria-hidden": "true"
						}), /* @__PURE__ */ jsx("span", {
							className: "truncate group-hover:underline",
							children: KIND_LABELS[kind]
						})]
					}), /* @__PURE__ */ jsxs("p", {
						className: "mt-0.5 pl-4 text-lg font-semibold text-slate-900 tabular-nums",
						children: [/* @__PURE__ */ jsx("span", {
							"data-testid": `figure-registrations-${kind}`,
							children: formatCount(registrations[kind])
						}), total > 0 && /* @__PURE__ */ jsx("span", {
							className: "ml-1.5 text-xs font-medium text-slate-500",
							children: formatShare(registrations[kind], total)
						})]
					})]
				}, kind))
			})
		]
	});
}
// src/features/dashboard/components/figure-cards.tsx
/** The figures counted over the chosen range. */
function RangeFigures({ figures }) {
	const { registrations, conversions, revenuePaise, newEnrolments, quizAttempts } = figures;
	const share = formatShare(conversions, registrations.total);
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3",
		children: [
			/* @__PURE__ */ jsx(RegistrationsCard, {
				registrations,
				className: "sm:col-span-2 lg:col-span-1 lg:row-span-2"
			}),
			/* @__PURE__ */ jsx(FigureCard, {
				icon: BadgeCheck,
				label: "Conversions to paid",
				value: formatCount(conversions),
				hint: share ? `${share} of new registrations` : "Successful payments",
				testId: "figure-conversions"
			}),
			/* @__PURE__ */ jsx(FigureCard, {
				icon: BadgeIndianRupee,
				label: "Revenue",
				value: formatPaise(revenuePaise),
				hint: conversions > 0 ? `${formatPaise(Math.round(revenuePaise / conversions / 100) * 100)} per payment on average` : "From successful payments",
				testId: "figure-revenue"
			}),
			/* @__PURE__ */ jsx(FigureCard, {
				icon: BookOpenCheck,
				label: "New enrolments",
				value: formatCount(newEnrolments),
				hint: "Students who joined a batch",
				link: {
					to: "/admin/courses",
					label: "Courses and batches"
				},
				testId: "figure-enrolments"
			}),
			/* @__PURE__ */ jsx(FigureCard, {
				icon: ListChecks,
				label: "Quiz attempts",
				value: formatCount(quizAttempts),
				hint: "Whizz quizzes started",
				link: {
					to: "/admin/whizz",
					label: "Whizz quizzes"
				},
				testId: "figure-quiz-attempts"
			})
		]
	});
}
// src/features/dashboard/components/now-figures.tsx
var NOW_FIGURES = [
	{
		key: "openCallbacks",
		icon: PhoneCall,
		label: "Open callbacks",
		hint: "Requests not yet closed",
		to: "/admin/callbacks",
		linkLabel: "Callback data",
		testId: "figure-open-callbacks"
	},
	{
		key: "activeBatches",
		icon: Layers,
		label: "Active batches",
		hint: "Running and not yet ended",
		to: "/admin/courses",
		linkLabel: "Courses",
		testId: "figure-active-batches"
	},
	{
		key: "upcomingWebinars",
		icon: CalendarClock,
		label: "Upcoming webinars",
		hint: "Not started yet",
		to: "/admin/webinars",
		linkLabel: "Webinars",
		testId: "figure-upcoming-webinars"
	}
];
/** The figures that describe the school today, whatever the chosen range. */
function NowFigures({ figures }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "dashboard-now-title",
		className: "card",
		"data-testid": "figures-now",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-3 sm:px-5",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: "dashboard-now-title",
				className: "flex items-center gap-2 text-sm font-semibold text-slate-900",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "relative flex size-2",
					"aria-hidden": "true",
					children: [/* @__PURE__ */ jsx("span", { className: "absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" }), /* @__PURE__ */ jsx("span", { className: "relative inline-flex size-2 rounded-full bg-emerald-500" })]
				}), "Right now"]
			}), /* @__PURE__ */ jsx("p", {
				className: "text-xs text-slate-500",
				children: "As of this moment, whatever the dates above"
			})]
		}), /* @__PURE__ */ jsx("ul", {
			className: "grid divide-y divide-slate-100 sm:grid-cols-3 sm:divide-x sm:divide-y-0",
			children: NOW_FIGURES.map((f) => /* @__PURE__ */ jsxs("li", {
				className: "flex items-center gap-4 px-4 py-4 sm:px-5",
				"data-testid": f.testId,
				children: [/* @__PURE__ */ jsx("span", {
					className: "grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-700",
					children: /* @__PURE__ */ jsx(f.icon, {
						className: "size-5",
						"aria-hidden": "true"
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "text-sm font-medium text-slate-600",
							children: f.label
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "flex flex-wrap items-baseline gap-x-2",
							children: [/* @__PURE__ */ jsx("span", {
								className: "text-2xl font-bold text-slate-900 tabular-nums",
								"data-testid": `${f.testId}-value`,
								children: formatCount(figures[f.key])
							}), /* @__PURE__ */ jsx("span", {
								className: "text-xs text-slate-500",
								children: f.hint
							})]
						}),
						/* @__PURE__ */ jsx(FigureLink, {
							to: f.to,
							children: f.linkLabel
						})
					]
				})]
			}, f.key))
		})]
	});
}
// src/features/dashboard/components/operator-warnings.tsx
/** A warning that opens with a setting's name (`SMTP_URL is not set: …`) shows the name as code. */
function WarningText({ text }) {
	const match = /^([A-Z][A-Z0-9_]{2,})\b(.*)$/s.exec(text);
	if (!match) return /* @__PURE__ */ jsx(Fragment, { children: text });
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("code", {
		className: "rounded bg-amber-100/80 px-1 py-px font-mono text-[0.8125rem] font-semibold text-amber-950",
		children: match[1]
	}), match[2]] });
}
/**
* Settings the person running the server should fix (GET /admin/dashboard `warnings`, shown to
* admins only): one amber banner above the figures, one line per warning, nothing when all is well.
*/
function OperatorWarnings({ warnings }) {
	if (warnings.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "operator-warnings-title",
		className: "mb-5 flex gap-3 rounded-xl bg-amber-50 px-4 py-3.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset sm:px-5",
		"data-testid": "operator-warnings",
		children: [/* @__PURE__ */ jsx(TriangleAlert, {
			className: "mt-0.5 size-5 shrink-0 text-amber-600",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "operator-warnings-title",
				className: "font-semibold text-amber-950",
				children: warnings.length === 1 ? "A server setting needs attention" : "Server settings need attention"
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-1 space-y-1 leading-relaxed",
				children: warnings.map((warning) => /* @__PURE__ */ jsx("li", {
					"data-testid": "operator-warning",
					children: /* @__PURE__ */ jsx(WarningText, { text: warning })
				}, warning))
			})]
		})]
	});
}
// src/features/dashboard/components/range-control.tsx
var SHORT_LABELS = {
	"7d": "7 days",
	"30d": "30 days",
	"90d": "90 days",
	ytd: "This year"
};
/** The looks of the two kinds of toggle: a preset on the grey track, and "Custom dates". */
var TOGGLE = {
	preset: {
		base: "h-8 rounded-lg px-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3",
		on: "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200",
		off: "text-slate-600 hover:bg-white/60 hover:text-slate-900"
	},
	custom: {
		base: "inline-flex h-10 items-center gap-1.5 rounded-xl border px-3 text-sm font-medium transition-colors",
		on: "border-brand-300 bg-brand-50 text-brand-800",
		off: "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:text-slate-900"
	}
};
var toggleClass = (kind, isOn) => {
	const look = TOGGLE[kind];
	return clsx(look.base, isOn ? look.on : look.off);
};
/** Presets, a custom from/to (India-time days) and the range the figures are for. */
function RangeControl({ range, onChange, isUpdating }) {
	const [isCustomOpen, setCustomOpen] = useState(false);
	const showCustom = range.preset === "custom" || isCustomOpen;
	return /* @__PURE__ */ jsxs("div", {
		className: "card mb-5 p-3 sm:p-4",
		"data-testid": "dashboard-range",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-2",
				children: [/* @__PURE__ */ jsx("div", {
					role: "group",
					"aria-label": "Date range",
					className: "grid w-full grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1 sm:flex sm:w-auto",
					children: RANGE_PRESETS.map((preset) => {
						const isActive = range.preset === preset && !isCustomOpen;
						return /* @__PURE__ */ jsxs("button", {
							type: "button",
							"aria-pressed": isActive,
							"aria-label": PRESET_LABELS[preset],
							"data-testid": `range-${preset}`,
							className: toggleClass("preset", isActive),
							onClick: () => {
								setCustomOpen(false);
								onChange({ preset });
							},
							children: [/* @__PURE__ */ jsx("span", {
								className: "sm:hidden",
								children: SHORT_LABELS[preset]
							}), /* @__PURE__ */ jsx("span", {
								className: "hidden sm:inline",
								children: PRESET_LABELS[preset]
							})]
						}, preset);
					})
				}), /* @__PURE__ */ jsxs("button", {
					type: "button",
					"aria-expanded": showCustom,
					"aria-controls": "dashboard-custom-range",
					"data-testid": "range-custom",
					onClick: () => setCustomOpen((open) => !open),
					className: toggleClass("custom", showCustom),
					children: [/* @__PURE__ */ jsx(CalendarDays, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Custom dates"]
				})]
			}), /* @__PURE__ */ jsxs("p", {
				className: "flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600",
				"aria-live": "polite",
				"data-testid": "range-label",
				children: [range.error ? "Choose a valid range" : /* @__PURE__ */ jsxs("span", { children: [
					/* @__PURE__ */ jsx("span", {
						className: "font-semibold whitespace-nowrap text-slate-900",
						children: formatDateRange(range.from, range.to)
					}),
					" ",
					/* @__PURE__ */ jsx("span", {
						className: "whitespace-nowrap text-slate-500",
						children: "· India time"
					})
				] }), isUpdating && /* @__PURE__ */ jsxs("span", {
					className: "inline-flex items-center gap-1.5 text-slate-500",
					children: [/* @__PURE__ */ jsx(Spinner, { className: "size-3.5" }), " Updating…"]
				})]
			})]
		}), showCustom && /* @__PURE__ */ jsx(CustomRangeForm, {
			range,
			onApply: (from, to) => {
				setCustomOpen(false);
				onChange({
					preset: "custom",
					from,
					to
				});
			}
		}, `${range.from}|${range.to}`)]
	});
}
function CustomRangeForm({ range, onApply }) {
	const [from, setFrom] = useState(range.from);
	const [to, setTo] = useState(range.to);
	const [error, setError] = useState(range.error);
	const today = istToday();
	const id = useId();
	const submit = (event) => {
		event.preventDefault();
		const problem = customRangeError(from, to);
		setError(problem);
		if (!problem) onApply(from, to);
	};
	const labelClass = "text-xs font-semibold tracking-wide text-slate-500 uppercase";
	const input = "h-9 w-[9.5rem] rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-400";
	return /* @__PURE__ */ jsxs("form", {
		id: "dashboard-custom-range",
		onSubmit: submit,
		noValidate: true,
		className: "mt-3 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-3",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-1",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: `${id}-from`,
					className: labelClass,
					children: "From"
				}), /* @__PURE__ */ jsx(DateInput, {
					id: `${id}-from`,
					value: from,
					max: to || today,
					onChange: setFrom,
					className: input,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? "dashboard-range-error" : void 0,
					"data-testid": "range-from"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-1",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: `${id}-to`,
					className: labelClass,
					children: "To"
				}), /* @__PURE__ */ jsx(DateInput, {
					id: `${id}-to`,
					value: to,
					min: from || void 0,
					max: today,
					onChange: setTo,
					className: input,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? "dashboard-range-error" : void 0,
					"data-testid": "range-to"
				})]
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				size: "sm",
				"data-testid": "range-apply",
				children: "Apply"
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: "dashboard-range-error",
				role: "alert",
				className: "w-full text-sm font-medium text-red-700",
				"data-testid": "range-error",
				children: error
			})
		]
	});
}
// src/features/dashboard/pages/admin-dashboard-page.tsx
var admin_dashboard_page_exports = /* @__PURE__ */ __exportAll({ default: () => AdminDashboardPage });
var loadCharts = () => import("./dashboard-charts-CqdviQLC.js");
var DashboardCharts = lazy(loadCharts);
/** /admin/dashboard: headline figures and charts for a date range kept in the URL. */
function AdminDashboardPage() {
	const [params, setParams] = useSearchParams();
	const range = useMemo(() => readRange(params), [params]);
	const query = useDashboard({
		from: range.from,
		to: range.to
	}, range.error === null);
	useEffect(() => {
		loadCharts();
	}, []);
	const choose = useCallback((choice) => setParams((current) => writeRange(current, choice), { replace: true }), [setParams]);
	let body;
	if (range.error !== null) body = /* @__PURE__ */ jsx(InvalidRange, { onReset: () => choose({ preset: "30d" }) });
	else if (query.isPending) body = /* @__PURE__ */ jsxs("div", {
		className: "space-y-4 sm:space-y-5",
		children: [/* @__PURE__ */ jsx(FiguresSkeleton, {}), /* @__PURE__ */ jsx(ChartsSkeleton, {})]
	});
	else if (!query.data) body = /* @__PURE__ */ jsx(DashboardError, {
		message: query.error?.message || "Failed to fetch the dashboard",
		onRetry: () => void query.refetch(),
		isRetrying: query.isFetching
	});
	else {
		const canWiden = dayCount(range) < 90;
		body = /* @__PURE__ */ jsxs(Fragment, { children: [query.isError && /* @__PURE__ */ jsx("div", {
			className: "mb-4",
			children: /* @__PURE__ */ jsx(InlineError, {
				message: query.error.message || "Failed to fetch the dashboard",
				onRetry: () => void query.refetch(),
				testId: "dashboard-refresh-error"
			})
		}), /* @__PURE__ */ jsx(DashboardBody, {
			dashboard: query.data,
			isStale: query.isPlaceholderData,
			onWiden: canWiden ? () => choose({ preset: "90d" }) : null
		})] });
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Dashboard | KodeSchool Admin" }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				title: "Dashboard",
				description: "How the school is doing: leads, sales and learning, for the dates you choose."
			}),
			/* @__PURE__ */ jsx(OperatorWarnings, { warnings: query.data?.warnings ?? [] }),
			/* @__PURE__ */ jsx(RangeControl, {
				range,
				onChange: choose,
				isUpdating: query.isFetching && !query.isPending
			}),
			body
		]
	});
}
function DashboardBody({ dashboard, isStale, onWiden }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("space-y-4 transition-opacity sm:space-y-5", isStale && "opacity-60"),
		"aria-busy": isStale || void 0,
		"data-testid": "dashboard-body",
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "sr-only",
				children: "Figures for the chosen dates"
			}),
			/* @__PURE__ */ jsx(RangeFigures, { figures: dashboard.figures }),
			/* @__PURE__ */ jsx(NowFigures, { figures: dashboard.figures }),
			isRangeEmpty(dashboard) ? /* @__PURE__ */ jsx(DashboardEmpty, { onWiden }) : /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(ChartsSkeleton, {}),
				children: /* @__PURE__ */ jsx(DashboardCharts, { dashboard })
			})
		]
	});
}
function InvalidRange({ onReset }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "card flex flex-col items-center border-dashed px-6 py-14 text-center",
		"data-testid": "dashboard-invalid-range",
		children: [
			/* @__PURE__ */ jsx(CalendarX2, {
				className: "mb-3 size-8 text-slate-400",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-lg font-semibold text-slate-900",
				children: "These dates cannot be shown"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 max-w-md text-sm text-slate-600",
				children: "Fix the dates above and apply them, or go back to the last 30 days."
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				size: "sm",
				className: "mt-5",
				onClick: onReset,
				children: "Show the last 30 days"
			})
		]
	});
}
export { GRID_COLOR as _, KIND_LABELS as a, REVENUE_COLOR as b, fillWeeks as c, compactRupees as d, AdminDashboardPage as default, formatCount as f, CONVERSIONS_COLOR as g, AXIS_TEXT_COLOR as h, LegendDot as i, niceTicks as l, addDays as m, ChartCard as n, dayTotal as o, formatShare as p, ChartEmpty as r, fillDays as s, admin_dashboard_page_exports as t, sourceBars as u, KIND_COLORS as v, LEADS_COLOR as y };
