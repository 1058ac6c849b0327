import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { STAFF_MSG, type AdminUser } from '@app/shared';

import { adminApi, failWith, isNotFound } from '@/core/api-client';
import { toast } from '@/core/toast';

import { staffAdminKeys } from './staff-admin-keys.ts';

export const LOOKUP_FAILED = 'Failed to find the user';
export const VERIFY_FAILED = 'Failed to verify the user';

/** GET /admin/verify-user/lookup?query= (an exact phone or e-mail) → data.user; null on a 404. */
export async function lookupUser(query: string, signal?: AbortSignal): Promise<AdminUser | null> {
  try {
    const res = await adminApi.get('/verify-user/lookup', 'ZAdminUserData', {
      query: { query },
      signal,
    });
    return res.data.user;
  } catch (error) {
    if (isNotFound(error)) return null;
    return failWith(error, LOOKUP_FAILED);
  }
}

/** Runs once a lookup text is submitted (''= nothing asked yet). */
export function useUserLookup(query: string) {
  return useQuery({
    queryKey: staffAdminKeys.lookup(query),
    queryFn: ({ signal }) => lookupUser(query, signal),
    enabled: query !== '',
    staleTime: 0,
    retry: false,
  });
}

/** POST /admin/users/{id}/verify {note} → data.user (active, with who verified and why). */
export async function verifyUser({ id, note }: { id: string; note: string }): Promise<AdminUser> {
  try {
    const res = await adminApi.post(`/users/${encodeURIComponent(id)}/verify`, 'ZAdminUserData', {
      note,
    });
    return res.data.user;
  } catch (error) {
    return failWith(error, VERIFY_FAILED);
  }
}

export function useVerifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUser,
    onSuccess: (user) => {
      toast.success(STAFF_MSG.userVerified);
      queryClient.setQueriesData<AdminUser | null>(
        { queryKey: [...staffAdminKeys.all, 'lookup'] },
        (old) => (old && old._id === user._id ? user : old),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffAdminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: staffAdminKeys.activity() }),
      ]);
    },
  });
}
