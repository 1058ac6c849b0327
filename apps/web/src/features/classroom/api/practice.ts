import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { type PracticeCodeBody, type Submission } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { classroomKeys, refreshAfterProgress } from './classroom-keys.ts';

const practicePath = (batchId: string, lessonId: string) =>
  `/classroom/${encodeURIComponent(batchId)}/lessons/${encodeURIComponent(lessonId)}/practice`;

/** GET …/lessons/{lessonId}/practice → data.practice (the problem, my best and latest tries). */
export async function getPractice(batchId: string, lessonId: string, signal?: AbortSignal) {
  const res = await publicApi.get(practicePath(batchId, lessonId), 'ZPracticeData', { signal });
  return res.data.practice;
}

/** POST …/practice/run (visible tests) or …/practice/submit (every test) → 202 data.submission. */
export async function sendPractice(
  batchId: string,
  lessonId: string,
  kind: 'run' | 'submit',
  body: PracticeCodeBody,
): Promise<Submission> {
  const res = await publicApi.post(
    `${practicePath(batchId, lessonId)}/${kind}`,
    'ZSubmissionData',
    body,
  );
  return res.data.submission;
}

/** GET …/practice/submissions/{submissionId} → data.submission (hidden tests redacted). */
export async function getPracticeSubmission(
  batchId: string,
  lessonId: string,
  submissionId: string,
  signal?: AbortSignal,
): Promise<Submission> {
  const res = await publicApi.get(
    `${practicePath(batchId, lessonId)}/submissions/${encodeURIComponent(submissionId)}`,
    'ZSubmissionData',
    { signal },
  );
  return res.data.submission;
}

const useUserId = () => useAuthStore((s) => s.user?._id ?? '');

export function usePractice(batchId: string, lessonId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: classroomKeys.practice(userId, batchId, lessonId),
    queryFn: ({ signal }) => getPractice(batchId, lessonId, signal),
    enabled: userId !== '',
    staleTime: 30_000,
  });
}

const POLL_MS = 1_000;

/** Follows a practice submission until it is judged (or failed), once a second. */
export function usePracticeSubmission(
  batchId: string,
  lessonId: string,
  submissionId: string | null,
) {
  const userId = useUserId();
  return useQuery({
    queryKey: classroomKeys.practiceSubmission(userId, batchId, lessonId, submissionId ?? ''),
    queryFn: ({ signal }) => getPracticeSubmission(batchId, lessonId, submissionId!, signal),
    enabled: userId !== '' && submissionId !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'done' || status === 'error' ? false : POLL_MS;
    },
    staleTime: Infinity,
  });
}

/**
 * After a submit is judged: my best and latest tries are read again, and a full pass (which the
 * server counts as the lesson done) refreshes the lesson, the batch's ticks and the batch card.
 */
export function usePracticeJudged(batchId: string, lessonId: string) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useCallback(
    (s: Submission) => {
      void queryClient.invalidateQueries({
        queryKey: classroomKeys.practice(userId, batchId, lessonId),
        exact: true,
      });
      if (s.kind === 'submit' && s.status === 'done' && s.total > 0 && s.passed === s.total) {
        void queryClient.invalidateQueries({
          queryKey: classroomKeys.lesson(userId, batchId, lessonId),
        });
        void queryClient.invalidateQueries({ queryKey: classroomKeys.progress(userId, batchId) });
        refreshAfterProgress(queryClient, userId, batchId);
      }
    },
    [queryClient, userId, batchId, lessonId],
  );
}
