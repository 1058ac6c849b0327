import type { EnquiryType, FollowUpStatus } from '@app/shared';

/** The admin callbacks list state as the page holds it (assignee already resolved). */
export type CallbackListParams = {
  page: number;
  limit: number;
  search: string;
  followUpStatus: FollowUpStatus[];
  enquiryFor: EnquiryType[];
  /** A staff id, 'none' for unassigned, or '' for anyone. */
  assignedToId: string;
  startDate: string;
  endDate: string;
};

/** Query keys of the admin callbacks feature; never written inline in components. */
export const callbackAdminKeys = {
  all: ['admin', 'callbacks'] as const,
  lists: () => [...callbackAdminKeys.all, 'list'] as const,
  list: (params: CallbackListParams) => [...callbackAdminKeys.lists(), params] as const,
  assignees: () => [...callbackAdminKeys.all, 'assignees'] as const,
  update: () => [...callbackAdminKeys.all, 'update'] as const,
};
