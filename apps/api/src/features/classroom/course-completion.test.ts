import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';

import { COURSES_MSG, type Completion } from '@app/shared';

import { COURSE_COMPLETION_QUEUE } from '../../core/course-completion-queue.ts';
import {
  assignments,
  assignmentSubmissions,
  users,
  webinarCertificates,
} from '../../db/schema/index.ts';
import { useClassroom } from '../../test/classroom.ts';
import { callAs, useTestContext } from '../../test/harness.ts';
import { testLessons } from '../../test/lessons.ts';

const ctx = useTestContext();
const seed = useClassroom(ctx, 'Completion course', [
  { title: 'Only module', unlockDay: null, lessons: testLessons(0, 2) },
]);
let assignmentId: string;
const EMAIL = 'completer.course@example.com';

beforeAll(async () => {
  await ctx.db
    .update(users)
    .set({ email: EMAIL, firstName: 'Kavya', lastName: 'Menon' })
    .where(eq(users.id, seed.userIds.student));
  const [row] = await ctx.db
    .insert(assignments)
    .values({
      batchId: seed.batchId,
      title: 'Portfolio',
      dueAt: new Date(Date.now() + 86_400_000),
      maxScore: 10,
      passScore: 6,
      submissionKind: 'link',
    })
    .returning();
  assignmentId = row!.id;
});

async function completion(cookie = seed.student, batchId = seed.batchId) {
  const res = await callAs(ctx, 'GET', `/classroom/${batchId}/completion`, cookie);
  return {
    status: res.statusCode,
    body: res.json(),
    completion: res.json().data?.completion as Completion,
  };
}

async function lessonIds(): Promise<string[]> {
  const res = await callAs(ctx, 'GET', `/courses/${seed.courseId}/modules`, seed.student);
  return res.json().data.data.modules[0].lessons.map((l: { _id: string }) => l._id);
}

async function grade(score: number) {
  await ctx.db
    .insert(assignmentSubmissions)
    .values({
      assignmentId,
      userId: seed.userIds.student,
      link: 'https://github.com/kavya/portfolio',
      status: 'graded',
      score,
    })
    .onConflictDoUpdate({
      target: [assignmentSubmissions.assignmentId, assignmentSubmissions.userId],
      set: { score, status: 'graded' },
    });
}

async function queueCheck() {
  await ctx.app.jobs.enqueue(ctx.db, COURSE_COMPLETION_QUEUE, {
    userId: seed.userIds.student,
    batchId: seed.batchId,
  });
}

const certificates = () =>
  ctx.db
    .select()
    .from(webinarCertificates)
    .where(
      and(
        eq(webinarCertificates.kind, 'course'),
        eq(webinarCertificates.userId, seed.userIds.student),
      ),
    );

describe('course completion and its certificate (issue 17)', () => {
  it('is for enrolled students only: anyone else, or a malformed id, gets 404', async () => {
    for (const [cookie, batchId] of [
      [seed.outsider, seed.batchId],
      [seed.classmate, seed.batchId],
      [seed.student, seed.otherBatchId],
      [seed.student, 'not-an-id'],
    ] as const) {
      const res = await completion(cookie, batchId);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(COURSES_MSG.batchNotFound);
    }
    expect((await completion('')).status).toBe(401);
  });

  it('counts lessons done and assignments submitted and passed', async () => {
    const before = await completion();
    expect(before.status).toBe(200);
    expect(before.completion).toEqual({
      lessons: { done: 0, total: 2 },
      assignments: { total: 1, submitted: 0, passed: 0 },
      complete: false,
      certificate: null,
    });
  });

  it('issues nothing while an assignment is missing or below its pass mark', async () => {
    for (const id of await lessonIds()) {
      const res = await callAs(
        ctx,
        'PUT',
        `/classroom/${seed.batchId}/lessons/${id}/done`,
        seed.student,
        {},
      );
      expect(res.statusCode).toBe(200);
    }
    await ctx.app.jobs.drain();
    expect((await completion()).completion).toMatchObject({
      lessons: { done: 2, total: 2 },
      complete: false,
      certificate: null,
    });
    await grade(5);
    await queueCheck();
    await ctx.app.jobs.drain();
    expect((await completion()).completion).toMatchObject({
      assignments: { total: 1, submitted: 1, passed: 0 },
      complete: false,
      certificate: null,
    });
    expect(await certificates()).toHaveLength(0);
  });

  it('issues the certificate once when the last requirement is met, even checked twice at once', async () => {
    await grade(6);
    await Promise.all([queueCheck(), queueCheck(), queueCheck()]);
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    const rows = await certificates();
    expect(rows).toHaveLength(1);
    const [cert] = rows;
    expect(cert).toMatchObject({
      name: 'Kavya Menon',
      email: EMAIL,
      webinarTitle: 'Completion course',
      batchId: seed.batchId,
    });
    expect(cert!.fileKey).toBeTruthy();

    const { completion: after } = await completion();
    expect(after.complete).toBe(true);
    expect(after.certificate).toEqual({
      code: cert!.code,
      issuedAt: cert!.issuedAt.toISOString(),
      url: `/certificates/${cert!.code}`,
      pdfUrl: `/api/v1/certificates/${cert!.code}/pdf`,
    });

    // one e-mail, with the PDF
    const mail = await ctx.app.inject({ url: `/api/v1/dev/outbox?to=${EMAIL}` });
    const messages = mail.json().data.messages as {
      subject: string;
      body: string;
      attachments: { filename: string }[];
    }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Congratulations! Your certificate: Completion course');
    expect(messages[0]!.body).toContain(cert!.code);
    expect(messages[0]!.attachments).toEqual([
      expect.objectContaining({ filename: `kodeschool-certificate-${cert!.code}.pdf` }),
    ]);
  });

  it('is verified publicly as a certificate of completion, with its PDF', async () => {
    const [cert] = await certificates();
    const res = await callAs(ctx, 'GET', `/certificates/${cert!.code.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.certificate).toMatchObject({
      code: cert!.code,
      kind: 'course',
      name: 'Kavya Menon',
      webinarTitle: 'Completion course',
    });
    const pdf = await callAs(ctx, 'GET', `/certificates/${cert!.code}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe('Certificate of Completion - Kavya Menon');
  });

  it('keeps the certificate when a lesson is unticked later, and never issues a second', async () => {
    const [first] = await lessonIds();
    await callAs(ctx, 'PUT', `/classroom/${seed.batchId}/lessons/${first}/done`, seed.student, {
      completed: false,
    });
    await callAs(ctx, 'PUT', `/classroom/${seed.batchId}/lessons/${first}/done`, seed.student, {});
    await ctx.app.jobs.drain();
    expect(await certificates()).toHaveLength(1);
    const { completion: after } = await completion();
    expect(after.certificate).not.toBeNull();
  });
});
