// What a course is (its kinds, states and levels, with their labels), apart from the schemas so
// public pages can name them without loading zod.

export const COURSE_TYPES = ['online', 'offline', 'hybrid'] as const;
export const COURSE_STATES = ['draft', 'published', 'archived'] as const;
export const COURSE_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export type CourseState = (typeof COURSE_STATES)[number];
export type CourseDifficulty = (typeof COURSE_DIFFICULTIES)[number];
export const DEFAULT_COURSE_LANGUAGE = 'English';
export const DEFAULT_COURSE_DIFFICULTY: CourseDifficulty = 'Intermediate';

export const COURSE_TYPE_LABELS: Record<CourseType, string> = {
  online: 'Online',
  offline: 'Offline',
  hybrid: 'Hybrid',
};
export const COURSE_STATE_LABELS: Record<CourseState, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};
