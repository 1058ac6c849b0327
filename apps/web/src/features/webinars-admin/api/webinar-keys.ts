import type { WebinarListParams } from '../lib/list-updates.ts';

export type StudentListParams = {
  page: number;
  limit: number;
  search: string;
  attended: 'true' | 'false' | '';
  certificateStatus: string;
};

/** Query keys of the staff webinar pages; never written inline in components. */
export const webinarKeys = {
  all: ['admin', 'webinars'] as const,
  lists: () => [...webinarKeys.all, 'list'] as const,
  list: (params: WebinarListParams) => [...webinarKeys.lists(), params] as const,
  detail: (id: string) => [...webinarKeys.all, 'detail', id] as const,
  students: (id: string) => [...webinarKeys.all, 'students', id] as const,
  studentList: (id: string, params: StudentListParams) =>
    [...webinarKeys.students(id), params] as const,
  campaigns: (id: string) => [...webinarKeys.all, 'campaigns', id] as const,
  userSearch: (search: string, page: number) =>
    [...webinarKeys.all, 'user-search', search, page] as const,
};
