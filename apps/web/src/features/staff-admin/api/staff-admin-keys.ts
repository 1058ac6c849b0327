import type { Ban, Role } from '@app/shared';

export type UserListParams = {
  page: number;
  limit: number;
  search: string;
  role: Role[];
  active: 'true' | 'false' | '';
  banned: 'true' | 'false' | '';
};

export type BanListParams = {
  page: number;
  limit: number;
  search: string;
  state: Ban['state'] | '';
};

export type ActivityLogParams = {
  page: number;
  limit: number;
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
};

/** Query keys of the staff-administration pages; never written inline in components. */
export const staffAdminKeys = {
  all: ['admin', 'staff'] as const,
  users: () => [...staffAdminKeys.all, 'users'] as const,
  userList: (params: UserListParams) => [...staffAdminKeys.users(), 'list', params] as const,
  user: (id: string) => [...staffAdminKeys.users(), 'detail', id] as const,
  bans: () => [...staffAdminKeys.all, 'bans'] as const,
  banList: (params: BanListParams) => [...staffAdminKeys.bans(), 'list', params] as const,
  activity: () => [...staffAdminKeys.all, 'activity'] as const,
  activityList: (params: ActivityLogParams) =>
    [...staffAdminKeys.activity(), 'list', params] as const,
  activityFacets: () => [...staffAdminKeys.activity(), 'facets'] as const,
  lookup: (query: string) => [...staffAdminKeys.all, 'lookup', query] as const,
};
