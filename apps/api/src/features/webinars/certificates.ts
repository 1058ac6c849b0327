import type { FastifyInstance, FastifyRequest } from 'fastify';

import { WEBINAR_MSG, type Campaign } from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { certificateMail, newCertificateCode } from '../../core/certificates/certificate-files.ts';
import { certificateDate, templateFor } from '../../core/certificates/certificate-pdf.ts';
import { conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import type { Job } from '../../core/jobs/index.ts';
import { messageHost } from '../../core/mailer.ts';
import type { Db } from '../../db/client.ts';
import type { WebinarRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  insertCertificate,
  markRunAttendeesInProgress,
  refreshCertificate,
  setAttendeeOutcome,
} from './certificates.repo.ts';
import type { PendingDelivery } from './webinar-deliveries.repo.ts';
import { runChunk, type ChunkPayload } from './webinar-deliveries.ts';
import type { RunDeps } from './webinar-mail.ts';
import { findRunMessage, runCounts } from './webinar-runs.repo.ts';
import { createRun, runDto } from './webinar-runs.ts';
import { lockWebinar, updateWebinar } from './webinars.repo.ts';

/** Certificates of participation: codes, the issue run and its job, public verification. */

export const CERTIFICATE_QUEUE = 'webinar.certificates';
const CERTIFICATE_CHUNK_SIZE = 100;
/** Attendees of a chunk in flight at once: rendering is quick, the e-mail is the wait. */
const CERTIFICATES_PER_CHUNK = 6;
export function webinarTemplate(webinar: WebinarRow, publicUrl: string) {
  return templateFor({
    webinarTitle: webinar.title,
    webinarDate: webinar.startTime,
    signatory: webinar.certificateSignatory,
    signatoryTitle: webinar.certificateSignatoryTitle,
    publicUrl,
  });
}

/** Starts a run for the attended registrants still waiting (with resend: every attendee). */
export async function sendCertificates(
  deps: RunDeps,
  request: FastifyRequest,
  webinarId: string,
  body: { resend: boolean },
): Promise<Campaign> {
  return inTransaction(deps.db, async (tx) => {
    // Locked so two clicks cannot start two runs for the same attendees.
    const webinar = await lockWebinar(tx, webinarId);
    if (!webinar) throw notFound(WEBINAR_MSG.notFound);
    if (!webinar.certificateEnabled) throw conflict(WEBINAR_MSG.certificatesDisabled);
    const run = await createRun(tx, deps.jobs, {
      webinarId,
      kind: 'certificates',
      subject: `Your certificate: ${webinar.title}`,
      body: '',
      audience: 'attended',
      recipients: { webinarId, attended: true, certificateWaiting: !body.resend },
      createdBy: request.sessionUser?.id ?? null,
      queue: CERTIFICATE_QUEUE,
      chunkSize: CERTIFICATE_CHUNK_SIZE,
      host: messageHost(deps.config.publicUrl),
    });
    if (!run) throw conflict(WEBINAR_MSG.noAttendees);
    await markRunAttendeesInProgress(tx, run.id);
    await updateWebinar(tx, webinarId, { certificateStatus: 'in_progress' });
    await recordActivity(tx, request, {
      action: 'webinar.certificates.send',
      entity: 'webinar',
      entityId: webinarId,
      before: { certificateStatus: webinar.certificateStatus },
      after: { certificateStatus: 'in_progress', campaignId: run.id, total: run.total },
    });
    return runDto(tx, run);
  });
}

/**
 * The attendee's certificate: the existing one (same code; name, e-mail and title refreshed) or a
 * new one with a fresh code (a code already taken — one chance in 32¹² per pair — draws again).
 */
async function issueCertificate(db: Db, webinar: WebinarRow, d: PendingDelivery) {
  const copy = {
    webinarId: webinar.id,
    name: d.name,
    email: d.to,
    webinarTitle: webinar.title,
    webinarDate: webinar.startTime,
  };
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const existing = await refreshCertificate(db, d.webinarUserId, copy);
    if (existing) return existing;
    try {
      const created = await insertCertificate(db, {
        ...copy,
        webinarUserId: d.webinarUserId,
        code: newCertificateCode(),
      });
      if (created) return created;
      // another worker issued it meanwhile: read theirs
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // a code already taken: draw again
    }
  }
  throw new Error(`could not issue a certificate to webinar user ${d.webinarUserId}`);
}

async function sendCertificateChunk(app: FastifyInstance, job: Job<ChunkPayload>) {
  const run = await findRunMessage(app.db, job.payload.campaignId);
  if (!run) return;
  const { publicUrl } = app.config;
  const template = webinarTemplate(run.webinar, publicUrl);
  await runChunk(app.db, job, {
    concurrency: CERTIFICATES_PER_CHUNK,
    async send(d) {
      const cert = await issueCertificate(app.db, run.webinar, d);
      await app.mailer.send(app.db, {
        to: d.to,
        subject: run.subject,
        ...(await certificateMail(app, template, cert, [
          `Thank you for attending "${cert.webinarTitle}" on ${certificateDate(cert.webinarDate)}.`,
          'Your certificate of participation is attached to this e-mail.',
        ])),
        messageId: d.messageId,
        dedupeKey: `webinar-delivery:${d.id}`,
        refId: job.payload.campaignId,
      });
    },
    onSent: (tx, ds) =>
      setAttendeeOutcome(
        tx,
        ds.map((d) => d.webinarUserId),
        'sent',
        null,
      ),
    onFailed: (tx, d, message) => setAttendeeOutcome(tx, [d.webinarUserId], 'failed', message),
    async onDone(tx, done) {
      const counts = (await runCounts(tx, [done.id])).get(done.id);
      await updateWebinar(tx, done.webinarId, {
        certificateStatus: counts?.failed ? 'failed' : 'sent',
      });
    },
  });
}

export function registerCertificateJobs(app: FastifyInstance) {
  app.jobs.register<ChunkPayload>(CERTIFICATE_QUEUE, (job) => sendCertificateChunk(app, job), {
    concurrency: 2,
  });
}
