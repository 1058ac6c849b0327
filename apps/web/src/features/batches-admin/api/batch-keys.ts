/** The admin batch list state: a course id or 'all', page and page size. */
export type BatchListParams = { course: string; page: number; limit: number };
/** GET /admin/batches/{id}/students query (ZBatchStudentsQuery) as the page holds it. */
export type BatchStudentsParams = { page: number; limit: number; search: string };

/** GET /admin/batches/{id}/assignment-submissions as the review page holds it. */
export type AssignmentQueueParams = {
  page: number;
  limit: number;
  assignmentId: string;
  status: '' | 'submitted' | 'late' | 'graded';
};

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
  assignments: (id: string) => [...batchAdminKeys.all, 'assignments', id] as const,
  reviews: (id: string) => [...batchAdminKeys.all, 'reviews', id] as const,
  reviewList: (id: string, params: AssignmentQueueParams) =>
    [...batchAdminKeys.reviews(id), 'list', params] as const,
  review: (id: string, submissionId: string) =>
    [...batchAdminKeys.reviews(id), 'one', submissionId] as const,
  course: (courseId: string) => [...batchAdminKeys.all, 'course', courseId] as const,
  courseOptions: () => [...batchAdminKeys.all, 'course-options'] as const,
  staff: () => [...batchAdminKeys.all, 'staff'] as const,
};

/** calls.md §9: batches are cached for 5 minutes on the client. */
export const BATCH_STALE_MS = 5 * 60_000;
