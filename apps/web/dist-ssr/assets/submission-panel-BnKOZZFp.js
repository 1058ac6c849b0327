import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { E as CODE_LANGUAGE_LABELS } from "./question.schema-DNwVFW8l.js";
import { clsx } from "clsx";
import { CheckCircle2, ChevronDown, Lightbulb, Lock, XCircle } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/judge/problem-details.tsx
var HINT_LABELS = {
	general: "General",
	...CODE_LANGUAGE_LABELS
};
/**
* A coding problem as a student reads it: the statement, input and output formats, constraints,
* sample tests and hints (folded). Whizz questions and practice lessons show it alike.
*/
function ProblemDetails({ problem, description, sampleTestId }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		description,
		/* @__PURE__ */ jsxs("div", {
			className: "grid gap-4 sm:grid-cols-2",
			children: [/* @__PURE__ */ jsx(Block, {
				title: "Input format",
				children: problem.inputFormat
			}), /* @__PURE__ */ jsx(Block, {
				title: "Output format",
				children: problem.outputFormat
			})]
		}),
		problem.constraints.length > 0 && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
			className: "mb-1.5 text-sm font-semibold text-slate-900",
			children: "Constraints"
		}), /* @__PURE__ */ jsx("ul", {
			className: "list-disc space-y-1 pl-5 font-mono text-sm text-slate-700",
			children: problem.constraints.map((c, i) => /* @__PURE__ */ jsx("li", { children: c }, i))
		})] }),
		problem.sampleTests.map((t, i) => /* @__PURE__ */ jsxs("div", {
			className: "grid gap-2 sm:grid-cols-2",
			"data-testid": sampleTestId,
			children: [/* @__PURE__ */ jsx(Sample, {
				label: `Sample input ${i + 1}`,
				text: t.input
			}), /* @__PURE__ */ jsx(Sample, {
				label: `Sample output ${i + 1}`,
				text: t.expectedOutput
			})]
		}, i)),
		problem.hints.length > 0 && /* @__PURE__ */ jsxs("details", {
			className: "group rounded-xl border border-amber-200 bg-amber-50/50",
			children: [/* @__PURE__ */ jsxs("summary", {
				className: "flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold text-amber-900",
				children: [
					/* @__PURE__ */ jsx(Lightbulb, {
						className: "size-4",
						"aria-hidden": "true"
					}),
					"Hints (",
					problem.hints.length,
					")",
					/* @__PURE__ */ jsx(ChevronDown, {
						className: "ml-auto size-4 transition-transform group-open:rotate-180",
						"aria-hidden": "true"
					})
				]
			}), /* @__PURE__ */ jsx("ul", {
				className: "space-y-2 px-4 pb-4 text-sm text-slate-800",
				children: problem.hints.map((h, i) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("span", {
					className: "mr-2 rounded bg-white px-1.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200",
					children: HINT_LABELS[h.language] ?? h.language
				}), h.text] }, i))
			})]
		})
	] });
}
function Block({ title, children }) {
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
		className: "mb-1 text-sm font-semibold text-slate-900",
		children: title
	}), /* @__PURE__ */ jsx("p", {
		className: "text-sm leading-relaxed whitespace-pre-wrap text-slate-700",
		children
	})] });
}
function Sample({ label, text }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [/* @__PURE__ */ jsx("p", {
			className: "mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: label
		}), /* @__PURE__ */ jsx("pre", {
			className: "overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-sm text-slate-100",
			children: text
		})]
	});
}
// src/components/judge/submission-panel.tsx
/** What the judge said about a Run (sample tests) or a Submit (all tests): a whizz question, a practice lesson. */
function SubmissionPanel({ submission, kind, error }) {
	if (error) return /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800",
		children: error
	});
	if (!submission || submission.status === "queued" || submission.status === "running") return /* @__PURE__ */ jsxs("p", {
		className: "flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700",
		role: "status",
		"data-testid": "submission-pending",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "size-4" }), submission?.status === "running" ? "Running your code..." : "Waiting for the judge..."]
	});
	if (submission.status === "error") return /* @__PURE__ */ jsxs("p", {
		role: "alert",
		className: "rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800",
		children: [
			"The judge could not run this code",
			submission.error ? `: ${submission.error}` : "",
			". Try again in a moment."
		]
	});
	const accepted = submission.verdict === "Accepted";
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		"data-testid": "submission-result",
		"data-kind": kind,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: clsx("flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3", accepted ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"),
				children: [
					accepted ? /* @__PURE__ */ jsx(CheckCircle2, {
						className: "size-5",
						"aria-hidden": "true"
					}) : /* @__PURE__ */ jsx(XCircle, {
						className: "size-5",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "font-bold",
						"data-testid": "submission-verdict",
						children: submission.verdict
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "text-sm",
						children: [
							submission.passed,
							"/",
							submission.total,
							" tests passed"
						]
					}),
					kind === "submit" && /* @__PURE__ */ jsxs("span", {
						className: "ml-auto text-sm font-semibold",
						"data-testid": "submission-points",
						children: [
							submission.pointsEarned,
							" / ",
							plural(submission.maxPoints, "point")
						]
					})
				]
			}),
			submission.compileOutput && /* @__PURE__ */ jsx("pre", {
				className: "max-h-48 overflow-auto rounded-xl bg-slate-900 p-3 text-xs whitespace-pre-wrap text-red-200",
				children: submission.compileOutput
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "space-y-2",
				children: submission.tests.map((t) => {
					const ok = t.verdict === "Accepted";
					if (t.isHidden) return /* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm",
						"data-testid": "test-hidden",
						children: [
							/* @__PURE__ */ jsx(Lock, {
								className: "size-4 text-slate-400",
								"aria-hidden": "true"
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "text-slate-700",
								children: ["Hidden test ", t.index + 1]
							}),
							/* @__PURE__ */ jsx("span", {
								className: clsx("ml-auto font-semibold", ok ? "text-emerald-700" : "text-red-700"),
								children: ok ? "Passed" : "Failed"
							})
						]
					}, t.index);
					return /* @__PURE__ */ jsxs("li", {
						className: "rounded-lg border border-slate-200 p-3 text-sm",
						"data-testid": "test-visible",
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "mb-2 flex items-center gap-2",
								children: [
									/* @__PURE__ */ jsxs("span", {
										className: "font-semibold text-slate-800",
										children: ["Sample ", t.index + 1]
									}),
									/* @__PURE__ */ jsx("span", {
										className: clsx("rounded-full px-2 py-0.5 text-xs font-semibold", ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-700"),
										children: t.verdict
									}),
									/* @__PURE__ */ jsxs("span", {
										className: "ml-auto text-xs text-slate-500",
										children: [t.timeMs, " ms"]
									})
								]
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "grid gap-2 sm:grid-cols-3",
								children: [
									/* @__PURE__ */ jsx(IoBlock, {
										label: "Input",
										text: t.input ?? ""
									}),
									/* @__PURE__ */ jsx(IoBlock, {
										label: "Expected",
										text: t.expectedOutput ?? ""
									}),
									/* @__PURE__ */ jsx(IoBlock, {
										label: "Your output",
										text: t.stdout ?? "",
										bad: !ok
									})
								]
							}),
							t.stderr && /* @__PURE__ */ jsx("pre", {
								className: "mt-2 max-h-32 overflow-auto rounded bg-red-50 p-2 text-xs whitespace-pre-wrap text-red-800",
								children: t.stderr
							})
						]
					}, t.index);
				})
			})
		]
	});
}
function IoBlock({ label, text, bad }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [/* @__PURE__ */ jsx("p", {
			className: "mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: label
		}), /* @__PURE__ */ jsx("pre", {
			className: clsx("max-h-32 overflow-auto rounded-md px-2 py-1.5 font-mono text-xs whitespace-pre-wrap", bad ? "bg-red-50 text-red-900" : "bg-slate-50 text-slate-800"),
			children: text || " "
		})]
	});
}
export { ProblemDetails as n, SubmissionPanel as t };
