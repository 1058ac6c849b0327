import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZWebinarStudentsData, ZWebinarUserSearchData } from '@app/shared';
import { WEBINAR_MSG, type AttendanceReport, type WebinarUserUpdateBody } from '@app/shared';

import { adminRead } from '@/core/admin-read';
import { adminApi, failWith } from '@/core/api-client';

import { webinarKeys, type StudentListParams } from './webinar-keys.ts';
import { refreshWebinar, webinarPath } from './webinars-api.ts';

export type StudentList = z.infer<typeof ZWebinarStudentsData>;
export type UserSearchResult = z.infer<typeof ZWebinarUserSearchData>;

function studentFilters(params: Omit<StudentListParams, 'page' | 'limit'>) {
  return {
    search: params.search || undefined,
    attended: params.attended || undefined,
    certificateStatus: params.certificateStatus || undefined,
  };
}

/**
 * GET /admin/webinars/{id}/students → data{students, pagination}. Registrants are personal
 * data, so they are not kept in the webinar cache.
 */
export function useWebinarStudents(id: string, params: StudentListParams, enabled = true) {
  return useQuery({
    queryKey: webinarKeys.studentList(id, params),
    queryFn: ({ signal }): Promise<StudentList> =>
      adminRead(`${webinarPath(id)}/students`, 'ZWebinarStudentsData', WEBINAR_MSG.unknownError, {
        query: { page: params.page, limit: params.limit, ...studentFilters(params) },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** The CSV download of the students list with the filters on screen. */
export function studentsExportHref(id: string, params: StudentListParams): string {
  return adminApi.href(`${webinarPath(id)}/students/export.csv`, studentFilters(params));
}

/** PUT /admin/webinars/users/{id} (name, e-mail, attended) → data.webinarUser. */
export function useUpdateWebinarUser(webinarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: WebinarUserUpdateBody }) => {
      const res = await adminApi.put(
        `/webinars/users/${encodeURIComponent(id)}`,
        'ZWebinarUserData',
        body,
      );
      return { user: res.data.webinarUser, message: res.message || WEBINAR_MSG.userUpdated };
    },
    onSuccess: () => refreshWebinar(queryClient, webinarId),
  });
}

/**
 * POST /admin/webinars/{id}/attendance/import with the file's bytes as text/csv → data.report.
 * The bytes go as they are: the server reads the encoding (Teams writes UTF-16).
 */
export function useImportAttendance(webinarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob): Promise<AttendanceReport> => {
      try {
        const res = await adminApi.post(
          `${webinarPath(webinarId)}/attendance/import`,
          'ZAttendanceReportData',
          new Blob([file], { type: 'text/csv' }),
        );
        return res.data.report;
      } catch (error) {
        failWith(error, WEBINAR_MSG.unknownError);
      }
    },
    onSuccess: () => refreshWebinar(queryClient, webinarId),
  });
}

/** GET /admin/webinars/users/search?search → registrants of every webinar, with their webinar. */
export function useWebinarUserSearch(search: string, page: number, limit: number) {
  return useQuery({
    queryKey: [...webinarKeys.userSearch(search, page), limit],
    queryFn: ({ signal }): Promise<UserSearchResult> =>
      adminRead('/webinars/users/search', 'ZWebinarUserSearchData', WEBINAR_MSG.unknownError, {
        query: { search, page, limit },
        signal,
      }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
