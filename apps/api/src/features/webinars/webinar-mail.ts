import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  fillPlaceholders,
  WEBINAR_MSG,
  type Campaign,
  type EmailAudience,
  type EmailPreview,
  type PlaceholderValues,
  type ZEmailPreviewBody,
  type ZSendEmailsBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Job } from '../../core/jobs/index.ts';
import { messageHost } from '../../core/mailer.ts';
import type { Db } from '../../db/client.ts';
import type { WebinarRow, WebinarUserRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { runChunk, type ChunkPayload } from './webinar-deliveries.ts';
import {
  countRecipients,
  findRecipient,
  findRunMessage,
  type Recipients,
} from './webinar-runs.repo.ts';
import { createRun, runDto } from './webinar-runs.ts';
import { istWebinarTime } from './webinars.dto.ts';
import { getWebinarRow } from './webinars.repo.ts';

/** Bulk e-mail to a webinar's registrants: audience, placeholders, preview, the run and its jobs. */

export const EMAIL_QUEUE = 'webinar.email';
/** Deliveries per chunk job. */
export const EMAIL_CHUNK_SIZE = 200;
/** Chunk jobs of e-mail run at once per process, and messages in flight per chunk. */
const EMAIL_JOB_CONCURRENCY = 2;
export const EMAIL_SENDS_PER_CHUNK = 20;

/** Registrants of the webinar in the audience. */
export function audienceOf(webinarId: string, audience: EmailAudience): Recipients {
  return audience === 'all' ? { webinarId } : { webinarId, attended: audience === 'attended' };
}

export function placeholderValues(
  webinar: Pick<WebinarRow, 'title' | 'joinLink' | 'startTime'>,
  user: Pick<WebinarUserRow, 'name'>,
): PlaceholderValues {
  return {
    name: user.name,
    webinarTitle: webinar.title,
    joinLink: webinar.joinLink,
    startTime: istWebinarTime(webinar.startTime),
  };
}

type PreviewBody = z.output<typeof ZEmailPreviewBody>;
type SendBody = z.output<typeof ZSendEmailsBody>;

/** The message as one recipient (the chosen one, or the audience's first) will get it. */
export async function previewEmail(
  db: Db,
  webinarId: string,
  body: PreviewBody,
): Promise<EmailPreview> {
  const webinar = await getWebinarRow(db, webinarId);
  const audience = audienceOf(webinarId, body.audience);
  const n = await countRecipients(db, audience);
  if (n === 0) throw badRequest(WEBINAR_MSG.noRecipients);
  const user = await findRecipient(db, audience, body.webinarUserId);
  if (!user) throw notFound(WEBINAR_MSG.userNotFound);
  const values = placeholderValues(webinar, user);
  return {
    to: user.email,
    name: user.name,
    subject: fillPlaceholders(body.subject, values),
    body: fillPlaceholders(body.body, values),
    recipientCount: n,
  };
}

export type RunDeps = Pick<FastifyInstance, 'db' | 'jobs' | 'config'>;

/** Creates the run with one delivery per registrant of the audience and queues its chunks. */
export async function sendEmails(
  deps: RunDeps,
  request: FastifyRequest,
  webinarId: string,
  body: SendBody,
): Promise<Campaign> {
  return inTransaction(deps.db, async (tx) => {
    await getWebinarRow(tx, webinarId);
    const run = await createRun(tx, deps.jobs, {
      webinarId,
      kind: 'email',
      subject: body.subject,
      body: body.body,
      audience: body.audience,
      recipients: audienceOf(webinarId, body.audience),
      createdBy: request.sessionUser?.id ?? null,
      queue: EMAIL_QUEUE,
      chunkSize: EMAIL_CHUNK_SIZE,
      host: messageHost(deps.config.publicUrl),
    });
    if (!run) throw badRequest(WEBINAR_MSG.noRecipients);
    await recordActivity(tx, request, {
      action: 'webinar.email.send',
      entity: 'webinar',
      entityId: webinarId,
      after: { campaignId: run.id, subject: run.subject, audience: run.audience, total: run.total },
    });
    return runDto(tx, run);
  });
}

/** The e-mail chunk job: the run's subject and body filled for each recipient. */
async function sendEmailChunk(app: FastifyInstance, job: Job<ChunkPayload>) {
  const run = await findRunMessage(app.db, job.payload.campaignId);
  if (!run) return; // the webinar and its runs were deleted
  const shared = placeholderValues(run.webinar, { name: '' });
  await runChunk(app.db, job, {
    concurrency: EMAIL_SENDS_PER_CHUNK,
    async send(d) {
      const values = { ...shared, name: d.name };
      await app.mailer.send(app.db, {
        to: d.to,
        subject: fillPlaceholders(run.subject, values),
        text: fillPlaceholders(run.body, values),
        messageId: d.messageId,
        dedupeKey: `webinar-delivery:${d.id}`,
        refId: job.payload.campaignId,
      });
    },
  });
}

export function registerEmailJobs(app: FastifyInstance) {
  app.jobs.register<ChunkPayload>(EMAIL_QUEUE, (job) => sendEmailChunk(app, job), {
    concurrency: EMAIL_JOB_CONCURRENCY,
  });
}
