import { type User } from '@app/shared';

import { publicApi } from '@/core/api-client';

// The two auth calls the whole app needs (session restore, logout). The sign-in calls live
// with the auth feature.

export async function getCurrentUser(): Promise<User> {
  const res = await publicApi.get('/users/me', 'ZUserData');
  return res.data.user;
}

export async function logoutUser(): Promise<void> {
  await publicApi.post('/users/logout', 'ZNoData');
}
