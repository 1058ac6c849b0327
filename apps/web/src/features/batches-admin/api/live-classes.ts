import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type AttendanceReport, type LiveClassBody, type LiveClassUpdateBody } from '@app/shared';

import { adminApi, failWith } from '@/core/api-client';

import { batchAdminKeys } from './batch-keys.ts';

const FAILED = 'Something went wrong with the live classes. Please try again.';
const base = (batchId: string) => `/batches/${encodeURIComponent(batchId)}/live-classes`;
const one = (batchId: string, classId: string) => `${base(batchId)}/${encodeURIComponent(classId)}`;
const keys = {
  all: (batchId: string) => [...batchAdminKeys.detail(batchId), 'live-classes'] as const,
  list: (batchId: string) => [...keys.all(batchId), 'list'] as const,
  students: (batchId: string) => [...keys.all(batchId), 'students'] as const,
  attendance: (batchId: string, classId: string) =>
    [...keys.all(batchId), 'attendance', classId] as const,
};

/** GET /admin/batches/{id}/live-classes (with attended counts). */
export function useAdminLiveClasses(batchId: string) {
  return useQuery({
    queryKey: keys.list(batchId),
    queryFn: async ({ signal }) =>
      (await adminApi.get(base(batchId), 'ZAdminLiveClassListData', { signal })).data.liveClasses,
  });
}

/** GET /admin/batches/{id}/live-classes/students: classes attended per student. */
export function useLiveClassStudents(batchId: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.students(batchId),
    queryFn: async ({ signal }) =>
      (await adminApi.get(`${base(batchId)}/students`, 'ZLiveClassStudentsData', { signal })).data
        .students,
    enabled,
  });
}

/** GET /admin/batches/{id}/live-classes/{classId}/attendance: every enrolled student. */
export function useLiveClassAttendance(batchId: string, classId: string | null) {
  return useQuery({
    queryKey: keys.attendance(batchId, classId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get(`${one(batchId, classId!)}/attendance`, 'ZLiveClassAttendanceData', {
          signal,
        })
      ).data,
    enabled: classId !== null,
  });
}

function useRefresh(batchId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all(batchId) });
}

/** POST /admin/batches/{id}/live-classes: one class or a weekly series. */
export function useScheduleLiveClass(batchId: string) {
  const refresh = useRefresh(batchId);
  return useMutation({
    mutationFn: async (body: LiveClassBody) => {
      const res = await adminApi.post(base(batchId), 'ZAdminLiveClassListData', body);
      return { liveClasses: res.data.liveClasses, message: res.message };
    },
    onSuccess: refresh,
  });
}

/** PATCH /admin/batches/{id}/live-classes/{classId} */
export function useUpdateLiveClass(batchId: string) {
  const refresh = useRefresh(batchId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: LiveClassUpdateBody }) => {
      const res = await adminApi.patch(one(batchId, id), 'ZAdminLiveClassData', body);
      return res.data.liveClass;
    },
    onSuccess: refresh,
  });
}

/** DELETE /admin/batches/{id}/live-classes/{classId} */
export function useDeleteLiveClass(batchId: string) {
  const refresh = useRefresh(batchId);
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await adminApi.delete(one(batchId, id), 'ZNoData');
      } catch (error) {
        failWith(error, FAILED);
      }
    },
    onSuccess: refresh,
  });
}

/** POST …/attendance/import with the participant CSV's bytes as text/csv (the webinars' importer). */
export function useImportLiveAttendance(batchId: string, classId: string) {
  const refresh = useRefresh(batchId);
  return useMutation({
    mutationFn: async (file: Blob): Promise<AttendanceReport> => {
      try {
        const res = await adminApi.post(
          `${one(batchId, classId)}/attendance/import`,
          'ZLiveClassImportData',
          new Blob([file], { type: 'text/csv' }),
        );
        return res.data.report;
      } catch (error) {
        failWith(error, FAILED);
      }
    },
    onSuccess: refresh,
  });
}
