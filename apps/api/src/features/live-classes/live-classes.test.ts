import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  COURSES_MSG,
  LIVE_CLASS_MSG,
  MSG,
  type AdminLiveClass,
  type LiveClass,
  type LiveClassAttendanceData,
  type LiveClassStudent,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import { createJobQueue } from '../../core/jobs/index.ts';
import { enrolments, liveClassAttendance, outbox, users } from '../../db/schema/index.ts';
import { useClassroom } from '../../test/classroom.ts';
import { expectFieldError, type Method, useSignedIn, useTestContext } from '../../test/harness.ts';
import { escapeText, foldLine } from './live-classes.calendar.ts';
import {
  enqueueReminders,
  REMINDER_QUEUE,
  REMINDER_TASK,
  reminderHandler,
} from './live-classes.jobs.ts';

const ctx = useTestContext();
const staff = useSignedIn(ctx, 'admin');
const support = useSignedIn(ctx, 'support');
// The student is in "Running", the classmate in "Tomorrow", nobody in "Other"; the outsider is
// enrolled nowhere.
const room = useClassroom(ctx, 'Live course', []);

const MEET = 'https://meet.google.com/abc-defg-hij';
const MIN = 60_000;
/** An ISO time `minutes` from now, as the forms send it (with an offset). */
const inMinutes = (minutes: number) =>
  new Date(Math.floor((Date.now() + minutes * MIN) / 1000) * 1000).toISOString();

beforeAll(async () => {
  await ctx.db
    .update(users)
    .set({ email: `live-${process.pid}@example.com`, firstName: 'Asha', lastName: 'Rao' })
    .where(eq(users.id, room.userIds.student));
});

const { call } = room;
const { admin } = staff;
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Live: arrays',
  startsAt: inMinutes(5),
  durationMinutes: 60,
  joinLink: MEET,
  ...over,
});
async function schedule(batch: string, over: Record<string, unknown> = {}) {
  const res = await admin('POST', `/batches/${batch}/live-classes`, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { liveClasses: AdminLiveClass[] } }).data.liveClasses;
}
const studentList = async (batch = room.batchId, cookie = room.student) => {
  const res = await call('GET', `/classroom/${batch}/live-classes`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { liveClasses: LiveClass[] } }).data.liveClasses;
};

describe('staff schedule live classes', () => {
  it('one class, then a weekly series sharing a seriesId, a week apart', async () => {
    const [one] = await schedule(room.otherBatchId, { title: 'Single', startsAt: inMinutes(600) });
    expect(one).toMatchObject({ title: 'Single', seriesId: null, attendedCount: 0 });
    const start = '2030-01-07T19:00:00+05:30';
    const res = await admin('POST', `/batches/${room.otherBatchId}/live-classes`, {
      ...body({ title: 'Weekly', startsAt: start }),
      repeatWeeks: 4,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: LIVE_CLASS_MSG.seriesScheduled });
    const series = (res.json() as { data: { liveClasses: AdminLiveClass[] } }).data.liveClasses;
    expect(series.map((c) => c.startsAt)).toEqual([
      '2030-01-07T13:30:00.000Z',
      '2030-01-14T13:30:00.000Z',
      '2030-01-21T13:30:00.000Z',
      '2030-01-28T13:30:00.000Z',
    ]);
    expect(new Set(series.map((c) => c.seriesId)).size).toBe(1);
    expect(series[0]!.seriesId).toMatch(/^[0-9a-f]{24}$/);
    const list = await admin('GET', `/batches/${room.otherBatchId}/live-classes`);
    expect(
      (list.json() as { data: { liveClasses: AdminLiveClass[] } }).data.liveClasses,
    ).toHaveLength(5);
  });

  it('edits (the recording link) and deletes', async () => {
    const [c] = await schedule(room.otherBatchId, { title: 'To edit', startsAt: inMinutes(-180) });
    const res = await admin('PATCH', `/batches/${room.otherBatchId}/live-classes/${c!._id}`, {
      recordingUrl: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: LIVE_CLASS_MSG.updated,
      data: {
        liveClass: { recordingUrl: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ', status: 'ended' },
      },
    });
    // a class of another batch is not found under this one
    expect(
      (await admin('DELETE', `/batches/${room.batchId}/live-classes/${c!._id}`)).statusCode,
    ).toBe(404);
    const del = await admin('DELETE', `/batches/${room.otherBatchId}/live-classes/${c!._id}`);
    expect(del.statusCode).toBe(200);
    expect(
      (await admin('DELETE', `/batches/${room.otherBatchId}/live-classes/${c!._id}`)).statusCode,
    ).toBe(404);
    expect((await admin('GET', `/batches/${newId()}/live-classes`)).statusCode).toBe(404);
    expect((await admin('GET', `/batches/nope/live-classes`)).statusCode).toBe(404);
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const url = `/batches/${room.otherBatchId}/live-classes`;
    expectFieldError(
      await admin('POST', url, body({ title: '' })),
      'title',
      LIVE_CLASS_MSG.titleRequired,
    );
    expectFieldError(
      await admin('POST', url, body({ joinLink: 'http://zoom.us/j/1' })),
      'joinLink',
      LIVE_CLASS_MSG.joinLinkInvalid,
    );
    expectFieldError(
      await admin('POST', url, body({ joinLink: 'javascript:alert(1)' })),
      'joinLink',
      LIVE_CLASS_MSG.joinLinkInvalid,
    );
    expectFieldError(
      await admin('POST', url, body({ recordingUrl: 'ftp://x.y/z' })),
      'recordingUrl',
      LIVE_CLASS_MSG.recordingInvalid,
    );
    expectFieldError(
      await admin('POST', url, body({ startsAt: '2030-01-07 19:00' })),
      'startsAt',
      LIVE_CLASS_MSG.startRequired,
    );
    expectFieldError(
      await admin('POST', url, body({ durationMinutes: 5 })),
      'durationMinutes',
      LIVE_CLASS_MSG.durationRange,
    );
    for (const repeatWeeks of [0, 27, 1.5, 'x']) {
      expectFieldError(
        await admin('POST', url, { ...body(), repeatWeeks }),
        'repeatWeeks',
        LIVE_CLASS_MSG.repeatRange,
      );
    }
    const lone = await admin('POST', url, body({ title: 'Week \uD800 one' }));
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({ success: false, message: MSG.validationError });
    const extra = await admin('POST', url, { ...body(), batchId: room.batchId });
    expect(extra.statusCode).toBe(400);
  });

  it('a role without the courses menu gets 403; signed out 401', async () => {
    const url = `/batches/${room.otherBatchId}/live-classes`;
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['GET', `${url}/students`],
      ['PATCH', `${url}/${newId()}`],
      ['DELETE', `${url}/${newId()}`],
      ['GET', `${url}/${newId()}/attendance`],
      ['POST', `${url}/${newId()}/attendance/import`],
    ] as [Method, string][]) {
      expect(
        (await admin(method, path, method === 'POST' ? body() : undefined, support.cookie))
          .statusCode,
      ).toBe(403);
      expect((await admin(method, path, undefined, null)).statusCode).toBe(401);
    }
  });
});

describe('students see and join the classes of their batch', () => {
  let soon: AdminLiveClass;
  let later: AdminLiveClass;
  let past: AdminLiveClass;
  beforeAll(async () => {
    past = (
      await schedule(room.batchId, {
        title: 'Past',
        startsAt: inMinutes(-24 * 60),
        recordingUrl: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ',
      })
    )[0]!;
    later = (await schedule(room.batchId, { title: 'Later', startsAt: inMinutes(120) }))[0]!;
    soon = (await schedule(room.batchId, { title: 'Soon', startsAt: inMinutes(5) }))[0]!;
  });

  it('lists them by start with status, join window and recording', async () => {
    const list = await studentList();
    expect(list.map((c) => c.title)).toEqual(['Past', 'Soon', 'Later']);
    expect(list[0]).toMatchObject({
      status: 'ended',
      canJoin: false,
      recordingUrl: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ',
      attended: false,
    });
    expect(list[1]).toMatchObject({ status: 'upcoming', canJoin: true, durationMinutes: 60 });
    expect(Date.parse(list[1]!.startsAt) - Date.parse(list[1]!.joinOpensAt)).toBe(10 * MIN);
    expect(Date.parse(list[1]!.endsAt) - Date.parse(list[1]!.startsAt)).toBe(60 * MIN);
    expect(list[2]).toMatchObject({ status: 'upcoming', canJoin: false });
    expect(list[0]).not.toHaveProperty('joinLink');
  });

  it('join: the link inside the window, recorded once (first click kept)', async () => {
    const url = `/classroom/${room.batchId}/live-classes/${soon._id}/join`;
    const res = await call('POST', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { joinLink: MEET } });
    const [first] = await ctx.db
      .select()
      .from(liveClassAttendance)
      .where(eq(liveClassAttendance.liveClassId, soon._id));
    expect(first).toMatchObject({ userId: room.userIds.student, source: 'join' });
    expect((await call('POST', url)).statusCode).toBe(200);
    const rows = await ctx.db
      .select()
      .from(liveClassAttendance)
      .where(eq(liveClassAttendance.liveClassId, soon._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.joinedAt).toEqual(first!.joinedAt);
    expect((await studentList()).find((c) => c._id === soon._id)!.attended).toBe(true);
  });

  it('join is refused before the window opens and after the end', async () => {
    const early = await call('POST', `/classroom/${room.batchId}/live-classes/${later._id}/join`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, message: LIVE_CLASS_MSG.notOpenYet });
    const over = await call('POST', `/classroom/${room.batchId}/live-classes/${past._id}/join`);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ success: false, message: LIVE_CLASS_MSG.ended });
  });

  it('enrolment gate: everyone else gets 404 on every student call', async () => {
    expect((await call('GET', `/classroom/${room.batchId}/live-classes`, null)).statusCode).toBe(
      401,
    );
    const cases: [string, string, string][] = [
      [room.batchId, soon._id, room.classmate], // another batch of the course
      [room.batchId, soon._id, room.outsider],
      [room.otherBatchId, soon._id, room.student], // a batch the student is not in
      [room.laterBatchId, soon._id, room.classmate], // enrolled, but the class is not of this batch
      ['not-a-batch', soon._id, room.student],
      [newId(), soon._id, room.student],
      [room.batchId, newId(), room.student],
      [room.batchId, 'x', room.student],
    ];
    for (const [b, c, cookie] of cases) {
      const join = await call('POST', `/classroom/${b}/live-classes/${c}/join`, cookie);
      expect(join.statusCode, `${b} ${c}`).toBe(404);
      if (c === soon._id && b !== room.laterBatchId) {
        const list = await call('GET', `/classroom/${b}/live-classes`, cookie);
        expect(list.statusCode).toBe(404);
        expect(list.json()).toMatchObject({ success: false, message: COURSES_MSG.batchNotFound });
      }
    }
    // a cancelled enrolment holds no place
    await ctx.db
      .update(enrolments)
      .set({ status: 'cancelled' })
      .where(eq(enrolments.userId, room.userIds.student));
    try {
      expect((await call('GET', `/classroom/${room.batchId}/live-classes`)).statusCode).toBe(404);
      expect(
        (await call('POST', `/classroom/${room.batchId}/live-classes/${soon._id}/join`)).statusCode,
      ).toBe(404);
    } finally {
      await ctx.db
        .update(enrolments)
        .set({ status: 'active' })
        .where(eq(enrolments.userId, room.userIds.student));
    }
  });

  it('staff see attendance per class and per student, and import a participant CSV', async () => {
    const res = await admin('GET', `/batches/${room.batchId}/live-classes/${soon._id}/attendance`);
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: LiveClassAttendanceData }).data;
    expect(data.liveClass).toMatchObject({ attendedCount: 1 });
    expect(data.attendance).toEqual([
      expect.objectContaining({
        userId: room.userIds.student,
        name: 'Asha Rao',
        attended: true,
        minutes: null,
      }),
    ]);
    expect(data.attendance[0]!.joinedAt).not.toBeNull();

    const csv = [
      'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)',
      `Asha,LIVE-${process.pid}@example.com,x,y,40`,
      `Asha again,live-${process.pid}@example.com,x,y,12`,
      'Guest,guest@example.com,x,y,30',
    ].join('\n');
    const imp = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/batches/${room.batchId}/live-classes/${past._id}/attendance/import`,
      headers: { cookie: staff.cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imp.statusCode, imp.body).toBe(200);
    expect(imp.json()).toMatchObject({
      message: LIVE_CLASS_MSG.attendanceImported,
      data: {
        report: {
          rows: 3,
          marked: 1,
          alreadyMarked: 0,
          unmatched: [{ row: 4, name: 'Guest', email: 'guest@example.com', phone: '' }],
        },
      },
    });
    const after = await admin(
      'GET',
      `/batches/${room.batchId}/live-classes/${past._id}/attendance`,
    );
    expect((after.json() as { data: LiveClassAttendanceData }).data.attendance[0]).toMatchObject({
      attended: true,
      joinedAt: null,
      minutes: 52,
    });
    // by phone too, and a second import of the same person is "already marked"
    const phone = (await ctx.db.select().from(users).where(eq(users.id, room.userIds.student)))[0]!
      .phoneNumber!;
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/batches/${room.batchId}/live-classes/${past._id}/attendance/import`,
      headers: { cookie: staff.cookie, 'content-type': 'text/csv' },
      payload: `Name,Phone\nAsha,+91 ${phone}\n`,
    });
    expect(again.json()).toMatchObject({ data: { report: { marked: 0, alreadyMarked: 1 } } });
    // an empty or non-CSV file is a 4xx
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/batches/${room.batchId}/live-classes/${past._id}/attendance/import`,
      headers: { cookie: staff.cookie, 'content-type': 'text/csv' },
      payload: 'just,words\n',
    });
    expect(empty.statusCode).toBe(400);

    const per = await admin('GET', `/batches/${room.batchId}/live-classes/students`);
    expect(per.statusCode, per.body).toBe(200);
    const students = (per.json() as { data: { students: LiveClassStudent[] } }).data.students;
    // "Past" has started (attended by import); "Soon" has not started yet (joined early)
    expect(students).toEqual([
      expect.objectContaining({ userId: room.userIds.student, attended: 1, held: 1 }),
    ]);
  });
});

describe('calendar feed', () => {
  it('a personal secret URL, and a valid .ics of every class of the student’s batches', async () => {
    const res = await call('GET', '/classroom/calendar');
    expect(res.statusCode, res.body).toBe(200);
    const { url, webcalUrl } = (
      res.json() as { data: { calendar: { url: string; webcalUrl: string } } }
    ).data.calendar;
    const token = /\/classroom\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(webcalUrl).toMatch(/^webcal:\/\//);
    // the same URL on the next call
    expect((await call('GET', '/classroom/calendar')).json()).toMatchObject({
      data: { calendar: { url } },
    });
    expect((await call('GET', '/classroom/calendar', null)).statusCode).toBe(401);

    // a title that needs escaping and folding
    await schedule(room.batchId, {
      title: 'Sets; maps, and \\ हिन्दी में कक्षा — एक लंबा शीर्षक जो पंक्ति को मोड़ता है',
      startsAt: '2030-02-01T19:00:00+05:30',
      durationMinutes: 90,
    });
    const ics = await call('GET', `/classroom/calendar/${token}.ics`, null);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = ics.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const events = text.split('BEGIN:VEVENT').length - 1;
    expect(events).toBe((await studentList()).length);
    expect(text.split('END:VEVENT').length - 1).toBe(events);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'SUMMARY:Sets\\; maps\\, and \\\\ हिन्दी में कक्षा — एक लंबा शीर्षक जो पंक्ति को मोड़ता है\r\n',
    );
    expect(unfolded).toContain('DTSTART:20300201T133000Z\r\nDTEND:20300201T150000Z\r\n');
    expect(unfolded).toContain(`URL:${MEET}\r\n`);
    expect(unfolded).toMatch(/UID:live-class-[0-9a-f]{24}@/);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    // the classes of other batches are not in it
    expect(unfolded).not.toContain('SUMMARY:Weekly');

    for (const bad of ['x'.repeat(43), `${token}x`, 'short']) {
      const r = await call('GET', `/classroom/calendar/${bad}.ics`, null);
      expect(r.statusCode, bad).toBe(404);
    }
    expect((await call('GET', `/classroom/calendar/${token}`, null)).statusCode).toBe(404);
  });

  it('folds at 75 octets without splitting a character, and escapes TEXT', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((p) => p.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
});

describe('reminders an hour before', () => {
  it('once per student per channel, even with two schedulers and two workers', async () => {
    const [c] = await schedule(room.batchId, { title: 'Reminded', startsAt: inMinutes(30) });
    const second = createJobQueue(ctx.db);
    second.register(REMINDER_QUEUE, reminderHandler({ db: ctx.db, publicUrl: 'http://x' }));
    const now = new Date();
    await Promise.all([
      enqueueReminders(ctx.db, ctx.app.jobs, now),
      enqueueReminders(ctx.db, second, now),
      ctx.app.scheduler.tick(REMINDER_TASK, now),
    ]);
    await Promise.all([ctx.app.jobs.drain(), second.drain()]);
    await ctx.app.scheduler.tick(REMINDER_TASK, new Date(now.getTime() + 5 * MIN));
    await Promise.all([ctx.app.jobs.drain(), second.drain()]);
    const sent = await ctx.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `live-reminder:${c!._id}:%`));
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = sent.find((m) => m.channel === 'email')!;
    expect(email).toMatchObject({ to: `live-${process.pid}@example.com` });
    expect(email.subject).toContain('Reminded');
    expect(email.body).toContain('Hi Asha');
    expect(sent.find((m) => m.channel === 'sms')!.body).toMatch(
      /^KodeSchool: Your live class "Reminded"/,
    );
    // every class starting within the hour ("Soon" too) reminded once per channel; none for
    // "Later" (two hours away) nor for anyone outside the batch
    const all = await ctx.db.select().from(outbox).where(like(outbox.dedupeKey, 'live-reminder:%'));
    const perClass = new Map<string, number>();
    for (const m of all) perClass.set(m.refId!, (perClass.get(m.refId!) ?? 0) + 1);
    const titles = new Map((await studentList()).map((l) => [l._id, l.title]));
    expect(Object.fromEntries([...perClass].map(([id, n]) => [titles.get(id), n]))).toEqual({
      Reminded: 2,
      Soon: 2,
    });
    expect(all.every((m) => m.dedupeKey!.includes(`:${room.userIds.student}:`))).toBe(true);
    await second.stop();
  });
});
