import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { COURSES_MSG, type Announcement, type AnnouncementBody } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { catalogKeys } from '@/core/catalog-keys';

import { courseAdminKeys } from './course-admin-keys.ts';

const path = (id: string) => `/courses/${encodeURIComponent(id)}/announcements`;

/** GET /admin/courses/{id}/announcements → data.announcements, newest first. */
export async function getCourseAnnouncements(id: string, signal?: AbortSignal) {
  const res = await adminApi.get(path(id), 'ZAnnouncementsData', { signal });
  return [...res.data.announcements].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useCourseAnnouncements(id: string) {
  return useQuery({
    queryKey: courseAdminKeys.announcements(id),
    queryFn: ({ signal }) => getCourseAnnouncements(id, signal),
    staleTime: 30_000,
  });
}

export const POST_ANNOUNCEMENT_FAILED = 'Failed to post announcement';
export const DELETE_ANNOUNCEMENT_FAILED = 'Failed to delete announcement';

/** POST /admin/courses/{id}/announcements → 201 data.announcement. */
export async function postAnnouncement({ id, body }: { id: string; body: AnnouncementBody }) {
  const res = await adminApi.post(path(id), 'ZAnnouncementData', body);
  return { announcement: res.data.announcement, message: res.message };
}

/** DELETE /admin/courses/{id}/announcements/{announcementId}. */
export async function deleteAnnouncement({
  id,
  announcementId,
}: {
  id: string;
  announcementId: string;
}) {
  const res = await adminApi.delete(`${path(id)}/${encodeURIComponent(announcementId)}`, 'ZNoData');
  return res.message || COURSES_MSG.announcementDeleted;
}

function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return (id: string) => {
    void queryClient.invalidateQueries({ queryKey: courseAdminKeys.announcements(id) });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.courses });
  };
}

export function usePostAnnouncement() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: postAnnouncement,
    onSuccess: ({ announcement }, { id }) => {
      // Shown at once at the top; the refetch then confirms the order.
      queryClient.setQueryData<Announcement[]>(courseAdminKeys.announcements(id), (list) => [
        announcement,
        ...(list ?? []).filter((a) => a._id !== announcement._id),
      ]);
      refresh(id);
    },
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: (_message, { id, announcementId }) => {
      queryClient.setQueryData<Announcement[]>(courseAdminKeys.announcements(id), (list) =>
        list?.filter((a) => a._id !== announcementId),
      );
      refresh(id);
    },
  });
}
