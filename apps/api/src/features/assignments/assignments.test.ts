import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  ASSIGNMENT_FILE_MAX_BYTES,
  ASSIGNMENT_MSG,
  COURSES_MSG,
  MSG,
  type AdminAssignment,
  type AdminSubmission,
  type ClassroomAssignment,
  type ClassroomSubmission,
  type QueuedSubmission,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import { assignmentSubmissions, jobs, outbox, users } from '../../db/schema/index.ts';
import { useClassroom } from '../../test/classroom.ts';
import { expectFieldError, useSignedIn, useTestContext } from '../../test/harness.ts';

const ctx = useTestContext();
const staff = useSignedIn(ctx, 'admin');
const mentor = useSignedIn(ctx, 'mentor');
const room = useClassroom(ctx, 'Assignments course', [
  { title: 'Start here', unlockDay: null, lessons: [] },
]);

const HOUR = 3600_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  await ctx.db
    .update(users)
    .set({ email: `student-${room.userIds.student}@example.com` })
    .where(eq(users.id, room.userIds.student));
});

const { call } = room;
const { admin } = staff;

async function createAssignment(values: Record<string, unknown> = {}): Promise<AdminAssignment> {
  const res = await admin('POST', `/batches/${room.batchId}/assignments`, {
    title: 'Build and deploy your portfolio page',
    instructions: '## Brief\n\nDeploy it.',
    dueAt: isoIn(48 * HOUR),
    maxScore: 100,
    passScore: 40,
    submissionKind: 'link',
    ...values,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { assignment: AdminAssignment } }).data.assignment;
}

const submit = (assignmentId: string, body: unknown, cookie = room.student, batch = room.batchId) =>
  call('POST', `/classroom/${batch}/assignments/${assignmentId}/submissions`, cookie, body);
const submissionOf = (res: { json(): unknown }) =>
  (res.json() as { data: { submission: ClassroomSubmission } }).data.submission;
const LINK = { kind: 'link', link: 'https://github.com/aditya/portfolio' };

describe('staff assignments', () => {
  it('creates, lists with counts, edits and deletes', async () => {
    const a = await createAssignment({ title: 'Temporary' });
    expect(a).toMatchObject({ title: 'Temporary', maxScore: 100, submittedCount: 0 });
    const patched = await admin('PATCH', `/batches/${room.batchId}/assignments/${a._id}`, {
      title: 'Renamed',
      passScore: 50,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      message: ASSIGNMENT_MSG.updated,
      data: { assignment: { title: 'Renamed', passScore: 50 } },
    });
    // the pass mark stays within the stored maximum
    expectFieldError(
      await admin('PATCH', `/batches/${room.batchId}/assignments/${a._id}`, { passScore: 101 }),
      'passScore',
      ASSIGNMENT_MSG.passScoreRange,
    );
    const list = await admin('GET', `/batches/${room.batchId}/assignments`);
    expect(
      (list.json() as { data: { assignments: AdminAssignment[] } }).data.assignments.map(
        (x) => x.title,
      ),
    ).toContain('Renamed');
    const del = await admin('DELETE', `/batches/${room.batchId}/assignments/${a._id}`);
    expect(del.statusCode, del.body).toBe(200);
    // another batch's id does not reach it
    expect(
      (await admin('DELETE', `/batches/${room.otherBatchId}/assignments/${a._id}`)).statusCode,
    ).toBe(404);
  });

  it('validation gives 4xx with the field, never 500', async () => {
    const base = {
      title: 'X',
      dueAt: isoIn(HOUR),
      maxScore: 10,
      passScore: 5,
      submissionKind: 'text',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, title: '' }, 'title', ASSIGNMENT_MSG.titleRequired],
      [{ ...base, title: 'x'.repeat(151) }, 'title', ASSIGNMENT_MSG.titleTooLong],
      [{ ...base, dueAt: '2026-13-01' }, 'dueAt', ASSIGNMENT_MSG.dueRequired],
      [{ ...base, maxScore: 0 }, 'maxScore', ASSIGNMENT_MSG.maxScoreRange],
      [{ ...base, maxScore: 1001 }, 'maxScore', ASSIGNMENT_MSG.maxScoreRange],
      [{ ...base, passScore: 11 }, 'passScore', ASSIGNMENT_MSG.passScoreRange],
      [{ ...base, submissionKind: 'video' }, 'submissionKind', ASSIGNMENT_MSG.kindRequired],
      [{ ...base, title: 'A\ud800B' }, 'title', MSG.invalidCharacters],
    ];
    for (const [body, field, message] of cases) {
      expectFieldError(
        await admin('POST', `/batches/${room.batchId}/assignments`, body),
        field,
        message,
      );
    }
    expect((await admin('POST', `/batches/not-an-id/assignments`, base)).statusCode).toBe(404);
  });

  it('a role without the courses menu gets 403', async () => {
    const res = await admin(
      'GET',
      `/batches/${room.batchId}/assignments`,
      undefined,
      mentor.cookie,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('student submissions', () => {
  it('enrolled students only: everyone else, and any other assignment, gets 404', async () => {
    const a = await createAssignment();
    expect((await call('GET', `/classroom/${room.batchId}/assignments`, null)).statusCode).toBe(
      401,
    );
    const lists: [string, string][] = [
      [room.batchId, room.classmate],
      [room.batchId, room.outsider],
      [room.otherBatchId, room.student],
      ['not-a-batch', room.student],
      [newId(), room.student],
    ];
    for (const [b, cookie] of lists) {
      const res = await call('GET', `/classroom/${b}/assignments`, cookie);
      expect(res.statusCode, b).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: COURSES_MSG.batchNotFound });
    }
    const submits: [string, string, string][] = [
      [room.batchId, a._id, room.classmate],
      [room.batchId, a._id, room.outsider],
      [room.otherBatchId, a._id, room.student],
      [room.batchId, newId(), room.student],
      [room.batchId, 'not-an-id', room.student],
      ['not-a-batch', a._id, room.student],
    ];
    for (const [b, id, cookie] of submits) {
      const res = await submit(id, LINK, cookie, b);
      expect(res.statusCode, `${b} ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: ASSIGNMENT_MSG.notFound });
    }
  });

  it('resubmits until the due date; the list shows the submission', async () => {
    const a = await createAssignment({ title: 'Resubmit me' });
    let res = await submit(a._id, LINK);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: ASSIGNMENT_MSG.submitted });
    expect(submissionOf(res)).toMatchObject({
      status: 'submitted',
      attempts: 1,
      late: false,
      canResubmit: true,
    });
    res = await submit(a._id, { kind: 'link', link: 'https://example.com/v2' });
    expect(res.json()).toMatchObject({ message: ASSIGNMENT_MSG.resubmitted });
    expect(submissionOf(res)).toMatchObject({ link: 'https://example.com/v2', attempts: 2 });
    const list = await call('GET', `/classroom/${room.batchId}/assignments`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const mine = (list.json() as { data: { assignments: ClassroomAssignment[] } }).data.assignments;
    expect(mine.find((x) => x._id === a._id)).toMatchObject({
      title: 'Resubmit me',
      submission: { status: 'submitted', attempts: 2, link: 'https://example.com/v2' },
    });
    // the completion check is queued with each hand-in
    const queued = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'course-completion')));
    expect(queued.length).toBeGreaterThanOrEqual(2);
  });

  it('a first hand-in after the due date is late; a second one is refused', async () => {
    const a = await createAssignment({ title: 'Past due', dueAt: isoIn(-HOUR) });
    const first = await submit(a._id, LINK);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: ASSIGNMENT_MSG.submittedLate });
    expect(submissionOf(first)).toMatchObject({ status: 'late', late: true, canResubmit: false });
    const again = await submit(a._id, LINK);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: ASSIGNMENT_MSG.pastDue });
  });

  it('bad hand-ins are 400 with the field, never 500', async () => {
    const text = await createAssignment({ title: 'Text one', submissionKind: 'text' });
    const cases: [unknown, string, string][] = [
      [{ kind: 'text', text: 'A\ud800B' }, 'text', MSG.invalidCharacters],
      [{ kind: 'text', text: '   ' }, 'text', ASSIGNMENT_MSG.textRequired],
      [{ kind: 'text', text: 'x'.repeat(20_001) }, 'text', ASSIGNMENT_MSG.textTooLong],
      [LINK, 'kind', ASSIGNMENT_MSG.kindMismatch],
    ];
    for (const [body, field, message] of cases) {
      expectFieldError(await submit(text._id, body), field, message);
    }
    const link = await createAssignment({ title: 'Link one' });
    for (const bad of ['http://example.com', 'javascript:alert(1)', 'https://', 'github.com/x']) {
      expectFieldError(
        await submit(link._id, { kind: 'link', link: bad }),
        'link',
        ASSIGNMENT_MSG.linkInvalid,
      );
    }
    expect((await submit(link._id, {})).statusCode).toBe(400);
    expect((await submit(link._id, { kind: 'link', link: LINK.link, extra: 1 })).statusCode).toBe(
      400,
    );
    const ok = await submit(text._id, { kind: 'text', text: 'My answer ✓' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('review', () => {
  it('staff grade from the queue; the student is e-mailed, sees it, and cannot resubmit', async () => {
    const a = await createAssignment({ title: 'To review', maxScore: 50, passScore: 30 });
    await submit(a._id, LINK);
    const queue = await admin(
      'GET',
      `/batches/${room.batchId}/assignment-submissions?assignmentId=${a._id}&status=submitted`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const { submissions, pagination } = (
      queue.json() as { data: { submissions: QueuedSubmission[]; pagination: object } }
    ).data;
    expect(pagination).toMatchObject({ totalItems: 1, currentPage: 1 });
    const [row] = submissions;
    expect(row).toMatchObject({ status: 'submitted', assignment: { title: 'To review' } });
    const url = `/assignments/${a._id}/submissions/${row!._id}`;
    const detail = await admin('GET', url);
    expect(
      (detail.json() as { data: { submission: AdminSubmission } }).data.submission,
    ).toMatchObject({ link: LINK.link, feedback: null });

    // permissions and validation
    expect((await admin('POST', `${url}/review`, { score: 1 }, mentor.cookie)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/admin${url}/review`, room.student, { score: 1 })).statusCode).toBe(
      403,
    );
    expectFieldError(
      await admin('POST', `${url}/review`, { score: 51, feedback: '' }),
      'score',
      ASSIGNMENT_MSG.scoreTooHigh(50),
    );
    expectFieldError(
      await admin('POST', `${url}/review`, { score: 1.5 }),
      'score',
      ASSIGNMENT_MSG.scoreRequired,
    );
    expectFieldError(
      await admin('POST', `${url}/review`, { score: 5, feedback: 'x'.repeat(5001) }),
      'feedback',
      ASSIGNMENT_MSG.feedbackTooLong,
    );
    expect(
      (await admin('POST', `/assignments/${a._id}/submissions/${newId()}/review`, { score: 1 }))
        .statusCode,
    ).toBe(404);

    const res = await admin('POST', `${url}/review`, { score: 42, feedback: 'Nice **work**' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ASSIGNMENT_MSG.reviewed,
      data: { submission: { status: 'graded', score: 42, feedback: 'Nice **work**' } },
    });
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.refId, row!._id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      to: `student-${room.userIds.student}@example.com`,
    });
    expect(mails[0]!.body).toContain('Grade: 42 / 50');
    expect(mails[0]!.body).toContain('Nice **work**');
    expect(mails[0]!.body).toContain(`/classroom?batch=${room.batchId}`);

    const list = await call('GET', `/classroom/${room.batchId}/assignments`);
    const mine = (list.json() as { data: { assignments: ClassroomAssignment[] } }).data.assignments;
    expect(mine.find((x) => x._id === a._id)!.submission).toMatchObject({
      status: 'graded',
      score: 42,
      feedback: 'Nice **work**',
      canResubmit: false,
    });
    const again = await submit(a._id, LINK);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ASSIGNMENT_MSG.alreadyGraded });
    const graded = await admin(
      'GET',
      `/batches/${room.batchId}/assignment-submissions?status=graded`,
    );
    expect(
      (graded.json() as { data: { submissions: QueuedSubmission[] } }).data.submissions.map(
        (s) => s._id,
      ),
    ).toContain(row!._id);
    expect(
      (await admin('GET', `/batches/${room.batchId}/assignment-submissions?status=nope`))
        .statusCode,
    ).toBe(400);
  });
});

describe('file submissions', () => {
  const upload = (bytes: Buffer, type: string, cookie = room.student) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/assignment-file',
      headers: { cookie, 'content-type': type },
      payload: bytes,
    });
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

  it('uploads a PDF or ZIP (checked by content and size), hands it in, staff download it', async () => {
    expect((await upload(PDF, 'application/pdf', '')).statusCode).toBe(401);
    expect((await upload(Buffer.from('not a pdf at all'), 'application/pdf')).statusCode).toBe(415);
    expect((await upload(Buffer.from('hello'), 'text/plain')).statusCode).toBe(415);
    const big = Buffer.alloc(ASSIGNMENT_FILE_MAX_BYTES + 1, 0);
    PDF.copy(big);
    expect((await upload(big, 'application/pdf')).statusCode).toBe(413);
    const zip = await upload(
      Buffer.from([0x50, 0x4b, 5, 6, ...Array(18).fill(0)]),
      'application/zip',
    );
    expect(zip.statusCode, zip.body).toBe(201);

    const res = await upload(PDF, 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    const file = (res.json() as { data: { file: { _id: string; url: string | null } } }).data.file;
    expect(file.url).toBeNull();

    const a = await createAssignment({ title: 'File one', submissionKind: 'file' });
    // someone else's file is not theirs to hand in
    const theirs = await upload(PDF, 'application/pdf', room.classmate);
    const theirId = (theirs.json() as { data: { file: { _id: string } } }).data.file._id;
    expectFieldError(
      await submit(a._id, { kind: 'file', fileId: theirId }),
      'fileId',
      ASSIGNMENT_MSG.fileNotFound,
    );
    const sent = await submit(a._id, {
      kind: 'file',
      fileId: file._id,
      fileName: 'C:\\me\\résumé.pdf',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(submissionOf(sent).file).toEqual({ name: 'résumé.pdf' });

    const [row] = await ctx.db
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.assignmentId, a._id));
    const detail = await admin('GET', `/assignments/${a._id}/submissions/${row!.id}`);
    const fileUrl = (detail.json() as { data: { submission: AdminSubmission } }).data.submission
      .file!.url;
    const download = await ctx.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { cookie: staff.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // not for students, not by a public URL
    expect((await call('GET', fileUrl.replace('/api/v1', ''), room.student)).statusCode).toBe(403);
    expect((await call('GET', `/files/${file._id}`, null)).statusCode).toBe(404);
  });
});
