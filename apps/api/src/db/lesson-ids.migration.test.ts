import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { applyMigrationFile, emptyDatabase, migrationFiles } from '../test/migration-db.ts';
import { courseModules, lessonProgress } from './schema/index.ts';

/**
 * Migration 0013 on a database that holds lessons without ids and progress kept by position
 * ("module.lesson"): every lesson gets an _id and the content fields, and each tick names the
 * lesson it was for; ticks of lessons that no longer exist go.
 */
const LESSON_IDS = '0013_lesson_ids_and_drip.sql';
let fresh: Awaited<ReturnType<typeof emptyDatabase>>;
beforeAll(async () => {
  fresh = await emptyDatabase();
});
afterAll(() => fresh.close());

it('gives stored lessons ids and moves position progress onto them', async () => {
  const files = migrationFiles();
  const at = files.indexOf(LESSON_IDS);
  expect(at).toBeGreaterThan(0);
  for (const file of files.slice(0, at)) await applyMigrationFile(fresh.database, file);
  const db = fresh.database.db;
  const course = 'c00000000000000000000001';
  const user = 'a00000000000000000000001';
  const [M0, M1, P] = [
    'd00000000000000000000000',
    'd00000000000000000000001',
    'e0000000000000000000000',
  ];
  const statements = [
    `insert into courses (id, title, price, duration_weeks, meta)
     values ('${course}', 'Old course', 100, 4, '{}')`,
    `insert into course_modules (id, course_id, position, title, lessons) values
     ('${M0}', '${course}', 0, 'One',
      '[{"title":"A","durationMinutes":10,"isPreview":true},{"title":"B","durationMinutes":0,"isPreview":false}]'),
     ('${M1}', '${course}', 1, 'Two', '[{"title":"C","durationMinutes":5,"isPreview":false}]')`,
    // 0.1 → B, 1.0 → C; 1.4 and 3.0 name no lesson any more
    `insert into lesson_progress (id, user_id, course_id, lesson_key) values
     ('${P}1', '${user}', '${course}', '0.1'), ('${P}2', '${user}', '${course}', '1.0'),
     ('${P}3', '${user}', '${course}', '1.4'), ('${P}4', '${user}', '${course}', '3.0')`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  await applyMigrationFile(fresh.database, LESSON_IDS);

  const modules = await db
    .select({ lessons: courseModules.lessons })
    .from(courseModules)
    .orderBy(asc(courseModules.position));
  const lessons = modules.flatMap((r) => r.lessons);
  expect(lessons.map((l) => l.title)).toEqual(['A', 'B', 'C']);
  for (const l of lessons) {
    expect(l._id).toMatch(/^[0-9a-f]{24}$/);
    expect(l).toMatchObject({
      kind: 'article',
      videoUrl: '',
      body: '',
      resources: [],
      problemId: null,
    });
  }
  expect(lessons[0]).toMatchObject({ durationMinutes: 10, isPreview: true });
  expect(new Set(lessons.map((l) => l._id)).size).toBe(3);

  const progress = await db
    .select({ key: lessonProgress.lessonKey })
    .from(lessonProgress)
    .orderBy(asc(lessonProgress.id));
  expect(progress.map((p) => p.key)).toEqual([lessons[1]!._id, lessons[2]!._id]);
  // the rest of the migrations still apply after it
  for (const file of files.slice(at + 1)) await applyMigrationFile(fresh.database, file);
});
