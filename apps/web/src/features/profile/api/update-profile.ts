import { useMutation } from '@tanstack/react-query';

import { type ProfileBody, type User } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

export async function updateProfile(body: ProfileBody): Promise<User> {
  const res = await publicApi.patch('/users/me', 'ZUserData', body);
  return res.data.user;
}

/** PATCH /users/me; the signed-in user in the auth store (header, menus) follows at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => useAuthStore.getState().setUser(user),
  });
}
