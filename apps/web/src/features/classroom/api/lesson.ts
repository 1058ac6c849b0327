import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type ClassroomLesson } from '@app/shared';

import { getErrorMessage, publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { STUDENT_STALE_MS } from '@/core/student';
import { toast } from '@/core/toast';

import { classroomKeys, refreshAfterProgress } from './classroom-keys.ts';

export const LESSON_LOAD_FAILED = 'Failed to load the lesson';

const lessonPath = (batchId: string, lessonId: string) =>
  `/classroom/${encodeURIComponent(batchId)}/lessons/${encodeURIComponent(lessonId)}`;

/** GET /classroom/{batchId}/lessons/{lessonId} → data.lesson (404 unless enrolled). */
export function useLesson(batchId: string, lessonId: string) {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: classroomKeys.lesson(userId, batchId, lessonId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(lessonPath(batchId, lessonId), 'ZClassroomLessonData', {
        signal,
      });
      return res.data.lesson;
    },
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}

/**
 * PUT /classroom/{batchId}/lessons/{lessonId}/done: the lesson, the batch's ticks and the
 * batch card follow the server's answer; a refusal (a lesson not open yet) is said in a toast.
 */
export function useMarkLessonDone(batchId: string, lessonId: string) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: async (completed: boolean) => {
      const res = await publicApi.put(`${lessonPath(batchId, lessonId)}/done`, 'ZProgressData', {
        completed,
      });
      return { progress: res.data.progress, message: res.message };
    },
    onSuccess: ({ progress }) => {
      queryClient.setQueryData(classroomKeys.progress(userId, batchId), progress);
      queryClient.setQueryData<ClassroomLesson>(
        classroomKeys.lesson(userId, batchId, lessonId),
        (lesson) => lesson && { ...lesson, completed: progress.completed.includes(lessonId) },
      );
      refreshAfterProgress(queryClient, userId, batchId);
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, 'Could not save your progress. Please try again.'));
    },
  });
}
