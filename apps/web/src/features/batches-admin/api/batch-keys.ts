/** The admin batch list state: a course id or 'all', page and page size. */
export type BatchListParams = { course: string; page: number; limit: number };
/** GET /admin/batches/{id}/students query (ZBatchStudentsQuery) as the page holds it. */
export type BatchStudentsParams = { page: number; limit: number; search: string };

/**
 * Query keys of the staff batch pages. Every key starts with 'admin-batches', so one
 * setQueriesData over `lists()` reaches every cached list (each course and 'all', every page).
 */
export const batchAdminKeys = {
  all: ['admin-batches'] as const,
  lists: () => [...batchAdminKeys.all, 'list'] as const,
  list: (params: BatchListParams) => [...batchAdminKeys.lists(), params] as const,
  details: () => [...batchAdminKeys.all, 'detail'] as const,
  detail: (id: string) => [...batchAdminKeys.details(), id] as const,
  students: (id: string) => [...batchAdminKeys.all, 'students', id] as const,
  studentList: (id: string, params: BatchStudentsParams) =>
    [...batchAdminKeys.students(id), 'list', params] as const,
  student: (id: string, studentId: string) =>
    [...batchAdminKeys.students(id), 'one', studentId] as const,
  course: (courseId: string) => [...batchAdminKeys.all, 'course', courseId] as const,
  courseOptions: () => [...batchAdminKeys.all, 'course-options'] as const,
  staff: () => [...batchAdminKeys.all, 'staff'] as const,
};

/** calls.md §9: batches are cached for 5 minutes on the client. */
export const BATCH_STALE_MS = 5 * 60_000;
