import { useMutation, useQueryClient } from '@tanstack/react-query';

import { STAFF_MSG, type AdminUser, type UserUpdateBody } from '@app/shared';

import { adminApi, failWith } from '@/core/api-client';
import { toast } from '@/core/toast';

import { staffAdminKeys } from './staff-admin-keys.ts';

export const USER_UPDATE_FAILED = 'Failed to update the user';

/** PATCH /admin/users/{id} with a role and/or the active flag → data.user (403 with the rank rule's words). */
export async function updateUser({
  id,
  patch,
}: {
  id: string;
  patch: UserUpdateBody;
}): Promise<AdminUser> {
  try {
    const res = await adminApi.patch(`/users/${encodeURIComponent(id)}`, 'ZAdminUserData', patch);
    return res.data.user;
  } catch (error) {
    return failWith(error, USER_UPDATE_FAILED);
  }
}

/** Saves a role or active change; the detail (and its activity) and the lists are re-read. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      toast.success(STAFF_MSG.userUpdated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffAdminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: staffAdminKeys.activity() }),
        queryClient.invalidateQueries({ queryKey: staffAdminKeys.user(user._id) }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}
