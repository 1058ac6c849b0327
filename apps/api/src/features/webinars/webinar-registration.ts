import type { FastifyInstance } from 'fastify';
import { createEvent } from 'ics';
import type { z } from 'zod';

import { formatTime, plural, WEBINAR_MSG, type ZWebinarRegisterBody } from '@app/shared';

import { conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { PermanentJobError, type Job, type JobQueue } from '../../core/jobs/index.ts';
import type { Db } from '../../db/client.ts';
import type { WebinarRow, WebinarUserRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as usersRepo from './webinar-users.repo.ts';
import { closedReasonOf, endTimeOf, istWebinarTime } from './webinars.dto.ts';
import * as repo from './webinars.repo.ts';

/** The confirmation e-mail of one registration: a job, so a slow SMTP never holds the form. */
export const CONFIRMATION_QUEUE = 'webinar.confirmation';
export const confirmationKey = (webinarUserId: string) => `webinar-confirm:${webinarUserId}`;

type RegisterDeps = { db: Db; jobs: JobQueue; now?: () => Date };
export type RegisterBody = z.output<typeof ZWebinarRegisterBody>;

/**
 * One transaction with the webinar row locked FOR UPDATE, so concurrent sign-ups queue on it and
 * registered_count never passes the capacity. A phone already registered hears so first (before
 * over, closed or full). The confirmation job is enqueued in the same transaction.
 */
export async function registerForWebinar(deps: RegisterDeps, code: string, body: RegisterBody) {
  const now = deps.now ? deps.now() : new Date();
  const utm = body.utm && Object.values(body.utm).some(Boolean) ? body.utm : null;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const webinar = await repo.lockWebinarByCode(tx, code.toLowerCase());
      if (!webinar) throw notFound(WEBINAR_MSG.notFound);
      if (await usersRepo.findRegistrantByPhone(tx, webinar.id, body.phone)) {
        throw conflict(WEBINAR_MSG.alreadyRegistered);
      }
      const closedReason = closedReasonOf(webinar, now);
      if (closedReason) throw conflict(closedReason);
      const row = await usersRepo.insertWebinarUser(tx, {
        webinarId: webinar.id,
        name: body.name,
        email: body.email,
        phone: body.phone,
        userId: await usersRepo.findUserIdByPhone(tx, body.phone),
        utm,
      });
      await repo.incrementRegistered(tx, webinar.id);
      await deps.jobs.enqueue(
        tx,
        CONFIRMATION_QUEUE,
        { webinarUserId: row.id },
        { dedupeKey: confirmationKey(row.id) },
      );
      return {
        registration: {
          webinarCode: webinar.webinarCode,
          name: row.name,
          email: row.email,
          phone: row.phone,
          createdAt: row.createdAt.toISOString(),
        },
      };
    });
  } catch (error) {
    // The lock makes this unreachable in practice; the unique index is the last word.
    if (isUniqueViolation(error)) throw conflict(WEBINAR_MSG.alreadyRegistered);
    throw error;
  }
}

// ---------------------------------------------------------------- the confirmation e-mail

/** The calendar invite: UID stable per registrant, so a resend updates the same event. */
export function confirmationIcs(
  webinar: WebinarRow,
  user: Pick<WebinarUserRow, 'id'>,
  host: string,
): string {
  const { error, value } = createEvent({
    uid: `webinar-${user.id}@${host}`,
    start: webinar.startTime.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: webinar.durationMinutes },
    title: webinar.title,
    description: `${webinar.description ? `${webinar.description}\n\n` : ''}Join: ${webinar.joinLink}`,
    url: webinar.joinLink,
    location: webinar.joinLink,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'kodeschool/webinars',
    method: 'PUBLISH',
    alarms: [
      { action: 'display', description: webinar.title, trigger: { minutes: 15, before: true } },
    ],
  });
  if (error || !value) throw new PermanentJobError(`calendar invite: ${String(error)}`);
  return value;
}

export function confirmationText(webinar: WebinarRow, user: WebinarUserRow, publicUrl: string) {
  const speakers = webinar.speakers.map((s) => (s.title ? `${s.name} (${s.title})` : s.name));
  const ends = formatTime(endTimeOf(webinar));
  return [
    `Hi ${user.name},`,
    '',
    `You're registered for "${webinar.title}".`,
    '',
    `When: ${istWebinarTime(webinar.startTime)} (${plural(webinar.durationMinutes, 'minute')}, until ${ends} IST)`,
    `Join link: ${webinar.joinLink}`,
    ...(speakers.length ? [`Speakers: ${speakers.join(', ')}`] : []),
    '',
    'The attached invite (webinar.ics) adds it to your calendar. Join a few minutes early.',
    '',
    `Webinar page: ${publicUrl}/webinars/${webinar.webinarCode}`,
    '',
    'See you there,',
    'Team KodeSchool',
  ].join('\n');
}

/**
 * Sends one confirmation. Idempotent enough for an at-least-once queue: a stable Message-ID (a
 * receiving server drops a copy) and the outbox's dedupe key. A registrant deleted since (with
 * their webinar) gets nothing.
 */
export function confirmationHandler(app: FastifyInstance) {
  const host = new URL(app.config.publicUrl).hostname || 'kodeschool.local';
  return async (job: Job<{ webinarUserId?: string }>) => {
    const id = job.payload.webinarUserId;
    if (!id) throw new PermanentJobError('payload without webinarUserId');
    const user = await usersRepo.findWebinarUser(app.db, id);
    if (!user) return;
    const webinar = await repo.getWebinarRow(app.db, user.webinarId).catch(() => null);
    if (!webinar) return;
    await app.mailer.send(app.db, {
      to: user.email,
      subject: `You're registered: ${webinar.title}`,
      text: confirmationText(webinar, user, app.config.publicUrl),
      attachments: [
        {
          filename: 'webinar.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: confirmationIcs(webinar, user, host),
        },
      ],
      messageId: `<webinar-confirm-${user.id}@${host}>`,
      dedupeKey: confirmationKey(user.id),
      refId: user.id,
    });
  };
}
