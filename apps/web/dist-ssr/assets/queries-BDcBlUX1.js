import { b as useAuthStore } from "../entry-server.js";
import { _ as ZWhizzResultData, a as ZAnswerData, c as ZLeaderboardData, d as ZStudentWhizzData, f as ZStudentWhizzListData, o as ZAttemptData, p as ZTabSwitchData } from "./whizz.schema-DDHMFrik.js";
import { M as ZSubmissionData } from "./question.schema-DNwVFW8l.js";
import { n as publicApi } from "./api-client-CyCTgC69.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
// src/features/whizz/api/whizz-api.ts
var ATTEMPT_LOAD_FAILED = "Failed to open the quiz";
var RESULT_LOAD_FAILED = "Failed to load your result";
var LEADERBOARD_LOAD_FAILED = "Failed to load the leaderboard";
var base = (id) => `/whizz/${encodeURIComponent(id)}`;
var answerPath = (id, questionId) => `${base(id)}/attempt/answers/${encodeURIComponent(questionId)}`;
/** GET /whizz → data{whizz, serverNow}; `receivedAt` is the device clock when it arrived. */
async function getMyWhizz(signal) {
	const res = await publicApi.get("/whizz", ZStudentWhizzListData, { signal });
	return {
		whizz: res.data.whizz,
		serverNow: res.data.serverNow,
		receivedAt: Date.now()
	};
}
/** GET /whizz/{id} → data{whizz, serverNow}: the start screen's quiz. */
async function getWhizz(id, signal) {
	const res = await publicApi.get(base(id), ZStudentWhizzData, { signal });
	return {
		whizz: res.data.whizz,
		serverNow: res.data.serverNow,
		receivedAt: Date.now()
	};
}
/** POST /whizz/{id}/attempt: starts the attempt, or resumes the running one. */
async function startAttempt(id) {
	return {
		...(await publicApi.post(`${base(id)}/attempt`, ZAttemptData)).data.attempt,
		receivedAt: Date.now()
	};
}
/** PUT /whizz/{id}/attempt/answers/{questionId}. */
async function saveAnswer(id, questionId, answer) {
	await publicApi.put(answerPath(id, questionId), ZAnswerData, answer);
}
/**
* The same save as the page goes away (reload, tab closed): a keepalive request the browser
* finishes after the page is gone. Best effort — the answer was already queued normally.
*/
function saveAnswerOnUnload(id, questionId, answer) {
	fetch(publicApi.href(answerPath(id, questionId)), {
		method: "PUT",
		keepalive: true,
		credentials: "same-origin",
		headers: { "content-type": "application/json" },
		body: JSON.stringify(answer)
	}).catch(() => {});
}
/** POST /whizz/{id}/attempt/tab-switch → data.tabSwitches. */
async function recordTabSwitch(id) {
	return (await publicApi.post(`${base(id)}/attempt/tab-switch`, ZTabSwitchData)).data.tabSwitches;
}
/** POST …/attempt/run (visible tests) or …/attempt/submit-code (all tests) → 202 data.submission. */
async function sendCode(id, kind, body) {
	const path = kind === "run" ? "run" : "submit-code";
	return (await publicApi.post(`${base(id)}/attempt/${path}`, ZSubmissionData, body)).data.submission;
}
/** GET /whizz/{id}/attempt/submissions/{submissionId} (hidden tests redacted). */
async function getSubmission(id, submissionId, signal) {
	return (await publicApi.get(`${base(id)}/attempt/submissions/${encodeURIComponent(submissionId)}`, ZSubmissionData, { signal })).data.submission;
}
/** POST /whizz/{id}/attempt/submit → data.result. */
async function submitAttempt(id) {
	return (await publicApi.post(`${base(id)}/attempt/submit`, ZWhizzResultData)).data.result;
}
/** GET /whizz/{id}/result → data.result. */
async function getResult(id, signal) {
	return (await publicApi.get(`${base(id)}/result`, ZWhizzResultData, { signal })).data.result;
}
/** GET /whizz/{id}/leaderboard?page&limit. */
async function getLeaderboard(id, page, limit, signal) {
	return (await publicApi.get(`${base(id)}/leaderboard`, ZLeaderboardData, {
		query: {
			page,
			limit
		},
		signal
	})).data;
}
// src/features/whizz/api/whizz-keys.ts
/**
* Query keys of the student whizz pages. A student's own data sits under ['student', userId, …]
* so another person signing in on the same tab never sees it.
*/
var whizzKeys = {
	mine: (userId) => [
		"student",
		userId,
		"whizz"
	],
	list: (userId) => [...whizzKeys.mine(userId), "list"],
	one: (userId, id) => [
		...whizzKeys.mine(userId),
		"one",
		id
	],
	attempt: (userId, id) => [
		...whizzKeys.mine(userId),
		"attempt",
		id
	],
	result: (userId, id) => [
		...whizzKeys.mine(userId),
		"result",
		id
	],
	leaderboard: (userId, id, page) => [
		...whizzKeys.mine(userId),
		"leaderboard",
		id,
		page
	],
	submission: (userId, id, submissionId) => [
		...whizzKeys.mine(userId),
		"submission",
		id,
		submissionId
	]
};
var useUserId = () => useAuthStore((s) => s.user?._id ?? "");
/** GET /whizz: my quizzes (live, upcoming, finished) and the server's clock. */
function useMyWhizz() {
	const userId = useUserId();
	return useQuery({
		queryKey: whizzKeys.list(userId),
		queryFn: ({ signal }) => getMyWhizz(signal),
		enabled: userId !== "",
		staleTime: 15e3,
		refetchOnWindowFocus: true
	});
}
/** GET /whizz/{id}: one quiz before it is started (the start screen), read fresh each visit. */
function useStudentWhizz(id, enabled = true) {
	const userId = useUserId();
	return useQuery({
		queryKey: whizzKeys.one(userId, id),
		queryFn: ({ signal }) => getWhizz(id, signal),
		enabled: enabled && userId !== "",
		staleTime: 0,
		gcTime: 0,
		refetchOnWindowFocus: false,
		retry: (count, error) => count < 2 && !error.status
	});
}
function useWhizzResult(id) {
	const userId = useUserId();
	return useQuery({
		queryKey: whizzKeys.result(userId, id),
		queryFn: ({ signal }) => getResult(id, signal),
		enabled: userId !== "",
		retry: (count, error) => count < 2 && !error.status
	});
}
function useLeaderboard(id, page) {
	const userId = useUserId();
	return useQuery({
		queryKey: whizzKeys.leaderboard(userId, id, page),
		queryFn: ({ signal }) => getLeaderboard(id, page, 10, signal),
		enabled: userId !== "",
		placeholderData: keepPreviousData,
		staleTime: 15e3
	});
}
var POLL_MS = 1e3;
/** Follows a judge submission until it is done (or failed), once a second. */
function useSubmission(id, submissionId) {
	const userId = useUserId();
	return useQuery({
		queryKey: whizzKeys.submission(userId, id, submissionId ?? ""),
		queryFn: ({ signal }) => getSubmission(id, submissionId, signal),
		enabled: userId !== "" && submissionId !== null,
		refetchInterval: (q) => {
			const status = q.state.data?.status;
			return status === "done" || status === "error" ? false : POLL_MS;
		},
		staleTime: Infinity
	});
}
export { useWhizzResult as a, LEADERBOARD_LOAD_FAILED as c, saveAnswer as d, saveAnswerOnUnload as f, submitAttempt as h, useSubmission as i, RESULT_LOAD_FAILED as l, startAttempt as m, useMyWhizz as n, whizzKeys as o, sendCode as p, useStudentWhizz as r, ATTEMPT_LOAD_FAILED as s, useLeaderboard as t, recordTabSwitch as u };
