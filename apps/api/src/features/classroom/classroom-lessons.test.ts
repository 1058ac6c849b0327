import { describe, expect, it } from 'vitest';

import {
  addDaysToDay,
  istToday,
  LESSON_MSG,
  MSG,
  type AdminCourseModule,
  type ClassroomLesson,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import { codingProblems } from '../../db/schema/index.ts';
import { useClassroom } from '../../test/classroom.ts';
import { expectFieldError, useSignedIn, useTestContext } from '../../test/harness.ts';
import { lessonAt, testLesson, testLessons } from '../../test/lessons.ts';

const ctx = useTestContext();
const staff = useSignedIn(ctx, 'admin');
let problemId: string;

const today = istToday();
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const room = useClassroom(ctx, 'Lessons course', async () => {
  const [problem] = await ctx.db
    .insert(codingProblems)
    .values({
      problemId: `LS-${process.pid}`,
      title: 'Reverse a string',
      description: 'Print the string reversed.',
      inputFormat: 'A line',
      outputFormat: 'The line reversed',
      constraints: [],
      hints: [],
      boilerplate: [],
      solutions: [],
      testCases: [{ input: 'ab', expectedOutput: 'ba', isHidden: false, points: 10 }],
      points: 10,
      difficulty: 'easy',
    })
    .returning();
  problemId = problem!.id;
  return [
    {
      title: 'Start here',
      unlockDay: null,
      lessons: [
        testLesson(0, 0, {
          title: 'Welcome',
          kind: 'video',
          videoUrl: VIDEO,
          body: '# Hello\n\n```js\nconsole.log(1)\n```',
          resources: [{ title: 'Slides', url: 'https://example.com/slides.pdf' }],
        }),
        testLesson(0, 1, { title: 'Practice', kind: 'practice', problemId }),
      ],
    },
    // opens 3 days after the start: open for the batch that started 10 days ago, shut for
    // the one starting tomorrow
    { title: 'Week two', unlockDay: 3, lessons: testLessons(1, 2) },
  ];
});

const { call } = room;
const { admin } = staff;
const lessonOf = (res: { json(): unknown }) =>
  (res.json() as { data: { lesson: ClassroomLesson } }).data.lesson;
const done = (batch: string, lesson: string, completed = true, cookie = room.student) =>
  call('PUT', `/classroom/${batch}/lessons/${lesson}/done`, cookie, { completed });
const completedOf = (res: { json(): unknown }) =>
  (res.json() as { data: { progress: { completed: string[] } } }).data.progress.completed;

describe('GET /classroom/{batchId}/lessons/{lessonId}', () => {
  it('the lesson with its content, module, neighbours and done state', async () => {
    const res = await call('GET', `/classroom/${room.batchId}/lessons/${lessonAt('0.0')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(lessonOf(res)).toEqual({
      _id: lessonAt('0.0'),
      title: 'Welcome',
      kind: 'video',
      durationMinutes: 30,
      videoUrl: VIDEO,
      body: '# Hello\n\n```js\nconsole.log(1)\n```',
      resources: [{ title: 'Slides', url: 'https://example.com/slides.pdf' }],
      problem: null,
      module: { _id: expect.any(String), title: 'Start here', order: 1 },
      prev: null,
      next: { _id: lessonAt('0.1'), title: 'Practice' },
      completed: false,
      opensOn: null,
    });
  });

  it('a practice lesson names its problem; neighbours run across modules', async () => {
    const res = await call('GET', `/classroom/${room.batchId}/lessons/${lessonAt('0.1')}`);
    expect(lessonOf(res)).toMatchObject({
      kind: 'practice',
      problem: { _id: problemId, title: 'Reverse a string' },
      prev: { _id: lessonAt('0.0'), title: 'Welcome' },
      next: { _id: lessonAt('1.0'), title: 'Lesson 1' },
    });
    const last = lessonOf(
      await call('GET', `/classroom/${room.batchId}/lessons/${lessonAt('1.1')}`),
    );
    expect(last.next).toBeNull();
  });

  it('enrolled students only: everyone else, and any other lesson, gets 404', async () => {
    expect(
      (await call('GET', `/classroom/${room.batchId}/lessons/${lessonAt('0.0')}`, null)).statusCode,
    ).toBe(401);
    const cases: [string, string, string][] = [
      [room.batchId, lessonAt('0.0'), room.classmate], // a student of another batch of the course
      [room.otherBatchId, lessonAt('0.0'), room.student], // a batch the student is not in
      [room.batchId, lessonAt('5.0'), room.student], // no such lesson
      [room.batchId, newId(), room.student],
      [room.batchId, 'not-an-id', room.student],
      ['not-a-batch', lessonAt('0.0'), room.student],
      [newId(), lessonAt('0.0'), room.student],
    ];
    for (const [b, l, cookie] of cases) {
      for (const res of [
        await call('GET', `/classroom/${b}/lessons/${l}`, cookie),
        await done(b, l, true, cookie),
      ]) {
        expect(res.statusCode, `${b} ${l}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: LESSON_MSG.lessonNotFound });
      }
    }
  });
});

describe('drip', () => {
  it('a module opens on its day after the batch start; before that no content and no ticking', async () => {
    // the classmate's batch starts tomorrow: week two opens on day 3 after it
    const res = await call(
      'GET',
      `/classroom/${room.laterBatchId}/lessons/${lessonAt('1.0')}`,
      room.classmate,
    );
    expect(res.statusCode).toBe(200);
    expect(lessonOf(res)).toMatchObject({
      title: 'Lesson 1',
      videoUrl: '',
      body: '',
      resources: [],
      opensOn: addDaysToDay(today, 4),
    });
    const tick = await done(room.laterBatchId, lessonAt('1.0'), true, room.classmate);
    expect(tick.statusCode).toBe(403);
    expect(tick.json()).toMatchObject({ success: false, message: LESSON_MSG.lessonLocked });
    // an undripped module is open from enrolment, even before the batch starts
    const open = await call(
      'GET',
      `/classroom/${room.laterBatchId}/lessons/${lessonAt('0.0')}`,
      room.classmate,
    );
    expect(lessonOf(open)).toMatchObject({ opensOn: null, videoUrl: VIDEO });
    // the running batch is past day 3
    const running = await call('GET', `/classroom/${room.batchId}/lessons/${lessonAt('1.0')}`);
    expect(lessonOf(running).opensOn).toBeNull();
  });
});

describe('PUT /classroom/{batchId}/lessons/{lessonId}/done', () => {
  it('marks done and undone, idempotently; progress follows the lesson when lessons move', async () => {
    let res = await done(room.batchId, lessonAt('1.0'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: LESSON_MSG.lessonDone });
    expect(completedOf(res)).toEqual([lessonAt('1.0')]);
    expect(completedOf(await done(room.batchId, lessonAt('1.0')))).toEqual([lessonAt('1.0')]);
    expect(completedOf(await done(room.batchId, lessonAt('0.0')))).toEqual([
      lessonAt('0.0'),
      lessonAt('1.0'),
    ]);
    res = await done(room.batchId, lessonAt('0.0'), false);
    expect(res.json()).toMatchObject({ message: LESSON_MSG.lessonUndone });
    expect(completedOf(res)).toEqual([lessonAt('1.0')]);
    expect(
      lessonOf(await call('GET', `/classroom/${room.batchId}/lessons/${lessonAt('1.0')}`))
        .completed,
    ).toBe(true);

    // staff move "Lesson 1" of week two to the top of the first module and add a new lesson
    const modules = (await admin('GET', `/courses/${room.courseId}/modules`)).json() as {
      data: { data: { modules: AdminCourseModule[] } };
    };
    const [first, second] = modules.data.data.modules as [AdminCourseModule, AdminCourseModule];
    const moved = second.lessons[0]!;
    const saved = await admin('PUT', `/courses/${room.courseId}/modules`, {
      modules: [
        { title: first.title, lessons: [moved, ...first.lessons] },
        { title: second.title, unlockDay: 3, lessons: [second.lessons[1], { title: 'Brand new' }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (saved.json() as { data: { data: { modules: AdminCourseModule[] } } }).data.data
      .modules;
    expect(after[0]!.lessons.map((l) => l._id)).toEqual([
      lessonAt('1.0'),
      lessonAt('0.0'),
      lessonAt('0.1'),
    ]);
    expect(after[1]!.lessons[1]).toMatchObject({ title: 'Brand new', kind: 'article', body: '' });
    expect(after[1]!.lessons[1]!._id).toMatch(/^[0-9a-f]{24}$/);
    // the tick followed the lesson, now first in the syllabus
    const progress = await call('GET', `/classroom/${room.batchId}/progress`);
    expect(completedOf(progress)).toEqual([lessonAt('1.0')]);
    const moved1 = lessonOf(
      await call('GET', `/classroom/${room.batchId}/lessons/${lessonAt('1.0')}`),
    );
    expect(moved1).toMatchObject({ completed: true, prev: null, module: { title: 'Start here' } });
  });

  it('refuses a malformed body', async () => {
    for (const body of [{ completed: 'yes' }, { completed: true, extra: 1 }]) {
      const res = await call(
        'PUT',
        `/classroom/${room.batchId}/lessons/${lessonAt('0.0')}/done`,
        room.student,
        body,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.validationError });
    }
  });
});

describe('PUT /admin/courses/{id}/modules: lesson content', () => {
  const put = (lesson: object) =>
    admin('PUT', `/courses/${room.courseId}/modules`, {
      modules: [{ title: 'M', lessons: [lesson] }],
    });
  const field = (name: string) => `modules.0.lessons.0.${name}`;

  it('checks each kind has what it needs, in plain words', async () => {
    expectFieldError(
      await put({ title: 'V', kind: 'video' }),
      field('videoUrl'),
      LESSON_MSG.videoUrlRequired,
    );
    for (const url of [
      'https://example.com/page',
      'javascript:alert(1)',
      'http://cdn.example.com/a.mp4',
    ]) {
      expectFieldError(
        await put({ title: 'V', kind: 'video', videoUrl: url }),
        field('videoUrl'),
        LESSON_MSG.videoUrlInvalid,
      );
    }
    expectFieldError(
      await put({ title: 'R', kind: 'resources' }),
      field('resources'),
      LESSON_MSG.resourcesRequired,
    );
    expectFieldError(
      await put({
        title: 'R',
        kind: 'resources',
        resources: [{ title: 'x', url: 'javascript:alert(1)' }],
      }),
      'modules.0.lessons.0.resources.0.url',
      LESSON_MSG.resourceUrlInvalid,
    );
    expectFieldError(
      await put({ title: 'P', kind: 'practice' }),
      field('problemId'),
      LESSON_MSG.problemRequired,
    );
    // a well-formed id that is no coding problem of the bank
    expectFieldError(
      await put({ title: 'P', kind: 'practice', problemId: newId() }),
      field('problemId'),
      LESSON_MSG.problemRequired,
    );
    expectFieldError(
      await put({ title: 'A', body: 'x'.repeat(20_001) }),
      field('body'),
      'Notes are at most 20000 characters',
    );
    const bad = await admin('PUT', `/courses/${room.courseId}/modules`, {
      modules: [{ title: 'M', unlockDay: -1, lessons: [] }],
    });
    expectFieldError(bad, 'modules.0.unlockDay', LESSON_MSG.unlockDayInvalid);
  });

  it('accepts every kind, an MP4 and an uploaded file, and gives repeated ids a new one', async () => {
    const file = `/api/v1/files/${newId()}`;
    const res = await admin('PUT', `/courses/${room.courseId}/modules`, {
      modules: [
        {
          title: 'All kinds',
          unlockDay: 0,
          lessons: [
            {
              _id: lessonAt('0.0'),
              title: 'MP4',
              kind: 'video',
              videoUrl: 'https://cdn.example.com/a.mp4',
            },
            {
              _id: lessonAt('0.0'),
              title: 'Vimeo',
              kind: 'video',
              videoUrl: 'https://vimeo.com/76979871',
            },
            { title: 'Read', kind: 'article', body: '**bold**' },
            { title: 'Files', kind: 'resources', resources: [{ title: 'Notes', url: file }] },
            { title: 'Solve', kind: 'practice', problemId },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [m] = (res.json() as { data: { data: { modules: AdminCourseModule[] } } }).data.data
      .modules;
    expect(m!.unlockDay).toBe(0);
    const ids = m!.lessons.map((l) => l._id);
    expect(ids[0]).toBe(lessonAt('0.0'));
    expect(new Set(ids).size).toBe(5);
    expect(m!.lessons.map((l) => l.kind)).toEqual([
      'video',
      'video',
      'article',
      'resources',
      'practice',
    ]);
    // the public syllabus shows the outline only
    const pub = await call('GET', `/courses/${room.courseId}/modules`, null);
    const lesson = (pub.json() as { data: { data: { modules: { lessons: object[] }[] } } }).data
      .data.modules[0]!.lessons[3]!;
    expect(lesson).toEqual({
      _id: ids[3],
      title: 'Files',
      durationMinutes: 0,
      isPreview: false,
      kind: 'resources',
    });
  });
});
