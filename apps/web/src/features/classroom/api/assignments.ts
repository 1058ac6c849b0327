import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  REQUEST_TIMEOUT_MS,
  type AssignmentSubmissionBody,
  type ClassroomAssignment,
  type UploadedFile,
} from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { STUDENT_STALE_MS } from '@/core/student';
import { toast } from '@/core/toast';

import { classroomKeys } from './classroom-keys.ts';

const batchPath = (batchId: string) => `/classroom/${encodeURIComponent(batchId)}/assignments`;

/** GET /classroom/{batchId}/assignments: the batch's assignments with the student's hand-ins. */
export function useClassroomAssignments(batchId: string) {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: classroomKeys.assignments(userId, batchId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(batchPath(batchId), 'ZClassroomAssignmentsData', { signal });
      return res.data.assignments;
    },
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}

/** POST …/assignments/{assignmentId}/submissions; the list shows the answer at once. */
export function useSubmitAssignment(batchId: string, assignmentId: string) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  const key = classroomKeys.assignments(userId, batchId);
  return useMutation({
    mutationFn: async (body: AssignmentSubmissionBody) =>
      publicApi.post(
        `${batchPath(batchId)}/${encodeURIComponent(assignmentId)}/submissions`,
        'ZClassroomSubmissionData',
        body,
      ),
    onSuccess: (res) => {
      queryClient.setQueryData<ClassroomAssignment[]>(key, (list) =>
        list?.map((a) => (a._id === assignmentId ? { ...a, submission: res.data.submission } : a)),
      );
      toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: key });
      // "submitted" counts towards the completion card
      void queryClient.invalidateQueries({
        queryKey: classroomKeys.completion(userId, batchId),
      });
    },
  });
}

/**
 * POST /uploads/assignment-file with the raw bytes, sent as octet-stream whatever the browser
 * calls the file (ZIPs go by several names, or none): the server reads what it is from its bytes.
 */
export async function uploadAssignmentFile(file: File): Promise<UploadedFile> {
  const body = new Blob([file], { type: 'application/octet-stream' });
  const res = await publicApi.post('/uploads/assignment-file', 'ZUploadedFileData', body, {
    timeoutMs: REQUEST_TIMEOUT_MS * 4,
  });
  return res.data.file;
}
