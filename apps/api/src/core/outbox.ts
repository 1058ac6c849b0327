import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Tx } from '../db/client.ts';
import { outbox, type OutboxAttachment } from '../db/schema/index.ts';
import type { Config } from './config.ts';

export type OutgoingMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  dedupeKey?: string;
  refId?: string;
  meta?: Record<string, unknown>;
  attachments?: OutboxAttachment[];
};

/** Records a message; delivery happens after (a provider) or never (local: the outbox is the inbox). */
export async function recordMessage(db: Tx, msg: OutgoingMessage, status: 'pending' | 'logged') {
  const [row] = await db
    .insert(outbox)
    .values({ ...msg, status })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning();
  return row ?? null;
}

export type Sms = { send(db: Tx, to: string, body: string): Promise<void> };

/** SMS behind one interface: MSG91 when configured, the outbox and the log otherwise. */
export function createSms(config: Config, log: FastifyBaseLogger): Sms {
  const { provider, msg91AuthKey, msg91TemplateId } = config.sms;
  if (provider === 'msg91' && msg91AuthKey && msg91TemplateId) {
    return {
      async send(db, to, body) {
        const row = await recordMessage(db, { channel: 'sms', to, body }, 'pending');
        if (!row) return;
        const otp = /\b(\d{4})\b/.exec(body)?.[1];
        try {
          const res = await fetch('https://control.msg91.com/api/v5/otp', {
            method: 'POST',
            headers: { authkey: msg91AuthKey, 'content-type': 'application/json' },
            body: JSON.stringify({ template_id: msg91TemplateId, mobile: `91${to}`, otp }),
            signal: AbortSignal.timeout(10_000),
          });
          const ok = res.ok;
          await db
            .update(outbox)
            .set({
              status: ok ? 'sent' : 'failed',
              attempts: 1,
              sentAt: ok ? new Date() : null,
              lastError: ok ? null : `HTTP ${res.status}`,
            })
            .where(eq(outbox.id, row.id));
        } catch (error) {
          log.warn({ err: error, to }, 'sms provider failed');
          await db
            .update(outbox)
            .set({ status: 'failed', attempts: 1, lastError: String(error) })
            .where(eq(outbox.id, row.id));
        }
      },
    };
  }
  return {
    async send(db, to, body) {
      await recordMessage(db, { channel: 'sms', to, body }, 'logged');
      log.info({ to, channel: 'sms' }, `outbox sms to ${to}: ${body}`);
    },
  };
}

export async function listOutbox(db: Tx, to: string | undefined, limit: number) {
  const query = db
    .select({
      channel: outbox.channel,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      attachments: outbox.attachments,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .$dynamic();
  if (to) query.where(eq(outbox.to, to));
  return query.orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
