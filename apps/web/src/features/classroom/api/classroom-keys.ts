/**
 * Query keys of the classroom. The student's own data sits under ['student', userId, …] (shared
 * with checkout and profile, so a payment refreshes it and another person signing in on the same
 * tab never sees it); course content is public and keyed by course.
 */
export const classroomKeys = {
  student: (userId: string) => ['student', userId] as const,
  batches: (userId: string) => [...classroomKeys.student(userId), 'classroom', 'batches'] as const,
  progress: (userId: string, batchId: string) =>
    [...classroomKeys.student(userId), 'classroom', 'progress', batchId] as const,
  modules: (courseId: string) => ['classroom', 'course', courseId, 'modules'] as const,
  announcements: (courseId: string) => ['classroom', 'course', courseId, 'announcements'] as const,
};

/*
 * Cache lifetimes. Modules and announcements are course content: 5 minutes, the reading of
 * calls.md §9 the course pages use for course detail. The student's own batches and ticks change
 * by their own hand (or a payment), so they are refreshed after every change and kept 1 minute.
 */
export const COURSE_CONTENT_STALE_MS = 5 * 60_000;
export const STUDENT_STALE_MS = 60_000;
