import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import type { Tx } from '../db/client.ts';
import type { OutboxAttachment } from '../db/schema/index.ts';
import type { Config } from './config.ts';
import { newId } from './ids.ts';
import type { Metrics } from './metrics.ts';
import { recordMessage } from './outbox.repo.ts';

export type MailAttachment = {
  filename: string;
  contentType: string;
  /** the bytes (a PDF) or text (an .ics) */
  content: Buffer | string;
  /** where the file store keeps it, if it does: the outbox then records the key, not the bytes */
  fileKey?: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Message-ID header; give a stable one per logical message (`<delivery-id@host>`) so a
   * receiving server can drop a copy sent again after a crash.
   */
  messageId?: string;
  /** outbox only: a message with a key already recorded is not recorded again */
  dedupeKey?: string;
  refId?: string;
};

export type SentMail = { messageId: string; transport: 'smtp' | 'outbox' };

/**
 * E-mail behind one interface (ARCHITECTURE.md "Outside services"): nodemailer over pooled SMTP
 * when SMTP_URL is set; otherwise the outbox table and the log (GET /api/v1/dev/outbox reads it).
 * `send` resolves once the SMTP server accepted the message, and rejects when it refused it.
 */
export type Mailer = {
  transport: 'smtp' | 'outbox';
  send(db: Tx, msg: MailMessage): Promise<SentMail>;
  /** close pooled connections (app onClose) */
  close(): void;
};

/** The host our Message-IDs name: the public site's. */
export function messageHost(publicUrl: string): string {
  return new URL(publicUrl).hostname || 'kodeschool.local';
}

function messageIdFor(msg: MailMessage, host: string): string {
  return msg.messageId ?? `<${newId()}@${host}>`;
}

/**
 * `metrics` (the app's, core/metrics.ts) counts each send's outcome: smtp sent or failed (the
 * server refused it or could not be reached), outbox logged.
 */
export function createMailer(config: Config, log: FastifyBaseLogger, metrics?: Metrics): Mailer {
  const count = (transport: 'smtp' | 'outbox', outcome: 'sent' | 'failed' | 'logged') =>
    metrics?.emailOutcomes.inc({ transport, outcome });
  const host = messageHost(config.publicUrl);
  const { smtpUrl, poolSize, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: poolSize,
      maxMessages: 1000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      transport: 'smtp',
      async send(_db, msg) {
        const messageId = messageIdFor(msg, host);
        try {
          await transport.sendMail({
            from,
            to: msg.to,
            subject: msg.subject,
            text: msg.text,
            html: msg.html,
            messageId,
            attachments: msg.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          });
        } catch (error) {
          count('smtp', 'failed');
          throw error;
        }
        count('smtp', 'sent');
        return { messageId, transport: 'smtp' };
      },
      close() {
        transport.close();
      },
    };
  }
  return {
    transport: 'outbox',
    async send(db, msg) {
      const messageId = messageIdFor(msg, host);
      const attachments: OutboxAttachment[] | undefined = msg.attachments?.map((a) =>
        a.fileKey
          ? { filename: a.filename, contentType: a.contentType, path: a.fileKey }
          : {
              filename: a.filename,
              contentType: a.contentType,
              content: typeof a.content === 'string' ? a.content : a.content.toString('base64'),
            },
      );
      await recordMessage(
        db,
        {
          channel: 'email',
          to: msg.to,
          subject: msg.subject,
          body: msg.text,
          dedupeKey: msg.dedupeKey,
          refId: msg.refId,
          attachments,
          meta: { messageId },
        },
        'logged',
      );
      count('outbox', 'logged');
      log.info({ to: msg.to, channel: 'email', subject: msg.subject }, 'outbox e-mail');
      return { messageId, transport: 'outbox' };
    },
    close() {},
  };
}
