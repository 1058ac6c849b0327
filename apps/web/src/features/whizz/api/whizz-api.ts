import type { z } from 'zod';

import type { ZLeaderboardData } from '@app/shared';
import {
  type Answer,
  type Attempt,
  type RunCodeBody,
  type StudentWhizz,
  type Submission,
  type WhizzResult,
} from '@app/shared';

import { publicApi } from '@/core/api-client';

export type LeaderboardData = z.infer<typeof ZLeaderboardData>;
export type MyWhizz = { whizz: StudentWhizz[]; serverNow: string; receivedAt: number };

export const ATTEMPT_LOAD_FAILED = 'Failed to open the quiz';
export const RESULT_LOAD_FAILED = 'Failed to load your result';
export const LEADERBOARD_LOAD_FAILED = 'Failed to load the leaderboard';

const base = (id: string) => `/whizz/${encodeURIComponent(id)}`;
const answerPath = (id: string, questionId: string) =>
  `${base(id)}/attempt/answers/${encodeURIComponent(questionId)}`;

/** GET /whizz → data{whizz, serverNow}; `receivedAt` is the device clock when it arrived. */
export async function getMyWhizz(signal?: AbortSignal): Promise<MyWhizz> {
  const res = await publicApi.get('/whizz', 'ZStudentWhizzListData', { signal });
  return { whizz: res.data.whizz, serverNow: res.data.serverNow, receivedAt: Date.now() };
}

export type OneWhizz = { whizz: StudentWhizz; serverNow: string; receivedAt: number };

/** GET /whizz/{id} → data{whizz, serverNow}: the start screen's quiz. */
export async function getWhizz(id: string, signal?: AbortSignal): Promise<OneWhizz> {
  const res = await publicApi.get(base(id), 'ZStudentWhizzData', { signal });
  return { whizz: res.data.whizz, serverNow: res.data.serverNow, receivedAt: Date.now() };
}

export type AttemptWithClock = Attempt & { receivedAt: number };

/** POST /whizz/{id}/attempt: starts the attempt, or resumes the running one. */
export async function startAttempt(id: string): Promise<AttemptWithClock> {
  const res = await publicApi.post(`${base(id)}/attempt`, 'ZAttemptData');
  return { ...res.data.attempt, receivedAt: Date.now() };
}

/** PUT /whizz/{id}/attempt/answers/{questionId}. */
export async function saveAnswer(id: string, questionId: string, answer: Answer) {
  await publicApi.put(answerPath(id, questionId), 'ZAnswerData', answer);
}

/**
 * The same save as the page goes away (reload, tab closed): a keepalive request the browser
 * finishes after the page is gone. Best effort — the answer was already queued normally.
 */
export function saveAnswerOnUnload(id: string, questionId: string, answer: Answer) {
  void fetch(publicApi.href(answerPath(id, questionId)), {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  }).catch(() => {});
}

/** POST /whizz/{id}/attempt/tab-switch → data.tabSwitches. */
export async function recordTabSwitch(id: string): Promise<number> {
  const res = await publicApi.post(`${base(id)}/attempt/tab-switch`, 'ZTabSwitchData');
  return res.data.tabSwitches;
}

/** POST …/attempt/run (visible tests) or …/attempt/submit-code (all tests) → 202 data.submission. */
export async function sendCode(
  id: string,
  kind: 'run' | 'submit',
  body: RunCodeBody,
): Promise<Submission> {
  const path = kind === 'run' ? 'run' : 'submit-code';
  const res = await publicApi.post(`${base(id)}/attempt/${path}`, 'ZSubmissionData', body);
  return res.data.submission;
}

/** GET /whizz/{id}/attempt/submissions/{submissionId} (hidden tests redacted). */
export async function getSubmission(
  id: string,
  submissionId: string,
  signal?: AbortSignal,
): Promise<Submission> {
  const res = await publicApi.get(
    `${base(id)}/attempt/submissions/${encodeURIComponent(submissionId)}`,
    'ZSubmissionData',
    { signal },
  );
  return res.data.submission;
}

/** POST /whizz/{id}/attempt/submit → data.result. */
export async function submitAttempt(id: string): Promise<WhizzResult> {
  const res = await publicApi.post(`${base(id)}/attempt/submit`, 'ZWhizzResultData');
  return res.data.result;
}

/** GET /whizz/{id}/result → data.result. */
export async function getResult(id: string, signal?: AbortSignal): Promise<WhizzResult> {
  const res = await publicApi.get(`${base(id)}/result`, 'ZWhizzResultData', { signal });
  return res.data.result;
}

/** GET /whizz/{id}/leaderboard?page&limit. */
export async function getLeaderboard(
  id: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<LeaderboardData> {
  const res = await publicApi.get(`${base(id)}/leaderboard`, 'ZLeaderboardData', {
    query: { page, limit },
    signal,
  });
  return res.data;
}
