import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type ClassroomBatch, type Progress } from '@app/shared';

import { getErrorMessage, publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { STUDENT_STALE_MS, studentKeys } from '@/core/student';
import { toast } from '@/core/toast';

import { classroomKeys, refreshAfterProgress } from './classroom-keys.ts';

type Tick = { lessonKey: string; completed: boolean };

const mutationKey = ['classroom', 'tick'] as const;

/** GET /classroom/{batchId}/progress: the keys of the lessons ticked in this batch. */
export function useLessonProgress(batchId: string) {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    queryKey: classroomKeys.progress(userId, batchId),
    queryFn: async ({ signal }) => {
      const res = await publicApi.get(
        `/classroom/${encodeURIComponent(batchId)}/progress`,
        'ZProgressData',
        { signal },
      );
      return res.data.progress;
    },
    staleTime: STUDENT_STALE_MS,
    enabled: userId !== '',
  });
}

/**
 * PUT /classroom/{batchId}/progress for one lesson, optimistic: the tick shows at once (and the
 * batch card's count follows); a refusal puts both back and says why.
 */
export function useTickLesson(batchId: string) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  const progressKey = classroomKeys.progress(userId, batchId);
  const batchesKey = studentKeys.batches(userId);

  return useMutation({
    mutationKey,
    mutationFn: async (tick: Tick) => {
      const res = await publicApi.put(
        `/classroom/${encodeURIComponent(batchId)}/progress`,
        'ZProgressData',
        tick,
      );
      return res.data.progress;
    },
    onMutate: async (tick) => {
      await queryClient.cancelQueries({ queryKey: progressKey });
      const previous = queryClient.getQueryData<Progress>(progressKey);
      const previousBatches = queryClient.getQueryData<ClassroomBatch[]>(batchesKey);
      const before = new Set(previous?.completed ?? []);
      const wasDone = before.has(tick.lessonKey);
      if (tick.completed) before.add(tick.lessonKey);
      else before.delete(tick.lessonKey);
      queryClient.setQueryData<Progress>(progressKey, { completed: [...before] });
      if (wasDone !== tick.completed) {
        const step = tick.completed ? 1 : -1;
        queryClient.setQueryData<ClassroomBatch[]>(batchesKey, (batches) =>
          batches?.map((b) =>
            b.batch._id !== batchId
              ? b
              : {
                  ...b,
                  progress: {
                    ...b.progress,
                    completedLessons: Math.min(
                      b.progress.totalLessons,
                      Math.max(0, b.progress.completedLessons + step),
                    ),
                  },
                },
          ),
        );
      }
      return { previous, previousBatches };
    },
    onError: (error, _tick, context) => {
      if (context?.previous) queryClient.setQueryData(progressKey, context.previous);
      if (context?.previousBatches) queryClient.setQueryData(batchesKey, context.previousBatches);
      toast.error(getErrorMessage(error, 'Could not save your progress. Please try again.'));
    },
    onSuccess: (progress) => {
      // Only the last of several quick ticks writes the server's answer, so an earlier answer
      // never undoes a later tick that is still on its way.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        queryClient.setQueryData(progressKey, progress);
      }
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        refreshAfterProgress(queryClient, userId, batchId);
      }
    },
  });
}
