import { beforeAll } from 'vitest';

import { addDaysToDay, istToday, type Lesson } from '@app/shared';

import { batches, courseModules, courses, enrolments } from '../db/schema/index.ts';
import { EMPTY_COURSE_META } from './fixtures.ts';
import { callerAs, createUser, loginAs, type TestContext } from './harness.ts';

export type SeedModule = { title: string; unlockDay: number | null; lessons: Lesson[] };

/**
 * A published course with `modules` and three batches of it: "Running" (started 10 days ago; the
 * student is in it), "Tomorrow" (starts tomorrow; the classmate is in it) and "Other" (nobody).
 * The outsider is signed in and enrolled nowhere.
 */
export async function seedClassroom(ctx: TestContext, title: string, modules: SeedModule[]) {
  const today = istToday();
  const [me, other, stranger] = [
    await createUser(ctx.db),
    await createUser(ctx.db),
    await createUser(ctx.db),
  ];
  const [course] = await ctx.db
    .insert(courses)
    .values({ title, price: 1000, durationWeeks: 4, state: 'published', meta: EMPTY_COURSE_META })
    .returning();
  const courseId = course!.id;
  if (modules.length) {
    await ctx.db
      .insert(courseModules)
      .values(modules.map((m, position) => ({ courseId, position, ...m })));
  }
  const batch = (name: string, start: number) => ({
    courseId,
    name,
    startDate: addDaysToDay(today, start),
    endDate: addDaysToDay(today, start + 60),
    enrollmentEndDate: addDaysToDay(today, start - 1),
    price: 1000,
    seats: 10,
  });
  const rows = await ctx.db
    .insert(batches)
    .values([batch('Running', -10), batch('Tomorrow', 1), batch('Other', -10)])
    .returning();
  const [batchId, laterBatchId, otherBatchId] = rows.map((r) => r.id) as [string, string, string];
  await ctx.db.insert(enrolments).values([
    { userId: me.id, batchId, courseId, source: 'online' },
    { userId: other.id, batchId: laterBatchId, courseId, source: 'online' },
  ]);
  return {
    today,
    courseId,
    batchId,
    laterBatchId,
    otherBatchId,
    userIds: { student: me.id, classmate: other.id, outsider: stranger.id },
    student: await loginAs(ctx.app, me.phoneNumber!),
    classmate: await loginAs(ctx.app, other.phoneNumber!),
    outsider: await loginAs(ctx.app, stranger.phoneNumber!),
  };
}

export type Classroom = Awaited<ReturnType<typeof seedClassroom>> & {
  call: ReturnType<typeof callerAs>;
};

/**
 * seedClassroom in a beforeAll registered here (after the file's context and sign-ins, before its
 * own beforeAll): the answer reads through to the classroom once made (`room.student`,
 * `room.batchId`…); `room.call` calls on /api/v1 as the student by default (callerAs) from the
 * start. `modules` may be made in that beforeAll too (lessons naming rows it inserts).
 */
export function useClassroom(
  ctx: TestContext,
  title: string,
  modules: SeedModule[] | (() => Promise<SeedModule[]>),
): Classroom {
  const room = {} as Classroom;
  room.call = callerAs(
    () => ctx,
    () => room.student,
  );
  beforeAll(async () => {
    const made = typeof modules === 'function' ? await modules() : modules;
    Object.assign(room, await seedClassroom(ctx, title, made));
  });
  return room;
}
