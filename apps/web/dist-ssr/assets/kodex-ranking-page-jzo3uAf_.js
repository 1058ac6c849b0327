import { p as PAGE_SIZES, t as plural } from "./plural-DYc3P-kI.js";
import { t as AdminSelect } from "./admin-select-TqVrN8aU.js";
import { t as PaginationBar } from "./pagination-bar-DGMBBDzf.js";
import { t as BackLink } from "./hero-stage-Ci1sKLWw.js";
import { Gt as buttonStyles, Ut as StatusPanel } from "../entry-server.js";
import { a as getErrorMessage } from "./api-client-CyCTgC69.js";
import { l as formatTime } from "./format-DGa3zFAK.js";
import { t as useNow } from "./use-now-DYvIdfHR.js";
import { i as useKodexRanking, n as KodexNoContest, r as useKodexOverview, t as KodexLoadError } from "./kodex-states-BJThJBx0.js";
import { t as KodexPhaseBadge } from "./kodex-phase-badge-BjuNryYS.js";
import { c as formatHms, n as defaultRankingContest, o as contestPhase, r as istDateTime } from "./kodex-display-BgyH8WG4.js";
import { n as YouTag, t as TableHead } from "./table-head-D8UkoeeH.js";
import { Link, useSearchParams } from "react-router";
import { clsx } from "clsx";
import { Crown, Medal, Radio, Trophy } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/kodex/components/ranking-podium.tsx
var PLACES = [
	{
		label: "1st",
		card: "border-amber-300 bg-gradient-to-b from-amber-50 to-white sm:-translate-y-4",
		badge: "bg-amber-400 text-amber-950",
		icon: Crown
	},
	{
		label: "2nd",
		card: "border-slate-300 bg-gradient-to-b from-slate-100 to-white",
		badge: "bg-slate-300 text-slate-900",
		icon: Medal
	},
	{
		label: "3rd",
		card: "border-orange-300 bg-gradient-to-b from-orange-50 to-white",
		badge: "bg-orange-300 text-orange-950",
		icon: Medal
	}
];
/** The top three on page 1, as a podium (2nd, 1st, 3rd from left on wide screens). */
function RankingPodium({ rows }) {
	const top = rows.filter((r) => r.rank <= 3 && r.score > 0).slice(0, 3);
	if (top.length === 0) return null;
	const order = top.length === 3 ? [
		1,
		0,
		2
	] : top.map((_, i) => i);
	return /* @__PURE__ */ jsx("ol", {
		"aria-label": "Top three",
		"data-testid": "kodex-podium",
		className: "grid gap-3 pt-4 sm:grid-cols-3 sm:items-end sm:gap-4",
		children: order.map((i) => {
			const row = top[i];
			const place = PLACES[Math.min(row.rank, 3) - 1];
			const Icon = place.icon;
			return /* @__PURE__ */ jsxs("li", {
				className: clsx("flex items-center gap-3 rounded-2xl border-2 p-3 shadow-sm sm:block sm:p-5 sm:text-center", place.card, i === 0 ? "order-first sm:order-none" : "", row.isYou && "ring-4 ring-brand-200"),
				children: [
					/* @__PURE__ */ jsx("span", {
						className: clsx("grid size-10 shrink-0 place-items-center rounded-full shadow-sm sm:mx-auto sm:size-11", place.badge),
						children: /* @__PURE__ */ jsx(Icon, {
							className: "size-5",
							"aria-hidden": "true"
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-xs font-bold tracking-widest text-slate-500 uppercase sm:mt-2",
								children: `Rank ${row.rank}`
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "truncate font-bold text-slate-900 sm:mt-1 sm:text-lg",
								children: [row.name, row.isYou && /* @__PURE__ */ jsx("span", {
									className: "ml-1.5 text-sm font-semibold text-brand-700",
									children: "(you)"
								})]
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "text-sm text-slate-600 sm:hidden",
								children: [
									row.problemsSolved,
									" solved · ",
									formatHms(row.timeTakenSeconds)
								]
							})
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "shrink-0 font-mono text-2xl font-extrabold text-slate-900 tabular-nums sm:mt-2 sm:text-3xl",
						children: row.score.toFixed(2)
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-1 hidden text-sm text-slate-600 sm:block",
						children: [
							row.problemsSolved,
							" solved · ",
							formatHms(row.timeTakenSeconds)
						]
					})
				]
			}, `${row.rank}-${row.name}-${i}`);
		})
	});
}
// src/features/kodex/components/ranking-table.tsx
var MEDAL = [
	"bg-amber-400 text-amber-950",
	"bg-slate-300 text-slate-900",
	"bg-orange-300 text-orange-950"
];
var COLUMNS = [
	{
		label: "Rank",
		className: "w-16 px-3 py-3 sm:w-20 sm:px-5"
	},
	{
		label: "Name",
		className: "px-3 py-3 sm:px-5"
	},
	{
		label: "Score",
		className: "px-3 py-3 text-right sm:px-5"
	},
	{
		label: "Solved",
		className: "hidden px-5 py-3 text-right sm:table-cell"
	},
	{
		label: "Time",
		className: "hidden px-5 py-3 text-right sm:table-cell"
	}
];
var ROW_TINT = [
	"bg-amber-50/60",
	"bg-slate-50",
	"bg-orange-50/50"
];
/** Rank, name, score, problems solved and time (h:mm:ss); your row stands out. */
function RankingTable({ rows, problemCount, isFetching }) {
	return /* @__PURE__ */ jsx("div", {
		className: clsx("overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm", isFetching && "opacity-90"),
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full text-left text-sm",
			"data-testid": "kodex-ranking-table",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Contest ranking"
				}),
				/* @__PURE__ */ jsx(TableHead, {
					columns: COLUMNS,
					className: "border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase"
				}),
				/* @__PURE__ */ jsx("tbody", {
					className: "divide-y divide-slate-100",
					children: rows.map((row, i) => {
						const podium = row.score > 0 && row.rank <= 3;
						return /* @__PURE__ */ jsxs("tr", {
							"data-testid": "kodex-ranking-row",
							"data-you": row.isYou || void 0,
							"aria-current": row.isYou ? "true" : void 0,
							className: clsx(row.isYou ? "bg-brand-50 shadow-[inset_4px_0_0_var(--color-brand-600)]" : podium && ROW_TINT[row.rank - 1]),
							children: [
								/* @__PURE__ */ jsx("td", {
									className: "px-3 py-3 sm:px-5",
									children: /* @__PURE__ */ jsx("span", {
										className: clsx("inline-grid size-8 place-items-center rounded-full font-mono text-sm font-bold tabular-nums", podium ? MEDAL[row.rank - 1] : "text-slate-600"),
										children: row.rank
									})
								}),
								/* @__PURE__ */ jsxs("td", {
									className: "px-3 py-3 sm:px-5",
									children: [
										/* @__PURE__ */ jsx("span", {
											className: "font-semibold text-slate-900",
											children: row.name
										}),
										row.isYou && /* @__PURE__ */ jsx(YouTag, {}),
										/* @__PURE__ */ jsxs("span", {
											className: "mt-0.5 block text-xs text-slate-600 sm:hidden",
											children: [
												row.problemsSolved,
												"/",
												problemCount,
												" solved · ",
												formatHms(row.timeTakenSeconds)
											]
										})
									]
								}),
								/* @__PURE__ */ jsx("td", {
									className: "px-3 py-3 text-right font-mono text-base font-bold text-slate-900 tabular-nums sm:px-5",
									children: row.score.toFixed(2)
								}),
								/* @__PURE__ */ jsxs("td", {
									className: "hidden px-5 py-3 text-right text-slate-700 tabular-nums sm:table-cell",
									children: [
										row.problemsSolved,
										"/",
										problemCount
									]
								}),
								/* @__PURE__ */ jsx("td", {
									className: "hidden px-5 py-3 text-right font-mono text-slate-700 tabular-nums sm:table-cell",
									children: formatHms(row.timeTakenSeconds)
								})
							]
						}, `${row.rank}-${row.name}-${i}`);
					})
				})
			]
		})
	});
}
// src/features/kodex/pages/kodex-ranking-page.tsx
var positiveInt = (raw, fallback) => {
	const n = Number(raw);
	return Number.isInteger(n) && n >= 1 ? n : fallback;
};
/** /kodex/ranking: a contest's ranking, refreshed every 10 s while it runs. */
function KodexRankingPage() {
	const overview = useKodexOverview();
	const [params, setParams] = useSearchParams();
	const now = useNow(1e3);
	const contests = overview.data ? [...overview.data.contest ? [overview.data.contest] : [], ...overview.data.past] : [];
	const fallback = overview.data ? defaultRankingContest(overview.data.contest, overview.data.past) : null;
	const contestId = params.get("contest") || fallback?._id || null;
	const page = positiveInt(params.get("page"), 1);
	const limitRaw = positiveInt(params.get("limit"), 10);
	const limit = PAGE_SIZES.includes(limitRaw) ? limitRaw : 10;
	const ranking = useKodexRanking(overview.data ? contestId : null, page, limit);
	const update = (change) => setParams((current) => {
		const next = new URLSearchParams(current);
		for (const [k, v] of Object.entries(change)) if (v === null) next.delete(k);
		else next.set(k, v);
		return next;
	}, { replace: true });
	if (overview.error && !overview.data) return /* @__PURE__ */ jsx(KodexLoadError, { query: overview });
	if (overview.data && !contestId) return /* @__PURE__ */ jsx(KodexNoContest, {});
	const data = ranking.data;
	const contest = data?.contest ?? contests.find((c) => c._id === contestId) ?? null;
	const phase = contest ? contestPhase(contest, now) : null;
	const isLive = phase === "live";
	const notStarted = contest && phase !== "live" && phase !== "finished";
	return /* @__PURE__ */ jsxs("div", {
		className: "min-h-[70vh] bg-slate-50",
		children: [
			/* @__PURE__ */ jsx("title", { children: `Ranking${contest ? ` · ${contest.title}` : ""} | KodeSchool` }),
			/* @__PURE__ */ jsx("div", {
				className: "bg-slate-950 text-white",
				children: /* @__PURE__ */ jsxs("div", {
					className: "container-page py-8 sm:py-12",
					children: [/* @__PURE__ */ jsx(BackLink, {
						to: "/kodex",
						children: "Kodex"
					}), /* @__PURE__ */ jsxs("div", {
						className: "mt-4 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between",
						children: [/* @__PURE__ */ jsxs("div", {
							className: "min-w-0",
							children: [
								/* @__PURE__ */ jsxs("p", {
									className: "flex items-center gap-2 font-mono text-xs font-semibold tracking-widest text-brand-200 uppercase",
									children: [/* @__PURE__ */ jsx(Trophy, {
										className: "size-4 text-amber-400",
										"aria-hidden": "true"
									}), "Ranking"]
								}),
								/* @__PURE__ */ jsx("h1", {
									"data-testid": "kodex-ranking-title",
									className: "mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl",
									children: contest?.title ?? "Loading…"
								}),
								contest && /* @__PURE__ */ jsxs("div", {
									className: "mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-300",
									children: [phase && /* @__PURE__ */ jsx(KodexPhaseBadge, {
										phase,
										tone: "dark"
									}), /* @__PURE__ */ jsx("span", { children: istDateTime(contest.startDate) })]
								})
							]
						}), contests.length > 1 && /* @__PURE__ */ jsxs("label", {
							className: "flex flex-col gap-1.5 text-xs font-semibold tracking-wide text-slate-400 uppercase",
							children: ["Contest", /* @__PURE__ */ jsx(AdminSelect, {
								size: "md",
								value: contestId ?? "",
								onChange: (e) => update({
									contest: e.target.value,
									page: null
								}),
								"data-testid": "kodex-ranking-contest",
								className: "w-full sm:w-72 [&_select]:normal-case",
								children: contests.map((c) => /* @__PURE__ */ jsx("option", {
									value: c._id,
									children: c.title
								}, c._id))
							})]
						})]
					})]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "container-page space-y-6 py-8 sm:py-10",
				children: [contest && /* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600",
					children: [isLive ? /* @__PURE__ */ jsxs("p", {
						"data-testid": "kodex-live",
						className: "inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1 font-semibold text-red-700 ring-1 ring-red-200",
						children: [/* @__PURE__ */ jsx(Radio, {
							className: "size-4 animate-pulse",
							"aria-hidden": "true"
						}), "Updating live"]
					}) : /* @__PURE__ */ jsx("p", {
						className: "font-medium text-slate-700",
						children: phase === "finished" ? "Final ranking" : "Ranking"
					}), data && /* @__PURE__ */ jsxs("p", {
						className: "text-slate-500",
						children: [
							plural(data.pagination.totalItems, "participant"),
							" · updated",
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: data.updatedAt,
								children: formatTime(data.updatedAt)
							})
						]
					})]
				}), ranking.isError && !data ? /* @__PURE__ */ jsx(StatusPanel, {
					icon: Trophy,
					tone: "danger",
					title: "We could not load the ranking",
					description: getErrorMessage(ranking.error),
					actions: /* @__PURE__ */ jsx("button", {
						type: "button",
						className: buttonStyles(),
						onClick: () => void ranking.refetch(),
						children: "Try again"
					}),
					className: "py-12"
				}) : !data ? /* @__PURE__ */ jsx("div", {
					className: "space-y-3",
					"aria-busy": "true",
					"aria-label": "Loading the ranking",
					children: Array.from({ length: 6 }, (_, i) => /* @__PURE__ */ jsx("div", { className: "h-14 animate-pulse rounded-xl bg-slate-200/70" }, i))
				}) : data.ranking.length === 0 ? /* @__PURE__ */ jsx("div", {
					className: "rounded-2xl border border-dashed border-slate-300 bg-white py-14",
					children: /* @__PURE__ */ jsx(StatusPanel, {
						icon: Trophy,
						title: notStarted ? "The ranking starts with the contest" : "No one on the board yet",
						description: notStarted ? `It appears here, live, from ${istDateTime(data.contest.startDate)}.` : "Scores appear as soon as the first solutions are judged.",
						actions: notStarted ? /* @__PURE__ */ jsx(Link, {
							to: "/kodex",
							className: buttonStyles({ variant: "secondary" }),
							children: "See the contest"
						}) : void 0
					})
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [
					page === 1 && /* @__PURE__ */ jsx(RankingPodium, { rows: data.ranking }),
					/* @__PURE__ */ jsx(RankingTable, {
						rows: data.ranking,
						problemCount: data.contest.problemCount,
						isFetching: ranking.isFetching
					}),
					/* @__PURE__ */ jsx(PaginationBar, {
						pagination: data.pagination,
						onPageChange: (p) => update({ page: p <= 1 ? null : String(p) }),
						onPageSizeChange: (l) => update({
							limit: l === 10 ? null : String(l),
							page: null
						}),
						itemLabel: "participants",
						className: "rounded-2xl border border-slate-200 bg-white px-4 py-3"
					})
				] })]
			})
		]
	});
}
export { KodexRankingPage as default };
