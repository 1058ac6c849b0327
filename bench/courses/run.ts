/** Runs the courses caching bench alone: `node --import tsx bench/courses/run.ts`. */
import { runCoursesBench } from './suite.ts';

await runCoursesBench();
