/**
 * The signed-in student's own data lives under ['student', userId, …]: a payment that enrols
 * refreshes all of it at once (`studentKeys.all`), and another person signing in on the same tab
 * never sees the last one's. A feature keys its own student data under `studentKeys.all(userId)`.
 */
export const studentKeys = {
  all: (userId: string) => ['student', userId] as const,
  /** GET /classroom: the classroom, the profile and the checkout share this one cache entry. */
  batches: (userId: string) => [...studentKeys.all(userId), 'classroom', 'batches'] as const,
};

/** Personal data: refreshed after every change the student makes, otherwise kept 1 minute. */
export const STUDENT_STALE_MS = 60_000;
