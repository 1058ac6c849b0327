import { DEVOPS } from './devops.ts';
import { DSA } from './dsa.ts';
import { FULL_STACK } from './full-stack.ts';
import { PYTHON } from './python.ts';
import { REACT_NATIVE } from './react-native.ts';
import { SYSTEM_DESIGN } from './system-design.ts';
import type { CourseLessonContent } from './types.ts';

/** Lesson content of the demo courses (seedDemoCourses), one table per course. */
export const DEMO_LESSON_CONTENT: CourseLessonContent[] = [
  FULL_STACK,
  DSA,
  PYTHON,
  REACT_NATIVE,
  SYSTEM_DESIGN,
  DEVOPS,
];
