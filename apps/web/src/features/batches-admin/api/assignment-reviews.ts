import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type AssignmentReviewBody } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { toast } from '@/core/toast';

import { batchAdminKeys, type AssignmentQueueParams } from './batch-keys.ts';

export const REVIEWS_FETCH_FAILED = 'Failed to fetch submissions';

/** GET /admin/batches/{id}/assignment-submissions?assignmentId&status&page&limit */
export function useAssignmentQueue(batchId: string, params: AssignmentQueueParams) {
  return useQuery({
    queryKey: batchAdminKeys.reviewList(batchId, params),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get(
          `/batches/${encodeURIComponent(batchId)}/assignment-submissions`,
          'ZAssignmentQueueData',
          {
            query: {
              page: params.page,
              limit: params.limit,
              assignmentId: params.assignmentId || undefined,
              status: params.status || undefined,
            },
            signal,
          },
        )
      ).data,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

const submissionPath = (assignmentId: string, submissionId: string) =>
  `/assignments/${encodeURIComponent(assignmentId)}/submissions/${encodeURIComponent(submissionId)}`;

/** GET /admin/assignments/{id}/submissions/{submissionId}: what was handed in and its review. */
export function useAssignmentSubmission(
  batchId: string,
  assignmentId: string,
  submissionId: string,
) {
  return useQuery({
    queryKey: batchAdminKeys.review(batchId, submissionId),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get(submissionPath(assignmentId, submissionId), 'ZAdminSubmissionData', {
          signal,
        })
      ).data.submission,
    enabled: submissionId !== '',
  });
}

/** POST …/review {score, feedback}: the toast says the student was told; the queue refreshes. */
export function useReviewSubmission(batchId: string, assignmentId: string, submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentReviewBody) =>
      adminApi.post(
        `${submissionPath(assignmentId, submissionId)}/review`,
        'ZAdminSubmissionData',
        body,
      ),
    onSuccess: (res) => {
      queryClient.setQueryData(batchAdminKeys.review(batchId, submissionId), res.data.submission);
      void queryClient.invalidateQueries({ queryKey: batchAdminKeys.reviews(batchId) });
      void queryClient.invalidateQueries({ queryKey: batchAdminKeys.assignments(batchId) });
      toast.success(res.message);
    },
  });
}
