import type { User } from '@app/shared';

import { publicApi } from '@/core/api-client';

// The two auth calls the whole app needs (session restore, logout). The sign-in calls live
// with the auth feature.

export async function getCurrentUser(): Promise<User> {
  const res = await publicApi.get<{ user: User }>('/users/me');
  if (!res.data?.user) throw new Error(res.message || 'Failed to fetch user');
  return res.data.user;
}

export async function logoutUser(): Promise<void> {
  await publicApi.post('/users/logout');
}
