import { i as ID_PATTERN } from "./http-DRLmBayV.js";
import { t as RecordLoader } from "./record-loader-BkOMhXje.js";
import { n as STUDENT_STALE_MS, t as useMyBatches } from "./student-DhpWBMbL.js";
import { a as useCourseModules, c as ProgressBar, d as minutesText, n as useLessonProgress, o as classroomKeys, s as refreshAfterProgress, t as BlockSkeleton } from "./block-skeleton-CsJT8Dr9.js";
import { c as ZProgressData, i as ZClassroomLessonData, o as ZPracticeData } from "./classroom.schema-iNsnfj4B.js";
import { a as getErrorMessage, n as publicApi } from "./api-client-CyCTgC69.js";
import { C as createUserStore, Gt as buttonStyles, Nt as embedProviderOf, Pt as videoEmbedUrl, Wt as Button, b as useAuthStore, c as toast, ht as LESSON_KIND_LABELS, i as useMediaQuery, vt as moduleShutUntil } from "../entry-server.js";
import { t as SheetDialog } from "./sheet-dialog-Sks1w4bV.js";
import { a as formatDateTime, s as formatDay } from "./format-DGa3zFAK.js";
import { t as LessonMarkdown } from "./lesson-markdown-Bj3qoxhF.js";
import { E as CODE_LANGUAGE_LABELS, I as ASSESS_MSG, M as ZSubmissionData, P as byteLength } from "./question.schema-DNwVFW8l.js";
import { n as pluralNoun, t as plural } from "./plural-DYc3P-kI.js";
import { t as CodeEditor } from "./code-editor-DMJ4ZFTm.js";
import { n as ProblemDetails, t as SubmissionPanel } from "./submission-panel-BnKOZZFp.js";
import { l as istToday } from "./batch.schema-C1fQK6d_.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { clsx } from "clsx";
import { ArrowLeft, ArrowRight, CalendarClock, Check, Circle, CircleCheck, Clock3, Code2, ExternalLink, FileDown, ListTree, Lock, Play, PlayCircle, RotateCcw, RotateCw, Send, Trophy } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
// src/features/classroom/api/lesson.ts
var LESSON_LOAD_FAILED = "Failed to load the lesson";
var lessonPath = (batchId, lessonId) => `/classroom/${encodeURIComponent(batchId)}/lessons/${encodeURIComponent(lessonId)}`;
/** GET /classroom/{batchId}/lessons/{lessonId} → data.lesson (404 unless enrolled). */
function useLesson(batchId, lessonId) {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: classroomKeys.lesson(userId, batchId, lessonId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(lessonPath(batchId, lessonId), ZClassroomLessonData, { signal })).data.lesson;
		},
		staleTime: STUDENT_STALE_MS,
		enabled: userId !== ""
	});
}
/**
* PUT /classroom/{batchId}/lessons/{lessonId}/done: the lesson, the batch's ticks and the
* batch card follow the server's answer; a refusal (a lesson not open yet) is said in a toast.
*/
function useMarkLessonDone(batchId, lessonId) {
	const queryClient = useQueryClient();
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useMutation({
		mutationFn: async (completed) => {
			const res = await publicApi.put(`${lessonPath(batchId, lessonId)}/done`, ZProgressData, { completed });
			return {
				progress: res.data.progress,
				message: res.message
			};
		},
		onSuccess: ({ progress }) => {
			queryClient.setQueryData(classroomKeys.progress(userId, batchId), progress);
			queryClient.setQueryData(classroomKeys.lesson(userId, batchId, lessonId), (lesson) => lesson && {
				...lesson,
				completed: progress.completed.includes(lessonId)
			});
			refreshAfterProgress(queryClient, userId, batchId);
		},
		onError: (error) => {
			toast.error(getErrorMessage(error, "Could not save your progress. Please try again."));
		}
	});
}
// src/features/classroom/components/lesson/lesson-resources.tsx
/** A lesson's links and files: files on this site download, links open in a new tab. */
function LessonResources({ resources }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "lesson-resources-title",
		"data-testid": "lesson-resources",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "lesson-resources-title",
			className: "text-lg font-bold text-slate-900",
			children: "Resources"
		}), /* @__PURE__ */ jsx("ul", {
			role: "list",
			className: "mt-3 grid gap-2 sm:grid-cols-2",
			children: resources.map((r) => {
				const isFile = r.url.startsWith("/");
				const Icon = isFile ? FileDown : ExternalLink;
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", {
					href: r.url,
					"data-testid": "lesson-resource",
					...isFile ? { download: "" } : {
						target: "_blank",
						rel: "noopener noreferrer"
					},
					className: "flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-300 hover:bg-brand-50/40",
					children: [/* @__PURE__ */ jsx(Icon, {
						className: "size-4 shrink-0 text-brand-600",
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsx("span", {
						className: "min-w-0 flex-1 break-words",
						children: r.title
					})]
				}) }, `${r.title}-${r.url}`);
			})
		})]
	});
}
function parse(data) {
	if (typeof data === "string") try {
		const parsed = JSON.parse(data);
		return parsed && typeof parsed === "object" ? parsed : null;
	} catch {
		return null;
	}
	return data && typeof data === "object" ? data : null;
}
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
/**
* The watched fraction (0–1) a player message tells, or null when it tells none. `state` keeps
* the duration, which YouTube sends once and the time updates leave out.
*/
function watchedFraction(kind, data, state) {
	const msg = parse(data);
	if (!msg) return null;
	if (kind === "youtube") {
		const info = msg.info && typeof msg.info === "object" ? msg.info : null;
		if (!info || msg.event !== "infoDelivery" && msg.event !== "initialDelivery") return null;
		const duration = num(info.duration);
		if (duration && duration > 0) state.duration = duration;
		const time = num(info.currentTime);
		return time !== null && state.duration > 0 ? Math.min(1, time / state.duration) : null;
	}
	if (msg.event !== "timeupdate" || !msg.data || typeof msg.data !== "object") return null;
	const d = msg.data;
	const percent = num(d.percent);
	if (percent !== null) return Math.min(1, percent);
	const seconds = num(d.seconds);
	const duration = num(d.duration);
	return seconds !== null && duration ? Math.min(1, seconds / duration) : null;
}
/** The message that asks a player to start reporting, once it has loaded (or said `ready`). */
function subscribeMessage(kind) {
	return kind === "youtube" ? JSON.stringify({
		event: "listening",
		id: 1,
		channel: "widget"
	}) : JSON.stringify({
		method: "addEventListener",
		value: "timeupdate"
	});
}
/** The player URL with its message API switched on. */
function withPlayerApi(embedUrl, kind, origin) {
	const url = new URL(embedUrl);
	if (kind === "youtube") {
		url.searchParams.set("enablejsapi", "1");
		url.searchParams.set("origin", origin);
	} else url.searchParams.set("api", "1");
	url.searchParams.set("rel", "0");
	return url.toString();
}
// src/features/classroom/components/lesson/lesson-video.tsx
/**
* A lesson's video: YouTube and Vimeo in their players, an MP4 in the browser's own. Watching
* about 90 % of it calls `onWatched` once (players report their time by message).
*/
function LessonVideo({ url, title, onWatched }) {
	const fired = useRef(false);
	const report = (fraction) => {
		if (fraction === null || fraction < .9 || fired.current) return;
		fired.current = true;
		onWatched();
	};
	const embed = videoEmbedUrl(url);
	const frame = "aspect-video w-full overflow-hidden rounded-2xl bg-slate-950 shadow-lg";
	if (!embed) return /* @__PURE__ */ jsx("video", {
		"data-testid": "lesson-video",
		controls: true,
		preload: "metadata",
		src: url,
		className: frame,
		onTimeUpdate: (e) => {
			const v = e.currentTarget;
			report(v.duration > 0 ? v.currentTime / v.duration : null);
		},
		children: /* @__PURE__ */ jsx("a", {
			href: url,
			children: "Download the video"
		})
	});
	const kind = embedProviderOf(embed)?.name === "Vimeo" ? "vimeo" : "youtube";
	return /* @__PURE__ */ jsx(EmbeddedPlayer, {
		embed,
		kind,
		title,
		report,
		className: frame
	});
}
function EmbeddedPlayer({ embed, kind, title, report, className }) {
	const ref = useRef(null);
	const onReport = useEffectEvent(report);
	const src = withPlayerApi(embed, kind, window.location.origin);
	const origin = new URL(src).origin;
	useEffect(() => {
		const state = { duration: 0 };
		const subscribe = () => ref.current?.contentWindow?.postMessage(subscribeMessage(kind), origin);
		const onMessage = (event) => {
			if (event.source !== ref.current?.contentWindow) return;
			if (kind === "vimeo" && String(event.data).includes("\"ready\"")) subscribe();
			onReport(watchedFraction(kind, event.data, state));
		};
		window.addEventListener("message", onMessage);
		const frame = ref.current;
		frame?.addEventListener("load", subscribe);
		return () => {
			window.removeEventListener("message", onMessage);
			frame?.removeEventListener("load", subscribe);
		};
	}, [kind, origin]);
	return /* @__PURE__ */ jsx("div", {
		className,
		children: /* @__PURE__ */ jsx("iframe", {
			ref,
			"data-testid": "lesson-video",
			src,
			title,
			className: "size-full",
			allow: "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen",
			allowFullScreen: true,
			referrerPolicy: "strict-origin-when-cross-origin"
		})
	});
}
// src/features/classroom/api/practice.ts
var practicePath = (batchId, lessonId) => `/classroom/${encodeURIComponent(batchId)}/lessons/${encodeURIComponent(lessonId)}/practice`;
/** GET …/lessons/{lessonId}/practice → data.practice (the problem, my best and latest tries). */
async function getPractice(batchId, lessonId, signal) {
	return (await publicApi.get(practicePath(batchId, lessonId), ZPracticeData, { signal })).data.practice;
}
/** POST …/practice/run (visible tests) or …/practice/submit (every test) → 202 data.submission. */
async function sendPractice(batchId, lessonId, kind, body) {
	return (await publicApi.post(`${practicePath(batchId, lessonId)}/${kind}`, ZSubmissionData, body)).data.submission;
}
/** GET …/practice/submissions/{submissionId} → data.submission (hidden tests redacted). */
async function getPracticeSubmission(batchId, lessonId, submissionId, signal) {
	return (await publicApi.get(`${practicePath(batchId, lessonId)}/submissions/${encodeURIComponent(submissionId)}`, ZSubmissionData, { signal })).data.submission;
}
var useUserId = () => useAuthStore((s) => s.user?._id ?? "");
function usePractice(batchId, lessonId) {
	const userId = useUserId();
	return useQuery({
		queryKey: classroomKeys.practice(userId, batchId, lessonId),
		queryFn: ({ signal }) => getPractice(batchId, lessonId, signal),
		enabled: userId !== "",
		staleTime: 3e4
	});
}
var POLL_MS = 1e3;
/** Follows a practice submission until it is judged (or failed), once a second. */
function usePracticeSubmission(batchId, lessonId, submissionId) {
	const userId = useUserId();
	return useQuery({
		queryKey: classroomKeys.practiceSubmission(userId, batchId, lessonId, submissionId ?? ""),
		queryFn: ({ signal }) => getPracticeSubmission(batchId, lessonId, submissionId, signal),
		enabled: userId !== "" && submissionId !== null,
		refetchInterval: (q) => {
			const status = q.state.data?.status;
			return status === "done" || status === "error" ? false : POLL_MS;
		},
		staleTime: Infinity
	});
}
/**
* After a submit is judged: my best and latest tries are read again, and a full pass (which the
* server counts as the lesson done) refreshes the lesson, the batch's ticks and the batch card.
*/
function usePracticeJudged(batchId, lessonId) {
	const queryClient = useQueryClient();
	const userId = useUserId();
	return useCallback((s) => {
		queryClient.invalidateQueries({
			queryKey: classroomKeys.practice(userId, batchId, lessonId),
			exact: true
		});
		if (s.kind === "submit" && s.status === "done" && s.total > 0 && s.passed === s.total) {
			queryClient.invalidateQueries({ queryKey: classroomKeys.lesson(userId, batchId, lessonId) });
			queryClient.invalidateQueries({ queryKey: classroomKeys.progress(userId, batchId) });
			refreshAfterProgress(queryClient, userId, batchId);
		}
	}, [
		queryClient,
		userId,
		batchId,
		lessonId
	]);
}
// src/features/classroom/components/lesson/practice-panel.tsx
var PRACTICE_LOAD_FAILED = "Could not load the practice problem";
/**
* A practice lesson's coding problem: the statement, the editor with a language select and the
* starting code, Run (the sample tests) and Submit (every test), the judge's answer (followed
* until judged) and my best result. A submit that passes every test marks the lesson done.
*/
function PracticePanel({ batchId, lessonId, problem }) {
	const practice = usePractice(batchId, lessonId);
	return /* @__PURE__ */ jsxs("section", {
		"data-testid": "lesson-practice",
		"aria-labelledby": "lesson-practice-title",
		className: "rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-6",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-center gap-3",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white",
					children: /* @__PURE__ */ jsx(Code2, {
						className: "size-5",
						"aria-hidden": "true"
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "min-w-[12rem] flex-1",
					children: [/* @__PURE__ */ jsx("p", {
						className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
						children: "Practice"
					}), /* @__PURE__ */ jsx("h2", {
						id: "lesson-practice-title",
						className: "font-bold text-slate-900",
						children: practice.data?.problem.title ?? problem.title
					})]
				}),
				practice.data && /* @__PURE__ */ jsx(BestBadge, { best: practice.data.best })
			]
		}), practice.isPending ? /* @__PURE__ */ jsxs("div", {
			className: "mt-5 space-y-3",
			"data-testid": "practice-loading",
			"aria-busy": "true",
			children: [
				/* @__PURE__ */ jsx("div", { className: "h-4 w-3/4 animate-pulse rounded bg-brand-100" }),
				/* @__PURE__ */ jsx("div", { className: "h-4 w-1/2 animate-pulse rounded bg-brand-100" }),
				/* @__PURE__ */ jsx("div", { className: "h-48 animate-pulse rounded-xl bg-brand-100" })
			]
		}) : practice.isError ? /* @__PURE__ */ jsxs("div", {
			role: "alert",
			className: "mt-5 flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800",
			"data-testid": "practice-error",
			children: [/* @__PURE__ */ jsx("span", {
				className: "font-medium",
				children: getErrorMessage(practice.error, PRACTICE_LOAD_FAILED)
			}), /* @__PURE__ */ jsxs(Button, {
				size: "sm",
				variant: "secondary",
				className: "ml-auto",
				onClick: () => void practice.refetch(),
				isLoading: practice.isFetching,
				children: [/* @__PURE__ */ jsx(RotateCw, {
					className: "size-4",
					"aria-hidden": "true"
				}), "Try again"]
			})]
		}) : /* @__PURE__ */ jsx(PracticeWorkbench, {
			batchId,
			lessonId,
			practice: practice.data
		})]
	});
}
/** "Best: 3 of 3 tests passed", or that nothing has been submitted yet. */
function BestBadge({ best }) {
	if (!best) return /* @__PURE__ */ jsx("p", {
		className: "text-sm text-slate-600",
		"data-testid": "practice-best",
		children: "Not submitted yet"
	});
	const solved = best.total > 0 && best.passed === best.total;
	return /* @__PURE__ */ jsxs("p", {
		className: clsx("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold", solved ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"),
		"data-testid": "practice-best",
		children: [
			/* @__PURE__ */ jsx(Trophy, {
				className: "size-4",
				"aria-hidden": "true"
			}),
			"Best: ",
			best.passed,
			" of ",
			best.total,
			" ",
			pluralNoun(best.total, "test"),
			" passed"
		]
	});
}
/** Practice code in progress, per lesson and language, for 30 days (core/user-storage). */
var practiceDrafts = createUserStore({
	prefix: "practiceDraft_",
	ttlMs: 2592e6
});
function PracticeWorkbench({ batchId, lessonId, practice }) {
	const { problem } = practice;
	const selectId = useId();
	const isWide = useMediaQuery("(min-width: 1024px)");
	const languages = problem.boilerplate.map((b) => b.language);
	const starterOf = (l) => problem.boilerplate.find((b) => b.language === l)?.code ?? "";
	const [language, setLanguage] = useState(languages[0] ?? "javascript");
	const [drafts, setDrafts] = useState({});
	const draftKey = (l) => `${lessonId}:${l}`;
	const code = drafts[language] ?? practiceDrafts.read(draftKey(language)) ?? starterOf(language);
	/** The code as typed, kept in this browser for the signed-in student (it survives a reload). */
	const keep = (value) => {
		setDrafts((d) => ({
			...d,
			[language]: value
		}));
		practiceDrafts.write(draftKey(language), value);
	};
	const [job, setJob] = useState(null);
	const [sendError, setSendError] = useState(null);
	const [sending, setSending] = useState(false);
	const submission = usePracticeSubmission(batchId, lessonId, job?.id ?? null);
	const sub = submission.data;
	const isJudging = sending || job !== null && job.id !== null && (!sub || sub.status === "queued" || sub.status === "running");
	const onJudged = usePracticeJudged(batchId, lessonId);
	const reported = useRef(null);
	const panelRef = useRef(null);
	useEffect(() => {
		if (!sub || sub.status !== "done" && sub.status !== "error") return;
		if (reported.current === sub._id) return;
		reported.current = sub._id;
		onJudged(sub);
		panelRef.current?.scrollIntoView?.({
			block: "nearest",
			behavior: "smooth"
		});
	}, [sub, onJudged]);
	const send = async (kind) => {
		setSendError(null);
		setJob({
			kind,
			id: null
		});
		if (!code.trim()) return setSendError(ASSESS_MSG.sourceRequired);
		if (byteLength(code) > 65536) return setSendError(ASSESS_MSG.sourceTooLarge);
		setSending(true);
		try {
			const s = await sendPractice(batchId, lessonId, kind, {
				language,
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
	const solvedNow = job?.kind === "submit" && sub?.status === "done" && sub.total > 0 && sub.passed === sub.total;
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-5 space-y-6",
		children: [
			/* @__PURE__ */ jsx(Statement, { problem }),
			/* @__PURE__ */ jsxs("div", {
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
								value: language,
								onChange: (e) => setLanguage(e.target.value),
								className: "h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none",
								"data-testid": "practice-language",
								children: languages.map((l) => /* @__PURE__ */ jsx("option", {
									value: l,
									children: CODE_LANGUAGE_LABELS[l]
								}, l))
							}),
							/* @__PURE__ */ jsxs("button", {
								type: "button",
								disabled: code === starterOf(language),
								onClick: () => keep(starterOf(language)),
								className: "ml-auto inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-white disabled:opacity-40",
								children: [/* @__PURE__ */ jsx(RotateCcw, {
									className: "size-4",
									"aria-hidden": "true"
								}), "Reset code"]
							})
						]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "overflow-hidden rounded-xl border border-slate-300 bg-white",
						children: /* @__PURE__ */ jsx(CodeEditor, {
							value: code,
							onChange: keep,
							language,
							label: `Your ${CODE_LANGUAGE_LABELS[language]} code for ${problem.title}`,
							height: isWide ? "22rem" : "16rem"
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-wrap items-center gap-2",
						children: [
							/* @__PURE__ */ jsxs(Button, {
								variant: "secondary",
								onClick: () => void send("run"),
								disabled: isJudging,
								isLoading: isJudging && job?.kind === "run",
								loadingText: "Running...",
								"data-testid": "practice-run",
								children: [/* @__PURE__ */ jsx(Play, {
									className: "size-4",
									"aria-hidden": "true"
								}), "Run"]
							}),
							/* @__PURE__ */ jsxs(Button, {
								onClick: () => void send("submit"),
								disabled: isJudging,
								isLoading: isJudging && job?.kind === "submit",
								loadingText: "Judging...",
								"data-testid": "practice-submit",
								children: [/* @__PURE__ */ jsx(Send, {
									className: "size-4",
									"aria-hidden": "true"
								}), "Submit"]
							}),
							/* @__PURE__ */ jsx("p", {
								className: "basis-full text-xs text-slate-600 sm:basis-auto",
								children: "Run checks the samples; Submit runs every test and keeps your best result."
							})
						]
					}),
					job && /* @__PURE__ */ jsxs("div", {
						ref: panelRef,
						"aria-live": "polite",
						"aria-label": job.kind === "run" ? "Result of your run" : "Result of your submission",
						className: "scroll-mb-4 space-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4",
						"data-testid": "practice-result",
						children: [/* @__PURE__ */ jsx(SubmissionPanel, {
							submission: sub,
							kind: job.kind,
							error: sendError ?? (submission.isError ? getErrorMessage(submission.error, "Submission not found") : null)
						}), solvedNow && /* @__PURE__ */ jsx("p", {
							className: "rounded-xl bg-emerald-700 px-4 py-3 text-sm font-semibold text-white",
							"data-testid": "practice-solved",
							children: "Every test passed — this lesson is marked as done."
						})]
					})
				]
			}),
			practice.recent.length > 0 && /* @__PURE__ */ jsx(RecentTries, { recent: practice.recent })
		]
	});
}
function Statement({ problem }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600",
			children: [
				/* @__PURE__ */ jsx("span", { children: plural(problem.points, "point") }),
				/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "·"
				}),
				/* @__PURE__ */ jsxs("span", { children: [
					problem.sampleTests.length,
					" sample + ",
					problem.hiddenTestCount,
					" hidden",
					" ",
					pluralNoun(problem.sampleTests.length + problem.hiddenTestCount, "test")
				] })
			]
		}), /* @__PURE__ */ jsx(ProblemDetails, {
			problem,
			description: /* @__PURE__ */ jsx(LessonMarkdown, { children: problem.description }),
			sampleTestId: "practice-sample"
		})]
	});
}
/** My latest runs and submits, newest first. */
function RecentTries({ recent }) {
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
		className: "mb-2 text-sm font-semibold text-slate-900",
		children: "Your latest tries"
	}), /* @__PURE__ */ jsx("ul", {
		className: "divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm",
		children: recent.map((r) => /* @__PURE__ */ jsxs("li", {
			className: "flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2",
			"data-testid": "practice-recent",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "w-14 font-medium text-slate-700",
					children: r.kind === "run" ? "Run" : "Submit"
				}),
				/* @__PURE__ */ jsx("span", {
					className: clsx("font-semibold", r.verdict === "Accepted" ? "text-emerald-700" : r.verdict ? "text-red-700" : "text-slate-500"),
					children: r.verdict ?? (r.status === "error" ? "Not judged" : "Waiting...")
				}),
				/* @__PURE__ */ jsxs("span", {
					className: "text-slate-600",
					children: [
						r.passed,
						"/",
						r.total,
						" tests"
					]
				}),
				/* @__PURE__ */ jsxs("span", {
					className: "ml-auto text-xs text-slate-500",
					children: [
						CODE_LANGUAGE_LABELS[r.language],
						" · ",
						formatDateTime(r.createdAt)
					]
				})
			]
		}, r._id))
	})] });
}
// src/features/classroom/components/lesson/lesson-body.tsx
/**
* What the lesson teaches, in the order a student takes it: the video, the practice problem,
* the notes, then the resources. A lesson not open yet says when it opens.
*/
function LessonBody({ batchId, lesson, onWatched }) {
	if (lesson.opensOn) return /* @__PURE__ */ jsxs("div", {
		"data-testid": "lesson-locked",
		className: "mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center",
		children: [
			/* @__PURE__ */ jsx(CalendarClock, {
				className: "size-10 text-brand-600",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-lg font-bold text-slate-900",
				children: ["This lesson opens on ", formatDay(lesson.opensOn)]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "max-w-md text-sm text-slate-600",
				children: "Its module unlocks as your batch reaches it. Until then, finish the lessons before it."
			})
		]
	});
	const isEmpty = !lesson.videoUrl && !lesson.problem && !lesson.body.trim() && lesson.resources.length === 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-6 space-y-8",
		children: [
			lesson.videoUrl && /* @__PURE__ */ jsx(LessonVideo, {
				url: lesson.videoUrl,
				title: lesson.title,
				onWatched
			}),
			lesson.problem && /* @__PURE__ */ jsx(PracticePanel, {
				batchId,
				lessonId: lesson._id,
				problem: lesson.problem
			}, lesson._id),
			lesson.body.trim() && /* @__PURE__ */ jsx("div", {
				className: "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8",
				children: /* @__PURE__ */ jsx(LessonMarkdown, { children: lesson.body })
			}),
			lesson.resources.length > 0 && /* @__PURE__ */ jsx(LessonResources, { resources: lesson.resources }),
			isEmpty && /* @__PURE__ */ jsx("p", {
				className: "rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600",
				children: "Your instructor covers this lesson in class. Mark it as done once you have finished it."
			})
		]
	});
}
// src/features/classroom/components/lesson/lesson-footer.tsx
/** Previous / Mark as done / Next under a lesson. */
function LessonFooter({ batchId, lesson, markDone }) {
	const to = (id) => `/classroom/${batchId}/lessons/${id}`;
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "Lesson navigation",
		className: "mt-10 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-[1fr_auto_1fr] sm:items-center",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "order-2 sm:order-1",
				children: lesson.prev && /* @__PURE__ */ jsxs(Link, {
					to: to(lesson.prev._id),
					"data-testid": "lesson-prev",
					className: "group flex min-w-0 items-center gap-2 text-sm text-slate-600 hover:text-slate-900",
					children: [/* @__PURE__ */ jsx(ArrowLeft, {
						className: "size-4 shrink-0",
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsxs("span", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("span", {
							className: "block text-xs font-semibold text-slate-500",
							children: "Previous"
						}), /* @__PURE__ */ jsx("span", {
							className: "block truncate font-semibold",
							children: lesson.prev.title
						})]
					})]
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "order-1 sm:order-2",
				children: !lesson.opensOn && (lesson.completed ? /* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					fullWidth: true,
					onClick: () => markDone.mutate(false),
					isLoading: markDone.isPending,
					loadingText: "Saving…",
					"data-testid": "lesson-undo",
					children: [/* @__PURE__ */ jsx(RotateCcw, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Mark as not done"]
				}) : /* @__PURE__ */ jsxs(Button, {
					fullWidth: true,
					onClick: () => markDone.mutate(true),
					isLoading: markDone.isPending,
					loadingText: "Saving…",
					"data-testid": "lesson-mark-done",
					children: [/* @__PURE__ */ jsx(Check, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Mark as done"]
				}))
			}),
			/* @__PURE__ */ jsx("div", {
				className: "order-3 sm:text-right",
				children: lesson.next && /* @__PURE__ */ jsxs(Link, {
					to: to(lesson.next._id),
					"data-testid": "lesson-next",
					className: buttonStyles({
						variant: lesson.completed ? "primary" : "ghost",
						className: "w-full min-w-0 sm:w-auto sm:max-w-full"
					}),
					children: [/* @__PURE__ */ jsxs("span", {
						className: "min-w-0 truncate",
						children: ["Next: ", lesson.next.title]
					}), /* @__PURE__ */ jsx(ArrowRight, {
						className: "size-4 shrink-0",
						"aria-hidden": "true"
					})]
				})
			})
		]
	});
}
// src/features/classroom/components/lesson/lesson-heading.tsx
/** The lesson's module, title, kind, length and whether it is done. */
function LessonHeading({ lesson }) {
	return /* @__PURE__ */ jsxs("header", {
		className: "mt-5",
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
				children: [
					"Module ",
					lesson.module.order,
					" · ",
					lesson.module.title
				]
			}),
			/* @__PURE__ */ jsx("h1", {
				"data-testid": "lesson-title",
				className: "mt-1.5 text-2xl font-extrabold tracking-tight text-balance break-words text-slate-900 sm:text-3xl",
				children: lesson.title
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-3 flex flex-wrap items-center gap-2 text-xs font-semibold",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 ring-1 ring-brand-600/20",
						children: LESSON_KIND_LABELS[lesson.kind]
					}),
					lesson.durationMinutes > 0 && /* @__PURE__ */ jsxs("span", {
						className: "inline-flex items-center gap-1 text-slate-600",
						children: [/* @__PURE__ */ jsx(Clock3, {
							className: "size-3.5",
							"aria-hidden": "true"
						}), minutesText(lesson.durationMinutes)]
					}),
					lesson.completed && /* @__PURE__ */ jsxs("span", {
						"data-testid": "lesson-done-badge",
						className: "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 ring-1 ring-emerald-600/20",
						children: [/* @__PURE__ */ jsx(CircleCheck, {
							className: "size-3.5",
							"aria-hidden": "true"
						}), "Done"]
					})
				]
			})
		]
	});
}
// src/features/classroom/components/lesson/lesson-outline.tsx
/** The course's modules and lessons beside a lesson: done ones ticked, shut ones locked. */
function LessonOutline({ batchId, batchStart, modules, completed, currentId, onNavigate }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "Course outline",
		"data-testid": "lesson-outline",
		children: /* @__PURE__ */ jsx("ol", {
			role: "list",
			className: "space-y-5",
			children: modules.map((module) => {
				const shutUntil = moduleShutUntil(batchStart, module.unlockDay, istToday());
				return /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsxs("p", {
						className: "text-xs font-bold tracking-wide text-slate-500 uppercase",
						children: ["Module ", module.order]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-0.5 text-sm font-bold text-slate-900",
						children: module.title
					}),
					shutUntil && /* @__PURE__ */ jsxs("p", {
						className: "mt-1 inline-flex items-center gap-1 text-xs font-semibold text-amber-700",
						children: [
							/* @__PURE__ */ jsx(Lock, {
								className: "size-3.5",
								"aria-hidden": "true"
							}),
							"Opens on ",
							formatDay(shutUntil)
						]
					}),
					/* @__PURE__ */ jsx("ul", {
						role: "list",
						className: "mt-2 space-y-0.5",
						children: module.lessons.map((lesson) => {
							const isCurrent = lesson._id === currentId;
							const isDone = completed.has(lesson._id);
							const Icon = shutUntil ? Lock : isDone ? CircleCheck : isCurrent ? PlayCircle : Circle;
							return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
								to: `/classroom/${batchId}/lessons/${lesson._id}`,
								onClick: onNavigate,
								"aria-current": isCurrent ? "page" : void 0,
								"data-testid": "lesson-outline-item",
								"data-done": isDone || void 0,
								className: clsx("flex items-start gap-2.5 rounded-lg px-2.5 py-2 text-sm transition", isCurrent ? "bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-200" : "text-slate-700 hover:bg-slate-100"),
								children: [/* @__PURE__ */ jsx(Icon, {
									className: clsx("mt-0.5 size-4 shrink-0", isDone ? "text-emerald-600" : shutUntil ? "text-slate-400" : "text-brand-600"),
									"aria-label": isDone ? "Done" : shutUntil ? "Locked" : void 0,
									"aria-hidden": isDone || shutUntil ? void 0 : true
								}), /* @__PURE__ */ jsx("span", {
									className: "min-w-0 flex-1 break-words",
									children: lesson.title
								})]
							}) }, lesson._id);
						})
					})
				] }, module._id);
			})
		})
	});
}
// src/features/classroom/components/lesson/lesson-view.tsx
/** A lesson: its content, done state and neighbours, with the outline beside it (a drawer on phones). */
function LessonView({ batchId, lesson, item, modules, completed }) {
	const [outlineOpen, setOutlineOpen] = useState(false);
	const markDone = useMarkLessonDone(batchId, lesson._id);
	const lessons = modules?.flatMap((m) => m.lessons) ?? [];
	const total = modules ? lessons.length : item?.progress.totalLessons ?? 0;
	const done = modules ? lessons.filter((l) => completed.has(l._id)).length : item?.progress.completedLessons ?? 0;
	const outline = (onNavigate) => modules && item ? /* @__PURE__ */ jsx(LessonOutline, {
		batchId,
		batchStart: item.batch.startDate,
		modules,
		completed,
		currentId: lesson._id,
		onNavigate
	}) : /* @__PURE__ */ jsx(BlockSkeleton, {});
	const progress = /* @__PURE__ */ jsx(ProgressBar, {
		done,
		total,
		testId: "lesson-progress"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "container-page grid items-start gap-8 py-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_19rem]",
		children: [
			/* @__PURE__ */ jsxs("article", {
				className: "min-w-0",
				"data-testid": "lesson-page",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center justify-between gap-3",
						children: [/* @__PURE__ */ jsxs(Link, {
							to: `/classroom?batch=${batchId}`,
							"data-testid": "lesson-back",
							className: "inline-flex min-w-0 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900",
							children: [/* @__PURE__ */ jsx(ArrowLeft, {
								className: "size-4 shrink-0",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsx("span", {
								className: "truncate",
								children: item?.course.title ?? "My classroom"
							})]
						}), /* @__PURE__ */ jsxs(Button, {
							variant: "secondary",
							size: "sm",
							className: "lg:hidden",
							onClick: () => setOutlineOpen(true),
							"data-testid": "lesson-outline-open",
							children: [/* @__PURE__ */ jsx(ListTree, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Outline"]
						})]
					}),
					/* @__PURE__ */ jsx(LessonHeading, { lesson }),
					/* @__PURE__ */ jsx(LessonBody, {
						batchId,
						lesson,
						onWatched: () => {
							if (!lesson.completed && !markDone.isPending) markDone.mutate(true);
						}
					}),
					/* @__PURE__ */ jsx(LessonFooter, {
						batchId,
						lesson,
						markDone
					})
				]
			}),
			/* @__PURE__ */ jsx("aside", {
				className: "hidden lg:sticky lg:top-24 lg:block",
				children: /* @__PURE__ */ jsxs("div", {
					"data-lenis-prevent": true,
					className: "max-h-[calc(100dvh-8rem)] space-y-5 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-sm",
					children: [progress, outline()]
				})
			}),
			/* @__PURE__ */ jsxs(SheetDialog, {
				open: outlineOpen,
				onOpenChange: setOutlineOpen,
				testId: "lesson-outline-drawer",
				children: [
					/* @__PURE__ */ jsx(Dialog.Title, {
						className: "pr-10 text-lg font-bold text-slate-900",
						children: "Course outline"
					}),
					/* @__PURE__ */ jsx(Dialog.Description, {
						className: "sr-only",
						children: "Every module and lesson of the course, with what you have done."
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-4 space-y-5",
						children: [progress, outline(() => setOutlineOpen(false))]
					})
				]
			})
		]
	});
}
// src/features/classroom/pages/lesson-page.tsx
/** /classroom/{batchId}/lessons/{lessonId}: one lesson of an enrolled batch, with the outline. */
function LessonPage() {
	const { batchId = "", lessonId = "" } = useParams();
	const lesson = useLesson(batchId, lessonId);
	const item = useMyBatches().data?.find((b) => b.batch._id === batchId);
	const modules = useCourseModules(item?.course._id ?? "");
	const progress = useLessonProgress(batchId);
	const completed = useMemo(() => new Set(progress.data?.completed ?? []), [progress.data]);
	const back = {
		to: `/classroom?batch=${batchId}`,
		label: "Back to the classroom"
	};
	return /* @__PURE__ */ jsx("div", {
		className: "min-h-[60vh] bg-slate-50",
		children: /* @__PURE__ */ jsx(RecordLoader, {
			query: lesson,
			isValidId: ID_PATTERN.test(batchId) && ID_PATTERN.test(lessonId),
			notFound: {
				title: "Lesson not found",
				description: "This lesson is not part of a batch you are enrolled in, or it was removed."
			},
			failedMessage: LESSON_LOAD_FAILED,
			loadingLabel: "Loading lesson...",
			back,
			testId: "lesson-problem",
			children: (data) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("title", { children: `${data.title} | ${item?.course.title ?? "Classroom"} | KodeSchool` }), /* @__PURE__ */ jsx(LessonView, {
				batchId,
				lesson: data,
				item,
				modules: modules.data,
				completed
			})] })
		})
	});
}
export { LessonPage as default };
