import { c as formatDayMonth, i as formatDateRange, p as formatWeekdayDay, s as formatDay } from "./format-DGa3zFAK.js";
import { n as REGISTRATION_SOURCES } from "./staff.schema-BBZGM5Kw.js";
import { _ as GRID_COLOR, a as KIND_LABELS, b as REVENUE_COLOR, c as fillWeeks, d as compactRupees, f as formatCount, g as CONVERSIONS_COLOR, h as AXIS_TEXT_COLOR, i as LegendDot, l as niceTicks, m as addDays, n as ChartCard, o as dayTotal, p as formatShare, r as ChartEmpty, s as fillDays, u as sourceBars, v as KIND_COLORS, y as LEADS_COLOR } from "./admin-dashboard-page-DXvpVlu9.js";
import { O as formatPaise } from "../entry-server.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { CalendarRange, IndianRupee, Megaphone, Radar, UserPlus, Wallet } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from "recharts";
// src/features/dashboard/components/chart-axis.ts
/** Axis look shared by every dashboard chart: small slate labels, no tick marks or axis line. */
var AXIS_TICK = {
	tick: {
		fontSize: 12,
		fill: AXIS_TEXT_COLOR
	},
	tickLine: false,
	axisLine: false
};
var CHART_MARGIN = {
	top: 4,
	right: 8,
	bottom: 0,
	left: 0
};
// src/features/dashboard/components/chart-tooltip.tsx
/** The box a chart shows on hover or keyboard focus: a heading, coloured rows and a footer. */
function TooltipBox({ title, rows, footer }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-44 rounded-xl border border-slate-200 bg-white/95 px-3 py-2.5 text-sm shadow-pop backdrop-blur",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "mb-1.5 font-semibold text-slate-900",
				children: title
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "space-y-1",
				children: rows.map((row) => /* @__PURE__ */ jsxs("li", {
					className: "flex items-center justify-between gap-4",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "flex items-center gap-2 text-slate-600",
						children: [/* @__PURE__ */ jsx("span", {
							className: "size-2.5 rounded-sm",
							style: { backgroundColor: row.color },
							"aria-hidden": "true"
						}), row.label]
					}), /* @__PURE__ */ jsx("span", {
						className: "font-semibold text-slate-900 tabular-nums",
						children: row.value
					})]
				}, row.label))
			}),
			footer && /* @__PURE__ */ jsx("p", {
				className: "mt-2 border-t border-slate-100 pt-1.5 text-xs text-slate-600",
				children: footer
			})
		]
	});
}
/** The data row under the pointer, from recharts' tooltip props (typed loosely by recharts). */
function hoveredRow(props) {
	if (!props.active || !props.payload?.length) return null;
	return props.payload[0]?.payload ?? null;
}
// src/features/dashboard/components/registrations-chart.tsx
/** Past this many days the bars get too thin to read: the chart becomes a stacked area. */
var MAX_BAR_DAYS = 45;
function DayTooltip(props) {
	const row = hoveredRow(props);
	if (!row) return null;
	return /* @__PURE__ */ jsx(TooltipBox, {
		title: formatWeekdayDay(row.day),
		rows: REGISTRATION_SOURCES.map((kind) => ({
			color: KIND_COLORS[kind],
			label: KIND_LABELS[kind],
			value: formatCount(row[kind])
		})),
		footer: `${formatCount(dayTotal(row))} in all`
	});
}
/** New registrations of the four kinds per India-time day, stacked. */
function RegistrationsChart({ dashboard, range }) {
	const data = fillDays(range, dashboard.registrationsPerDay);
	const totals = dashboard.figures.registrations;
	const isEmpty = data.every((row) => dayTotal(row) === 0);
	const busiest = data.reduce((best, row) => best === null || dayTotal(row) > dayTotal(best) ? row : best, null);
	const asBars = data.length <= MAX_BAR_DAYS;
	const grid = /* @__PURE__ */ jsx(CartesianGrid, {
		vertical: false,
		stroke: GRID_COLOR,
		strokeDasharray: "3 3"
	});
	const xAxis = /* @__PURE__ */ jsx(XAxis, {
		dataKey: "day",
		tickFormatter: formatDayMonth,
		...AXIS_TICK,
		minTickGap: 18,
		interval: "preserveStartEnd"
	});
	const yAxis = /* @__PURE__ */ jsx(YAxis, {
		allowDecimals: false,
		width: 36,
		...AXIS_TICK
	});
	const tooltip = /* @__PURE__ */ jsx(Tooltip, {
		content: DayTooltip,
		cursor: asBars ? { fill: "#f1f5f9" } : {
			stroke: "#94a3b8",
			strokeDasharray: "3 3"
		}
	});
	const style = {
		width: "100%",
		height: 288
	};
	return /* @__PURE__ */ jsx(ChartCard, {
		icon: UserPlus,
		title: "Registrations per day",
		description: "Kodr, Kodex, webinar sign-ups and callback requests, by India-time day.",
		testId: "chart-registrations",
		legendTestId: "registrations-legend",
		legend: /* @__PURE__ */ jsxs(Fragment, { children: [REGISTRATION_SOURCES.map((kind) => /* @__PURE__ */ jsx(LegendDot, {
			color: KIND_COLORS[kind],
			label: KIND_LABELS[kind],
			value: formatCount(totals[kind])
		}, kind)), busiest && dayTotal(busiest) > 0 && /* @__PURE__ */ jsxs("span", {
			className: "text-xs text-slate-500 sm:ml-auto",
			children: [
				"Busiest day",
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "font-semibold text-slate-900",
					children: formatDayMonth(busiest.day)
				}),
				" (",
				formatCount(dayTotal(busiest)),
				")"
			]
		})] }),
		children: isEmpty ? /* @__PURE__ */ jsx(ChartEmpty, {
			icon: CalendarRange,
			title: "No registrations in this range",
			hint: "Pick a longer range to see how sign-ups have moved."
		}) : asBars ? /* @__PURE__ */ jsxs(BarChart, {
			responsive: true,
			style,
			data,
			margin: CHART_MARGIN,
			barCategoryGap: "18%",
			children: [
				grid,
				xAxis,
				yAxis,
				tooltip,
				REGISTRATION_SOURCES.map((kind) => /* @__PURE__ */ jsx(Bar, {
					dataKey: kind,
					name: KIND_LABELS[kind],
					stackId: "registrations",
					fill: KIND_COLORS[kind],
					maxBarSize: 28
				}, kind))
			]
		}) : /* @__PURE__ */ jsxs(AreaChart, {
			responsive: true,
			style,
			data,
			margin: CHART_MARGIN,
			children: [
				grid,
				xAxis,
				yAxis,
				tooltip,
				REGISTRATION_SOURCES.map((kind) => /* @__PURE__ */ jsx(Area, {
					type: "monotone",
					dataKey: kind,
					name: KIND_LABELS[kind],
					stackId: "registrations",
					stroke: KIND_COLORS[kind],
					fill: KIND_COLORS[kind],
					fillOpacity: .55,
					strokeWidth: 1.5
				}, kind))
			]
		})
	});
}
// src/features/dashboard/components/revenue-chart.tsx
/** The days of a week the range covers, when it does not cover all seven. */
function partialNote(weekStart, range) {
	const from = weekStart < range.from ? range.from : weekStart;
	const weekEnd = addDays(weekStart, 6);
	const to = weekEnd > range.to ? range.to : weekEnd;
	if (from === weekStart && to === weekEnd) return null;
	return from === to ? `Only ${formatDay(from)} is in the range` : `Counts ${formatDateRange(from, to)}`;
}
/** Successful payments per week (Monday to Sunday, India time), in rupees. */
function RevenueChart({ dashboard, range }) {
	const data = fillWeeks(range, dashboard.revenuePerWeek).map((w) => ({
		...w,
		rupees: w.revenuePaise / 100
	}));
	const isEmpty = data.every((w) => w.revenuePaise === 0);
	const { revenuePaise: total, conversions } = dashboard.figures;
	const ticks = niceTicks(Math.max(...data.map((w) => w.rupees)));
	const renderTooltip = (props) => {
		const week = hoveredRow(props);
		if (!week) return null;
		return /* @__PURE__ */ jsx(TooltipBox, {
			title: `Week of ${formatDay(week.weekStart)}`,
			rows: [{
				color: REVENUE_COLOR,
				label: "Revenue",
				value: formatPaise(week.revenuePaise)
			}],
			footer: partialNote(week.weekStart, range)
		});
	};
	return /* @__PURE__ */ jsx(ChartCard, {
		icon: Wallet,
		title: "Revenue per week",
		description: "Successful payments, weeks from Monday (IST).",
		testId: "chart-revenue",
		legend: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(LegendDot, {
			color: REVENUE_COLOR,
			label: "Revenue",
			value: formatPaise(total)
		}), /* @__PURE__ */ jsxs("span", {
			className: "text-xs text-slate-500",
			children: ["from ", plural(conversions, "payment")]
		})] }),
		children: isEmpty ? /* @__PURE__ */ jsx(ChartEmpty, {
			icon: IndianRupee,
			title: "No payments in this range",
			hint: "Revenue shows here once a payment succeeds."
		}) : /* @__PURE__ */ jsx("div", {
			className: "min-h-64 flex-1",
			children: /* @__PURE__ */ jsxs(BarChart, {
				responsive: true,
				style: {
					width: "100%",
					height: "100%"
				},
				data,
				margin: CHART_MARGIN,
				barCategoryGap: "24%",
				children: [
					/* @__PURE__ */ jsx(CartesianGrid, {
						vertical: false,
						stroke: GRID_COLOR,
						strokeDasharray: "3 3"
					}),
					/* @__PURE__ */ jsx(XAxis, {
						dataKey: "weekStart",
						tickFormatter: formatDayMonth,
						...AXIS_TICK,
						minTickGap: 12
					}),
					/* @__PURE__ */ jsx(YAxis, {
						tickFormatter: compactRupees,
						ticks,
						domain: [0, ticks[ticks.length - 1]],
						width: 56,
						...AXIS_TICK
					}),
					/* @__PURE__ */ jsx(Tooltip, {
						content: renderTooltip,
						cursor: { fill: "#f1f5f9" }
					}),
					/* @__PURE__ */ jsx(Bar, {
						dataKey: "rupees",
						name: "Revenue",
						fill: REVENUE_COLOR,
						radius: [
							6,
							6,
							0,
							0
						],
						maxBarSize: 44
					})
				]
			})
		})
	});
}
// src/features/dashboard/components/source-chart.tsx
var LABEL_CHARS = 14;
var shortLabel = (label) => label.length > LABEL_CHARS ? `${label.slice(0, 13)}…` : label;
function SourceTooltip(props) {
	const bar = hoveredRow(props);
	if (!bar) return null;
	const share = formatShare(bar.conversions, bar.leads);
	return /* @__PURE__ */ jsx(TooltipBox, {
		title: bar.label,
		rows: [{
			color: LEADS_COLOR,
			label: "Leads",
			value: formatCount(bar.leads)
		}, {
			color: CONVERSIONS_COLOR,
			label: "Conversions",
			value: formatCount(bar.conversions)
		}],
		footer: share ? `${share} of leads converted` : null
	});
}
/** Leads (the four registration kinds) and paid conversions per utm_source, most leads first. */
function SourceChart({ dashboard }) {
	const bars = sourceBars(dashboard.bySource);
	const leads = bars.reduce((sum, b) => sum + b.leads, 0);
	const conversions = bars.reduce((sum, b) => sum + b.conversions, 0);
	const height = Math.max(180, bars.length * 46 + 36);
	return /* @__PURE__ */ jsx(ChartCard, {
		icon: Megaphone,
		title: "Leads and conversions by source",
		description: "By the campaign link (utm_source) people came from.",
		testId: "chart-sources",
		legend: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(LegendDot, {
			color: LEADS_COLOR,
			label: "Leads",
			value: formatCount(leads)
		}), /* @__PURE__ */ jsx(LegendDot, {
			color: CONVERSIONS_COLOR,
			label: "Conversions",
			value: formatCount(conversions)
		})] }),
		children: bars.length === 0 ? /* @__PURE__ */ jsx(ChartEmpty, {
			icon: Radar,
			title: "No leads in this range",
			hint: "Sources appear as people register or ask for a callback."
		}) : /* @__PURE__ */ jsxs(BarChart, {
			layout: "vertical",
			responsive: true,
			style: {
				width: "100%",
				height
			},
			data: bars,
			margin: {
				top: 0,
				right: 36,
				bottom: 0,
				left: 0
			},
			barCategoryGap: "22%",
			barGap: 2,
			children: [
				/* @__PURE__ */ jsx(CartesianGrid, {
					horizontal: false,
					stroke: GRID_COLOR,
					strokeDasharray: "3 3"
				}),
				/* @__PURE__ */ jsx(XAxis, {
					type: "number",
					allowDecimals: false,
					...AXIS_TICK
				}),
				/* @__PURE__ */ jsx(YAxis, {
					type: "category",
					dataKey: "label",
					width: 108,
					tickFormatter: shortLabel,
					...AXIS_TICK,
					tick: {
						...AXIS_TICK.tick,
						fill: "#334155"
					}
				}),
				/* @__PURE__ */ jsx(Tooltip, {
					content: SourceTooltip,
					cursor: { fill: "#f1f5f9" }
				}),
				["leads", "conversions"].map((key) => /* @__PURE__ */ jsx(Bar, {
					dataKey: key,
					name: key === "leads" ? "Leads" : "Conversions",
					fill: key === "leads" ? LEADS_COLOR : CONVERSIONS_COLOR,
					radius: [
						0,
						4,
						4,
						0
					],
					maxBarSize: 14,
					children: /* @__PURE__ */ jsx(LabelList, {
						dataKey: key,
						position: "right",
						offset: 6,
						fontSize: 11,
						fill: "#475569",
						formatter: (v) => typeof v === "number" ? formatCount(v) : v
					})
				}, key))
			]
		})
	});
}
// src/features/dashboard/components/dashboard-charts.tsx
/**
* The three charts. This module is the only way in to recharts: the page loads it with
* React.lazy, so the chart library is its own chunk, fetched after the figures are on screen
* and never part of another page.
*/
function DashboardCharts({ dashboard }) {
	const range = {
		from: dashboard.range.from.slice(0, 10),
		to: dashboard.range.to.slice(0, 10)
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4 sm:gap-5",
		children: [/* @__PURE__ */ jsx(RegistrationsChart, {
			dashboard,
			range
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-4 sm:gap-5 xl:grid-cols-2",
			children: [/* @__PURE__ */ jsx(RevenueChart, {
				dashboard,
				range
			}), /* @__PURE__ */ jsx(SourceChart, { dashboard })]
		})]
	});
}
export { DashboardCharts as default };
