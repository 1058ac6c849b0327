import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  ASSESS_MSG,
  WHIZZ_MSG,
  type Attempt,
  type StudentWhizz,
  type Whizz,
  type WhizzBody,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import { whizzAttempts, whizzes } from '../../db/schema/index.ts';
import { createUser, loginAs, logsOf, signedIn, useTestContext } from '../../test/harness.ts';
import { submitExpiredAttempts } from './whizz-finalize.ts';
import { enrol, makeCourse, makeFib, makeMcq, shiftBack, whizzBody } from './whizz.fixtures.ts';

const MINUTE = 60_000;
const ctx = useTestContext();
let staff: string;
let student: { id: string; cookie: string };
let outsider: string;
let batchId: string;
let mcqId: string;
let fibId: string;

beforeAll(async () => {
  staff = (await signedIn(ctx, 'admin')).cookie;
  const user = await createUser(ctx.db, { firstName: 'Isha', lastName: 'Menon' });
  student = { id: user.id, cookie: await loginAs(ctx.app, user.phoneNumber!) };
  const other = await createUser(ctx.db, { firstName: 'Omar', lastName: 'Khan' });
  outsider = await loginAs(ctx.app, other.phoneNumber!);
  const course = await makeCourse(ctx.db, 'Backend', ['Morning']);
  const batch = course.batches[0]!;
  batchId = batch.id;
  await enrol(ctx.db, user.id, batch);
  mcqId = (await makeMcq(ctx.db, { correct: [1], points: 2 })).id;
  fibId = (await makeFib(ctx.db, { answer: 'Event Loop', points: 3 })).id;
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

function body(overrides: Partial<WhizzBody> = {}): WhizzBody {
  return whizzBody({
    batches: [{ batchId, isActive: true }],
    questions: [
      { questionId: mcqId, type: 'MCQ' },
      { questionId: fibId, type: 'FillInTheBlank' },
    ],
    ...overrides,
  });
}

async function makeWhizz(overrides: Partial<WhizzBody> = {}) {
  const res = await call('POST', '/admin/whizz', staff, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.whizz as Whizz;
}

async function startAttempt(w: Whizz) {
  const res = await call('POST', `/whizz/${w._id}/attempt`, student.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.attempt as Attempt;
}

const attemptRow = async (whizzId: string) =>
  (
    await ctx.db
      .select()
      .from(whizzAttempts)
      .where(and(eq(whizzAttempts.whizzId, whizzId), eq(whizzAttempts.userId, student.id)))
  )[0]!;

describe('a per-attempt time limit (attemptMinutes)', () => {
  it('staff set it, change it and remove it; the same rules as the form', async () => {
    const none = await makeWhizz({ title: 'No limit' });
    expect(none.attemptMinutes).toBeNull();
    const w = await makeWhizz({
      title: 'Two-day quiz',
      duration: { unit: 'hours', value: 48 },
      attemptMinutes: 20,
    });
    expect(w.attemptMinutes).toBe(20);
    const stored = await ctx.db.select().from(whizzes).where(eq(whizzes.id, w._id));
    expect(stored[0]!.attemptMinutes).toBe(20);

    const bad: [unknown, string][] = [
      [4, WHIZZ_MSG.attemptMinutes],
      [601, WHIZZ_MSG.attemptMinutes],
      [12.5, WHIZZ_MSG.attemptMinutes],
      ['20', WHIZZ_MSG.attemptMinutes],
    ];
    for (const [value, message] of bad) {
      const res = await call('POST', '/admin/whizz', staff, { ...body(), attemptMinutes: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Validation Error',
        data: [{ field: 'attemptMinutes', message }],
      });
    }
    // longer than the 30-minute window: it would never apply
    const tooLong = await call('POST', '/admin/whizz', staff, body({ attemptMinutes: 45 }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data).toEqual([
      { field: 'attemptMinutes', message: WHIZZ_MSG.attemptLongerThanWindow },
    ]);

    // PUT: the merged whizz is checked again (a shorter window than the limit is refused)
    const shrink = await call('PUT', `/admin/whizz/${w._id}`, staff, {
      duration: { unit: 'minutes', value: 10 },
    });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().data).toEqual([
      { field: 'attemptMinutes', message: WHIZZ_MSG.attemptLongerThanWindow },
    ]);
    const changed = await call('PUT', `/admin/whizz/${w._id}`, staff, { attemptMinutes: 90 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.whizz.attemptMinutes).toBe(90);
    const [log] = await logsOf(ctx, w._id, 'whizz.update');
    expect(log).toBeDefined();
    const cleared = await call('PUT', `/admin/whizz/${w._id}`, staff, { attemptMinutes: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.whizz.attemptMinutes).toBeNull();
    // other edits keep it
    const again = await call('PUT', `/admin/whizz/${w._id}`, staff, { attemptMinutes: 30 });
    expect(again.statusCode).toBe(200);
    const renamed = await call('PUT', `/admin/whizz/${w._id}`, staff, { title: 'Renamed quiz' });
    expect(renamed.json().data.whizz).toMatchObject({ title: 'Renamed quiz', attemptMinutes: 30 });
  });

  it('an attempt ends at its start + the limit, and students see the limit and their clock', async () => {
    const w = await makeWhizz({
      title: 'Weekend window',
      duration: { unit: 'hours', value: 48 },
      startDate: new Date(Date.now() - 2 * MINUTE).toISOString(),
      attemptMinutes: 20,
    });
    // the start screen's data, before starting
    const before = await call('GET', `/whizz/${w._id}`, student.cookie);
    expect(before.statusCode, before.body).toBe(200);
    const data = before.json().data as { whizz: StudentWhizz; serverNow: string };
    expect(data.whizz).toMatchObject({
      _id: w._id,
      title: 'Weekend window',
      attemptMinutes: 20,
      duration: { unit: 'hours', value: 48 },
      questionCount: 2,
      totalScore: 100,
      state: 'live',
      attempt: null,
    });
    expect(Math.abs(Date.parse(data.serverNow) - Date.now())).toBeLessThan(5_000);
    expect(
      await ctx.db.select().from(whizzAttempts).where(eq(whizzAttempts.whizzId, w._id)),
    ).toEqual([]);

    const attempt = await startAttempt(w);
    const startedAt = Date.parse(attempt.startedAt);
    expect(Date.parse(attempt.deadline) - startedAt).toBe(20 * MINUTE);
    expect(attempt).toMatchObject({ attemptMinutes: 20, endsAt: w.endsAt });
    const row = await attemptRow(w._id);
    expect(row.deadline.getTime() - row.startedAt.getTime()).toBe(20 * MINUTE);

    const list = await call('GET', '/whizz', student.cookie);
    const listed = (list.json().data.whizz as StudentWhizz[]).find((x) => x._id === w._id)!;
    expect(listed.attemptMinutes).toBe(20);
    expect(listed.attempt).toMatchObject({ status: 'in_progress', deadline: attempt.deadline });
    const one = await call('GET', `/whizz/${w._id}`, student.cookie);
    expect(one.json().data.whizz.attempt).toMatchObject({
      status: 'in_progress',
      deadline: attempt.deadline,
    });

    // 21 minutes later the window is still open, but this attempt's time is up
    await shiftBack(ctx.db, w._id, 21 * MINUTE);
    const late = await call('PUT', `/whizz/${w._id}/attempt/answers/${mcqId}`, student.cookie, {
      type: 'MCQ',
      selected: [1],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, message: ASSESS_MSG.timeUp });
    const done = await attemptRow(w._id);
    expect(done).toMatchObject({ status: 'submitted', autoSubmitted: true });
    expect(done.submittedAt).toEqual(done.deadline);
    expect(done.timeTakenSeconds).toBe(20 * 60);
    const restart = await call('POST', `/whizz/${w._id}/attempt`, student.cookie);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe(ASSESS_MSG.attemptAlreadySubmitted);
  });

  it('the sweep submits an attempt at its own deadline while the whizz is still open', async () => {
    const w = await makeWhizz({
      title: 'Swept early',
      duration: { unit: 'hours', value: 3 },
      startDate: new Date(Date.now() - MINUTE).toISOString(),
      attemptMinutes: 10,
    });
    await startAttempt(w);
    const ok = await call('PUT', `/whizz/${w._id}/attempt/answers/${fibId}`, student.cookie, {
      type: 'FillInTheBlank',
      text: 'event loop',
    });
    expect(ok.statusCode).toBe(200);
    await submitExpiredAttempts(ctx.db, new Date(Date.now() + 9 * MINUTE));
    expect((await attemptRow(w._id)).status).toBe('in_progress');
    await submitExpiredAttempts(ctx.db, new Date(Date.now() + 11 * MINUTE));
    const row = await attemptRow(w._id);
    expect(row).toMatchObject({ status: 'submitted', autoSubmitted: true, rawPoints: 3 });
    expect(row.submittedAt).toEqual(row.deadline);
    expect(row.deadline.getTime()).toBeLessThan(Date.parse(w.endsAt));
  });

  it('a late start gets only what is left of the window', async () => {
    // 60-minute window that started 50 minutes ago, 30-minute limit: 10 minutes left
    const w = await makeWhizz({
      title: 'Late starter',
      duration: { unit: 'hours', value: 1 },
      startDate: new Date(Date.now() - 50 * MINUTE).toISOString(),
      attemptMinutes: 30,
    });
    const attempt = await startAttempt(w);
    expect(attempt.deadline).toBe(w.endsAt);
  });

  it('running attempts follow a changed limit or window: the earlier of the two', async () => {
    const w = await makeWhizz({
      title: 'Moved',
      duration: { unit: 'hours', value: 2 },
      startDate: new Date(Date.now() - MINUTE).toISOString(),
      attemptMinutes: 30,
    });
    const attempt = await startAttempt(w);
    const startedAt = Date.parse(attempt.startedAt);
    const put = (patch: object) => call('PUT', `/admin/whizz/${w._id}`, staff, patch);

    expect((await put({ attemptMinutes: 45 })).statusCode).toBe(200);
    expect((await attemptRow(w._id)).deadline.getTime() - startedAt).toBe(45 * MINUTE);
    // no limit, and a window that ends 49 minutes after the start: its end
    const shorter = await put({ duration: { unit: 'minutes', value: 50 }, attemptMinutes: null });
    expect(shorter.statusCode, shorter.body).toBe(200);
    const endsAt = Date.parse(shorter.json().data.whizz.endsAt);
    expect((await attemptRow(w._id)).deadline.getTime()).toBe(endsAt);
    expect((await put({ attemptMinutes: 5 })).statusCode).toBe(200);
    expect((await attemptRow(w._id)).deadline.getTime() - startedAt).toBe(5 * MINUTE);
  });

  it('GET /whizz/{id} is for those the whizz is open to', async () => {
    const w = await makeWhizz({ title: 'Batch only' });
    const refused = await call('GET', `/whizz/${w._id}`, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: ASSESS_MSG.whizzNotOpenToYou });
    for (const id of [newId(), 'nope']) {
      const res = await call('GET', `/whizz/${id}`, student.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ASSESS_MSG.whizzNotFound);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/whizz/${w._id}` });
    expect(anonymous.statusCode).toBe(401);
    const upcoming = await makeWhizz({
      title: 'Later',
      startDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const res = await call('GET', `/whizz/${upcoming._id}`, student.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.whizz).toMatchObject({ state: 'upcoming', attempt: null });
  });
});
