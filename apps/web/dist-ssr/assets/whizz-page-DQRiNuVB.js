import { I as ASSESS_MSG } from "./question.schema-DNwVFW8l.js";
import { t as GlowBand } from "./glow-band-I7pHZZR7.js";
import { Gt as buttonStyles, Ut as StatusPanel, Wt as Button, b as useAuthStore, m as IconTile, x as rememberPath } from "../entry-server.js";
import { a as getErrorMessage } from "./api-client-CyCTgC69.js";
import { n as useMyWhizz } from "./queries-BDcBlUX1.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { i as formatCountdownLong, n as clockOffset, o as secondsUntil, r as formatClock, s as useServerNow } from "./clock-DfNCI3Os.js";
import "./overline-MOJ0-f4S.js";
import { Link, useNavigate } from "react-router";
import { clsx } from "clsx";
import { AlertTriangle, BrainCircuit, CalendarClock, CheckCircle2, Clock, Code2, FileQuestion, Hourglass, LogIn, Play, Radio, RotateCw, Timer, Trophy } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useMemo, useRef } from "react";
// src/features/whizz/components/whizz-card.tsx
function durationText(w) {
	return w.duration.unit === "hours" ? plural(w.duration.value, "hour") : plural(w.duration.value, "minute");
}
/** The time one attempt gets: its own limit when set, else the whole window. */
function timeText(w) {
	return w.attemptMinutes === null ? durationText(w) : `${w.attemptMinutes} min per attempt`;
}
/** One quiz on /whizz: live (Start / Resume), upcoming (countdown) or finished (score). */
function WhizzCard({ whizz: w, now }) {
	const submitted = w.attempt?.status === "submitted";
	const inProgress = w.attempt?.status === "in_progress";
	return /* @__PURE__ */ jsxs("article", {
		className: clsx("card flex h-full flex-col p-5", w.state === "live" && !submitted && "border-brand-200 ring-2 ring-brand-100"),
		"data-testid": "whizz-card",
		"data-state": w.state,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start justify-between gap-3",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "text-lg leading-snug font-bold text-slate-900",
					"data-testid": "whizz-card-title",
					children: w.title
				}), w.state === "live" && /* @__PURE__ */ jsxs("span", {
					className: "inline-flex shrink-0 items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-700 ring-1 ring-red-200",
					children: [/* @__PURE__ */ jsx("span", {
						className: "size-1.5 animate-pulse rounded-full bg-red-600",
						"aria-hidden": "true"
					}), "Live"]
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1.5 line-clamp-2 text-sm text-slate-600",
				children: w.description
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-1.5 whitespace-nowrap text-slate-700",
						children: [
							/* @__PURE__ */ jsx("dt", {
								className: "sr-only",
								children: w.attemptMinutes === null ? "Duration" : "Time limit"
							}),
							/* @__PURE__ */ jsx(Clock, {
								className: "size-4 text-slate-400",
								"aria-hidden": "true"
							}),
							/* @__PURE__ */ jsx("dd", {
								"data-testid": "whizz-card-time",
								children: timeText(w)
							})
						]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-1.5 whitespace-nowrap text-slate-700",
						children: [
							/* @__PURE__ */ jsx("dt", {
								className: "sr-only",
								children: "Questions"
							}),
							/* @__PURE__ */ jsx(FileQuestion, {
								className: "size-4 text-slate-400",
								"aria-hidden": "true"
							}),
							/* @__PURE__ */ jsx("dd", { children: plural(w.questionCount, "question") })
						]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex basis-full items-start gap-1.5 text-slate-700",
						children: [
							/* @__PURE__ */ jsx("dt", {
								className: "sr-only",
								children: "Opens"
							}),
							/* @__PURE__ */ jsx(CalendarClock, {
								className: "mt-0.5 size-4 shrink-0 text-slate-400",
								"aria-hidden": "true"
							}),
							/* @__PURE__ */ jsxs("dd", { children: [
								formatDateTime(w.startDate),
								" IST",
								w.attemptMinutes !== null && /* @__PURE__ */ jsxs("span", {
									className: "text-slate-500",
									children: [" · open ", durationText(w)]
								})
							] })
						]
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-auto pt-5",
				children: [
					w.state === "upcoming" && /* @__PURE__ */ jsxs("div", {
						className: "rounded-xl bg-slate-50 px-4 py-3",
						children: [/* @__PURE__ */ jsx("p", {
							className: "text-xs font-semibold tracking-wide text-slate-500 uppercase",
							children: "Starts in"
						}), /* @__PURE__ */ jsx("p", {
							className: "font-mono text-xl font-bold text-slate-900 tabular-nums",
							"data-testid": "whizz-countdown",
							"aria-live": "off",
							children: formatCountdownLong(secondsUntil(w.startDate, now))
						})]
					}),
					w.state === "live" && !submitted && /* @__PURE__ */ jsxs("div", {
						className: "space-y-2",
						children: [inProgress && w.attempt ? /* @__PURE__ */ jsxs("p", {
							className: "flex items-center gap-1.5 text-sm text-slate-600",
							children: [
								/* @__PURE__ */ jsx(Timer, {
									className: "size-4",
									"aria-hidden": "true"
								}),
								"Your time left",
								" ",
								/* @__PURE__ */ jsx("span", {
									className: "font-mono font-semibold text-slate-900 tabular-nums",
									"data-testid": "whizz-card-time-left",
									children: formatClock(secondsUntil(w.attempt.deadline, now))
								})
							]
						}) : /* @__PURE__ */ jsxs("p", {
							className: "flex items-center gap-1.5 text-sm text-slate-600",
							children: [
								/* @__PURE__ */ jsx(Hourglass, {
									className: "size-4",
									"aria-hidden": "true"
								}),
								"Closes in",
								" ",
								/* @__PURE__ */ jsx("span", {
									className: "font-mono font-semibold text-slate-900 tabular-nums",
									children: formatCountdownLong(secondsUntil(w.endsAt, now))
								})
							]
						}), /* @__PURE__ */ jsxs(Link, {
							to: `/whizz/${w._id}/attempt`,
							className: buttonStyles({ fullWidth: true }),
							"data-testid": inProgress ? "whizz-resume" : "whizz-start",
							children: [/* @__PURE__ */ jsx(Play, {
								className: "size-4",
								"aria-hidden": "true"
							}), inProgress ? "Resume" : "Start"]
						})]
					}),
					submitted && /* @__PURE__ */ jsxs("div", {
						className: "flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3",
						children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("p", {
							className: "flex items-center gap-1.5 text-xs font-semibold text-emerald-800",
							children: [/* @__PURE__ */ jsx(CheckCircle2, {
								className: "size-3.5",
								"aria-hidden": "true"
							}), " Submitted"]
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-xl font-bold text-slate-900 tabular-nums",
							"data-testid": "whizz-card-score",
							children: [w.attempt?.score ?? 0, /* @__PURE__ */ jsxs("span", {
								className: "text-base font-medium text-slate-500",
								children: [" / ", w.totalScore]
							})]
						})] }), /* @__PURE__ */ jsxs(Link, {
							to: `/whizz/${w._id}/result`,
							className: buttonStyles({
								variant: "secondary",
								size: "sm"
							}),
							"data-testid": "whizz-result-link",
							children: [/* @__PURE__ */ jsx(Trophy, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Result"]
						})]
					}),
					w.state === "finished" && !submitted && /* @__PURE__ */ jsx("p", {
						className: "rounded-xl bg-slate-100 px-4 py-3 text-sm font-medium text-slate-700",
						"data-testid": "whizz-missed",
						children: inProgress ? "Ended before it was submitted" : "Missed: it ended before you took it"
					})
				]
			})
		]
	});
}
// src/features/whizz/pages/whizz-page.tsx
/** /whizz: my quizzes, live first, then upcoming (with a countdown) and finished ones. */
function WhizzPage() {
	const user = useAuthStore((s) => s.user);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: "Whizz quizzes | KodeSchool" }),
		/* @__PURE__ */ jsx(Hero, {
			signedIn: user !== null,
			firstName: user?.name.firstName
		}),
		user ? /* @__PURE__ */ jsx("div", {
			className: "container-page pt-8 pb-20 sm:pt-10 sm:pb-24",
			children: /* @__PURE__ */ jsx(MyWhizz, {})
		}) : /* @__PURE__ */ jsx("div", {
			className: "container-page relative -mt-10 pb-20 sm:pb-24",
			children: /* @__PURE__ */ jsx(SignedOut, {})
		})
	] });
}
function Hero({ signedIn, firstName }) {
	return /* @__PURE__ */ jsx(GlowBand, { children: /* @__PURE__ */ jsxs("div", {
		className: `container-page pt-10 sm:pt-12 ${signedIn ? "pb-10 sm:pb-12" : "pb-20 sm:pb-24"}`,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-sm font-semibold text-brand-200",
				children: signedIn && firstName ? `Hi ${firstName}, ready?` : "Whizz quizzes"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl",
				children: signedIn ? "My quizzes" : "Timed quizzes that show where you stand"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 max-w-2xl text-brand-100/90",
				children: "Short, timed quizzes from your instructors: multiple choice, fill in the blanks and coding problems judged on the spot, with a leaderboard for your batch."
			})
		]
	}) });
}
function SignedOut() {
	const navigate = useNavigate();
	return /* @__PURE__ */ jsxs("div", {
		className: "card px-6 py-10 sm:px-10",
		"data-testid": "whizz-signed-out",
		children: [/* @__PURE__ */ jsx("div", {
			className: "grid gap-6 sm:grid-cols-3",
			children: [
				{
					icon: Timer,
					title: "Timed",
					text: "Each quiz opens at a set time and runs for a set duration."
				},
				{
					icon: Code2,
					title: "Code, judged",
					text: "Write real code in JavaScript, Python, C++ or Java; it runs against test cases."
				},
				{
					icon: Trophy,
					title: "Ranked",
					text: "See your score, every answer and where you placed in your batch."
				}
			].map((p) => /* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx(IconTile, {
					icon: p.icon,
					className: "size-10 bg-brand-50 text-brand-700"
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "mt-3 font-semibold text-slate-900",
					children: p.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-slate-600",
					children: p.text
				})
			] }, p.title))
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-8 flex flex-col items-start gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-700",
				children: "Quizzes are for KodeSchool students. Sign in to see the ones open to you."
			}), /* @__PURE__ */ jsxs(Button, {
				size: "lg",
				onClick: () => {
					rememberPath("/whizz");
					navigate("/auth/signin");
				},
				"data-testid": "whizz-sign-in",
				children: [/* @__PURE__ */ jsx(LogIn, {
					className: "size-4",
					"aria-hidden": "true"
				}), "Sign in"]
			})]
		})]
	});
}
var GROUPS = [
	{
		state: "live",
		title: "Live now",
		icon: Radio
	},
	{
		state: "upcoming",
		title: "Upcoming",
		icon: Timer
	},
	{
		state: "finished",
		title: "Finished",
		icon: Trophy
	}
];
var GROUP_EMPTY = {
	live: "Nothing running right now.",
	upcoming: "Nothing scheduled yet.",
	finished: "Finished quizzes and your scores show here."
};
function MyWhizz() {
	const query = useMyWhizz();
	const data = query.data;
	const offset = data ? clockOffset(data.serverNow, data.receivedAt) : 0;
	const now = useServerNow(offset, 1e3);
	const groups = useMemo(() => {
		const all = data?.whizz ?? [];
		const by = (s) => all.filter((w) => w.state === s);
		return {
			live: by("live").sort((a, b) => a.endsAt.localeCompare(b.endsAt)),
			upcoming: by("upcoming").sort((a, b) => a.startDate.localeCompare(b.startDate)),
			finished: by("finished").sort((a, b) => b.startDate.localeCompare(a.startDate))
		};
	}, [data]);
	const nextChange = useMemo(() => {
		const times = [...groups.upcoming.map((w) => Date.parse(w.startDate)), ...groups.live.map((w) => Date.parse(w.endsAt))];
		return times.length ? Math.min(...times) : null;
	}, [groups]);
	const asked = useRef(null);
	const { refetch } = query;
	useEffect(() => {
		if (nextChange !== null && now >= nextChange + 500 && asked.current !== nextChange) {
			asked.current = nextChange;
			refetch();
		}
	}, [
		now,
		nextChange,
		refetch
	]);
	if (!data) {
		if (query.isError) return /* @__PURE__ */ jsx("div", {
			className: "card px-6 py-14",
			"data-testid": "whizz-error",
			children: /* @__PURE__ */ jsx(StatusPanel, {
				icon: AlertTriangle,
				tone: "danger",
				title: ASSESS_MSG.quizzesLoadFailed,
				description: /* @__PURE__ */ jsx("span", {
					role: "alert",
					children: getErrorMessage(query.error, ASSESS_MSG.quizzesLoadFailed)
				}),
				actions: /* @__PURE__ */ jsxs(Button, {
					onClick: () => void query.refetch(),
					isLoading: query.isFetching,
					children: [/* @__PURE__ */ jsx(RotateCw, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Try again"]
				})
			})
		});
		return /* @__PURE__ */ jsxs("div", {
			"aria-busy": "true",
			className: "grid gap-5 sm:grid-cols-2 lg:grid-cols-3",
			children: [/* @__PURE__ */ jsx("p", {
				role: "status",
				className: "sr-only",
				children: "Loading your quizzes..."
			}), [
				0,
				1,
				2
			].map((i) => /* @__PURE__ */ jsx("div", { className: "card h-64 animate-pulse bg-slate-100/60" }, i))]
		});
	}
	if (data.whizz.length === 0) return /* @__PURE__ */ jsx("div", {
		className: "card px-6 py-14",
		"data-testid": "whizz-empty",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: BrainCircuit,
			title: "No quizzes yet",
			description: "When an instructor schedules a whizz for your batch, it shows up here with a countdown."
		})
	});
	return /* @__PURE__ */ jsx("div", {
		className: "space-y-10",
		children: GROUPS.map(({ state, title, icon }) => /* @__PURE__ */ jsx(Group, {
			title,
			icon,
			testId: `whizz-${state}`,
			items: groups[state],
			now,
			empty: GROUP_EMPTY[state]
		}, state))
	});
}
function Group({ title, icon: Icon, items, now, empty, testId }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `${testId}-title`,
		"data-testid": testId,
		children: [/* @__PURE__ */ jsxs("h2", {
			id: `${testId}-title`,
			className: "mb-4 flex items-center gap-2 text-lg font-bold text-slate-900 first:mt-0",
			children: [
				/* @__PURE__ */ jsx(Icon, {
					className: "size-5 text-brand-600",
					"aria-hidden": "true"
				}),
				title,
				/* @__PURE__ */ jsx("span", {
					className: "rounded-full bg-slate-100 px-2 text-sm font-semibold text-slate-600",
					children: items.length
				})
			]
		}), items.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "rounded-2xl border border-dashed border-slate-300 bg-white/60 px-5 py-6 text-sm text-slate-600",
			children: empty
		}) : /* @__PURE__ */ jsx("ul", {
			role: "list",
			className: "grid gap-5 sm:grid-cols-2 lg:grid-cols-3",
			children: items.map((w) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(WhizzCard, {
				whizz: w,
				now
			}) }, w._id))
		})]
	});
}
export { WhizzPage as default };
