import type { FastifyInstance } from 'fastify';

import { API_PREFIX, COURSES_MSG, ID_PATTERN, type Completion } from '@app/shared';

import { certificateMail, newCertificateCode } from '../../core/certificates/certificate-files.ts';
import { templateFor } from '../../core/certificates/certificate-pdf.ts';
import { findCertificateById } from '../../core/certificates/certificates.repo.ts';
import {
  COURSE_COMPLETION_QUEUE,
  type CompletionPayload,
} from '../../core/course-completion-queue.ts';
import { notFound } from '../../core/errors.ts';
import type { Job, JobQueue } from '../../core/jobs/index.ts';
import { messageHost } from '../../core/mailer.ts';
import type { Tx } from '../../db/client.ts';
import type { WebinarCertificateRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './classroom.repo.ts';
import {
  findAssignmentMarks,
  findCompletionSubject,
  findCourseCertificate,
  insertCourseCertificate,
} from './course-completion.repo.ts';

/** The worker's side of the completion check (core/course-completion-queue.ts queues it). */

/** The certificate's e-mail, queued with the certificate (one per certificate, by its key). */
const CERTIFICATE_MAIL_QUEUE = 'course-certificate.mail';

type Requirements = Omit<Completion, 'certificate'>;

/** Lessons done of the course's, assignments submitted and passed of the batch's. */
async function requirementsOf(
  db: Tx,
  userId: string,
  batchId: string,
  courseId: string,
): Promise<Requirements> {
  const [shapes, ticks, marks] = await Promise.all([
    repo.findModuleShapes(db, [courseId]),
    repo.findProgress(db, userId, [courseId]),
    findAssignmentMarks(db, userId, batchId),
  ]);
  const all = shapes.flatMap((m) => m.lessonIds);
  const ticked = new Set(ticks.map((t) => t.lessonKey));
  const lessons = { done: all.filter((id) => ticked.has(id)).length, total: all.length };
  const assignments = {
    total: marks.length,
    submitted: marks.filter((m) => m.submitted).length,
    passed: marks.filter((m) => m.score !== null && m.score >= m.passScore).length,
  };
  const complete =
    lessons.total + assignments.total > 0 &&
    lessons.done === lessons.total &&
    assignments.passed === assignments.total;
  return { lessons, assignments, complete };
}

function certificateView(cert: WebinarCertificateRow): NonNullable<Completion['certificate']> {
  return {
    code: cert.code,
    issuedAt: cert.issuedAt.toISOString(),
    url: `/certificates/${cert.code}`,
    pdfUrl: `${API_PREFIX}/certificates/${cert.code}/pdf`,
  };
}

/** GET /classroom/{batchId}/completion: what is left to complete the course, or the certificate. */
export async function getCompletion(db: Tx, userId: string, batchId: string): Promise<Completion> {
  const subject = ID_PATTERN.test(batchId)
    ? await findCompletionSubject(db, userId, batchId)
    : null;
  if (!subject) throw notFound(COURSES_MSG.batchNotFound);
  const [requirements, cert] = await Promise.all([
    requirementsOf(db, userId, batchId, subject.courseId),
    findCourseCertificate(db, userId, batchId),
  ]);
  return { ...requirements, certificate: cert ? certificateView(cert) : null };
}

/**
 * The certificate of a student who completed the batch's course, issued once: the unique
 * (user, batch) index settles two checks racing; a code already taken draws again.
 */
async function issue(
  tx: Tx,
  jobs: JobQueue,
  payload: CompletionPayload,
  subject: NonNullable<Awaited<ReturnType<typeof findCompletionSubject>>>,
) {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const existing = await findCourseCertificate(tx, payload.userId, payload.batchId);
    if (existing) return existing;
    const created = await insertCourseCertificate(tx, {
      code: newCertificateCode(),
      userId: payload.userId,
      batchId: payload.batchId,
      name: `${subject.firstName} ${subject.lastName}`.trim(),
      email: subject.email ?? '',
      webinarTitle: subject.courseTitle,
      webinarDate: new Date(),
    });
    if (created) {
      if (subject.email) {
        await jobs.enqueue(
          tx,
          CERTIFICATE_MAIL_QUEUE,
          { certificateId: created.id },
          { dedupeKey: `course-certificate:${created.id}` },
        );
      }
      return created;
    }
  }
  throw new Error(`could not issue a course certificate to ${payload.userId}`);
}

async function checkCompletion(app: FastifyInstance, job: Job<CompletionPayload>) {
  const { userId, batchId } = job.payload;
  const subject = await findCompletionSubject(app.db, userId, batchId);
  if (!subject) return;
  const { complete } = await requirementsOf(app.db, userId, batchId, subject.courseId);
  if (!complete) return;
  await inTransaction(app.db, (tx) => issue(tx, app.jobs, job.payload, subject));
}

function courseTemplate(cert: WebinarCertificateRow, publicUrl: string) {
  return templateFor({
    kind: 'course',
    webinarTitle: cert.webinarTitle,
    webinarDate: cert.webinarDate,
    signatory: '',
    signatoryTitle: '',
    publicUrl,
  });
}

async function mailCertificate(app: FastifyInstance, job: Job<{ certificateId: string }>) {
  const cert = await findCertificateById(app.db, job.payload.certificateId);
  if (!cert?.email) return;
  const { publicUrl } = app.config;
  await app.mailer.send(app.db, {
    to: cert.email,
    subject: `Congratulations! Your certificate: ${cert.webinarTitle}`,
    ...(await certificateMail(app, courseTemplate(cert, publicUrl), cert, [
      `You have completed "${cert.webinarTitle}". Well done!`,
      'Your certificate of completion is attached to this e-mail.',
    ])),
    messageId: `<course-certificate-${cert.id}@${messageHost(publicUrl)}>`,
    dedupeKey: `course-certificate:${cert.id}`,
    refId: cert.id,
  });
}

export function registerCompletionJobs(app: FastifyInstance) {
  app.jobs.register<CompletionPayload>(COURSE_COMPLETION_QUEUE, (job) => checkCompletion(app, job));
  app.jobs.register<{ certificateId: string }>(CERTIFICATE_MAIL_QUEUE, (job) =>
    mailCertificate(app, job),
  );
}
