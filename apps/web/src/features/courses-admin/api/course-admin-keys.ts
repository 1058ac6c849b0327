import type { CourseState, CourseType } from '@app/shared';

/** The admin course list as the page asks for it ('' = no filter). */
export type AdminCourseListParams = {
  page: number;
  limit: number;
  search: string;
  state: CourseState | '';
  type: CourseType | '';
};

/** Query keys of the staff course pages; never written inline in components. */
export const courseAdminKeys = {
  all: ['admin', 'courses'] as const,
  lists: () => [...courseAdminKeys.all, 'list'] as const,
  list: (params: AdminCourseListParams) => [...courseAdminKeys.lists(), params] as const,
  detail: (id: string) => [...courseAdminKeys.all, 'detail', id] as const,
  modules: (id: string) => [...courseAdminKeys.all, 'modules', id] as const,
  announcements: (id: string) => [...courseAdminKeys.all, 'announcements', id] as const,
  staff: () => [...courseAdminKeys.all, 'staff'] as const,
  /** The practice-lesson problem picker: a search of the coding bank, one problem's title. */
  problems: (search: string) => [...courseAdminKeys.all, 'problems', search] as const,
  problem: (id: string) => [...courseAdminKeys.all, 'problem', id] as const,
};
