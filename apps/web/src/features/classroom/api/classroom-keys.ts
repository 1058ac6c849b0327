import type { QueryClient } from '@tanstack/react-query';

import { studentKeys } from '@/core/student';

/**
 * Query keys of the classroom. The student's ticks sit under the student's own keys (core/student,
 * which also owns the batches list); course content is public and keyed by course.
 */
export const classroomKeys = {
  progress: (userId: string, batchId: string) =>
    [...studentKeys.all(userId), 'classroom', 'progress', batchId] as const,
  lesson: (userId: string, batchId: string, lessonId: string) =>
    [...studentKeys.all(userId), 'classroom', 'lesson', batchId, lessonId] as const,
  practice: (userId: string, batchId: string, lessonId: string) =>
    [...studentKeys.all(userId), 'classroom', 'practice', batchId, lessonId] as const,
  practiceSubmission: (userId: string, batchId: string, lessonId: string, submissionId: string) =>
    [...studentKeys.all(userId), 'classroom', 'practice', batchId, lessonId, submissionId] as const,
  completion: (userId: string, batchId: string) =>
    [...studentKeys.all(userId), 'classroom', 'completion', batchId] as const,
  quizzes: (userId: string, batchId: string) =>
    [...studentKeys.all(userId), 'classroom', 'quizzes', batchId] as const,
  liveClasses: (userId: string, batchId: string) =>
    [...studentKeys.all(userId), 'classroom', 'live-classes', batchId] as const,
  calendar: (userId: string) => [...studentKeys.all(userId), 'classroom', 'calendar'] as const,
  assignments: (userId: string, batchId: string) =>
    [...studentKeys.all(userId), 'classroom', 'assignments', batchId] as const,
  modules: (courseId: string) => ['classroom', 'course', courseId, 'modules'] as const,
  announcements: (courseId: string) => ['classroom', 'course', courseId, 'announcements'] as const,
};

/*
 * Modules and announcements are course content: 5 minutes, the reading of calls.md §9 the course
 * pages use for course detail. The student's ticks keep core/student's STUDENT_STALE_MS.
 */
export const COURSE_CONTENT_STALE_MS = 5 * 60_000;

/**
 * After the student's ticks changed (a lesson marked done, a practice passed): the batch cards'
 * counts and the completion (which may now bring the certificate) are asked again.
 */
export function refreshAfterProgress(queryClient: QueryClient, userId: string, batchId: string) {
  void queryClient.invalidateQueries({ queryKey: studentKeys.batches(userId) });
  void queryClient.invalidateQueries({ queryKey: classroomKeys.completion(userId, batchId) });
}
