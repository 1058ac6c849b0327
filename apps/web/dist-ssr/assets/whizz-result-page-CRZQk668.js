import { E as CODE_LANGUAGE_LABELS, I as ASSESS_MSG, c as QUESTION_TYPE_LABELS } from "./question.schema-DNwVFW8l.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { n as pluralNoun, t as plural } from "./plural-DYc3P-kI.js";
import { t as GlowBand } from "./glow-band-I7pHZZR7.js";
import { t as BackLink } from "./hero-stage-Ci1sKLWw.js";
import { Gt as buttonStyles, l as RouteLoader } from "../entry-server.js";
import { a as getErrorMessage, i as ApiError } from "./api-client-CyCTgC69.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { a as useWhizzResult, c as LEADERBOARD_LOAD_FAILED, l as RESULT_LOAD_FAILED, t as useLeaderboard } from "./queries-BDcBlUX1.js";
import { t as PaginationBar } from "./pagination-bar-DGMBBDzf.js";
import { t as InlineError } from "./inline-error-Zfqv3JnB.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { n as YouTag, t as TableHead } from "./table-head-D8UkoeeH.js";
import { t as formatSeconds } from "./format-seconds-D3DH32pv.js";
import { t as WhizzProblem } from "./whizz-problem-Cezebdrv.js";
import { t as OVERLINE } from "./overline-MOJ0-f4S.js";
import { Link, useParams } from "react-router";
import { clsx } from "clsx";
import { CheckCircle2, CircleDashed, CircleMinus, Clock, Info, Medal, Trophy, Users, XCircle } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/whizz/components/leaderboard.tsx
var COLUMNS = [
	{
		label: "Rank",
		className: "w-16 px-4 py-2.5"
	},
	{
		label: "Name",
		className: "px-2 py-2.5"
	},
	{
		label: "Score",
		className: "px-2 py-2.5 text-right"
	},
	{
		label: "Time",
		className: "hidden px-4 py-2.5 text-right sm:table-cell"
	}
];
var MEDALS = [
	"text-amber-500",
	"text-slate-400",
	"text-orange-600"
];
/** The whizz's leaderboard, a page at a time, with my row highlighted. */
function Leaderboard({ whizzId, page, onPage, totalScore }) {
	const query = useLeaderboard(whizzId, page);
	const data = query.data;
	if (query.isError && !data) return /* @__PURE__ */ jsx(InlineError, {
		message: getErrorMessage(query.error, LEADERBOARD_LOAD_FAILED),
		onRetry: () => void query.refetch(),
		testId: "leaderboard-error"
	});
	if (!data) return /* @__PURE__ */ jsxs("p", {
		className: "flex items-center gap-2 py-8 text-sm text-slate-600",
		role: "status",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "size-4" }), " Loading the leaderboard..."]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("card overflow-hidden", query.isFetching && "opacity-70"),
		"data-testid": "leaderboard",
		children: [/* @__PURE__ */ jsxs("table", {
			className: "w-full text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Leaderboard"
				}),
				/* @__PURE__ */ jsx(TableHead, {
					columns: COLUMNS,
					className: "bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
				}),
				/* @__PURE__ */ jsxs("tbody", {
					className: "divide-y divide-slate-100",
					children: [data.leaderboard.map((row) => /* @__PURE__ */ jsxs("tr", {
						className: clsx(row.isYou && "bg-brand-50"),
						"data-testid": "leaderboard-row",
						"data-you": row.isYou ? "true" : void 0,
						"aria-current": row.isYou ? "true" : void 0,
						children: [
							/* @__PURE__ */ jsx("td", {
								className: "px-4 py-3 font-semibold text-slate-900 tabular-nums",
								children: /* @__PURE__ */ jsxs("span", {
									className: "inline-flex items-center gap-1",
									children: [row.rank <= 3 && /* @__PURE__ */ jsx(Medal, {
										className: clsx("size-4", MEDALS[row.rank - 1]),
										"aria-hidden": "true"
									}), row.rank]
								})
							}),
							/* @__PURE__ */ jsxs("td", {
								className: "px-2 py-3 text-slate-900",
								children: [
									/* @__PURE__ */ jsx("span", {
										className: clsx(row.isYou && "font-semibold"),
										children: row.name
									}),
									row.isYou && /* @__PURE__ */ jsx(YouTag, {}),
									/* @__PURE__ */ jsx("span", {
										className: "block text-xs text-slate-600 sm:hidden",
										children: formatSeconds(row.timeTakenSeconds)
									})
								]
							}),
							/* @__PURE__ */ jsxs("td", {
								className: "px-2 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums",
								children: [row.score, /* @__PURE__ */ jsxs("span", {
									className: "font-normal text-slate-600",
									children: [" / ", totalScore]
								})]
							}),
							/* @__PURE__ */ jsx("td", {
								className: "hidden px-4 py-3 text-right whitespace-nowrap text-slate-600 tabular-nums sm:table-cell",
								children: formatSeconds(row.timeTakenSeconds)
							})
						]
					}, `${row.rank}-${row.name}-${row.submittedAt}`)), data.leaderboard.length === 0 && /* @__PURE__ */ jsx("tr", { children: /* @__PURE__ */ jsx("td", {
						colSpan: 4,
						className: "px-4 py-8 text-center text-slate-600",
						children: "No one has submitted yet."
					}) })]
				})
			]
		}), data.pagination.totalPages > 1 && /* @__PURE__ */ jsx(PaginationBar, {
			variant: "compact",
			pagination: data.pagination,
			onPageChange: onPage,
			itemLabel: "entries",
			className: "border-t border-slate-200 px-4 py-2.5"
		})]
	});
}
// src/features/whizz/components/result-breakdown.tsx
var OUTCOME = {
	correct: {
		label: "Correct",
		icon: CheckCircle2,
		tone: "text-emerald-700 bg-emerald-50"
	},
	partial: {
		label: "Partly right",
		icon: CircleMinus,
		tone: "text-amber-800 bg-amber-50"
	},
	wrong: {
		label: "Wrong",
		icon: XCircle,
		tone: "text-red-700 bg-red-50"
	},
	unanswered: {
		label: "Not answered",
		icon: CircleDashed,
		tone: "text-slate-600 bg-slate-100"
	}
};
/** "B. print()" — the option's letter and, when known, its text. */
function optionsText(q, indexes) {
	return indexes.map((i) => {
		const letter = "ABCDEFGHIJ"[i] ?? String(i + 1);
		const text = q.options?.[i];
		return text ? `${letter}. ${text}` : `Option ${letter}`;
	}).join(", ");
}
function answerText(q) {
	const a = q.answer;
	if (!a) return "—";
	if (a.type === "MCQ") return a.selected.length ? optionsText(q, a.selected) : "—";
	if (a.type === "FillInTheBlank") return a.text.trim() || "—";
	return `${CODE_LANGUAGE_LABELS[a.language]} code`;
}
function correctText(q) {
	const c = q.correctAnswer;
	if (c === null) return null;
	if (Array.isArray(c)) return optionsText(q, c);
	return c;
}
/** Each question of the result: my answer, the right one (once the whizz ended), points. */
function ResultBreakdown({ result }) {
	return /* @__PURE__ */ jsx("ol", {
		className: "space-y-3",
		"data-testid": "result-questions",
		children: result.questions.map((q, i) => {
			const o = OUTCOME[q.outcome];
			const correct = correctText(q);
			return /* @__PURE__ */ jsxs("li", {
				className: "card p-4 sm:p-5",
				"data-testid": "result-question",
				"data-outcome": q.outcome,
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex items-start gap-3",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "pt-0.5 text-sm font-semibold text-slate-500 tabular-nums",
						children: ["Q", i + 1]
					}), /* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ jsx("p", {
							className: "font-semibold break-words whitespace-pre-wrap text-slate-900",
							children: q.title
						}), /* @__PURE__ */ jsxs("div", {
							className: "mt-1.5 flex flex-wrap items-center gap-2",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "text-xs text-slate-500",
									children: QUESTION_TYPE_LABELS[q.type]
								}),
								/* @__PURE__ */ jsxs("span", {
									className: clsx("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", o.tone),
									children: [/* @__PURE__ */ jsx(o.icon, {
										className: "size-3.5",
										"aria-hidden": "true"
									}), o.label]
								}),
								/* @__PURE__ */ jsxs("span", {
									className: "ml-auto text-sm font-bold text-slate-900 tabular-nums",
									"data-testid": "result-earned",
									children: [
										q.earned,
										" / ",
										q.points,
										/* @__PURE__ */ jsxs("span", {
											className: "text-xs font-medium text-slate-500",
											children: [" ", pluralNoun(q.points, "point")]
										})
									]
								})
							]
						})]
					})]
				}), /* @__PURE__ */ jsxs("dl", {
					className: "mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 sm:pl-8",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("dt", {
							className: OVERLINE,
							children: "Your answer"
						}), /* @__PURE__ */ jsxs("dd", {
							className: "break-words text-slate-800",
							"data-testid": "result-your-answer",
							children: [answerText(q), q.type === "codingProblem" && q.total !== null && /* @__PURE__ */ jsxs("span", {
								className: "ml-1 text-slate-600",
								children: [
									"· ",
									q.passed ?? 0,
									"/",
									q.total,
									" tests passed"
								]
							})]
						})]
					}), q.type !== "codingProblem" && /* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-xs font-semibold tracking-wide text-slate-500 uppercase",
							children: "Correct answer"
						}), /* @__PURE__ */ jsx("dd", {
							className: "break-words text-slate-800",
							"data-testid": "result-correct-answer",
							children: correct ?? /* @__PURE__ */ jsx("span", {
								className: "text-slate-500",
								children: "Shown once the whizz has ended"
							})
						})]
					})]
				})]
			}, `${q.type}:${q.questionId}`);
		})
	});
}
// src/features/whizz/pages/whizz-result-page.tsx
/** /whizz/{id}/result: my score, each answer, and the leaderboard. */
function WhizzResultPage() {
	const { id = "" } = useParams();
	const isValid = ID_PATTERN.test(id);
	const query = useWhizzResult(id);
	if (!isValid) return /* @__PURE__ */ jsx(Problem, {
		title: ASSESS_MSG.whizzNotFound,
		id: null
	});
	if (query.isPending) return /* @__PURE__ */ jsx(RouteLoader, { message: "Loading your result..." });
	if (query.isError) {
		const e = query.error;
		const status = e instanceof ApiError ? e.status : null;
		const message = getErrorMessage(e, RESULT_LOAD_FAILED);
		return /* @__PURE__ */ jsx(Problem, {
			title: message,
			id: status === 409 || message === ASSESS_MSG.resultNotReady ? id : null,
			onRetry: status === null || status >= 500 ? () => void query.refetch() : void 0,
			isRetrying: query.isFetching
		});
	}
	return /* @__PURE__ */ jsx(Result, { result: query.data });
}
function Problem({ id, ...props }) {
	return /* @__PURE__ */ jsx(WhizzProblem, {
		pageTitle: "Whizz result | KodeSchool",
		description: id ? "Finish and submit the quiz to see your result." : "Open the quiz from your list.",
		action: id && /* @__PURE__ */ jsx(Link, {
			to: `/whizz/${id}/attempt`,
			className: buttonStyles(),
			children: "Back to the quiz"
		}),
		...props
	});
}
/**
* One score is the headline: the question points earned, scaled to the quiz's total score
* (rawPoints ÷ maxPoints × totalScore). The raw points are said in words here and shown per
* question below, so two "x / y" figures never sit side by side.
*/
function scoreNote(r) {
	const points = `${r.rawPoints} of ${plural(r.maxPoints, "question point")}`;
	if (r.maxPoints === r.totalScore) return `You earned ${points}.`;
	return `You earned ${points}, scaled to a score out of ${r.totalScore}.`;
}
function Result({ result: r }) {
	const [page, setPage] = useState(1);
	const pct = r.totalScore > 0 ? Math.round(r.score / r.totalScore * 100) : 0;
	const correct = r.questions.filter((q) => q.outcome === "correct").length;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: `${r.title}: result | KodeSchool` }),
		/* @__PURE__ */ jsx(GlowBand, { children: /* @__PURE__ */ jsxs("div", {
			className: "container-page pt-8 pb-24 sm:pt-10",
			children: [
				/* @__PURE__ */ jsx(BackLink, {
					to: "/whizz",
					tone: "brand",
					children: "My quizzes"
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl",
					"data-testid": "result-title",
					children: r.title
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-1 text-sm text-brand-100/90",
					children: [
						"Submitted ",
						formatDateTime(r.submittedAt),
						" IST"
					]
				})
			]
		}) }),
		/* @__PURE__ */ jsxs("div", {
			className: "container-page relative -mt-16 space-y-10 pb-20",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "card grid gap-6 p-5 sm:grid-cols-[auto_1fr] sm:items-center sm:p-6",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-center gap-4",
							children: [/* @__PURE__ */ jsx("div", {
								className: "grid size-24 shrink-0 place-items-center rounded-full",
								style: { background: `conic-gradient(var(--color-brand-600) ${pct * 3.6}deg, var(--color-slate-200) 0deg)` },
								"aria-hidden": "true",
								children: /* @__PURE__ */ jsxs("div", {
									className: "grid size-20 place-items-center rounded-full bg-white text-lg font-extrabold text-slate-900",
									children: [pct, "%"]
								})
							}), /* @__PURE__ */ jsxs("div", {
								className: "min-w-0",
								children: [
									/* @__PURE__ */ jsx("p", {
										className: OVERLINE,
										children: "Your score"
									}),
									/* @__PURE__ */ jsxs("p", {
										className: "text-3xl font-extrabold text-slate-900 tabular-nums",
										"data-testid": "result-score",
										children: [r.score, /* @__PURE__ */ jsxs("span", {
											className: "text-xl font-semibold text-slate-500",
											children: [" / ", r.totalScore]
										})]
									}),
									/* @__PURE__ */ jsx("p", {
										className: "mt-1 max-w-xs text-sm text-slate-600",
										"data-testid": "result-score-note",
										children: scoreNote(r)
									})
								]
							})]
						}),
						/* @__PURE__ */ jsxs("dl", {
							className: "grid grid-cols-3 gap-2 sm:gap-3",
							children: [
								/* @__PURE__ */ jsxs(Stat, {
									icon: CheckCircle2,
									label: "Correct",
									testId: "result-correct",
									children: [
										correct,
										" ",
										/* @__PURE__ */ jsxs("span", {
											className: "text-sm font-medium text-slate-500",
											children: ["of ", r.questions.length]
										})
									]
								}),
								/* @__PURE__ */ jsx(Stat, {
									icon: Clock,
									label: "Time taken",
									testId: "result-time",
									children: formatSeconds(r.timeTakenSeconds)
								}),
								/* @__PURE__ */ jsxs(Stat, {
									icon: Users,
									label: "Rank",
									testId: "result-rank",
									children: [
										r.rank === null ? "—" : `#${r.rank}`,
										" ",
										/* @__PURE__ */ jsxs("span", {
											className: "text-sm font-medium text-slate-500",
											children: ["of ", r.participants]
										})
									]
								})
							]
						}),
						(r.autoSubmitted || !r.whizzEnded) && /* @__PURE__ */ jsxs("div", {
							className: "space-y-2 sm:col-span-2",
							children: [r.autoSubmitted && /* @__PURE__ */ jsx(Note, {
								testId: "result-auto-submitted",
								children: "Time ran out, so your answers were submitted automatically."
							}), !r.whizzEnded && /* @__PURE__ */ jsx(Note, {
								testId: "result-not-ended",
								children: "Correct answers appear once the whizz has ended for everyone; the rank may still change."
							})]
						})
					]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "breakdown-title",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "breakdown-title",
							className: "mb-4 text-lg font-bold text-slate-900",
							children: "Question by question"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "-mt-2 mb-4 text-sm text-slate-600",
							children: "Points you earned on each question, out of what it is worth."
						}),
						/* @__PURE__ */ jsx(ResultBreakdown, { result: r })
					]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "leaderboard-title",
					children: [/* @__PURE__ */ jsxs("h2", {
						id: "leaderboard-title",
						className: "mb-4 flex items-center gap-2 text-lg font-bold text-slate-900",
						children: [/* @__PURE__ */ jsx(Trophy, {
							className: "size-5 text-amber-500",
							"aria-hidden": "true"
						}), "Leaderboard"]
					}), /* @__PURE__ */ jsx(Leaderboard, {
						whizzId: r.whizzId,
						page,
						onPage: setPage,
						totalScore: r.totalScore
					})]
				})
			]
		})
	] });
}
function Stat({ icon: Icon, label, children, testId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0 rounded-xl bg-slate-50 px-2.5 py-2.5 sm:px-3",
		children: [/* @__PURE__ */ jsxs("dt", {
			className: "flex items-center gap-1.5 text-[11px] font-semibold tracking-wide text-slate-600 uppercase sm:text-xs",
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "hidden size-3.5 sm:block",
				"aria-hidden": "true"
			}), label]
		}), /* @__PURE__ */ jsx("dd", {
			className: "mt-0.5 text-base font-bold text-slate-900 tabular-nums sm:text-lg",
			"data-testid": testId,
			children
		})]
	});
}
function Note({ children, testId }) {
	return /* @__PURE__ */ jsxs("p", {
		className: "flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-950",
		"data-testid": testId,
		children: [/* @__PURE__ */ jsx(Info, {
			className: "mt-0.5 size-4 shrink-0",
			"aria-hidden": "true"
		}), children]
	});
}
export { WhizzResultPage as default };
