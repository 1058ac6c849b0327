import { useQuery } from '@tanstack/react-query';

import { type UserDetail } from '@app/shared';

import { adminApi, failWith } from '@/core/api-client';

import { staffAdminKeys } from './staff-admin-keys.ts';

export const USER_FETCH_FAILED = 'Failed to fetch the user';

/** GET /admin/users/{id} → data{user, enrolments, payments, quizResults, webinarRegistrations, bans, activity}. */
export async function getUser(id: string, signal?: AbortSignal): Promise<UserDetail> {
  try {
    const res = await adminApi.get(`/users/${encodeURIComponent(id)}`, 'ZUserDetail', { signal });
    return res.data;
  } catch (error) {
    return failWith(error, USER_FETCH_FAILED);
  }
}

export function useUser(id: string, enabled = true) {
  return useQuery({
    queryKey: staffAdminKeys.user(id),
    queryFn: ({ signal }) => getUser(id, signal),
    enabled,
    staleTime: 10_000,
    // A 404 or 400 will not mend itself on a second try.
    retry: (count, error) => count < 2 && !isClientError(error),
  });
}

function isClientError(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { status?: unknown } | undefined) : null;
  return typeof cause?.status === 'number' && cause.status >= 400 && cause.status < 500;
}
