import { asc, eq, inArray } from 'drizzle-orm';

import type { Lesson } from '@app/shared';

import { storedLesson } from '../../core/lessons.ts';
import type { Db } from '../../db/client.ts';
import { codingProblems, courseModules, courses } from '../../db/schema/index.ts';
import { DEMO_LESSON_CONTENT } from './lessons/index.ts';
import type { LessonContent } from './lessons/types.ts';

export { DEMO_LESSON_CONTENT };

/** Drip: the last module of each demo course opens two weeks after a batch starts. */
export const DEMO_LAST_MODULE_UNLOCK_DAY = 14;

/** Whether staff (or an earlier run) already gave the lesson content. */
export function hasContent(l: Lesson): boolean {
  return (
    l.kind !== 'article' ||
    l.body !== '' ||
    l.videoUrl !== '' ||
    l.resources.length > 0 ||
    l.problemId !== null
  );
}

/**
 * The lesson with its demo content; its _id, title, minutes and preview flag are kept. A practice
 * lesson whose problem is not in the bank (`problemIds`: slug → id) stays an article.
 */
export function withContent(
  lesson: Lesson,
  content: LessonContent,
  problemIds: ReadonlyMap<string, string>,
): Lesson {
  const problemId = content.kind === 'practice' ? (problemIds.get(content.problem) ?? null) : null;
  return storedLesson(
    {
      ...lesson,
      kind: content.kind === 'practice' && problemId === null ? 'article' : content.kind,
      videoUrl: content.kind === 'video' ? content.videoUrl : '',
      body: content.body ?? '',
      resources: content.kind === 'practice' ? [] : (content.resources ?? []),
      problemId,
    },
    lesson._id,
  );
}

/**
 * Kinds and content for the lessons of the demo courses (issue 17), and drip for their last
 * module. Runs after seedDemoQuestions: practice lessons name its coding problems. Idempotent: a
 * module whose lessons already have content is left as it is.
 */
export async function seedDemoLessonContent(db: Db): Promise<void> {
  const slugs = DEMO_LESSON_CONTENT.flatMap((c) =>
    Object.values(c.lessons).flatMap((l) => (l.kind === 'practice' ? [l.problem] : [])),
  );
  const problems = slugs.length
    ? await db
        .select({ id: codingProblems.id, slug: codingProblems.problemId })
        .from(codingProblems)
        .where(inArray(codingProblems.problemId, [...new Set(slugs)]))
    : [];
  const problemIds = new Map(problems.map((p) => [p.slug, p.id]));
  const byTitle = new Map(DEMO_LESSON_CONTENT.map((c) => [c.course, c.lessons]));
  const modules = await db
    .select({
      id: courseModules.id,
      courseId: courseModules.courseId,
      position: courseModules.position,
      lessons: courseModules.lessons,
      course: courses.title,
    })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(inArray(courses.title, [...byTitle.keys()]))
    .orderBy(asc(courseModules.courseId), asc(courseModules.position));
  const lastPosition = new Map<string, number>();
  for (const m of modules) lastPosition.set(m.courseId, m.position);

  for (const m of modules) {
    if (m.lessons.some(hasContent)) continue;
    const table = byTitle.get(m.course) ?? {};
    await db
      .update(courseModules)
      .set({
        lessons: m.lessons.map((l) => {
          const content = table[l.title];
          return content ? withContent(l, content, problemIds) : l;
        }),
        unlockDay: m.position === lastPosition.get(m.courseId) ? DEMO_LAST_MODULE_UNLOCK_DAY : null,
      })
      .where(eq(courseModules.id, m.id));
  }
}
