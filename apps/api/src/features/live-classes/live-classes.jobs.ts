import type { FastifyInstance } from 'fastify';

import { findPlace } from '../../core/enrolment.repo.ts';
import type { Job, JobQueue } from '../../core/jobs/index.ts';
import { queueMessage } from '../../core/outbox.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './live-classes.repo.ts';
import { reminderText } from './live-classes.service.ts';

/**
 * Reminders an hour before each live class, by e-mail and SMS, to every student holding a place
 * in the batch. A scheduled task (once per tick across the cluster) finds the classes starting
 * within the hour and enqueues one job per student per channel under a dedupe key, so a second
 * scheduler or a later tick adds nothing; the job queues the message in the outbox under the same
 * key, so a job run twice (at-least-once delivery) still sends it once.
 */
export const REMINDER_TASK = 'live-classes:reminders';
export const REMINDER_QUEUE = 'live-class.reminder';
export const REMINDER_EVERY_MS = 5 * 60_000;
export const REMINDER_LEAD_MS = 60 * 60_000;

export type ReminderChannel = 'email' | 'sms';
export type ReminderPayload = { classId: string; userId: string; channel: ReminderChannel };
export const reminderKey = (p: ReminderPayload) =>
  `live-reminder:${p.classId}:${p.userId}:${p.channel}`;

/** The task's work: a job per student per channel for each class starting in the next hour. */
export async function enqueueReminders(db: Db, jobs: JobQueue, now: Date): Promise<number> {
  const classes = await repo.findClassesStarting(
    db,
    now,
    new Date(now.getTime() + REMINDER_LEAD_MS),
  );
  let queued = 0;
  for (const c of classes) {
    for (const s of await repo.findStudents(db, c.batchId)) {
      const channels: ReminderChannel[] = [
        ...(s.email ? (['email'] as const) : []),
        ...(s.phone ? (['sms'] as const) : []),
      ];
      for (const channel of channels) {
        const payload = { classId: c.id, userId: s.userId, channel };
        await jobs.enqueue(db, REMINDER_QUEUE, payload, { dedupeKey: reminderKey(payload) });
        queued++;
      }
    }
  }
  return queued;
}

/** One reminder: skipped when the class is gone or started, or the student left the batch. */
export function reminderHandler(deps: { db: Db; publicUrl: string; now?: () => Date }) {
  return async (job: Job<ReminderPayload>) => {
    const { classId, userId, channel } = job.payload;
    const found = await repo.findClassForReminder(deps.db, classId);
    const now = deps.now ? deps.now() : new Date();
    if (!found || found.liveClass.startsAt.getTime() <= now.getTime()) return;
    if (!(await findPlace(deps.db, userId, found.liveClass.batchId))) return;
    const user = await repo.findUser(deps.db, userId);
    const to = channel === 'email' ? user?.email : user?.phone;
    if (!user || !to) return;
    const { subject, text } = reminderText(found.liveClass, {
      courseTitle: found.courseTitle,
      classroomUrl: `${deps.publicUrl}/classroom?batch=${found.liveClass.batchId}`,
    });
    await queueMessage(deps.db, {
      channel,
      to,
      ...(channel === 'email'
        ? {
            subject,
            body: `Hi ${user.firstName || 'there'},\n\n${text}\n\nTeam KodeSchool`,
          }
        : { body: `KodeSchool: ${text}` }),
      dedupeKey: reminderKey(job.payload),
      refId: classId,
    });
  };
}

/** The live classes' background wiring, registered once by the app (features/index.ts). */
export function registerLiveClassJobs(app: FastifyInstance): void {
  app.jobs.register(
    REMINDER_QUEUE,
    reminderHandler({ db: app.db, publicUrl: app.config.publicUrl }),
    { concurrency: 4 },
  );
  app.scheduler.register({
    name: REMINDER_TASK,
    everyMs: REMINDER_EVERY_MS,
    async run({ db, now, log }) {
      const n = await enqueueReminders(db, app.jobs, now);
      if (n) log?.info({ queued: n }, 'live classes: reminders queued');
    },
  });
}
