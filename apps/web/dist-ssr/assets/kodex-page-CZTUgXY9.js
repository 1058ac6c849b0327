import { n as DetailCard, r as EventPageSkeleton, t as CountdownTiles } from "./countdown-tiles-3mo8ofqt.js";
import { Gt as buttonStyles, b as useAuthStore, m as IconTile } from "../entry-server.js";
import { t as useNow } from "./use-now-DYvIdfHR.js";
import { n as KodexNoContest, r as useKodexOverview, t as KodexLoadError } from "./kodex-states-BJThJBx0.js";
import { n as formatMinutes } from "./countdown-DMjZUhNf.js";
import { a as istWeekday, i as istTime, o as contestPhase, r as istDateTime, s as countdownTarget } from "./kodex-display-BgyH8WG4.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { i as HeroFacts, n as EventHeading, o as HeroStage } from "./hero-stage-Ci1sKLWw.js";
import { t as KodexPhaseBadge } from "./kodex-phase-badge-BjuNryYS.js";
import { Link } from "react-router";
import { clsx } from "clsx";
import { ArrowRight, Award, CalendarClock, CalendarDays, CheckCircle2, Clock, Code2, Flag, Gift, ListChecks, LogIn, Medal, Play, Timer, Trophy, Users } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/kodex/components/kodex-details.tsx
var PRIZE_STYLES = [
	{
		icon: Trophy,
		ring: "bg-amber-50 text-amber-700 ring-amber-200"
	},
	{
		icon: Medal,
		ring: "bg-slate-100 text-slate-600 ring-slate-300"
	},
	{
		icon: Medal,
		ring: "bg-orange-50 text-orange-700 ring-orange-200"
	}
];
/** The schedule (in IST), the rules and the prizes under the hero. */
function KodexDetails({ contest, now }) {
	const steps = [
		{
			label: "Registration opens",
			at: contest.registrationOpensAt
		},
		{
			label: "Registration closes",
			at: contest.registrationClosesAt
		},
		{
			label: "Contest starts",
			at: contest.startDate
		},
		{
			label: `Contest ends (${formatMinutes(contest.durationMinutes)})`,
			at: contest.endsAt
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		className: "container-page grid gap-6 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "space-y-6",
			children: [contest.description && /* @__PURE__ */ jsx(DetailCard, {
				title: "About the contest",
				icon: Flag,
				children: /* @__PURE__ */ jsx("p", {
					className: "leading-relaxed whitespace-pre-line text-slate-700",
					children: contest.description
				})
			}), /* @__PURE__ */ jsx(DetailCard, {
				title: "Rules",
				icon: ListChecks,
				testId: "kodex-rules",
				children: contest.rules.length ? /* @__PURE__ */ jsx("ol", {
					className: "space-y-3",
					children: contest.rules.map((rule, i) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-3 text-slate-700",
						children: [/* @__PURE__ */ jsx("span", {
							className: "grid size-6 shrink-0 place-items-center rounded-full bg-slate-900 font-mono text-xs font-bold text-white",
							children: i + 1
						}), /* @__PURE__ */ jsx("span", {
							className: "leading-relaxed",
							children: rule
						})]
					}, rule))
				}) : /* @__PURE__ */ jsx("p", {
					className: "text-slate-600",
					children: "Solve on your own; your best judged submission per problem counts."
				})
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-6",
			children: [/* @__PURE__ */ jsx(DetailCard, {
				title: "Prizes",
				icon: Gift,
				testId: "kodex-prizes",
				children: contest.prizes.length ? /* @__PURE__ */ jsx("ul", {
					className: "space-y-3",
					children: contest.prizes.map((prize, i) => {
						const style = PRIZE_STYLES[i] ?? {
							icon: Award,
							ring: "bg-brand-50 text-brand-700 ring-brand-200"
						};
						return /* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50/70 p-3",
							children: [/* @__PURE__ */ jsx(IconTile, {
								icon: style.icon,
								className: `size-10 shrink-0 ring-1 ${style.ring}`
							}), /* @__PURE__ */ jsxs("span", {
								className: "min-w-0",
								children: [/* @__PURE__ */ jsx("span", {
									className: "block text-xs font-semibold tracking-wide text-slate-500 uppercase",
									children: prize.place
								}), /* @__PURE__ */ jsx("span", {
									className: "block font-semibold text-slate-900",
									children: prize.reward
								})]
							})]
						}, `${prize.place}-${prize.reward}`);
					})
				}) : /* @__PURE__ */ jsx("p", {
					className: "text-slate-600",
					children: "Bragging rights and a place on the ranking."
				})
			}), /* @__PURE__ */ jsx(DetailCard, {
				title: "Schedule (IST)",
				icon: CalendarClock,
				testId: "kodex-schedule",
				children: /* @__PURE__ */ jsx("ol", {
					className: "relative space-y-5 border-l-2 border-slate-200 pl-5",
					children: steps.map((step) => {
						const isPast = Date.parse(step.at) <= now;
						return /* @__PURE__ */ jsxs("li", {
							className: "relative",
							children: [
								/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									className: clsx("absolute top-1 -left-[1.72rem] size-3.5 rounded-full border-2 border-white ring-2", isPast ? "bg-brand-600 ring-brand-200" : "bg-white ring-slate-300")
								}),
								/* @__PURE__ */ jsx("p", {
									className: "text-sm font-semibold text-slate-900",
									children: step.label
								}),
								/* @__PURE__ */ jsx("p", {
									className: "text-sm text-slate-600",
									children: /* @__PURE__ */ jsx("time", {
										dateTime: step.at,
										children: istDateTime(step.at)
									})
								})
							]
						}, step.label);
					})
				})
			})]
		})]
	});
}
// src/features/kodex/components/kodex-actions.tsx
/** What a visitor can do now: register, enter (signed in and registered), see the ranking. */
function KodexActions({ contest, phase, isSignedIn }) {
	const attemptPath = `/whizz/${contest.whizzId}/attempt`;
	const ranking = /* @__PURE__ */ jsxs(Link, {
		to: `/kodex/ranking?contest=${contest._id}`,
		"data-testid": "kodex-view-ranking",
		className: buttonStyles({
			variant: phase === "finished" ? "inverse" : "outline-inverse",
			size: "lg"
		}),
		children: [/* @__PURE__ */ jsx(Trophy, {
			className: "size-4",
			"aria-hidden": "true"
		}), "View ranking"]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-4",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3 sm:flex-row sm:flex-wrap",
				children: [
					phase === "registration_open" && !contest.isRegistered && /* @__PURE__ */ jsxs(Link, {
						to: "/kodex/registration",
						"data-testid": "kodex-register",
						className: buttonStyles({
							variant: "inverse",
							size: "lg"
						}),
						children: ["Register now", /* @__PURE__ */ jsx(ArrowRight, {
							className: "size-4",
							"aria-hidden": "true"
						})]
					}),
					phase === "live" && (contest.isRegistered || !isSignedIn) && /* @__PURE__ */ jsxs(Link, {
						to: attemptPath,
						"data-testid": "kodex-enter",
						className: buttonStyles({
							variant: "inverse",
							size: "lg"
						}),
						children: [isSignedIn ? /* @__PURE__ */ jsx(Play, {
							className: "size-4",
							"aria-hidden": "true"
						}) : /* @__PURE__ */ jsx(LogIn, {
							className: "size-4",
							"aria-hidden": "true"
						}), isSignedIn ? "Enter contest" : "Sign in to enter"]
					}),
					ranking
				]
			}),
			contest.isRegistered && phase !== "finished" && /* @__PURE__ */ jsxs("p", {
				"data-testid": "kodex-registered",
				className: "inline-flex items-center gap-2 text-sm font-medium text-emerald-200",
				children: [
					/* @__PURE__ */ jsx(CheckCircle2, {
						className: "size-4",
						"aria-hidden": "true"
					}),
					"You are registered for this contest",
					phase === "live" ? "." : ": sign in with the same phone number to enter when it starts."
				]
			}),
			phase === "live" && isSignedIn && !contest.isRegistered && /* @__PURE__ */ jsx("p", {
				className: "text-sm text-brand-100",
				children: "This contest is for registered participants; you can still follow the live ranking."
			}),
			phase === "registration_closed" && !contest.isRegistered && /* @__PURE__ */ jsx("p", {
				className: "text-sm text-brand-100",
				children: "Registration has closed. Follow the live ranking once the contest starts."
			}),
			phase === "registration_soon" && /* @__PURE__ */ jsx("p", {
				className: "text-sm text-brand-100",
				children: "Registration opens soon: come back when the countdown ends."
			})
		]
	});
}
// src/features/kodex/components/kodex-hero.tsx
/** Title, tagline, the schedule at a glance, the countdown and what to do now. */
function KodexHero({ contest, phase, now, isSignedIn }) {
	const target = countdownTarget(contest, phase);
	const facts = [
		{
			icon: CalendarDays,
			text: istWeekday(contest.startDate)
		},
		{
			icon: Clock,
			text: istTime(contest.startDate)
		},
		{
			icon: Timer,
			text: formatMinutes(contest.durationMinutes)
		},
		{
			icon: Code2,
			text: plural(contest.problemCount, "coding problem")
		}
	];
	const stats = [{
		icon: Users,
		label: "Registered",
		value: contest.registeredCount.toLocaleString("en-IN"),
		testId: "kodex-registered-count"
	}, {
		icon: Code2,
		label: "Problems",
		value: contest.problemCount,
		testId: "kodex-problem-count"
	}];
	return /* @__PURE__ */ jsx(HeroStage, {
		labelledBy: "kodex-title",
		tone: "slate",
		corner: "emerald",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:gap-14 lg:py-20",
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx(EventHeading, {
					id: "kodex-title",
					icon: Code2,
					kind: "Kodex · Coding contest",
					badge: /* @__PURE__ */ jsx(KodexPhaseBadge, {
						phase,
						tone: "dark"
					}),
					title: contest.title,
					titleClassName: "sm:text-6xl"
				}),
				contest.tagline && /* @__PURE__ */ jsx("p", {
					className: "mt-5 max-w-xl text-lg leading-relaxed text-slate-300",
					children: contest.tagline
				}),
				/* @__PURE__ */ jsx(HeroFacts, {
					facts,
					label: "Contest at a glance"
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-9",
					children: /* @__PURE__ */ jsx(KodexActions, {
						contest,
						phase,
						isSignedIn
					})
				})
			] }), /* @__PURE__ */ jsxs("div", {
				className: "rounded-3xl border border-white/10 bg-white/[0.06] p-5 shadow-2xl shadow-brand-950/50 backdrop-blur sm:p-7",
				children: [target ? /* @__PURE__ */ jsx(CountdownTiles, {
					label: target.label,
					at: target.at,
					now,
					testId: "kodex-countdown"
				}) : /* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-xs font-semibold tracking-widest text-brand-200 uppercase",
						children: "Contest over"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-2xl font-bold text-white",
						children: "Thanks to everyone who took part"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-sm text-slate-300",
						children: "The final ranking is up. The next Kodex is announced here first."
					})
				] }), /* @__PURE__ */ jsx("dl", {
					className: "mt-6 grid grid-cols-2 gap-3 border-t border-white/10 pt-6",
					children: stats.map(({ icon: Icon, label, value, testId }) => /* @__PURE__ */ jsxs("div", {
						className: "rounded-xl bg-white/5 p-3",
						children: [/* @__PURE__ */ jsxs("dt", {
							className: "flex items-center gap-1.5 text-xs font-medium text-slate-400",
							children: [/* @__PURE__ */ jsx(Icon, {
								className: "size-3.5",
								"aria-hidden": "true"
							}), label]
						}), /* @__PURE__ */ jsx("dd", {
							"data-testid": testId,
							className: "mt-1 text-2xl font-bold text-white tabular-nums",
							children: value
						})]
					}, testId))
				})]
			})]
		})
	});
}
// src/features/kodex/components/kodex-past-contests.tsx
/** Finished contests, each with a link to its final ranking. */
function KodexPastContests({ contests }) {
	if (contests.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "kodex-past",
		className: "border-t border-slate-200 bg-slate-50",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page py-12 sm:py-14",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "kodex-past",
					className: "text-2xl font-bold tracking-tight text-slate-900",
					children: "Past contests"
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-1 text-slate-600",
					children: "Final rankings of earlier rounds."
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
					children: contests.map((c) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: `/kodex/ranking?contest=${c._id}`,
						"data-testid": "kodex-past-contest",
						className: "group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md",
						children: [
							/* @__PURE__ */ jsxs("span", {
								className: "flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase",
								children: [/* @__PURE__ */ jsx(Trophy, {
									className: "size-4 text-amber-500",
									"aria-hidden": "true"
								}), istWeekday(c.startDate)]
							}),
							/* @__PURE__ */ jsx("span", {
								className: "mt-2 text-lg font-bold text-slate-900",
								children: c.title
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "mt-1 text-sm text-slate-600",
								children: [
									plural(c.problemCount, "problem"),
									" · ",
									c.registeredCount.toLocaleString("en-IN"),
									" ",
									"registered"
								]
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:text-brand-800",
								children: ["View ranking", /* @__PURE__ */ jsx(ArrowRight, {
									className: "size-4 transition group-hover:translate-x-0.5",
									"aria-hidden": "true"
								})]
							})
						]
					}) }, c._id))
				})
			]
		})
	});
}
// src/features/kodex/pages/kodex-page.tsx
/** /kodex: the running or next contest (else the last one), its schedule, rules and prizes. */
function KodexPage() {
	const overview = useKodexOverview();
	const isSignedIn = useAuthStore((s) => s.isAuthenticated);
	const now = useNow();
	if (!overview.data) {
		if (overview.error) return /* @__PURE__ */ jsx(KodexLoadError, { query: overview });
		return /* @__PURE__ */ jsx(EventPageSkeleton, { label: "Loading the contest" });
	}
	const { contest, past } = overview.data;
	if (!contest) return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: "Kodex coding contest | KodeSchool" }),
		/* @__PURE__ */ jsx(KodexNoContest, {}),
		/* @__PURE__ */ jsx(KodexPastContests, { contests: past })
	] });
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: `${contest.title} · Kodex | KodeSchool` }),
		/* @__PURE__ */ jsx(KodexHero, {
			contest,
			phase: contestPhase(contest, now),
			now,
			isSignedIn
		}),
		/* @__PURE__ */ jsx(KodexDetails, {
			contest,
			now
		}),
		/* @__PURE__ */ jsx(KodexPastContests, { contests: past })
	] });
}
export { KodexPage as default };
