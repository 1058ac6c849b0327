import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZUserListData } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { getAdminList } from '@/core/api-client/admin-list-fetch';

import { staffAdminKeys, type UserListParams } from './staff-admin-keys.ts';

export const USERS_FETCH_FAILED = 'Failed to fetch users';
export type UserList = z.infer<typeof ZUserListData>;

/** The filters of the list as the API reads them (empty values left out). */
function userFilterQuery(params: Omit<UserListParams, 'page' | 'limit'>) {
  return {
    search: params.search || undefined,
    role: params.role,
    active: params.active || undefined,
    banned: params.banned || undefined,
  };
}

/** GET /admin/users → data{users, pagination}; the server reads the search (@ → e-mail, 10+ digits → phone, else name). */
export const getUsers = (params: UserListParams, signal?: AbortSignal): Promise<UserList> =>
  getAdminList(
    '/users',
    'ZUserListData',
    { ...userFilterQuery(params), page: params.page, limit: params.limit },
    USERS_FETCH_FAILED,
    signal,
  );

export function useUsers(params: UserListParams, enabled = true) {
  return useQuery({
    queryKey: staffAdminKeys.userList(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled,
  });
}

/** The CSV download of the list's current filters. */
export function usersExportUrl(params: Omit<UserListParams, 'page' | 'limit'>): string {
  return adminApi.href('/users/export.csv', userFilterQuery(params));
}
