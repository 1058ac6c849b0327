import type { Lesson, LessonInput } from '@app/shared';

import { storedLesson } from '../core/lessons.ts';

/**
 * The id tests give the lesson at a syllabus place ("1.2": module 1, lesson 2, both 0-based),
 * so a test can name a lesson as it reads: lessonAt('1.2'). 24 hex characters like every id.
 */
export function lessonAt(place: string): string {
  const [m, l] = place.split('.');
  return `${m}`.padStart(12, '0') + `${l}`.padStart(12, '0');
}

/** A stored lesson for module `module`'s place `index` (content fields defaulted). */
export function testLesson(
  module: number,
  index: number,
  input: Partial<LessonInput> = {},
): Lesson {
  return storedLesson(
    { title: `Lesson ${index + 1}`, durationMinutes: 30, ...input },
    lessonAt(`${module}.${index}`),
  );
}

/** `n` stored lessons of module `module`. */
export const testLessons = (module: number, n: number, input: Partial<LessonInput> = {}) =>
  Array.from({ length: n }, (_, i) => testLesson(module, i, input));
