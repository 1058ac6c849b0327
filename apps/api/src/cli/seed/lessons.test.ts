import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ZLesson, type Lesson } from '@app/shared';

import { storedLesson } from '../../core/lessons.ts';
import { codingProblems, courseModules, courses, lessonProgress } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { seedDemo } from './demo.ts';
import { YOUTUBE } from './lessons/types.ts';
import {
  DEMO_LAST_MODULE_UNLOCK_DAY,
  DEMO_LESSON_CONTENT,
  seedDemoLessonContent,
  withContent,
} from './lessons.ts';

const FENCE = /^```[a-z]+\n[\s\S]+?\n```$/m;
const words = (md: string) => md.split(/\s+/).filter(Boolean).length;
const links = (md: string) => [...md.matchAll(/\]\((\S+?)\)/g)].map((m) => m[1]!);

describe('demo lesson content tables', () => {
  const all = DEMO_LESSON_CONTENT.flatMap((c) =>
    Object.entries(c.lessons).map(([title, l]) => ({ course: c.course, title, l })),
  );

  it('articles (and practice notes) are real notes: 120–300 words, a code block, headings, lists and https docs links', () => {
    for (const { course, title, l } of all) {
      if (l.kind !== 'article' && l.kind !== 'practice') continue;
      const where = `${course} / ${title}`;
      expect(words(l.body), where).toBeGreaterThanOrEqual(120);
      expect(words(l.body), where).toBeLessThanOrEqual(300);
      expect(l.body, where).toMatch(FENCE);
      expect(l.body, where).toMatch(/^## \S/m);
      expect(l.body, where).toMatch(/^(- |\d+\. )\S/m);
      expect(links(l.body).length, where).toBeGreaterThan(0);
    }
  });

  it('videos use the listed YouTube courses and carry notes; resources lessons have 2–4 links; every URL is https', () => {
    const videos = new Set<string>(Object.values(YOUTUBE));
    for (const { course, title, l } of all) {
      const where = `${course} / ${title}`;
      if (l.kind === 'video') {
        expect(videos.has(l.videoUrl), where).toBe(true);
        expect(words(l.body), where).toBeGreaterThan(30);
      }
      if (l.kind === 'resources') {
        expect(l.resources.length, where).toBeGreaterThanOrEqual(2);
        expect(l.resources.length, where).toBeLessThanOrEqual(4);
      }
      const urls = [
        ...links(l.body ?? ''),
        ...(l.kind === 'practice' ? [] : (l.resources ?? []).map((r) => r.url)),
      ];
      for (const url of urls) expect(url, where).toMatch(/^https:\/\/[^\s]+$/);
    }
  });

  it('a practice lesson whose problem is missing stays an article with its notes', () => {
    const lesson = storedLesson({ title: 'Two pointers', durationMinutes: 60 });
    const content = DEMO_LESSON_CONTENT[1]!.lessons['Two pointers']!;
    const applied = withContent(lesson, content, new Map());
    expect(applied).toMatchObject({ _id: lesson._id, kind: 'article', problemId: null });
    expect(applied.body).toMatch(FENCE);
    expect(ZLesson.safeParse(applied).error).toBeUndefined();
  });
});

describe('seedDemoLessonContent', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemo(ctx.db);
  });
  afterAll(() => ctx.close());

  const modulesOf = async () =>
    ctx.db
      .select({
        id: courseModules.id,
        course: courses.title,
        state: courses.state,
        courseId: courses.id,
        position: courseModules.position,
        lessons: courseModules.lessons,
        unlockDay: courseModules.unlockDay,
      })
      .from(courseModules)
      .innerJoin(courses, eq(courses.id, courseModules.courseId))
      .orderBy(asc(courses.title), asc(courseModules.position));

  it('every published course gets videos, articles with code, resources or practice; each lesson passes ZLesson', async () => {
    const modules = await modulesOf();
    const published = [
      ...new Set(modules.filter((m) => m.state === 'published').map((m) => m.course)),
    ];
    expect(published.sort()).toEqual(DEMO_LESSON_CONTENT.map((c) => c.course).sort());
    const problems = await ctx.db
      .select({ id: codingProblems.id, slug: codingProblems.problemId })
      .from(codingProblems);
    const problemIds = new Set(problems.map((p) => p.id));
    for (const course of published) {
      const lessons: Lesson[] = modules
        .filter((m) => m.course === course)
        .flatMap((m) => m.lessons);
      const table = DEMO_LESSON_CONTENT.find((c) => c.course === course)!.lessons;
      expect(Object.keys(table).sort(), course).toEqual(lessons.map((l) => l.title).sort());
      for (const l of lessons) {
        expect(ZLesson.safeParse(l).error, `${course} / ${l.title}`).toBeUndefined();
        expect(l.body.length).toBeLessThanOrEqual(20_000);
      }
      const kinds = lessons.map((l) => l.kind);
      expect(kinds, course).toContain('video');
      expect(
        lessons.some((l) => l.kind === 'article' && FENCE.test(l.body)),
        course,
      ).toBe(true);
      expect(kinds.filter((k) => k === 'article').length, course).toBeGreaterThanOrEqual(
        kinds.length / 2 - 1,
      );
      for (const l of lessons.filter((x) => x.kind === 'practice')) {
        expect(problemIds.has(l.problemId!), `${course} / ${l.title}`).toBe(true);
      }
    }
    for (const course of [
      'Full Stack Web Development',
      'DSA in C++ and Java',
      'Python for Data Analysis',
    ]) {
      const practice = modules
        .filter((m) => m.course === course)
        .flatMap((m) => m.lessons)
        .filter((l) => l.kind === 'practice');
      expect(practice.length, course).toBeGreaterThanOrEqual(1);
    }
    const slugOf = new Map(problems.map((p) => [p.id, p.slug]));
    const used = modules
      .flatMap((m) => m.lessons)
      .flatMap((l) => (l.problemId ? [slugOf.get(l.problemId)] : []));
    expect(new Set(used)).toEqual(new Set(['sum-of-two', 'reverse-string', 'fizzbuzz-count']));
  });

  it('drip: the last module of each course opens on day 14, the others from enrolment', async () => {
    const modules = await modulesOf();
    const last = new Map<string, number>();
    for (const m of modules) last.set(m.courseId, Math.max(last.get(m.courseId) ?? 0, m.position));
    for (const m of modules) {
      expect(m.unlockDay, `${m.course} #${m.position}`).toBe(
        m.position === last.get(m.courseId) ? DEMO_LAST_MODULE_UNLOCK_DAY : null,
      );
    }
  });

  it('keeps lesson ids, titles, minutes and previews: the demo progress still points at lessons', async () => {
    const modules = await modulesOf();
    const ids = new Set(modules.flatMap((m) => m.lessons.map((l) => l._id)));
    const progress = await ctx.db.select({ key: lessonProgress.lessonKey }).from(lessonProgress);
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) expect(ids.has(p.key)).toBe(true);
    const fullStack = modules.filter((m) => m.course === 'Full Stack Web Development');
    expect(fullStack[0]!.lessons.map((l) => [l.title, l.durationMinutes, l.isPreview])).toEqual([
      ['How the web works', 35, true],
      ['Semantic HTML', 50, false],
      ['CSS layout with Flexbox and Grid', 70, false],
    ]);
  });

  it('is idempotent and leaves modules staff have already edited alone', async () => {
    const before = await modulesOf();
    await seedDemoLessonContent(ctx.db);
    expect(await modulesOf()).toEqual(before);

    // A module whose lessons already have content is not overwritten.
    const target = before.find((m) => m.course === 'DevOps with AWS' && m.position === 0)!;
    const edited = target.lessons.map((l, i) => (i === 0 ? { ...l, body: 'Our own notes' } : l));
    await ctx.db
      .update(courseModules)
      .set({ lessons: edited })
      .where(inArray(courseModules.id, [target.id]));
    await seedDemoLessonContent(ctx.db);
    const [after] = await ctx.db
      .select({ lessons: courseModules.lessons })
      .from(courseModules)
      .where(eq(courseModules.id, target.id));
    expect(after!.lessons).toEqual(edited);
  });
});
