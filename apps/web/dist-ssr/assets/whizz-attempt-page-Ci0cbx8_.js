import { E as CODE_LANGUAGE_LABELS, I as ASSESS_MSG, P as byteLength, c as QUESTION_TYPE_LABELS } from "./question.schema-DNwVFW8l.js";
import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { Gt as buttonStyles, Wt as Button, b as useAuthStore, c as toast, i as useMediaQuery, l as RouteLoader, u as scrollToTopNow } from "../entry-server.js";
import { a as getErrorMessage, i as ApiError } from "./api-client-CyCTgC69.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { d as saveAnswer, f as saveAnswerOnUnload, h as submitAttempt, i as useSubmission, m as startAttempt, o as whizzKeys, p as sendCode, r as useStudentWhizz, s as ATTEMPT_LOAD_FAILED, u as recordTabSwitch } from "./queries-BDcBlUX1.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { a as formatMinutesWords, n as clockOffset, o as secondsUntil, r as formatClock, s as useServerNow, t as clockLevel } from "./clock-DfNCI3Os.js";
import { a as initialDrafts, i as codingLanguages, n as MCQ_LETTERS, o as isAnswered, r as boilerplateOf, s as questionTitle, t as WhizzProblem } from "./whizz-problem-Cezebdrv.js";
import { t as CodeEditor } from "./code-editor-DMJ4ZFTm.js";
import { n as ProblemDetails, t as SubmissionPanel } from "./submission-panel-BnKOZZFp.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { v as attemptDeadline } from "./whizz.schema-DDHMFrik.js";
import { t as BackLink } from "./hero-stage-Ci1sKLWw.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { clsx } from "clsx";
import { ArrowLeft, ArrowRight, Check, CircleCheck, ClipboardCheck, CloudCheck, CloudOff, Eye, FileQuestion, Hourglass, Loader2, Play, RotateCcw, Send, Target, Timer, Trophy, X } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
// src/features/whizz/hooks/use-answer-saver.ts
var RETRY_MS = 3e3;
/**
* The answer queue behind useAnswerSaver: each question's latest answer goes out after a delay,
* one request per question at a time and in order; a failure is retried, a 409 closes the queue.
*/
function createAnswerQueue(whizzId, setState) {
	let onClosed = () => {};
	const timers = /* @__PURE__ */ new Map();
	const waiting = /* @__PURE__ */ new Map();
	const chains = /* @__PURE__ */ new Map();
	let busy = 0;
	let closed = false;
	let failed = false;
	const settle = () => {
		if (busy === 0 && waiting.size === 0 && timers.size === 0) setState(failed ? "error" : "saved");
	};
	const sendNow = (questionId) => {
		const timer = timers.get(questionId);
		if (timer !== void 0) window.clearTimeout(timer);
		timers.delete(questionId);
		const next = (chains.get(questionId) ?? Promise.resolve()).then(async () => {
			const answer = waiting.get(questionId);
			if (!answer || closed) return;
			waiting.delete(questionId);
			busy += 1;
			setState("saving");
			try {
				await saveAnswer(whizzId, questionId, answer);
				busy -= 1;
				failed = false;
				settle();
			} catch (error) {
				busy -= 1;
				if (error instanceof ApiError && error.status === 409) {
					closed = true;
					onClosed();
					return;
				}
				if (!waiting.has(questionId)) waiting.set(questionId, answer);
				failed = true;
				setState("error");
				timers.set(questionId, window.setTimeout(() => void sendNow(questionId), RETRY_MS));
			}
		});
		chains.set(questionId, next);
		return next;
	};
	return {
		/** Sets what happens when the server says the time is up. */
		onClosed(handler) {
			onClosed = handler;
		},
		save(questionId, answer, delay) {
			if (closed) return;
			waiting.set(questionId, answer);
			const timer = timers.get(questionId);
			if (timer !== void 0) window.clearTimeout(timer);
			timers.set(questionId, window.setTimeout(() => void sendNow(questionId), delay));
			setState("saving");
		},
		/** Sends everything still waiting and resolves when every save has answered. */
		async flush() {
			const ids = /* @__PURE__ */ new Set([...waiting.keys(), ...timers.keys()]);
			await Promise.all([...ids].map((id) => sendNow(id)));
			await Promise.all([...chains.values()]);
		},
		/** Sends what is waiting now, without waiting for the answers (leaving the page). */
		flushSoon() {
			for (const id of [...timers.keys()]) sendNow(id);
		},
		/** The page is being unloaded: hand what is still waiting to keepalive requests. */
		flushOnUnload() {
			if (closed) return;
			for (const [id, answer] of waiting) {
				const timer = timers.get(id);
				if (timer !== void 0) window.clearTimeout(timer);
				timers.delete(id);
				saveAnswerOnUnload(whizzId, id, answer);
			}
			waiting.clear();
		}
	};
}
/**
* Saves answers as they are given (PUT …/attempt/answers/{questionId}), `delay` ms after the
* last change, with a state for the "Saved" indicator. A 409 means the time is up (the server
* has submitted the attempt): `onClosed` is called.
*/
function useAnswerSaver(whizzId, onClosed) {
	const [state, setState] = useState("idle");
	const [queue] = useState(() => createAnswerQueue(whizzId, setState));
	useEffect(() => queue.onClosed(onClosed), [queue, onClosed]);
	useEffect(() => () => queue.flushSoon(), [queue]);
	useEffect(() => {
		const onPageHide = () => queue.flushOnUnload();
		window.addEventListener("pagehide", onPageHide);
		return () => window.removeEventListener("pagehide", onPageHide);
	}, [queue]);
	return {
		state,
		save: queue.save,
		flush: queue.flush
	};
}
// src/features/whizz/hooks/use-tab-switches.ts
/**
* Counts the times the student leaves the quiz tab: each time the page becomes hidden the server
* is told (POST …/attempt/tab-switch); on coming back, `warning` is set for a gentle notice.
*/
function useTabSwitches(whizzId, initial, enabled) {
	const [count, setCount] = useState(initial);
	const [warning, setWarning] = useState(false);
	const wasHidden = useRef(false);
	useEffect(() => {
		if (!enabled) return;
		let unloading = false;
		const onUnload = () => {
			unloading = true;
		};
		const onShow = () => {
			unloading = false;
		};
		const onChange = () => {
			if (unloading) return;
			if (document.visibilityState === "hidden") {
				wasHidden.current = true;
				setCount((c) => c + 1);
				recordTabSwitch(whizzId).then((n) => {
					if (n !== null) setCount(n);
				}).catch(() => void 0);
			} else if (wasHidden.current) {
				wasHidden.current = false;
				setWarning(true);
			}
		};
		window.addEventListener("beforeunload", onUnload);
		window.addEventListener("pagehide", onUnload);
		window.addEventListener("pageshow", onShow);
		document.addEventListener("visibilitychange", onChange);
		return () => {
			window.removeEventListener("beforeunload", onUnload);
			window.removeEventListener("pagehide", onUnload);
			window.removeEventListener("pageshow", onShow);
			document.removeEventListener("visibilitychange", onChange);
		};
	}, [whizzId, enabled]);
	return {
		count,
		warning,
		dismiss: () => setWarning(false)
	};
}
// src/features/whizz/components/attempt-timer.tsx
var STYLE = {
	normal: "bg-slate-100 text-slate-900",
	warning: "bg-amber-100 text-amber-950 ring-1 ring-amber-300",
	critical: "bg-red-50 text-red-700 ring-1 ring-red-300 motion-safe:animate-pulse"
};
function spokenAt(level, secondsLeft) {
	const minutes = Math.max(1, Math.round(secondsLeft / 60));
	if (level === "critical" || minutes === 1) return "One minute left";
	return `${plural(minutes, "minute")} left`;
}
/**
* The attempt's own clock (mm:ss, or h:mm:ss), counting down to its deadline: amber in its last
* minutes (clockLevel), red in the last one. Screen readers hear once as each of those begins,
* not every second.
*/
function AttemptTimer({ secondsLeft, totalSeconds }) {
	const level = clockLevel(secondsLeft, totalSeconds);
	const [previous, setPrevious] = useState(level);
	const [spoken, setSpoken] = useState("");
	if (level !== previous) {
		setPrevious(level);
		if (level !== "normal" && secondsLeft > 0) setSpoken(spokenAt(level, secondsLeft));
	}
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
		role: "timer",
		"aria-live": "off",
		"aria-label": `Time left ${formatClock(secondsLeft)}`,
		className: clsx("flex h-10 items-center gap-1.5 rounded-xl px-3 font-mono text-base font-bold tabular-nums sm:text-lg", STYLE[level]),
		"data-level": level,
		"data-testid": "attempt-clock",
		children: [
			/* @__PURE__ */ jsx(Timer, {
				className: "size-4",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("span", {
				className: "hidden font-sans text-xs font-semibold tracking-wide uppercase opacity-75 sm:inline",
				children: "Time left"
			}),
			/* @__PURE__ */ jsx("span", {
				"data-testid": "attempt-timer",
				children: formatClock(secondsLeft)
			})
		]
	}), /* @__PURE__ */ jsx("p", {
		"aria-live": "assertive",
		className: "sr-only",
		"data-testid": "attempt-timer-announcement",
		children: spoken
	})] });
}
// src/features/whizz/lib/reveal.ts
/**
* Scrolls just enough to show `el` (nothing when it is already in view; its top first when it is
* taller than the screen), smoothly unless the visitor prefers reduced motion. The element's
* scroll-margin keeps it clear of the sticky headers.
*/
function revealElement(el) {
	const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
	el.scrollIntoView({
		block: "nearest",
		behavior: reduce ? "auto" : "smooth"
	});
}
// src/features/whizz/components/coding-question.tsx
/** Run checks the samples; Submit runs every test (coding-run, coding-submit). */
var JUDGE_ACTIONS = [{
	kind: "run",
	label: "Run",
	icon: Play,
	loadingText: "Running...",
	variant: "secondary"
}, {
	kind: "submit",
	label: "Submit",
	icon: Send,
	loadingText: "Judging...",
	variant: "primary"
}];
/**
* A coding question: the statement (formats, constraints, samples, hints) and the editor with a
* language select (each language keeps its own draft), Run (sample tests) and Submit (all tests).
*/
function CodingQuestion({ whizzId, q, state, onChange, onJudged, disabled }) {
	const selectId = useId();
	const isWide = useMediaQuery("(min-width: 1280px)");
	const languages = codingLanguages(q);
	const code = state.drafts[state.language] ?? boilerplateOf(q, state.language);
	const [job, setJob] = useState(null);
	const [sendError, setSendError] = useState(null);
	const [sending, setSending] = useState(false);
	const submission = useSubmission(whizzId, job?.id ?? null);
	const sub = submission.data;
	const isJudging = sending || job !== null && job.id !== null && (!sub || sub.status === "queued" || sub.status === "running");
	const reported = useRef(null);
	useEffect(() => {
		if (sub && sub.status === "done" && sub.kind === "submit" && reported.current !== sub._id) {
			reported.current = sub._id;
			onJudged(sub);
		}
	}, [sub, onJudged]);
	const panelRef = useRef(null);
	const actionsRef = useRef(null);
	const [sends, setSends] = useState(0);
	const announcer = useRef(null);
	const settled = sendError !== null ? `error-${sends}` : sub && (sub.status === "done" || sub.status === "error") ? sub._id : null;
	useEffect(() => {
		if (sends > 0 && panelRef.current) revealElement(panelRef.current);
	}, [sends]);
	const revealed = useRef(null);
	useEffect(() => {
		const panel = panelRef.current;
		if (!settled || !panel || revealed.current === settled) return;
		revealed.current = settled;
		revealElement(panel);
		const active = document.activeElement;
		if (!active || active === document.body || actionsRef.current?.contains(active) || panel.contains(active)) panel.focus({ preventScroll: true });
		else if (announcer.current && sub && job && sendError === null) announcer.current.textContent = verdictSummary(sub, job.kind);
	}, [
		settled,
		sub,
		job,
		sendError
	]);
	const send = async (kind) => {
		setSendError(null);
		if (announcer.current) announcer.current.textContent = "";
		setSends((n) => n + 1);
		if (!code.trim()) {
			setJob({
				kind,
				id: null
			});
			setSendError(ASSESS_MSG.sourceRequired);
			return;
		}
		if (byteLength(code) > 65536) {
			setJob({
				kind,
				id: null
			});
			setSendError(ASSESS_MSG.sourceTooLarge);
			return;
		}
		setSending(true);
		setJob({
			kind,
			id: null
		});
		try {
			const s = await sendCode(whizzId, kind, {
				questionId: q.questionId,
				language: state.language,
				code
			});
			setJob({
				kind,
				id: s._id
			});
		} catch (error) {
			setSendError(getErrorMessage(error, "The judge did not take the code; try again"));
		} finally {
			setSending(false);
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-6 xl:grid-cols-2",
		"data-testid": "coding-question",
		children: [/* @__PURE__ */ jsxs("article", {
			className: "min-w-0 space-y-5",
			children: [/* @__PURE__ */ jsxs("header", { children: [
				/* @__PURE__ */ jsx("h2", {
					className: "text-xl font-bold text-slate-900",
					children: q.title
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600",
					children: [
						/* @__PURE__ */ jsx("span", { children: plural(q.points, "point") }),
						/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "·"
						}),
						/* @__PURE__ */ jsxs("span", { children: [
							q.sampleTests.length,
							" sample + ",
							q.hiddenTestCount,
							" hidden tests"
						] })
					]
				}),
				q.best && /* @__PURE__ */ jsxs("p", {
					className: "mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900",
					"data-testid": "coding-best",
					children: [
						/* @__PURE__ */ jsx(Trophy, {
							className: "size-4",
							"aria-hidden": "true"
						}),
						"Best: ",
						q.best.pointsEarned,
						" / ",
						plural(q.points, "point"),
						" (",
						q.best.passed,
						"/",
						q.best.total,
						" tests)"
					]
				})
			] }), /* @__PURE__ */ jsx(ProblemDetails, {
				problem: q,
				description: /* @__PURE__ */ jsx("p", {
					className: "leading-relaxed whitespace-pre-wrap text-slate-800",
					children: q.description
				})
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0 space-y-3",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center gap-2",
					children: [
						/* @__PURE__ */ jsx("label", {
							htmlFor: selectId,
							className: "text-sm font-medium text-slate-700",
							children: "Language"
						}),
						/* @__PURE__ */ jsx("select", {
							id: selectId,
							value: state.language,
							disabled,
							onChange: (e) => onChange({
								...state,
								language: e.target.value
							}),
							className: "h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none",
							"data-testid": "coding-language",
							children: languages.map((l) => /* @__PURE__ */ jsx("option", {
								value: l,
								children: CODE_LANGUAGE_LABELS[l]
							}, l))
						}),
						/* @__PURE__ */ jsxs("button", {
							type: "button",
							disabled: disabled || code === boilerplateOf(q, state.language),
							onClick: () => onChange({
								...state,
								drafts: {
									...state.drafts,
									[state.language]: boilerplateOf(q, state.language)
								}
							}),
							className: "ml-auto inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 disabled:opacity-40",
							children: [/* @__PURE__ */ jsx(RotateCcw, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Reset code"]
						})
					]
				}),
				/* @__PURE__ */ jsx(CodeEditor, {
					value: code,
					onChange: (v) => onChange({
						...state,
						drafts: {
							...state.drafts,
							[state.language]: v
						}
					}),
					language: state.language,
					label: `Your ${CODE_LANGUAGE_LABELS[state.language]} code for ${q.title}`,
					readOnly: disabled,
					height: isWide ? "26rem" : "20rem"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-2",
					ref: actionsRef,
					children: [JUDGE_ACTIONS.map(({ kind, label, icon: Icon, loadingText, variant }) => /* @__PURE__ */ jsxs(Button, {
						variant,
						onClick: () => void send(kind),
						disabled: disabled || isJudging,
						isLoading: isJudging && job?.kind === kind,
						loadingText,
						"data-testid": `coding-${kind}`,
						children: [/* @__PURE__ */ jsx(Icon, {
							className: "size-4",
							"aria-hidden": "true"
						}), label]
					}, kind)), /* @__PURE__ */ jsx("p", {
						className: "basis-full text-xs text-slate-500 sm:basis-auto sm:self-center",
						children: "Run checks the samples; Submit runs every test and counts your best score."
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					ref: announcer,
					"aria-live": "polite",
					className: "sr-only",
					"data-testid": "submission-announcement"
				}),
				job && /* @__PURE__ */ jsx("div", {
					ref: panelRef,
					tabIndex: -1,
					"aria-label": job.kind === "run" ? "Result of your run" : "Result of your submission",
					className: "scroll-mt-40 scroll-mb-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-300",
					"data-testid": "submission-panel",
					children: /* @__PURE__ */ jsx(SubmissionPanel, {
						submission: sub,
						kind: job.kind,
						error: sendError ?? (submission.isError ? getErrorMessage(submission.error, "Submission not found") : null)
					})
				})
			]
		})]
	});
}
/** "Run: Accepted, 2 of 2 tests passed" — what a screen reader hears when focus stays put. */
function verdictSummary(s, kind) {
	const what = kind === "run" ? "Run" : "Submission";
	if (s.status === "error") return `${what}: the judge could not run this code`;
	const points = kind === "submit" ? `, ${s.pointsEarned} of ${plural(s.maxPoints, "point")}` : "";
	return `${what}: ${s.verdict ?? "done"}, ${s.passed} of ${plural(s.total, "test")} passed${points}`;
}
// src/features/whizz/components/fib-question.tsx
/** One fill-in-the-blank: the sentence and a text box for the missing word(s). */
function FibQuestion({ q, answer, onChange, disabled }) {
	const id = useId();
	const text = answer?.type === "FillInTheBlank" ? answer.text : "";
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "fib-question",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-lg leading-relaxed font-semibold whitespace-pre-wrap text-slate-900",
				children: q.question
			}),
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "mt-5 mb-1.5 block text-sm font-medium text-slate-700",
				children: "Your answer"
			}),
			/* @__PURE__ */ jsx("input", {
				id,
				type: "text",
				value: text,
				maxLength: 250,
				disabled,
				autoComplete: "off",
				spellCheck: false,
				onChange: (e) => onChange({
					type: "FillInTheBlank",
					text: e.target.value
				}),
				placeholder: "Type the missing word or phrase",
				className: "w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none",
				"data-testid": "fib-input"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1.5 text-xs text-slate-500",
				children: "Capital letters and extra spaces do not matter."
			})
		]
	});
}
// src/features/whizz/components/mcq-question.tsx
/** One MCQ: radios for a single answer, checkboxes for several. */
function McqQuestion({ q, answer, onChange, disabled }) {
	const selected = answer?.type === "MCQ" ? answer.selected : [];
	const isMultiple = q.selectionType === "multiple";
	const toggle = (i) => {
		onChange({
			type: "MCQ",
			selected: isMultiple ? selected.includes(i) ? selected.filter((x) => x !== i) : [...selected, i].sort((a, b) => a - b) : [i]
		});
	};
	return /* @__PURE__ */ jsxs("fieldset", {
		"data-testid": "mcq-question",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "text-lg leading-relaxed font-semibold whitespace-pre-wrap text-slate-900",
				children: q.question
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 mb-4 text-sm text-slate-600",
				children: isMultiple ? "Choose every correct option." : "Choose one option."
			}),
			/* @__PURE__ */ jsx("div", {
				className: "space-y-2.5",
				children: q.options.map((text, i) => {
					const isOn = selected.includes(i);
					return /* @__PURE__ */ jsxs("label", {
						className: clsx("flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors", isOn ? "border-brand-500 bg-brand-50 ring-2 ring-brand-100" : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50", disabled && "cursor-not-allowed opacity-70"),
						"data-testid": "mcq-option",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: isMultiple ? "checkbox" : "radio",
								name: `mcq-${q.questionId}`,
								checked: isOn,
								disabled,
								onChange: () => toggle(i),
								className: "sr-only"
							}),
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: clsx("grid size-7 shrink-0 place-items-center text-sm font-bold", isMultiple ? "rounded-md" : "rounded-full", isOn ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700"),
								children: isOn ? /* @__PURE__ */ jsx(Check, { className: "size-4" }) : MCQ_LETTERS[i]
							}),
							/* @__PURE__ */ jsx("span", {
								className: "min-w-0 pt-0.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-800",
								children: text
							})
						]
					}, i);
				})
			})
		]
	});
}
// src/features/whizz/components/question-nav.tsx
/** The question buttons: answered ones filled, the current one ringed. */
function QuestionNav({ questions, answered, current, onGo, layout }) {
	const done = answered.filter(Boolean).length;
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "Questions",
		"data-testid": `question-nav-${layout}`,
		children: [
			layout === "grid" && /* @__PURE__ */ jsxs("p", {
				className: "mb-3 text-sm text-slate-600",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-slate-900",
						children: done
					}),
					" of ",
					questions.length,
					" ",
					"answered"
				]
			}),
			/* @__PURE__ */ jsx("ol", {
				className: clsx(layout === "grid" ? "grid grid-cols-5 gap-2" : "-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"),
				children: questions.map((q, i) => /* @__PURE__ */ jsx("li", {
					className: "shrink-0",
					children: /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => onGo(i),
						"aria-current": i === current ? "step" : void 0,
						"aria-label": `Question ${i + 1}, ${QUESTION_TYPE_LABELS[q.type]}, ${answered[i] ? "answered" : "not answered"}`,
						"data-testid": "nav-question",
						"data-answered": answered[i] ? "true" : "false",
						className: clsx("grid size-10 place-items-center rounded-xl text-sm font-semibold tabular-nums transition-colors", answered[i] ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-slate-300 bg-white text-slate-700 hover:border-slate-400", i === current && "ring-2 ring-brand-300 ring-offset-2"),
						children: i + 1
					})
				}, q.questionId))
			}),
			layout === "grid" && /* @__PURE__ */ jsxs("div", {
				className: "mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "flex items-center gap-1.5",
					children: [/* @__PURE__ */ jsx("span", {
						className: "size-3 rounded bg-brand-600",
						"aria-hidden": "true"
					}), " Answered"]
				}), /* @__PURE__ */ jsxs("span", {
					className: "flex items-center gap-1.5",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "size-3 rounded border border-slate-300 bg-white",
							"aria-hidden": "true"
						}),
						" ",
						"Not answered"
					]
				})]
			})
		]
	});
}
// src/features/whizz/components/submit-quiz-dialog.tsx
/** "Submit quiz?": lists the questions still unanswered, with a jump to each. */
function SubmitQuizDialog({ open, onOpenChange, questions, answered, onGo, onConfirm, isPending }) {
	const missing = questions.map((q, i) => ({
		q,
		i
	})).filter(({ i }) => !answered[i]);
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open,
		onOpenChange,
		tone: "brand",
		icon: ClipboardCheck,
		title: "Submit the quiz?",
		description: "Once submitted you cannot change your answers.",
		cancelLabel: "Keep working",
		confirmLabel: "Submit quiz",
		pendingLabel: "Submitting...",
		onConfirm,
		isPending,
		testId: "submit-quiz-dialog",
		confirmTestId: "submit-quiz-confirm",
		children: missing.length === 0 ? /* @__PURE__ */ jsxs("p", {
			className: "mt-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm font-medium text-emerald-900",
			children: [/* @__PURE__ */ jsx(CircleCheck, {
				className: "size-4",
				"aria-hidden": "true"
			}), "Every question has an answer."]
		}) : /* @__PURE__ */ jsxs("div", {
			className: "mt-4 rounded-xl bg-amber-50 px-3 py-3 text-sm text-amber-950",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "font-semibold",
				"data-testid": "unanswered-count",
				children: [plural(missing.length, "question is", "questions are"), " not answered:"]
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-2 space-y-1",
				"data-testid": "unanswered-list",
				children: missing.map(({ q, i }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "text-left underline-offset-2 hover:underline",
					onClick: () => {
						onOpenChange(false);
						onGo(i);
					},
					children: [
						/* @__PURE__ */ jsxs("span", {
							className: "font-semibold",
							children: [
								"Q",
								i + 1,
								"."
							]
						}),
						" ",
						/* @__PURE__ */ jsx("span", {
							className: "line-clamp-1 inline",
							children: questionTitle(q)
						})
					]
				}) }, q.questionId))
			})]
		})
	});
}
// src/features/whizz/components/attempt-screen.tsx
var SAVE_DELAY_MS = 600;
var CODE_SAVE_DELAY_MS = 1500;
/**
* A running attempt: its own clock, the questions (answers saved as they change), tab switches
* counted, and the submission (by the student, or by itself when the time is up).
*/
function AttemptScreen({ attempt }) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const userId = useAuthStore((s) => s.user?._id ?? "");
	const whizzId = attempt.whizzId;
	const offset = useMemo(() => clockOffset(attempt.serverNow, attempt.receivedAt), [attempt.serverNow, attempt.receivedAt]);
	const now = useServerNow(offset);
	const secondsLeft = secondsUntil(attempt.deadline, now);
	const totalSeconds = (Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)) / 1e3;
	const [questions, setQuestions] = useState(attempt.questions);
	const [answers, setAnswers] = useState(attempt.answers);
	const [coding, setCoding] = useState(() => {
		const out = {};
		for (const q of attempt.questions) if (q.type === "codingProblem") out[q.questionId] = initialDrafts(q, attempt.answers[q.questionId]);
		return out;
	});
	const [current, setCurrent] = useState(0);
	const [confirmOpen, setConfirmOpen] = useState(false);
	const [finishing, setFinishing] = useState(null);
	const [retryAt, setRetryAt] = useState(0);
	const finished = useRef(false);
	const titleRef = useRef(null);
	useEffect(() => {
		scrollToTopNow();
		titleRef.current?.focus({ preventScroll: true });
	}, []);
	const goToResult = useCallback(() => {
		queryClient.invalidateQueries({ queryKey: whizzKeys.mine(userId) });
		navigate(`/whizz/${whizzId}/result`, { replace: true });
	}, [
		navigate,
		queryClient,
		userId,
		whizzId
	]);
	const saver = useAnswerSaver(whizzId, useCallback(() => {
		if (finished.current) return;
		finished.current = true;
		toast.info(ASSESS_MSG.timeUp);
		goToResult();
	}, [goToResult]));
	const tabs = useTabSwitches(whizzId, attempt.tabSwitches, finishing === null);
	const finish = useCallback(async (how) => {
		if (finished.current) return;
		setFinishing(how);
		try {
			await saver.flush();
			if (finished.current) return;
			await submitAttempt(whizzId);
			finished.current = true;
			toast.success(how === "auto" ? ASSESS_MSG.timeUp : ASSESS_MSG.attemptSubmitted);
			goToResult();
		} catch (error) {
			if (error instanceof ApiError && error.status === 409) {
				finished.current = true;
				toast.info(getErrorMessage(error, ASSESS_MSG.timeUp));
				goToResult();
				return;
			}
			toast.error(getErrorMessage(error, "Failed to submit; trying again"));
			if (how === "auto") setRetryAt(Date.now() + offset + 3e3);
			setFinishing(null);
		}
	}, [
		saver,
		whizzId,
		goToResult,
		offset
	]);
	useEffect(() => {
		if (secondsLeft === 0 && !finished.current && finishing === null && now >= retryAt) finish("auto");
	}, [
		secondsLeft,
		finishing,
		finish,
		now,
		retryAt
	]);
	const answered = useMemo(() => questions.map((q) => isAnswered(q, answers[q.questionId])), [questions, answers]);
	const setAnswer = (questionId, answer, delay = SAVE_DELAY_MS) => {
		setAnswers((a) => ({
			...a,
			[questionId]: answer
		}));
		saver.save(questionId, answer, delay);
	};
	const onCodingChange = (questionId, next) => {
		setCoding((c) => ({
			...c,
			[questionId]: next
		}));
		const code = next.drafts[next.language] ?? "";
		setAnswer(questionId, {
			type: "codingProblem",
			language: next.language,
			code
		}, CODE_SAVE_DELAY_MS);
	};
	const onJudged = useCallback((s, questionId) => {
		setQuestions((qs) => qs.map((q) => q.type === "codingProblem" && q.questionId === questionId ? {
			...q,
			best: q.best && q.best.pointsEarned >= s.pointsEarned ? q.best : {
				pointsEarned: s.pointsEarned,
				passed: s.passed,
				total: s.total
			}
		} : q));
	}, []);
	const q = questions[current];
	const locked = finishing !== null;
	const nav = {
		questions,
		answered,
		current,
		onGo: setCurrent
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "min-h-[calc(100dvh-4rem)] bg-slate-50 pb-16",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${attempt.title} | Whizz | KodeSchool` }),
			/* @__PURE__ */ jsx("div", {
				className: "sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur",
				children: /* @__PURE__ */ jsxs("div", {
					className: "mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "min-w-0 flex-1",
							children: [/* @__PURE__ */ jsx("h1", {
								ref: titleRef,
								tabIndex: -1,
								className: "truncate text-base font-bold text-slate-900 outline-none sm:text-lg",
								"data-testid": "attempt-title",
								children: attempt.title
							}), /* @__PURE__ */ jsx(SaveIndicator, { state: saver.state })]
						}),
						/* @__PURE__ */ jsx(AttemptTimer, {
							secondsLeft,
							totalSeconds
						}),
						/* @__PURE__ */ jsxs(Button, {
							size: "sm",
							onClick: () => setConfirmOpen(true),
							disabled: locked,
							"data-testid": "submit-quiz",
							className: "h-10",
							children: [
								/* @__PURE__ */ jsx(Send, {
									className: "size-4",
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "hidden sm:inline",
									children: "Submit quiz"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "sm:hidden",
									children: "Submit"
								})
							]
						})
					]
				})
			}),
			tabs.warning && /* @__PURE__ */ jsx("div", {
				className: "mx-auto mt-4 max-w-7xl px-4 sm:px-6",
				children: /* @__PURE__ */ jsxs("div", {
					role: "status",
					"data-testid": "tab-switch-warning",
					className: "flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950",
					children: [
						/* @__PURE__ */ jsx(Eye, {
							className: "mt-0.5 size-4 shrink-0",
							"aria-hidden": "true"
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "flex-1",
							children: [
								"You left the quiz tab",
								" ",
								tabs.count === 1 ? "once" : /* @__PURE__ */ jsx("span", {
									"data-testid": "tab-switch-count",
									children: plural(tabs.count, "time")
								}),
								". Your instructor sees how often this happens, so please stay on this tab until you submit."
							]
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							onClick: tabs.dismiss,
							"aria-label": "Dismiss",
							className: "grid size-7 shrink-0 place-items-center rounded-lg hover:bg-amber-100",
							children: /* @__PURE__ */ jsx(X, {
								className: "size-4",
								"aria-hidden": "true"
							})
						})
					]
				})
			}),
			finishing === "auto" && /* @__PURE__ */ jsx("div", {
				className: "mx-auto mt-4 max-w-7xl px-4 sm:px-6",
				children: /* @__PURE__ */ jsxs("p", {
					role: "status",
					className: "flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900",
					"data-testid": "auto-submitting",
					children: [/* @__PURE__ */ jsx(Loader2, {
						className: "size-4 animate-spin",
						"aria-hidden": "true"
					}), "Time is up. Submitting your answers..."]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mx-auto mt-4 grid max-w-7xl gap-6 px-4 sm:px-6 lg:mt-6 lg:grid-cols-[14rem_minmax(0,1fr)]",
				children: [/* @__PURE__ */ jsx("aside", {
					className: "hidden lg:block",
					children: /* @__PURE__ */ jsx("div", {
						className: "card sticky top-36 p-4",
						children: /* @__PURE__ */ jsx(QuestionNav, {
							...nav,
							layout: "grid"
						})
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("div", {
						className: "lg:hidden",
						children: /* @__PURE__ */ jsx(QuestionNav, {
							...nav,
							layout: "strip"
						})
					}), q && /* @__PURE__ */ jsxs("section", {
						className: "card mt-4 p-4 sm:p-6 lg:mt-0",
						"aria-label": `Question ${current + 1} of ${questions.length}`,
						"data-testid": "question-card",
						children: [
							/* @__PURE__ */ jsxs("p", {
								className: "mb-4 flex items-center gap-2 text-sm text-slate-600",
								children: [
									/* @__PURE__ */ jsxs("span", {
										className: "font-semibold text-slate-900",
										children: [
											"Question ",
											current + 1,
											" of ",
											questions.length
										]
									}),
									/* @__PURE__ */ jsx("span", {
										"aria-hidden": "true",
										children: "·"
									}),
									/* @__PURE__ */ jsx("span", { children: QUESTION_TYPE_LABELS[q.type] }),
									q.type !== "codingProblem" && /* @__PURE__ */ jsx("span", {
										className: "ml-auto rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700",
										children: plural(q.points, "point")
									})
								]
							}),
							q.type === "MCQ" && /* @__PURE__ */ jsx(McqQuestion, {
								q,
								answer: answers[q.questionId],
								onChange: (a) => setAnswer(q.questionId, a, 0),
								disabled: locked
							}, q.questionId),
							q.type === "FillInTheBlank" && /* @__PURE__ */ jsx(FibQuestion, {
								q,
								answer: answers[q.questionId],
								onChange: (a) => setAnswer(q.questionId, a),
								disabled: locked
							}, q.questionId),
							q.type === "codingProblem" && coding[q.questionId] && /* @__PURE__ */ jsx(CodingQuestion, {
								whizzId,
								q,
								state: coding[q.questionId],
								onChange: (next) => onCodingChange(q.questionId, next),
								onJudged: (s) => onJudged(s, q.questionId),
								disabled: locked
							}, q.questionId),
							/* @__PURE__ */ jsxs("div", {
								className: "mt-8 flex items-center justify-between gap-3 border-t border-slate-100 pt-4",
								children: [/* @__PURE__ */ jsxs(Button, {
									variant: "secondary",
									size: "sm",
									onClick: () => setCurrent((c) => Math.max(0, c - 1)),
									disabled: current === 0,
									"data-testid": "prev-question",
									children: [/* @__PURE__ */ jsx(ArrowLeft, {
										className: "size-4",
										"aria-hidden": "true"
									}), "Previous"]
								}), current < questions.length - 1 ? /* @__PURE__ */ jsxs(Button, {
									size: "sm",
									onClick: () => setCurrent((c) => c + 1),
									"data-testid": "next-question",
									children: ["Next", /* @__PURE__ */ jsx(ArrowRight, {
										className: "size-4",
										"aria-hidden": "true"
									})]
								}) : /* @__PURE__ */ jsxs(Button, {
									size: "sm",
									onClick: () => setConfirmOpen(true),
									disabled: locked,
									children: [/* @__PURE__ */ jsx(Trophy, {
										className: "size-4",
										"aria-hidden": "true"
									}), "Finish"]
								})]
							})
						]
					})]
				})]
			}),
			/* @__PURE__ */ jsx(SubmitQuizDialog, {
				open: confirmOpen,
				onOpenChange: setConfirmOpen,
				questions,
				answered,
				onGo: setCurrent,
				onConfirm: () => void finish("manual"),
				isPending: finishing === "manual"
			})
		]
	});
}
function SaveIndicator({ state }) {
	if (state === "idle") return /* @__PURE__ */ jsx("p", {
		className: "text-xs text-slate-500",
		children: "Answers save as you go"
	});
	return /* @__PURE__ */ jsxs("p", {
		className: clsx("flex items-center gap-1 text-xs font-medium", state === "error" ? "text-red-700" : state === "saved" ? "text-emerald-700" : "text-slate-500"),
		"data-testid": "save-state",
		"data-state": state,
		"aria-live": "polite",
		children: [
			state === "saving" && /* @__PURE__ */ jsx(Loader2, {
				className: "size-3.5 animate-spin",
				"aria-hidden": "true"
			}),
			state === "saved" && /* @__PURE__ */ jsx(CloudCheck, {
				className: "size-3.5",
				"aria-hidden": "true"
			}),
			state === "error" && /* @__PURE__ */ jsx(CloudOff, {
				className: "size-3.5",
				"aria-hidden": "true"
			}),
			state === "saving" ? "Saving..." : state === "saved" ? "Saved" : "Not saved yet, retrying"
		]
	});
}
// src/features/whizz/components/start-screen.tsx
/** How long an attempt started at `now` would last, and why (its limit, or the window's end). */
function attemptTime(w, now) {
	const endsAt = Date.parse(w.endsAt);
	const seconds = Math.max(0, (attemptDeadline(now, endsAt, w.attemptMinutes) - now) / 1e3);
	const full = w.attemptMinutes === null ? null : w.attemptMinutes * 60;
	if (full === null) return {
		seconds,
		text: formatMinutesWords(seconds),
		caption: "until the quiz closes"
	};
	if (seconds >= full) return {
		seconds,
		text: formatMinutesWords(full),
		caption: "from when you press Start quiz"
	};
	return {
		seconds,
		text: formatMinutesWords(seconds),
		caption: `the quiz closes before the full ${formatMinutesWords(full)}`
	};
}
var RULES = [
	{
		icon: Timer,
		text: "The clock starts when you press Start quiz and keeps running even if you leave the page."
	},
	{
		icon: CloudCheck,
		text: "Your answers are saved as you go; change them as often as you like until you submit."
	},
	{
		icon: Send,
		text: "When time is up, your answers are submitted automatically."
	},
	{
		icon: Eye,
		text: "Switching to another tab or window is recorded, and your instructor sees how often it happened."
	},
	{
		icon: Trophy,
		text: "You get one attempt. Then you see your score, every answer and the leaderboard."
	}
];
/**
* What a quiz asks of you before its clock starts: the time you get, the questions, the score
* and the rules. The attempt starts only on "Start quiz".
*/
function StartScreen({ whizz: w, now, onStart, isStarting }) {
	const time = attemptTime(w, now);
	return /* @__PURE__ */ jsxs("div", {
		className: "min-h-[calc(100dvh-4rem)] bg-slate-50 py-8 sm:py-12",
		children: [/* @__PURE__ */ jsx("title", { children: `${w.title} | Whizz | KodeSchool` }), /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-2xl px-4 sm:px-6",
			children: [/* @__PURE__ */ jsx(BackLink, {
				to: "/whizz",
				tone: "light",
				children: "My quizzes"
			}), /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "start-title",
				className: "card mt-3 overflow-hidden",
				"data-testid": "whizz-start-screen",
				children: [
					/* @__PURE__ */ jsxs("header", {
						className: "border-b border-slate-200 bg-white px-5 py-5 sm:px-7 sm:py-6",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-sm font-semibold text-brand-700",
								children: "Ready when you are"
							}),
							/* @__PURE__ */ jsx("h1", {
								id: "start-title",
								className: "mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl",
								"data-testid": "start-title",
								children: w.title
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-2 text-slate-600",
								children: w.description
							})
						]
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: "grid grid-cols-2 gap-3 px-5 pt-5 sm:grid-cols-3 sm:px-7",
						children: [
							/* @__PURE__ */ jsxs(Fact, {
								icon: Hourglass,
								label: "Time you get",
								testId: "start-duration",
								className: "col-span-2 sm:col-span-1",
								children: [/* @__PURE__ */ jsx("span", {
									className: "block text-lg font-bold text-slate-900",
									children: time.text
								}), /* @__PURE__ */ jsx("span", {
									className: "block text-xs text-slate-600",
									children: time.caption
								})]
							}),
							/* @__PURE__ */ jsx(Fact, {
								icon: FileQuestion,
								label: "Questions",
								testId: "start-questions",
								children: /* @__PURE__ */ jsx("span", {
									className: "block text-lg font-bold text-slate-900",
									children: plural(w.questionCount, "question")
								})
							}),
							/* @__PURE__ */ jsx(Fact, {
								icon: Target,
								label: "Total score",
								testId: "start-score",
								children: /* @__PURE__ */ jsx("span", {
									className: "block text-lg font-bold text-slate-900",
									children: w.totalScore
								})
							})
						]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "px-5 pt-3 text-xs text-slate-600 sm:px-7",
						children: [
							"Open until ",
							formatDateTime(w.endsAt),
							" IST."
						]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "px-5 py-5 sm:px-7",
						children: [/* @__PURE__ */ jsx("h2", {
							className: "text-base font-bold text-slate-900",
							children: "Before you start"
						}), /* @__PURE__ */ jsx("ul", {
							className: "mt-3 space-y-2.5",
							"data-testid": "start-rules",
							children: RULES.map((r) => /* @__PURE__ */ jsxs("li", {
								className: "flex items-start gap-3 text-sm text-slate-700",
								children: [/* @__PURE__ */ jsx("span", {
									className: "grid size-7 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700",
									children: /* @__PURE__ */ jsx(r.icon, {
										className: "size-4",
										"aria-hidden": "true"
									})
								}), /* @__PURE__ */ jsx("span", {
									className: "pt-1",
									children: r.text
								})]
							}, r.text))
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-7",
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/whizz",
							className: buttonStyles({ variant: "secondary" }),
							children: "Not now"
						}), /* @__PURE__ */ jsxs(Button, {
							size: "lg",
							onClick: onStart,
							isLoading: isStarting,
							loadingText: "Starting...",
							disabled: time.seconds <= 0,
							"data-testid": "whizz-start-quiz",
							children: [/* @__PURE__ */ jsx(Play, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Start quiz"]
						})]
					})
				]
			})]
		})]
	});
}
function Fact({ icon: Icon, label, children, testId, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("rounded-xl bg-slate-50 px-4 py-3", className),
		children: [/* @__PURE__ */ jsxs("dt", {
			className: "flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase",
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "size-3.5",
				"aria-hidden": "true"
			}), label]
		}), /* @__PURE__ */ jsx("dd", {
			className: "mt-1",
			"data-testid": testId,
			children
		})]
	});
}
// src/features/whizz/pages/whizz-attempt-page.tsx
/**
* /whizz/{id}/attempt: a start screen first (time, questions, rules), then the quiz once the
* student presses Start quiz. A running attempt resumes straight away.
*/
function WhizzAttemptPage() {
	const { id = "" } = useParams();
	const userId = useAuthStore((s) => s.user?._id ?? "");
	const isValidId = ID_PATTERN.test(id);
	const [confirmed, setConfirmed] = useState(false);
	const info = useStudentWhizz(id, isValidId);
	const w = info.data?.whizz;
	const isRunning = w?.attempt?.status === "in_progress";
	const query = useQuery({
		queryKey: whizzKeys.attempt(userId, id),
		queryFn: () => startAttempt(id),
		enabled: isValidId && userId !== "" && (confirmed || isRunning),
		staleTime: Infinity,
		gcTime: 0,
		retry: false,
		refetchOnWindowFocus: false
	});
	const offset = info.data ? clockOffset(info.data.serverNow, info.data.receivedAt) : 0;
	const now = useServerNow(offset, 1e3);
	if (!isValidId) return /* @__PURE__ */ jsx(Problem, {
		title: ASSESS_MSG.whizzNotFound,
		text: "Open the quiz from your list."
	});
	if (info.isError) {
		const status = info.error instanceof ApiError ? info.error.status : null;
		return /* @__PURE__ */ jsx(Problem, {
			title: getErrorMessage(info.error, ATTEMPT_LOAD_FAILED),
			text: status === 403 || status === 404 ? "Check the quiz list for the quizzes open to you." : "Check your connection and try again.",
			onRetry: status === null || status >= 500 ? () => void info.refetch() : void 0,
			isRetrying: info.isFetching
		});
	}
	if (!w) return /* @__PURE__ */ jsx(RouteLoader, { message: "Opening the quiz..." });
	if (w.attempt?.status === "submitted") return /* @__PURE__ */ jsx(Navigate, {
		to: `/whizz/${id}/result`,
		replace: true
	});
	if (query.isError) {
		const e = query.error;
		const status = e instanceof ApiError ? e.status : null;
		const message = getErrorMessage(e, ATTEMPT_LOAD_FAILED);
		const isOver = message === ASSESS_MSG.attemptAlreadySubmitted || message === ASSESS_MSG.timeUp;
		if (status === 409 && (isOver || w.attempt && message !== ASSESS_MSG.whizzNotStarted)) return /* @__PURE__ */ jsx(Navigate, {
			to: `/whizz/${id}/result`,
			replace: true
		});
		return /* @__PURE__ */ jsx(Problem, {
			title: message,
			text: status === 403 || status === 404 || status === 409 ? "Check the quiz list for when it opens and who it is for." : "Check your connection and try again.",
			onRetry: status === null || status >= 500 ? () => void query.refetch() : void 0,
			isRetrying: query.isFetching
		});
	}
	if (query.data) {
		if (query.data.status === "submitted") return /* @__PURE__ */ jsx(Navigate, {
			to: `/whizz/${id}/result`,
			replace: true
		});
		return /* @__PURE__ */ jsx(AttemptScreen, { attempt: query.data }, query.data._id);
	}
	if (isRunning) return /* @__PURE__ */ jsx(RouteLoader, { message: "Opening the quiz..." });
	if (w.state === "upcoming" && now < Date.parse(w.startDate)) return /* @__PURE__ */ jsx(Problem, {
		title: ASSESS_MSG.whizzNotStarted,
		text: `It opens ${formatDateTime(w.startDate)} IST. Come back then.`
	});
	if (now >= Date.parse(w.endsAt)) return /* @__PURE__ */ jsx(Problem, {
		title: ASSESS_MSG.whizzEnded,
		text: `It closed ${formatDateTime(w.endsAt)} IST, before you took it.`
	});
	return /* @__PURE__ */ jsx(StartScreen, {
		whizz: w,
		now,
		onStart: () => setConfirmed(true),
		isStarting: confirmed && query.isFetching
	});
}
function Problem({ text, ...props }) {
	return /* @__PURE__ */ jsx(WhizzProblem, {
		pageTitle: "Whizz | KodeSchool",
		description: text,
		...props
	});
}
export { WhizzAttemptPage as default };
