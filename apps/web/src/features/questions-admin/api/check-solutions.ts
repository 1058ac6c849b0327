import { useMutation, useQueries } from '@tanstack/react-query';

import { ASSESS_MSG, type CheckSolutionsBody, type Submission } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { failWith } from '@/core/api-client';

import { questionKeys } from './question-keys.ts';

export const CHECK_FAILED = 'Failed to check the solutions';
/** How often a queued or running submission is asked about again. */
export const SUBMISSION_POLL_MS = 700;

/** POST /admin/coding-problems/check-solutions → 202 data.submissions (one per solution). */
export async function checkSolutions(body: CheckSolutionsBody): Promise<Submission[]> {
  try {
    const res = await adminApi.post('/coding-problems/check-solutions', 'ZSubmissionsData', body);
    return res.data.submissions;
  } catch (error) {
    failWith(error, CHECK_FAILED);
  }
}

/** GET /admin/submissions/{id} → data.submission. */
export async function getSubmission(id: string, signal?: AbortSignal): Promise<Submission> {
  try {
    const res = await adminApi.get(`/submissions/${encodeURIComponent(id)}`, 'ZSubmissionData', {
      signal,
    });
    return res.data.submission;
  } catch (error) {
    if (signal?.aborted) throw error;
    failWith(error, ASSESS_MSG.submissionNotFound);
  }
}

export const useCheckSolutions = () => useMutation({ mutationFn: checkSolutions });

export const isSettled = (s: Submission | undefined) =>
  s !== undefined && (s.status === 'done' || s.status === 'error');

/**
 * Follows each submission until the judge has finished it (every SUBMISSION_POLL_MS while it is
 * queued or running), starting from the copy the POST answered with.
 */
export function useSubmissions(initial: Submission[]) {
  return useQueries({
    queries: initial.map((first) => ({
      queryKey: questionKeys.submission(first._id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getSubmission(first._id, signal),
      initialData: first,
      initialDataUpdatedAt: 0,
      staleTime: Infinity,
      refetchInterval: (query: { state: { data: Submission | undefined } }) =>
        isSettled(query.state.data) ? false : SUBMISSION_POLL_MS,
      refetchIntervalInBackground: true,
    })),
  });
}
