import type { FastifyInstance } from 'fastify';

import type { OutboxRow } from '../db/schema/index.ts';
import { findQueuedMessage, settleMessage } from './outbox.repo.ts';
import { OUTBOX_QUEUE } from './outbox.ts';

/**
 * Delivers what `queueMessage` put in the outbox (payment receipts, refunds, approvals…): the
 * transactional outbox. The message row and its job are written in the transaction that decided
 * to tell the person, so a message is never sent for work that rolled back and never lost for
 * work that committed. Delivery is at least once: a worker that dies after the provider took the
 * message but before the row says so sends it again when its lease lapses (e-mails carry a stable
 * Message-ID per row so a receiving server can drop the copy). Without a provider (local, tests)
 * the row ends `logged`: the dev outbox route is the inbox.
 */
export function registerOutboxDelivery(app: FastifyInstance): void {
  const host = new URL(app.config.publicUrl).hostname || 'kodeschool.local';

  async function deliver(row: OutboxRow): Promise<'sent' | 'logged'> {
    if (row.channel === 'sms') return app.sms.deliver(row.to, row.body);
    if (app.mailer.transport === 'outbox') return 'logged';
    await app.mailer.send(app.db, {
      to: row.to,
      subject: row.subject ?? 'KodeSchool',
      text: row.body,
      messageId: `<outbox-${row.id}@${host}>`,
      refId: row.refId ?? undefined,
    });
    return 'sent';
  }

  app.jobs.register<{ id: string }>(
    OUTBOX_QUEUE,
    async (job) => {
      const row = await findQueuedMessage(app.db, job.payload.id);
      if (!row) return; // delivered already
      try {
        const status = await deliver(row);
        await settleMessage(app.db, row.id, { status, attempts: job.attempts });
      } catch (error) {
        const last = job.attempts >= job.maxAttempts;
        await settleMessage(app.db, row.id, {
          status: last ? 'failed' : 'queued',
          attempts: job.attempts,
          error,
        });
        throw error;
      }
    },
    { concurrency: 4 },
  );
}
