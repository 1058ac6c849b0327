import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type AssignmentPatchBody, type AssignmentValues } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { batchAdminKeys } from './batch-keys.ts';

export const ASSIGNMENTS_FETCH_FAILED = 'Failed to fetch assignments';
const path = (batchId: string) => `/batches/${encodeURIComponent(batchId)}/assignments`;

/** GET /admin/batches/{id}/assignments: with their submitted and graded counts. */
export function useBatchAssignments(batchId: string) {
  return useQuery({
    queryKey: batchAdminKeys.assignments(batchId),
    queryFn: async ({ signal }) =>
      (await adminApi.get(path(batchId), 'ZAdminAssignmentsData', { signal })).data.assignments,
    staleTime: 30_000,
  });
}

/** Create (no id) or PATCH an assignment; the list and the review queue refresh. */
export function useSaveAssignment(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id?: string;
      body: AssignmentValues | AssignmentPatchBody;
    }) =>
      id
        ? adminApi.patch(`${path(batchId)}/${encodeURIComponent(id)}`, 'ZAdminAssignmentData', body)
        : adminApi.post(path(batchId), 'ZAdminAssignmentData', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: batchAdminKeys.assignments(batchId) });
      void queryClient.invalidateQueries({ queryKey: batchAdminKeys.reviews(batchId) });
    },
  });
}

/** DELETE an assignment (409 once students handed it in). Resolves to the server's message. */
export function useDeleteAssignment(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await adminApi.delete(`${path(batchId)}/${encodeURIComponent(id)}`, 'ZNoData');
      return res.message;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: batchAdminKeys.assignments(batchId) });
    },
  });
}
