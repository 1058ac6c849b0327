import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  ADMIN_API_PREFIX,
  EMPTY_PAGINATION,
  WEBINAR_MSG,
  type AttendanceReport,
  type Pagination,
  type WebinarUser,
  type WebinarUserHit,
  type WebinarUserUpdateBody,
} from '@app/shared';

import { adminApi, failWith } from '@/core/api-client';

import { webinarKeys, type StudentListParams } from './webinar-keys.ts';
import { refreshWebinar, webinarPath } from './webinars-api.ts';

export type StudentList = { students: WebinarUser[]; pagination: Pagination };
export type UserSearchResult = { webinarUsers: WebinarUserHit[]; pagination: Pagination };

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
    queryFn: async ({ signal }): Promise<StudentList> => {
      try {
        const res = await adminApi.get<StudentList>(`${webinarPath(id)}/students`, {
          query: { page: params.page, limit: params.limit, ...studentFilters(params) },
          signal,
        });
        return {
          students: res.data?.students ?? [],
          pagination: res.data?.pagination ?? EMPTY_PAGINATION,
        };
      } catch (error) {
        if (signal.aborted) throw error;
        failWith(error, WEBINAR_MSG.unknownError);
      }
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** The CSV download of the students list with the filters on screen (a plain link: cookies go). */
export function studentsExportHref(id: string, params: StudentListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(studentFilters(params))) {
    if (value) query.set(key, value);
  }
  const qs = query.toString();
  return `${ADMIN_API_PREFIX}${webinarPath(id)}/students/export.csv${qs ? `?${qs}` : ''}`;
}

/** PUT /admin/webinars/users/{id} (name, e-mail, attended) → data.webinarUser. */
export function useUpdateWebinarUser(webinarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: WebinarUserUpdateBody }) => {
      const res = await adminApi.put<{ webinarUser: WebinarUser }>(
        `/webinars/users/${encodeURIComponent(id)}`,
        body,
      );
      if (!res.data?.webinarUser) throw new Error(WEBINAR_MSG.unknownError);
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
        const res = await adminApi.post<{ report: AttendanceReport }>(
          `${webinarPath(webinarId)}/attendance/import`,
          new Blob([file], { type: 'text/csv' }),
        );
        if (!res.data?.report) throw new Error(WEBINAR_MSG.unknownError);
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
    queryFn: async ({ signal }): Promise<UserSearchResult> => {
      try {
        const res = await adminApi.get<UserSearchResult>('/webinars/users/search', {
          query: { search, page, limit },
          signal,
        });
        return {
          webinarUsers: res.data?.webinarUsers ?? [],
          pagination: res.data?.pagination ?? EMPTY_PAGINATION,
        };
      } catch (error) {
        if (signal.aborted) throw error;
        failWith(error, WEBINAR_MSG.unknownError);
      }
    },
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
