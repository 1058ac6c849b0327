/**
 * The student's own data sits under ['student', userId, …], shared with checkout and classroom.
 * `enrolments` is the same GET /classroom answer the classroom caches under this very key, so
 * the two pages share one request.
 */
export const profileKeys = {
  student: (userId: string) => ['student', userId] as const,
  enrolments: (userId: string) => [...profileKeys.student(userId), 'classroom', 'batches'] as const,
  payments: (userId: string) => [...profileKeys.student(userId), 'payments'] as const,
};

/** Personal data: refreshed after every change, otherwise kept 1 minute. */
export const STUDENT_STALE_MS = 60_000;
