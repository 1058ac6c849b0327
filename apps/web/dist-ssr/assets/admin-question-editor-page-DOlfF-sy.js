import { t as useGuardedLeave } from "./use-guarded-leave-Dxahb0Eq.js";
import { Gt as buttonStyles, Ut as StatusPanel, c as toast } from "../entry-server.js";
import { t as InlineError } from "./inline-error-Zfqv3JnB.js";
import { t as LeaveGuard } from "./leave-guard-no5dLF86.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { _ as questionListPath, c as useQuestionList, d as questionKeys, f as KIND_TEXT, h as isQuestionKind, i as useCreateQuestion, r as UsedIn, s as useQuestion, t as DifficultyBadge, u as useUpdateQuestion } from "./question-chips-r2fKMTmu.js";
import { n as failWith } from "./field-issues-CklJ7g7w.js";
import { C as ZMcqUpdateBody, E as CODE_LANGUAGE_LABELS, F as isBuildFailure, I as ASSESS_MSG, M as ZSubmissionData, N as ZSubmissionsData, O as USER_CODE_MARKER, T as CODE_LANGUAGES, a as HINT_LANGUAGES, b as ZMcqBody, f as ZCodingProblemBody, h as ZFibBody, m as ZCodingProblemUpdateBody, n as DIFFICULTIES, r as DIFFICULTY_LABELS, t as DEFAULT_QUESTION_DIFFICULTY, u as ZCheckSolutionsBody, v as ZFibUpdateBody } from "./question.schema-DNwVFW8l.js";
import { t as SectionCard } from "./section-card-rmkpWGYj.js";
import { D as allMessages, E as useZodForm, O as countErrors, S as Form, _ as FormText, b as FieldError, f as FormSwitch, g as FormNumber, j as listMessage, n as FormStringList, v as FormTextArea } from "./form-9deOHQRr.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { t as CodeEditor } from "./code-editor-DMJ4ZFTm.js";
import { r as adminInputClass } from "./form-field-C7rmj4tf.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as SaveBar } from "./save-bar-CpwdgVTu.js";
import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { useMutation, useQueries } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { clsx } from "clsx";
import { CircleCheck, Code2, EyeOff, FileQuestion, FileText, FlaskConical, ListChecks, Loader2, PlayCircle, Plus, Settings2, TestTubes, TextCursorInput, Trash2, X } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useId, useState } from "react";
import { Controller, useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
// src/features/questions-admin/lib/form-values.ts
var newMcqValues = () => ({
	question: "",
	options: [{
		text: "",
		isCorrect: false
	}, {
		text: "",
		isCorrect: false
	}],
	selectionType: "single",
	points: 1,
	difficulty: DEFAULT_QUESTION_DIFFICULTY,
	tags: [],
	isActive: true
});
var mcqToValues = (m) => ({
	question: m.question,
	options: m.options.map((o) => ({
		text: o.text,
		isCorrect: o.isCorrect
	})),
	selectionType: m.selectionType,
	points: m.points,
	difficulty: m.difficulty,
	tags: [...m.tags],
	isActive: m.isActive
});
var newFibValues = () => ({
	question: "",
	correctAnswer: "",
	points: 1,
	difficulty: DEFAULT_QUESTION_DIFFICULTY,
	tags: [],
	isActive: true
});
var fibToValues = (f) => ({
	question: f.question,
	correctAnswer: f.correctAnswer,
	points: f.points,
	difficulty: f.difficulty,
	tags: [...f.tags],
	isActive: f.isActive
});
var newCodingValues = () => ({
	problemId: "",
	title: "",
	description: "",
	inputFormat: "",
	outputFormat: "",
	constraints: [""],
	hints: [{
		language: "general",
		text: ""
	}],
	boilerplate: CODE_LANGUAGES.map((language) => ({
		language,
		code: "",
		mainCode: ""
	})),
	solutions: CODE_LANGUAGES.map((language) => ({
		language,
		code: ""
	})),
	testCases: [{
		input: "",
		expectedOutput: "",
		isHidden: false,
		points: 1
	}],
	points: 10,
	difficulty: DEFAULT_QUESTION_DIFFICULTY,
	tags: [],
	isActive: true
});
function codingToValues(p) {
	return {
		problemId: p.problemId,
		title: p.title,
		description: p.description,
		inputFormat: p.inputFormat,
		outputFormat: p.outputFormat,
		constraints: [...p.constraints],
		hints: p.hints.map((h) => ({
			language: h.language,
			text: h.text
		})),
		boilerplate: CODE_LANGUAGES.map((language) => {
			const b = p.boilerplate.find((x) => x.language === language);
			return {
				language,
				code: b?.code ?? "",
				mainCode: b?.mainCode ?? ""
			};
		}),
		solutions: CODE_LANGUAGES.map((language) => ({
			language,
			code: p.solutions.find((x) => x.language === language)?.code ?? ""
		})),
		testCases: p.testCases.map((t) => ({ ...t })),
		points: p.points,
		difficulty: p.difficulty,
		tags: [...p.tags],
		isActive: p.isActive
	};
}
/**
* The fields of `after` that differ from `before` (both already parsed by the same schema, so
* trimming and dropped empty entries compare alike). product.md §5: an update sends only these.
*/
function changedFields(before, after) {
	const patch = {};
	for (const key of Object.keys(after)) {
		if (after[key] === void 0) continue;
		if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) patch[key] = after[key];
	}
	return patch;
}
// src/features/questions-admin/api/check-solutions.ts
var CHECK_FAILED = "Failed to check the solutions";
/** POST /admin/coding-problems/check-solutions → 202 data.submissions (one per solution). */
async function checkSolutions(body) {
	try {
		return (await adminApi.post("/coding-problems/check-solutions", ZSubmissionsData, body)).data.submissions;
	} catch (error) {
		failWith(error, CHECK_FAILED);
	}
}
/** GET /admin/submissions/{id} → data.submission. */
async function getSubmission(id, signal) {
	try {
		return (await adminApi.get(`/submissions/${encodeURIComponent(id)}`, ZSubmissionData, { signal })).data.submission;
	} catch (error) {
		if (signal?.aborted) throw error;
		failWith(error, ASSESS_MSG.submissionNotFound);
	}
}
var useCheckSolutions = () => useMutation({ mutationFn: checkSolutions });
var isSettled = (s) => s !== void 0 && (s.status === "done" || s.status === "error");
/**
* Follows each submission until the judge has finished it (every SUBMISSION_POLL_MS while it is
* queued or running), starting from the copy the POST answered with.
*/
function useSubmissions(initial) {
	return useQueries({ queries: initial.map((first) => ({
		queryKey: questionKeys.submission(first._id),
		queryFn: ({ signal }) => getSubmission(first._id, signal),
		initialData: first,
		initialDataUpdatedAt: 0,
		staleTime: Infinity,
		refetchInterval: (query) => isSettled(query.state.data) ? false : 700,
		refetchIntervalInBackground: true
	})) });
}
// src/features/questions-admin/components/check-solutions.tsx
/** Beyond this many, failures are only counted (the grid shows every verdict). */
var MAX_FAILURES_SHOWN = 12;
var SHORT = {
	Accepted: "Accepted",
	"Wrong Answer": "Wrong Answer",
	"Time Limit Exceeded": "TLE",
	"Memory Limit Exceeded": "MLE",
	"Runtime Error": "Runtime Error",
	"Compilation Error": "Compile Error",
	"Syntax Error": "Syntax Error"
};
var TONE = {
	Accepted: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
	"Wrong Answer": "bg-red-50 text-red-800 ring-red-600/20",
	"Time Limit Exceeded": "bg-amber-50 text-amber-900 ring-amber-600/25",
	"Memory Limit Exceeded": "bg-amber-50 text-amber-900 ring-amber-600/25",
	"Runtime Error": "bg-rose-50 text-rose-800 ring-rose-600/20",
	"Compilation Error": "bg-slate-100 text-slate-800 ring-slate-500/25",
	"Syntax Error": "bg-slate-100 text-slate-800 ring-slate-500/25"
};
/**
* "Check solutions": runs every reference solution of the draft (saved or not) against every
* test case on the judge and shows a verdict grid, with expected and actual output for each
* failure and the compiler's output when a solution does not compile.
*/
function CheckSolutionsPanel({ getDraft }) {
	const check = useCheckSolutions();
	const [run, setRun] = useState(null);
	const start = () => {
		const draft = getDraft();
		const parsed = ZCheckSolutionsBody.safeParse({
			boilerplate: draft.boilerplate,
			solutions: draft.solutions,
			testCases: draft.testCases
		});
		if (!parsed.success) {
			toast.error(parsed.error.issues[0]?.message ?? "Fix the code and test cases first");
			return;
		}
		check.mutate(parsed.data, {
			onSuccess: (submissions) => setRun({
				id: Date.now(),
				submissions,
				tests: parsed.data.testCases.length
			}),
			onError: (error) => toast.error(error.message)
		});
	};
	return /* @__PURE__ */ jsx(SectionCard, {
		id: "check",
		icon: FlaskConical,
		title: "Check solutions",
		description: "Runs each solution inside its driver against every test case, as students will be judged. Nothing is saved.",
		actions: /* @__PURE__ */ jsx(IconTextButton, {
			icon: PlayCircle,
			variant: "secondary",
			size: "sm",
			onClick: start,
			isLoading: check.isPending,
			loadingText: "Sending…",
			"data-testid": "check-solutions",
			children: "Check solutions"
		}),
		children: run ? /* @__PURE__ */ jsx(VerdictGrid, {
			submissions: run.submissions,
			tests: run.tests
		}, run.id) : /* @__PURE__ */ jsx("p", {
			className: "text-sm text-slate-600",
			children: "No check run yet. Write at least one solution and one test case, then press “Check solutions”."
		})
	});
}
function VerdictGrid({ submissions, tests }) {
	const latest = useSubmissions(submissions).map((r, i) => r.data ?? submissions[i]);
	const done = latest.every(isSettled);
	const columns = Array.from({ length: tests }, (_, i) => i);
	const failures = latest.flatMap((s) => s.tests.filter((t) => t.verdict !== "Accepted" && !isBuildFailure(t.verdict)).map((t) => ({
		s,
		t
	})));
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		"data-testid": "verdict-grid",
		"aria-busy": !done,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "flex items-center gap-2 text-sm text-slate-700",
				"aria-live": "polite",
				children: done ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
					className: clsx("size-2 rounded-full", latest.every((s) => s.verdict === "Accepted") ? "bg-emerald-500" : "bg-red-500"),
					"aria-hidden": "true"
				}), latest.every((s) => s.verdict === "Accepted") ? "Every solution passes every test." : "Some solutions fail; see below."] }) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Spinner, { className: "size-4 text-brand-600" }), "Judging…"] })
			}),
			/* @__PURE__ */ jsx("div", {
				className: "overflow-x-auto rounded-xl border border-slate-200",
				children: /* @__PURE__ */ jsxs("table", {
					className: "w-full text-sm",
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "sr-only",
							children: "Verdict of each solution on each test case"
						}),
						/* @__PURE__ */ jsx("thead", {
							className: "bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase",
							children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "sticky left-0 bg-slate-50 px-3 py-2 text-left",
								children: "Solution"
							}), columns.map((i) => /* @__PURE__ */ jsxs("th", {
								scope: "col",
								className: "px-3 py-2 text-left whitespace-nowrap",
								children: ["Test ", i + 1]
							}, i))] })
						}),
						/* @__PURE__ */ jsx("tbody", {
							className: "divide-y divide-slate-200",
							children: latest.map((s) => /* @__PURE__ */ jsxs("tr", {
								"data-testid": "verdict-row",
								"data-language": s.language,
								children: [/* @__PURE__ */ jsxs("th", {
									scope: "row",
									className: "sticky left-0 bg-white px-3 py-2.5 text-left align-top font-medium whitespace-nowrap text-slate-900",
									children: [CODE_LANGUAGE_LABELS[s.language], /* @__PURE__ */ jsx("span", {
										className: "block text-xs font-normal text-slate-500 tabular-nums",
										children: s.status === "done" ? `${s.passed}/${s.total} passed` : s.status
									})]
								}), columns.map((i) => /* @__PURE__ */ jsx("td", {
									className: "px-3 py-2.5 align-top",
									children: /* @__PURE__ */ jsx(Cell, {
										submission: s,
										test: s.tests.find((t) => t.index === i)
									})
								}, i))]
							}, s._id))
						})
					]
				})
			}),
			latest.map((s) => (s.compileOutput.trim() || s.error) && /* @__PURE__ */ jsxs("div", {
				className: "rounded-xl border border-slate-200",
				children: [/* @__PURE__ */ jsxs("p", {
					className: "border-b border-slate-200 px-3.5 py-2 text-sm font-medium text-slate-900",
					children: [
						CODE_LANGUAGE_LABELS[s.language],
						":",
						" ",
						s.error ? "the judge could not run it" : s.verdict === "Syntax Error" ? "syntax error" : "compiler output"
					]
				}), /* @__PURE__ */ jsx("pre", {
					className: "max-h-56 overflow-auto px-3.5 py-3 font-mono text-xs whitespace-pre-wrap text-slate-800",
					"data-testid": "compile-output",
					children: s.error || s.compileOutput
				})]
			}, `${s._id}-compile`)),
			failures.length > 0 && /* @__PURE__ */ jsxs("div", {
				className: "space-y-3",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "text-sm font-semibold text-slate-900",
						children: "Failures"
					}),
					failures.slice(0, MAX_FAILURES_SHOWN).map(({ s, t }) => /* @__PURE__ */ jsx(Failure, {
						language: CODE_LANGUAGE_LABELS[s.language],
						t
					}, `${s._id}-${t.index}`)),
					failures.length > MAX_FAILURES_SHOWN && /* @__PURE__ */ jsxs("p", {
						className: "text-sm text-slate-600",
						children: [
							"…and ",
							failures.length - MAX_FAILURES_SHOWN,
							" more failing tests."
						]
					})
				]
			})
		]
	});
}
function Cell({ submission, test }) {
	if (test) return /* @__PURE__ */ jsx("span", {
		className: clsx("inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset", TONE[test.verdict]),
		title: `${test.verdict} · ${test.timeMs} ms`,
		"data-testid": "verdict-cell",
		children: SHORT[test.verdict]
	});
	if (submission.status === "done" && submission.verdict && isBuildFailure(submission.verdict)) return /* @__PURE__ */ jsx("span", {
		className: clsx("inline-flex rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", TONE[submission.verdict]),
		"data-testid": "verdict-cell",
		children: SHORT[submission.verdict]
	});
	if (isSettled(submission)) return /* @__PURE__ */ jsx("span", {
		className: "text-xs text-slate-500",
		children: "—"
	});
	return /* @__PURE__ */ jsxs("span", {
		className: "inline-flex items-center gap-1.5 text-xs text-slate-500",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "size-3" }), submission.status === "queued" ? "Queued" : "Running"]
	});
}
function Failure({ language, t }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "rounded-xl border border-red-200 bg-red-50/40",
		"data-testid": "verdict-failure",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "border-b border-red-200 px-3.5 py-2 text-sm font-medium text-red-900",
			children: [
				language,
				" · Test ",
				t.index + 1,
				": ",
				t.verdict,
				/* @__PURE__ */ jsxs("span", {
					className: "ml-2 text-xs font-normal text-red-800 tabular-nums",
					children: [t.timeMs, " ms"]
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-3 p-3.5 md:grid-cols-3",
			children: [
				/* @__PURE__ */ jsx(Output, {
					label: "Input",
					text: t.input
				}),
				/* @__PURE__ */ jsx(Output, {
					label: "Expected",
					text: t.expectedOutput
				}),
				/* @__PURE__ */ jsx(Output, {
					label: "Got",
					text: t.stdout,
					extra: t.stderr
				})
			]
		})]
	});
}
function Output({ label, text, extra }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase",
				children: label
			}),
			/* @__PURE__ */ jsx("pre", {
				className: "max-h-40 overflow-auto rounded-lg bg-white px-2.5 py-2 font-mono text-xs whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200",
				children: text === void 0 || text === "" ? /* @__PURE__ */ jsx("span", {
					className: "text-slate-400",
					children: "(empty)"
				}) : text
			}),
			extra && /* @__PURE__ */ jsx("pre", {
				className: "mt-1 max-h-32 overflow-auto rounded-lg bg-white px-2.5 py-2 font-mono text-xs whitespace-pre-wrap text-red-800 ring-1 ring-red-200",
				children: extra
			})
		]
	});
}
// src/features/questions-admin/components/coding/code-field.tsx
var CODE_MIN = "11rem";
/**
* Boilerplate, hidden driver and reference solution, one language at a time (tabs). A language
* whose boilerplate or solution is left empty is simply not offered / not checked.
*/
function CodeField() {
	const { control } = useFormContext();
	const [language, setLanguage] = useState("javascript");
	const boilerplate = useWatch({
		control,
		name: "boilerplate"
	});
	const solutions = useWatch({
		control,
		name: "solutions"
	});
	const { errors } = useFormState({
		control,
		name: ["boilerplate", "solutions"]
	});
	const index = CODE_LANGUAGES.indexOf(language);
	const messages = [...allMessages(errors.boilerplate), ...allMessages(errors.solutions)];
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [
			messages.length > 0 && /* @__PURE__ */ jsx("ul", {
				role: "alert",
				className: "space-y-1 rounded-lg bg-red-50 px-3 py-2",
				"data-testid": "code-errors",
				children: messages.map((m) => /* @__PURE__ */ jsx("li", {
					className: "text-sm font-medium text-red-800",
					children: m
				}, m))
			}),
			/* @__PURE__ */ jsx("div", {
				role: "tablist",
				"aria-label": "Language",
				className: "flex gap-1 overflow-x-auto border-b border-slate-200",
				children: CODE_LANGUAGES.map((l, i) => {
					const hasCode = Boolean(boilerplate[i]?.code.trim());
					const hasSolution = Boolean(solutions[i]?.code.trim());
					const selected = l === language;
					return /* @__PURE__ */ jsxs("button", {
						type: "button",
						role: "tab",
						"aria-selected": selected,
						"aria-controls": "code-panel",
						id: `code-tab-${l}`,
						onClick: () => setLanguage(l),
						"data-testid": `code-tab-${l}`,
						className: clsx("-mb-px inline-flex h-10 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap", selected ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"),
						children: [CODE_LANGUAGE_LABELS[l], /* @__PURE__ */ jsx("span", {
							"aria-label": hasCode && hasSolution ? "(boilerplate and solution)" : hasCode || hasSolution ? "(incomplete)" : "(not offered)",
							className: clsx("size-2 rounded-full", hasCode && hasSolution ? "bg-emerald-500" : hasCode || hasSolution ? "bg-amber-500" : "bg-slate-300")
						})]
					}, l);
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "rounded-xl bg-slate-50 px-3.5 py-3 text-xs leading-relaxed text-slate-700 ring-1 ring-slate-200",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-slate-900",
						children: "How a program is put together: "
					}),
					"the driver is hidden main code around the student’s code. Put",
					" ",
					/* @__PURE__ */ jsx("code", {
						className: "rounded bg-white px-1 font-mono text-[0.7rem] text-brand-800 ring-1 ring-slate-200",
						children: USER_CODE_MARKER
					}),
					" ",
					"in the driver where their code goes; without the marker their code comes first and the driver after it. Leave the driver empty when students write the whole program. A language with no boilerplate is not offered to students."
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				role: "tabpanel",
				id: "code-panel",
				"aria-labelledby": `code-tab-${language}`,
				className: "space-y-4",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 lg:grid-cols-2",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-sm font-medium text-slate-800",
								children: "Boilerplate"
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mb-2 text-xs text-slate-600",
								children: "What students see and edit, e.g. a function to fill in."
							}),
							/* @__PURE__ */ jsx(Controller, {
								control,
								name: `boilerplate.${index}.code`,
								render: ({ field }) => /* @__PURE__ */ jsx(CodeEditor, {
									value: field.value,
									onChange: field.onChange,
									language,
									label: `${CODE_LANGUAGE_LABELS[language]} boilerplate`,
									minHeight: CODE_MIN
								}, `bp-${language}`)
							})
						]
					}), /* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-sm font-medium text-slate-800",
								children: "Driver (hidden)"
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mb-2 text-xs text-slate-600",
								children: "Reads the input, calls the student’s code and prints the result."
							}),
							/* @__PURE__ */ jsx(Controller, {
								control,
								name: `boilerplate.${index}.mainCode`,
								render: ({ field }) => /* @__PURE__ */ jsx(CodeEditor, {
									value: field.value,
									onChange: field.onChange,
									language,
									label: `${CODE_LANGUAGE_LABELS[language]} driver`,
									minHeight: CODE_MIN
								}, `main-${language}`)
							})
						]
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "text-sm font-medium text-slate-800",
							children: "Reference solution"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mb-2 text-xs text-slate-600",
							children: "Written like a student’s answer (it goes inside the driver). “Check solutions” runs it against every test case."
						}),
						/* @__PURE__ */ jsx(Controller, {
							control,
							name: `solutions.${index}.code`,
							render: ({ field }) => /* @__PURE__ */ jsx(CodeEditor, {
								value: field.value,
								onChange: field.onChange,
								language,
								label: `${CODE_LANGUAGE_LABELS[language]} solution`,
								minHeight: CODE_MIN
							}, `sol-${language}`)
						})
					]
				})]
			})
		]
	});
}
// src/features/questions-admin/components/coding/list-fields.tsx
var HINT_LABELS = {
	general: "Any language",
	...CODE_LANGUAGE_LABELS
};
var removeButton = "grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700";
function AddRow({ label, onClick, disabled, testId }) {
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick,
		disabled,
		"data-testid": testId,
		className: "mt-2 inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-50",
		children: [/* @__PURE__ */ jsx(Plus, {
			className: "size-4",
			"aria-hidden": "true"
		}), label]
	});
}
/** Constraints: 1–10 short lines (e.g. "1 ≤ n ≤ 10^5"), in the editors' one string-list field. */
function ConstraintsField() {
	return /* @__PURE__ */ jsx(FormStringList, {
		name: "constraints",
		label: "Constraints",
		noun: "constraint",
		max: 10,
		placeholder: "e.g. 1 ≤ n ≤ 100000",
		testId: "coding-constraint",
		mono: true
	});
}
/** Hints: a language (or any) and a text of at most 250 characters each. */
function HintsField() {
	const { control, register } = useFormContext();
	const hints = useFieldArray({
		control,
		name: "hints"
	});
	const { errors } = useFormState({
		control,
		name: "hints"
	});
	const labelId = useId();
	return /* @__PURE__ */ jsxs("div", {
		role: "group",
		"aria-labelledby": labelId,
		"data-testid": "coding-hints",
		children: [
			/* @__PURE__ */ jsx("p", {
				id: labelId,
				className: "mb-1 text-sm font-medium text-slate-800",
				children: "Hints"
			}),
			/* @__PURE__ */ jsx(FieldError, { message: listMessage(errors.hints) }),
			/* @__PURE__ */ jsx("ol", {
				className: "mt-1 space-y-2",
				children: hints.fields.map((field, index) => {
					const error = errors.hints?.[index]?.text?.message;
					return /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("div", {
						className: "flex flex-col gap-1.5 sm:flex-row sm:items-center",
						children: [/* @__PURE__ */ jsx("select", {
							...register(`hints.${index}.language`),
							"aria-label": `Hint ${index + 1} language`,
							className: clsx(adminInputClass, "h-9 py-1 sm:w-40"),
							children: HINT_LANGUAGES.map((l) => /* @__PURE__ */ jsx("option", {
								value: l,
								children: HINT_LABELS[l]
							}, l))
						}), /* @__PURE__ */ jsxs("div", {
							className: "flex min-w-0 flex-1 items-center gap-1.5",
							children: [/* @__PURE__ */ jsx("input", {
								...register(`hints.${index}.text`),
								placeholder: "e.g. Keep a running total as you read the numbers.",
								"aria-label": `Hint ${index + 1}`,
								"aria-invalid": error ? true : void 0,
								"data-testid": `coding-hint-${index}`,
								autoComplete: "off",
								className: clsx(adminInputClass, "h-9 min-w-0 flex-1")
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: removeButton,
								onClick: () => hints.remove(index),
								"aria-label": `Remove hint ${index + 1}`,
								children: /* @__PURE__ */ jsx(Trash2, {
									className: "size-4",
									"aria-hidden": "true"
								})
							})]
						})]
					}), /* @__PURE__ */ jsx(FieldError, { message: error })] }, field.id);
				})
			}),
			/* @__PURE__ */ jsx(AddRow, {
				label: "Add hint",
				onClick: () => hints.append({
					language: "general",
					text: ""
				}),
				disabled: hints.fields.length >= 20,
				testId: "coding-hint-add"
			})
		]
	});
}
// src/features/questions-admin/components/coding/test-cases-field.tsx
/** Test cases: stdin, expected stdout, hidden flag (students see only pass/fail) and points. */
function TestCasesField() {
	const { control, register } = useFormContext();
	const tests = useFieldArray({
		control,
		name: "testCases"
	});
	const values = useWatch({
		control,
		name: "testCases"
	});
	const { errors } = useFormState({
		control,
		name: "testCases"
	});
	const totalPoints = values.reduce((sum, t) => sum + (Number.isFinite(t.points) ? t.points : 0), 0);
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "coding-tests",
		children: [
			/* @__PURE__ */ jsx(FieldError, { message: listMessage(errors.testCases) }),
			/* @__PURE__ */ jsx("ol", {
				className: "space-y-3",
				children: tests.fields.map((field, index) => {
					const e = errors.testCases?.[index];
					const hidden = values[index]?.isHidden;
					return /* @__PURE__ */ jsxs("li", {
						className: "rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4",
						"data-testid": "coding-test",
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "mb-3 flex flex-wrap items-center justify-between gap-2",
								children: [/* @__PURE__ */ jsxs("p", {
									className: "flex items-center gap-2 text-sm font-semibold text-slate-900",
									children: [
										"Test ",
										index + 1,
										hidden && /* @__PURE__ */ jsxs("span", {
											className: "inline-flex items-center gap-1 rounded-md bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700",
											children: [/* @__PURE__ */ jsx(EyeOff, {
												className: "size-3",
												"aria-hidden": "true"
											}), "Hidden"]
										})
									]
								}), /* @__PURE__ */ jsxs("div", {
									className: "flex items-center gap-3",
									children: [
										/* @__PURE__ */ jsxs("label", {
											className: "flex items-center gap-2 text-sm text-slate-700",
											children: [/* @__PURE__ */ jsx("input", {
												type: "checkbox",
												...register(`testCases.${index}.isHidden`),
												"data-testid": `coding-test-${index}-hidden`,
												className: "size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
											}), "Hidden"]
										}),
										/* @__PURE__ */ jsxs("label", {
											className: "flex w-32 items-center gap-2 text-sm text-slate-700",
											children: ["Points", /* @__PURE__ */ jsx("input", {
												type: "number",
												step: "any",
												inputMode: "decimal",
												...register(`testCases.${index}.points`, { valueAsNumber: true }),
												"aria-invalid": e?.points ? true : void 0,
												"data-testid": `coding-test-${index}-points`,
												className: clsx(adminInputClass, "h-8 py-1")
											})]
										}),
										/* @__PURE__ */ jsx("button", {
											type: "button",
											onClick: () => tests.remove(index),
											"aria-label": `Remove test ${index + 1}`,
											className: "grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700",
											children: /* @__PURE__ */ jsx(Trash2, {
												className: "size-4",
												"aria-hidden": "true"
											})
										})
									]
								})]
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "grid gap-3 md:grid-cols-2",
								children: [/* @__PURE__ */ jsxs("label", {
									className: "block min-w-0",
									children: [
										/* @__PURE__ */ jsx("span", {
											className: "mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase",
											children: "Input (stdin)"
										}),
										/* @__PURE__ */ jsx("textarea", {
											rows: 3,
											...register(`testCases.${index}.input`),
											"aria-invalid": e?.input ? true : void 0,
											"data-testid": `coding-test-${index}-input`,
											spellCheck: false,
											className: clsx(adminInputClass, "font-mono text-xs")
										}),
										/* @__PURE__ */ jsx(FieldError, { message: e?.input?.message })
									]
								}), /* @__PURE__ */ jsxs("label", {
									className: "block min-w-0",
									children: [
										/* @__PURE__ */ jsx("span", {
											className: "mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase",
											children: "Expected output"
										}),
										/* @__PURE__ */ jsx("textarea", {
											rows: 3,
											...register(`testCases.${index}.expectedOutput`),
											"aria-invalid": e?.expectedOutput ? true : void 0,
											"data-testid": `coding-test-${index}-output`,
											spellCheck: false,
											className: clsx(adminInputClass, "font-mono text-xs")
										}),
										/* @__PURE__ */ jsx(FieldError, { message: e?.expectedOutput?.message })
									]
								})]
							}),
							/* @__PURE__ */ jsx(FieldError, { message: e?.points?.message })
						]
					}, field.id);
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-between gap-2",
				children: [/* @__PURE__ */ jsx(AddRow, {
					label: "Add test case",
					onClick: () => tests.append({
						input: "",
						expectedOutput: "",
						isHidden: tests.fields.length > 0,
						points: 1
					}),
					disabled: tests.fields.length >= 50,
					testId: "coding-test-add"
				}), /* @__PURE__ */ jsxs("p", {
					className: "text-xs text-slate-600 tabular-nums",
					children: [
						tests.fields.length,
						" of 50 · ",
						plural(totalPoints, "test point"),
						" (scaled to the problem’s points)"
					]
				})]
			})
		]
	});
}
// src/features/questions-admin/components/difficulty-field.tsx
/** Difficulty as three segmented radio buttons. */
function DifficultyField({ registration, error, testId = "difficulty" }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("fieldset", {
		"aria-describedby": error ? `${id}-error` : void 0,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "mb-1 block text-sm font-medium text-slate-800",
				children: "Difficulty"
			}),
			/* @__PURE__ */ jsx("div", {
				className: clsx("inline-flex w-full rounded-lg border bg-slate-50 p-0.5 sm:w-auto", error ? "border-red-500" : "border-slate-300"),
				children: DIFFICULTIES.map((d) => /* @__PURE__ */ jsxs("label", {
					className: "relative flex-1 cursor-pointer sm:flex-none",
					"data-testid": `${testId}-${d}`,
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						value: d,
						...registration,
						className: "peer sr-only",
						"aria-invalid": error ? true : void 0
					}), /* @__PURE__ */ jsx("span", {
						className: clsx("flex h-8 items-center justify-center rounded-md px-4 text-sm font-medium text-slate-600 transition-colors", "peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm", "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600", d === "easy" && "peer-checked:text-emerald-800", d === "medium" && "peer-checked:text-amber-800", d === "hard" && "peer-checked:text-rose-800"),
						children: DIFFICULTY_LABELS[d]
					})]
				}, d))
			}),
			/* @__PURE__ */ jsx(FieldError, {
				id: `${id}-error`,
				message: error
			})
		]
	});
}
// src/features/questions-admin/components/form/tags-input.tsx
/**
* Tags as chips: Enter, comma or Tab after text adds one; Backspace in the empty box removes the
* last; each chip has a remove button. Duplicates (case-insensitive) are not added twice.
*/
function TagsInput({ value, onChange, error, suggestions = [], max = 20, testId = "tags", label = "Tags" }) {
	const [text, setText] = useState("");
	const id = useId();
	const listId = `${id}-suggestions`;
	const add = (raw) => {
		const parts = raw.split(",").map((t) => t.trim()).filter(Boolean);
		if (parts.length === 0) return false;
		const next = [...value];
		for (const part of parts) {
			if (next.length >= max) break;
			if (!next.some((t) => t.toLowerCase() === part.toLowerCase())) next.push(part);
		}
		onChange(next);
		setText("");
		return true;
	};
	const onKeyDown = (event) => {
		if (event.nativeEvent.isComposing) return;
		if (event.key === "Enter" || event.key === "," || event.key === "Tab" && text.trim()) {
			if (add(text) || event.key !== "Tab") event.preventDefault();
		} else if (event.key === "Backspace" && text === "" && value.length > 0) onChange(value.slice(0, -1));
	};
	const free = suggestions.filter((s) => !value.some((t) => t.toLowerCase() === s.toLowerCase()));
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: "mb-1 block text-sm font-medium text-slate-800",
			children: label
		}),
		/* @__PURE__ */ jsxs("div", {
			className: clsx("flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-sm", "focus-within:border-brand-600 focus-within:ring-4 focus-within:ring-brand-100", error ? "border-red-500" : "border-slate-300"),
			children: [
				value.map((tag) => /* @__PURE__ */ jsxs("span", {
					className: "inline-flex h-7 items-center gap-1 rounded-md bg-brand-50 pr-1 pl-2 text-sm font-medium text-brand-800",
					"data-testid": `${testId}-chip`,
					children: [tag, /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => onChange(value.filter((t) => t !== tag)),
						"aria-label": `Remove tag ${tag}`,
						className: "grid size-5 place-items-center rounded text-brand-700 hover:bg-brand-100",
						children: /* @__PURE__ */ jsx(X, {
							className: "size-3.5",
							"aria-hidden": "true"
						})
					})]
				}, tag)),
				/* @__PURE__ */ jsx("input", {
					id,
					value: text,
					onChange: (e) => setText(e.target.value),
					onKeyDown,
					onBlur: () => add(text),
					list: free.length > 0 ? listId : void 0,
					placeholder: value.length === 0 ? "Type a tag and press Enter" : "Add another",
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? `${id}-error` : `${id}-hint`,
					"data-testid": `${testId}-input`,
					autoComplete: "off",
					maxLength: 25,
					className: "h-7 min-w-32 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
				}),
				free.length > 0 && /* @__PURE__ */ jsx("datalist", {
					id: listId,
					children: free.map((s) => /* @__PURE__ */ jsx("option", { value: s }, s))
				})
			]
		}),
		error ? /* @__PURE__ */ jsx("p", {
			id: `${id}-error`,
			role: "alert",
			className: "mt-1 text-xs font-medium text-red-700",
			children: error
		}) : /* @__PURE__ */ jsxs("p", {
			id: `${id}-hint`,
			className: "mt-1 text-xs text-slate-600",
			children: [
				"Up to ",
				plural(max, "tag"),
				", each 1–25 characters. Students never see them; they help you find questions."
			]
		})
	] });
}
// src/features/questions-admin/components/question-form.tsx
/**
* The create/edit flow every question form shares: react-hook-form on the bank's shared schema,
* the dirty state reported to the page (its leave guard), the server's field messages put on
* their fields, and an edit that sends only the changed fields — or nothing and 'No changes
* made' when none changed.
*/
function useQuestionForm({ kind, saved, schema, toValues, newValues, onDirtyChange, onSaved, acceptPatch = () => true, toastInvalid = false }) {
	const form = useZodForm(schema, { defaultValues: saved ? toValues(saved) : newValues() });
	const { errors, isDirty } = form.formState;
	const create = useCreateQuestion(kind);
	const update = useUpdateQuestion(kind);
	const formId = useId();
	useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
	const onInvalid = () => {
		if (!toastInvalid) return;
		const first = schema.safeParse(form.getValues()).error?.issues[0];
		if (first) toast.error(first.message);
	};
	const onSubmit = async (body) => {
		if (!saved) {
			await create.mutateAsync(body);
			onSaved();
			return;
		}
		const patch = changedFields(schema.parse(toValues(saved)), body);
		if (Object.keys(patch).length === 0 || !acceptPatch(patch)) {
			toast.info(ASSESS_MSG.noChanges);
			return;
		}
		const next = await update.mutateAsync({
			id: saved._id,
			patch
		});
		form.reset(toValues(next));
		onSaved();
	};
	return {
		form,
		formId,
		isNew: !saved,
		isDirty,
		isSaving: create.isPending || update.isPending,
		errorCount: countErrors(errors),
		onSubmit,
		onInvalid
	};
}
/** The form element around a question's sections, with the save bar at its foot. */
function QuestionFormFrame({ state, testId, label, saveLabel, children }) {
	const form = state.form;
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: state.onSubmit,
		onInvalid: state.onInvalid,
		tell: "toast",
		className: "space-y-6",
		"data-testid": `${testId}-form`,
		"aria-label": label,
		children: [children, /* @__PURE__ */ jsx(SaveBar, {
			isDirty: state.isDirty,
			isSaving: state.isSaving,
			errorCount: state.errorCount,
			isNew: state.isNew,
			onDiscard: () => form.reset(),
			saveLabel,
			testId
		})]
	});
}
/** Points, difficulty, tags and the active switch: the last section of every question form. */
function ScoringSection({ testId, noun, pointsHint, suggestions }) {
	const { register, control } = useFormContext();
	const { errors } = useFormState({
		control,
		name: "difficulty"
	});
	return /* @__PURE__ */ jsxs(SectionCard, {
		id: "scoring",
		icon: Settings2,
		title: "Scoring and tags",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-5 sm:grid-cols-[10rem_1fr]",
				children: [/* @__PURE__ */ jsx(FormNumber, {
					label: "Points",
					type: "number",
					inputMode: "decimal",
					step: "any",
					autoComplete: "off",
					name: "points",
					testId: `${testId}-points`,
					hint: pointsHint
				}), /* @__PURE__ */ jsx(DifficultyField, {
					registration: register("difficulty"),
					error: errors.difficulty?.message,
					testId: `${testId}-difficulty`
				})]
			}),
			/* @__PURE__ */ jsx(Controller, {
				control,
				name: "tags",
				render: ({ field, fieldState }) => /* @__PURE__ */ jsx(TagsInput, {
					value: field.value,
					onChange: field.onChange,
					error: allMessages(fieldState.error)[0],
					suggestions,
					testId: `${testId}-tags`
				})
			}),
			/* @__PURE__ */ jsx(FormSwitch, {
				name: "isActive",
				label: "Active",
				description: `Only active ${noun}s can be added to a whizz.`,
				testId: "active-input"
			})
		]
	});
}
// src/features/questions-admin/components/coding-form.tsx
/**
* The coding problem form (ZCodingProblemBody; empty boilerplate and solution entries are dropped
* by the schema before it checks). Editing sends only the changed fields, or nothing and
* 'No changes made' when none changed.
*/
function CodingForm({ saved: problem, suggestions, ...props }) {
	const state = useQuestionForm({
		kind: "coding",
		saved: problem,
		schema: ZCodingProblemBody,
		toValues: codingToValues,
		newValues: newCodingValues,
		acceptPatch: (patch) => ZCodingProblemUpdateBody.safeParse(patch).success,
		...props
	});
	const { getValues } = state.form;
	return /* @__PURE__ */ jsxs(QuestionFormFrame, {
		state,
		testId: "coding",
		label: problem ? "Edit coding problem" : "New coding problem",
		saveLabel: problem ? "Save problem" : "Create problem",
		children: [
			/* @__PURE__ */ jsxs(SectionCard, {
				id: "statement",
				icon: FileText,
				title: "Problem statement",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-5 md:grid-cols-[16rem_1fr]",
						children: [/* @__PURE__ */ jsx(FormText, {
							autoComplete: "off",
							label: "Problem ID",
							name: "problemId",
							testId: "coding-problemId",
							placeholder: "e.g. sum-of-array",
							hint: "Letters, digits, - and _. Unique in the bank.",
							mono: true
						}), /* @__PURE__ */ jsx(FormText, {
							autoComplete: "off",
							label: "Title",
							name: "title",
							testId: "coding-title",
							placeholder: "e.g. Sum of an array"
						})]
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						label: "Description",
						name: "description",
						testId: "coding-description",
						rows: 5,
						placeholder: "What the program must do, with a small example.",
						hint: "At most 500 characters."
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-5 md:grid-cols-2",
						children: [/* @__PURE__ */ jsx(FormTextArea, {
							label: "Input format",
							name: "inputFormat",
							testId: "coding-inputFormat",
							rows: 3,
							placeholder: "e.g. The first line holds n; the second n integers."
						}), /* @__PURE__ */ jsx(FormTextArea, {
							label: "Output format",
							name: "outputFormat",
							testId: "coding-outputFormat",
							rows: 3,
							placeholder: "e.g. One integer: the sum."
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-6 lg:grid-cols-2",
						children: [/* @__PURE__ */ jsx(ConstraintsField, {}), /* @__PURE__ */ jsx(HintsField, {})]
					})
				]
			}),
			/* @__PURE__ */ jsx(SectionCard, {
				id: "code",
				icon: Code2,
				title: "Code per language",
				description: "JavaScript, Python, C++ and Java. Fill in the languages students may use; leave the others empty.",
				children: /* @__PURE__ */ jsx(CodeField, {})
			}),
			/* @__PURE__ */ jsx(SectionCard, {
				id: "tests",
				icon: TestTubes,
				title: "Test cases",
				description: "Output is compared ignoring trailing spaces on each line and blank lines at the end.",
				children: /* @__PURE__ */ jsx(TestCasesField, {})
			}),
			/* @__PURE__ */ jsx(CheckSolutionsPanel, { getDraft: () => getValues() }),
			/* @__PURE__ */ jsx(ScoringSection, {
				testId: "coding",
				noun: "coding problem",
				pointsHint: "Earned in proportion to the test points passed.",
				suggestions
			})
		]
	});
}
// src/features/questions-admin/components/editor-shell.tsx
/** The frame of every question editor: back link, title and the form below. */
function EditorShell({ kind, title, description, actions, wide = false, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: wide ? "mx-auto max-w-7xl" : "mx-auto max-w-4xl",
		children: [/* @__PURE__ */ jsx(AdminPageHeader, {
			back: {
				to: questionListPath(kind),
				label: "Question bank",
				testId: "back-to-list"
			},
			title,
			description,
			actions
		}), children]
	});
}
// src/features/questions-admin/components/fib-form.tsx
/**
* The fill-in-the-blank form. product.md §5: checked before sending; on failure the first
* issue's message is shown (a toast, besides each field's own message) and nothing is sent.
*/
function FibForm({ saved, suggestions, ...props }) {
	const state = useQuestionForm({
		kind: "fib",
		saved,
		schema: saved ? ZFibUpdateBody : ZFibBody,
		toValues: fibToValues,
		newValues: newFibValues,
		toastInvalid: true,
		...props
	});
	return /* @__PURE__ */ jsxs(QuestionFormFrame, {
		state,
		testId: "fib",
		label: saved ? "Edit fill in the blank" : "New fill in the blank",
		saveLabel: saved ? "Save question" : "Create question",
		children: [/* @__PURE__ */ jsxs(SectionCard, {
			id: "question",
			icon: TextCursorInput,
			title: "Question and answer",
			description: "Mark the blank with ____ so students see where the answer goes.",
			children: [/* @__PURE__ */ jsx(FormTextArea, {
				label: "Question",
				name: "question",
				testId: "fib-question",
				rows: 3,
				placeholder: "e.g. The keyword that leaves a loop early is ____.",
				hint: "At most 250 characters."
			}), /* @__PURE__ */ jsx(FormText, {
				autoComplete: "off",
				label: "Correct answer",
				name: "correctAnswer",
				testId: "fib-answer",
				placeholder: "e.g. break",
				hint: "Compared after trimming spaces, ignoring case and Unicode look-alikes. At most 100 characters."
			})]
		}), /* @__PURE__ */ jsx(ScoringSection, {
			testId: "fib",
			noun: "question",
			suggestions
		})]
	});
}
// src/features/questions-admin/components/mcq-form.tsx
var MAX_OPTIONS = 10;
/**
* The MCQ form: ZMcqBody when creating, ZMcqUpdateBody when editing (multiple choice then needs
* two or three correct options), the schemas the API checks again.
*/
function McqForm({ saved: mcq, suggestions, ...props }) {
	const state = useQuestionForm({
		kind: "mcq",
		saved: mcq,
		schema: mcq ? ZMcqUpdateBody : ZMcqBody,
		toValues: mcqToValues,
		newValues: newMcqValues,
		...props
	});
	const { form, formId } = state;
	const { register, control, formState, setValue, getValues } = form;
	const { errors } = formState;
	const options = useFieldArray({
		control,
		name: "options"
	});
	const selectionType = useWatch({
		control,
		name: "selectionType"
	});
	const optionValues = useWatch({
		control,
		name: "options"
	});
	const { isSubmitted } = formState;
	const { trigger } = form;
	useEffect(() => {
		if (isSubmitted) trigger("options");
	}, [
		isSubmitted,
		trigger,
		optionValues,
		selectionType
	]);
	const markCorrect = (index, checked) => {
		const next = getValues("options").map((o, i) => selectionType === "single" ? {
			...o,
			isCorrect: i === index
		} : i === index ? {
			...o,
			isCorrect: checked
		} : o);
		setValue("options", next, {
			shouldDirty: true,
			shouldValidate: formState.isSubmitted
		});
	};
	const optionsError = listMessage(errors.options);
	const correctCount = optionValues.filter((o) => o.isCorrect).length;
	return /* @__PURE__ */ jsxs(QuestionFormFrame, {
		state,
		testId: "mcq",
		label: mcq ? "Edit MCQ" : "New MCQ",
		saveLabel: mcq ? "Save MCQ" : "Create MCQ",
		children: [/* @__PURE__ */ jsxs(SectionCard, {
			id: "question",
			icon: ListChecks,
			title: "Question and options",
			children: [
				/* @__PURE__ */ jsx(FormTextArea, {
					label: "Question",
					name: "question",
					testId: "mcq-question",
					rows: 3,
					placeholder: "e.g. Which keyword declares a block-scoped constant in JavaScript?",
					hint: "At most 250 characters."
				}),
				/* @__PURE__ */ jsxs("fieldset", { children: [
					/* @__PURE__ */ jsx("legend", {
						className: "mb-1 block text-sm font-medium text-slate-800",
						children: "Answer type"
					}),
					/* @__PURE__ */ jsx("div", {
						className: "grid gap-2 sm:grid-cols-2",
						children: [[
							"single",
							"Single answer",
							"Exactly one option is correct."
						], [
							"multiple",
							"Multiple answers",
							mcq ? "Two or three options are correct." : "Two or more options are correct."
						]].map(([value, title, help]) => /* @__PURE__ */ jsxs("label", {
							className: "flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-3.5 py-3 has-checked:border-brand-600 has-checked:bg-brand-50/60",
							"data-testid": `mcq-selection-${value}`,
							children: [/* @__PURE__ */ jsx("input", {
								type: "radio",
								value,
								...register("selectionType"),
								className: "mt-0.5 size-4 text-brand-600 focus:ring-brand-600"
							}), /* @__PURE__ */ jsxs("span", {
								className: "text-sm",
								children: [/* @__PURE__ */ jsx("span", {
									className: "font-medium text-slate-900",
									children: title
								}), /* @__PURE__ */ jsx("span", {
									className: "block text-slate-600",
									children: help
								})]
							})]
						}, value))
					}),
					/* @__PURE__ */ jsx(FieldError, { message: errors.selectionType?.message })
				] }),
				/* @__PURE__ */ jsxs("div", {
					role: "group",
					"aria-labelledby": `${formId}-options`,
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "mb-2 flex items-baseline justify-between gap-3",
							children: [/* @__PURE__ */ jsx("p", {
								id: `${formId}-options`,
								className: "text-sm font-medium text-slate-800",
								children: "Options"
							}), /* @__PURE__ */ jsxs("p", {
								className: "text-xs text-slate-600",
								children: [
									selectionType === "single" ? "Pick the correct one" : "Tick every correct one",
									" ·",
									" ",
									correctCount,
									" marked"
								]
							})]
						}),
						optionsError && /* @__PURE__ */ jsx("p", {
							role: "alert",
							className: "mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800",
							"data-testid": "mcq-options-error",
							children: optionsError
						}),
						/* @__PURE__ */ jsx("ol", {
							className: "space-y-2",
							children: options.fields.map((field, index) => {
								const error = errors.options?.[index]?.text?.message;
								const isCorrect = optionValues[index]?.isCorrect ?? false;
								return /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("div", {
									className: clsx("flex items-center gap-2 rounded-xl border px-2 py-1.5 transition-colors", isCorrect ? "border-emerald-300 bg-emerald-50/60" : "border-slate-200"),
									children: [
										/* @__PURE__ */ jsx("label", {
											className: "grid size-8 shrink-0 cursor-pointer place-items-center",
											children: /* @__PURE__ */ jsx("input", {
												type: selectionType === "single" ? "radio" : "checkbox",
												name: `${formId}-correct-${index}`,
												checked: isCorrect,
												onChange: (e) => markCorrect(index, e.target.checked),
												onClick: () => selectionType === "single" && markCorrect(index, true),
												"aria-label": `Option ${index + 1} is correct`,
												"data-testid": `mcq-option-${index}-correct`,
												className: "size-4 text-emerald-600 focus:ring-emerald-600"
											})
										}),
										/* @__PURE__ */ jsx("span", {
											className: "w-5 shrink-0 text-xs font-semibold text-slate-500 tabular-nums",
											children: String.fromCharCode(65 + index)
										}),
										/* @__PURE__ */ jsx("input", {
											...register(`options.${index}.text`),
											placeholder: `Option ${index + 1}`,
											"aria-label": `Option ${index + 1}`,
											"aria-invalid": error ? true : void 0,
											"data-testid": `mcq-option-${index}`,
											autoComplete: "off",
											className: clsx(adminInputClass, "h-9 min-w-0 flex-1")
										}),
										isCorrect && /* @__PURE__ */ jsx(CircleCheck, {
											className: "hidden size-4 shrink-0 text-emerald-600 sm:block",
											"aria-label": "Correct"
										}),
										/* @__PURE__ */ jsx("button", {
											type: "button",
											onClick: () => options.remove(index),
											"aria-label": `Remove option ${index + 1}`,
											title: "Remove",
											"data-testid": `mcq-option-${index}-remove`,
											className: "grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700",
											children: /* @__PURE__ */ jsx(Trash2, {
												className: "size-4",
												"aria-hidden": "true"
											})
										})
									]
								}), /* @__PURE__ */ jsx(FieldError, { message: error })] }, field.id);
							})
						}),
						/* @__PURE__ */ jsxs("button", {
							type: "button",
							onClick: () => options.append({
								text: "",
								isCorrect: false
							}),
							disabled: options.fields.length >= MAX_OPTIONS,
							"data-testid": "mcq-option-add",
							className: "mt-2 inline-flex h-9 w-full items-center justify-center gap-1.5 rounded-xl border border-dashed border-slate-300 text-sm font-medium text-slate-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 disabled:pointer-events-none disabled:opacity-50",
							children: [
								/* @__PURE__ */ jsx(Plus, {
									className: "size-4",
									"aria-hidden": "true"
								}),
								"Add option",
								/* @__PURE__ */ jsxs("span", {
									className: "text-xs text-slate-500",
									children: [
										"(",
										options.fields.length,
										" of ",
										MAX_OPTIONS,
										")"
									]
								})
							]
						})
					]
				})
			]
		}), /* @__PURE__ */ jsx(ScoringSection, {
			testId: "mcq",
			noun: "MCQ",
			suggestions
		})]
	});
}
// src/features/questions-admin/pages/admin-question-editor-page.tsx
var TAG_SOURCE = {
	page: 1,
	limit: 10,
	search: "",
	difficulty: [],
	tags: [],
	isActive: ""
};
var TITLES = {
	mcq: {
		create: "New MCQ",
		edit: "Edit MCQ",
		intro: "A question with 2–10 options, one or several of them correct."
	},
	fib: {
		create: "New fill in the blank",
		edit: "Edit fill in the blank",
		intro: "A sentence with a blank; the student types the missing word or number."
	},
	coding: {
		create: "New coding problem",
		edit: "Edit coding problem",
		intro: "A statement, starting code and hidden driver per language, solutions and test cases."
	}
};
/** /admin/questions/new/{mcq|coding|fib} and /admin/questions/update/{id}/{mcq|coding|fib}. */
function AdminQuestionEditorPage() {
	const { questionType, id } = useParams();
	if (!isQuestionKind(questionType)) return /* @__PURE__ */ jsx(UnknownType, {});
	return /* @__PURE__ */ jsx(Editor, {
		kind: questionType,
		id
	}, `${questionType}:${id ?? "new"}`);
}
function UnknownType() {
	return /* @__PURE__ */ jsx(StatusPanel, {
		icon: FileQuestion,
		code: "404",
		title: "No such question type",
		description: "Questions are MCQs, coding problems or fill in the blanks.",
		className: "py-16",
		actions: /* @__PURE__ */ jsx(Link, {
			to: "/admin/questions",
			className: buttonStyles({ size: "sm" }),
			children: "Back to the question bank"
		})
	});
}
function Editor({ kind, id }) {
	const { allowRef, leave } = useGuardedLeave();
	const [dirty, setDirty] = useState(false);
	const onDirtyChange = useCallback((value) => setDirty(value), []);
	const question = useQuestion(kind, id);
	const suggestions = useQuestionList(kind, TAG_SOURCE).data?.allTags ?? [];
	const titles = TITLES[kind];
	const onSaved = useCallback(() => {
		if (id) return;
		leave(questionListPath(kind));
	}, [
		id,
		kind,
		leave
	]);
	if (id && question.isPending) return /* @__PURE__ */ jsx(EditorShell, {
		kind,
		title: titles.edit,
		children: /* @__PURE__ */ jsxs("div", {
			className: "card flex min-h-64 items-center justify-center gap-2 text-sm text-slate-600",
			role: "status",
			children: [
				/* @__PURE__ */ jsx(Loader2, {
					className: "size-5 animate-spin text-brand-600",
					"aria-hidden": "true"
				}),
				"Loading the ",
				KIND_TEXT[kind].noun,
				"…"
			]
		})
	});
	if (id && question.isError) return /* @__PURE__ */ jsx(EditorShell, {
		kind,
		title: titles.edit,
		children: /* @__PURE__ */ jsx(InlineError, {
			message: question.error.message,
			onRetry: () => void question.refetch(),
			testId: "question-load-error"
		})
	});
	const saved = question.data;
	const common = {
		onDirtyChange,
		onSaved,
		suggestions
	};
	let form;
	if (kind === "mcq") form = /* @__PURE__ */ jsx(McqForm, {
		saved,
		...common
	});
	else if (kind === "fib") form = /* @__PURE__ */ jsx(FibForm, {
		saved,
		...common
	});
	else form = /* @__PURE__ */ jsx(CodingForm, {
		saved,
		...common
	});
	return /* @__PURE__ */ jsxs(EditorShell, {
		kind,
		wide: kind === "coding",
		title: saved ? titles.edit : titles.create,
		description: saved ? /* @__PURE__ */ jsxs("span", {
			className: "flex flex-wrap items-center gap-x-3 gap-y-1",
			children: [
				/* @__PURE__ */ jsx(DifficultyBadge, { difficulty: saved.difficulty }),
				/* @__PURE__ */ jsx(UsedIn, { count: saved.usedIn }),
				/* @__PURE__ */ jsxs("span", {
					className: "text-slate-500",
					children: ["Updated ", formatDateTime(saved.updatedAt)]
				})
			]
		}) : titles.intro,
		children: [/* @__PURE__ */ jsx(LeaveGuard, {
			when: dirty,
			allowRef
		}), form]
	});
}
export { AdminQuestionEditorPage as default };
