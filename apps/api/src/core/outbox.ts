import type { FastifyBaseLogger } from 'fastify';

import type { Tx } from '../db/client.ts';
import type { OutboxRow } from '../db/schema/index.ts';
import type { Config } from './config.ts';
import { insertJob } from './jobs/queue.ts';
import type { Metrics } from './metrics.ts';
import { recordMessage, settleMessage, type OutgoingMessage } from './outbox.repo.ts';

/** The job queue that delivers queued messages (core/outbox-delivery.ts). */
export const OUTBOX_QUEUE = 'outbox';

/**
 * A message that must reach a person (a receipt, a refund notice, an approval): recorded as
 * `queued` with its delivery job, both in the caller's transaction, so it goes out exactly when
 * the work that caused it commits (core/outbox-delivery.ts sends it). A dedupe key already used
 * records nothing: each notice is queued once however often its cause is replayed.
 */
export async function queueMessage(tx: Tx, msg: OutgoingMessage): Promise<OutboxRow | null> {
  const row = await recordMessage(tx, msg, 'queued');
  if (row) {
    await insertJob(tx, OUTBOX_QUEUE, { id: row.id }, { dedupeKey: `outbox:${row.id}` });
  }
  return row;
}

/** Someone we tell things to: SMS to the phone and e-mail to the address, whichever we have. */
export type Recipient = { firstName?: string | null; phone?: string | null; email?: string | null };

/**
 * One notice by SMS ("KodeSchool: …") and e-mail ("Hi <name>, … Team KodeSchool"), queued once
 * per `key` (`<kind>:<id>`; the channel is appended).
 */
export async function notifyPerson(
  tx: Tx,
  to: Recipient,
  notice: { key: string; refId?: string; subject: string; text: string },
): Promise<void> {
  if (to.phone) {
    await queueMessage(tx, {
      channel: 'sms',
      to: to.phone,
      body: `KodeSchool: ${notice.text}`,
      dedupeKey: `${notice.key}:sms`,
      refId: notice.refId,
    });
  }
  if (to.email) {
    await queueMessage(tx, {
      channel: 'email',
      to: to.email,
      subject: notice.subject,
      body: `Hi ${to.firstName || 'there'},\n\n${notice.text}\n\nTeam KodeSchool`,
      dedupeKey: `${notice.key}:email`,
      refId: notice.refId,
    });
  }
}

export type SmsProvider = Config['sms']['provider'];

/** The provider did not take the message (non-2xx answer, network error, timeout). */
export class SmsNotSentError extends Error {
  override readonly name = 'SmsNotSentError';
}

export type SmsOptions = {
  /**
   * A code inside the text (an OTP). MSG91 sends it as its template variable; the outbox keeps
   * the text with it masked whenever a real provider delivered it, and always in production.
   */
  secret?: string;
};

export type Sms = {
  /** Records the text in the outbox and delivers it; throws SmsNotSentError when delivery fails. */
  send(db: Tx, to: string, body: string, opts?: SmsOptions): Promise<void>;
  /**
   * Delivers a text recorded already (core/outbox-delivery.ts): 'sent' by the provider, or
   * 'logged' when there is none (local); throws SmsNotSentError when the provider refuses it.
   */
  deliver(to: string, body: string): Promise<'sent' | 'logged'>;
};

const SMS_TIMEOUT_MS = 10_000;

/** "1234 is your code" → "**** is your code": what an audit trail may keep of a secret text. */
export const maskSecret = (body: string, secret: string | undefined) =>
  secret ? body.replaceAll(secret, '*'.repeat(secret.length)) : body;

type Deliver = (to: string, body: string, secret: string | undefined) => Promise<void>;

function msg91(authKey: string, templateId: string): Deliver {
  return async (to, body, secret) => {
    const otp = secret ?? /\b(\d{4})\b/.exec(body)?.[1];
    const res = await fetch('https://control.msg91.com/api/v5/otp', {
      method: 'POST',
      headers: { authkey: authKey, 'content-type': 'application/json' },
      body: JSON.stringify({ template_id: templateId, mobile: `91${to}`, otp }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    // MSG91 also reports some errors (a bad key or template) as 200 { type: 'error' }.
    const answer = (await res.json().catch(() => null)) as { type?: unknown } | null;
    if (!res.ok || answer?.type === 'error') throw new SmsNotSentError(`HTTP ${res.status}`);
  };
}

/** Any gateway that takes POST { to: "+91XXXXXXXXXX", body } (most Indian SMS gateways do). */
function httpGateway(url: string, auth: string | undefined): Deliver {
  return async (to, body) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth && { authorization: auth }) },
      body: JSON.stringify({ to: to.startsWith('+') ? to : `+91${to}`, body }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    // The answer is not read: a gateway may echo the text (and its code) back.
    await res.body?.cancel();
    if (!res.ok) throw new SmsNotSentError(`HTTP ${res.status}`);
  };
}

/**
 * SMS behind one interface: MSG91 or a generic HTTP gateway when configured, otherwise (outside
 * production only; config refuses it there) the outbox table, which the dev outbox route reads.
 * No text is ever written to the log: an OTP would sit in plain sight there.
 */
export function createSms(config: Config, log: FastifyBaseLogger, metrics: Metrics): Sms {
  const { msg91AuthKey, msg91TemplateId, httpUrl, httpAuth } = config.sms;
  const deliver: Deliver | null =
    config.sms.provider === 'msg91' && msg91AuthKey && msg91TemplateId
      ? msg91(msg91AuthKey, msg91TemplateId)
      : config.sms.provider === 'http' && httpUrl
        ? httpGateway(httpUrl, httpAuth)
        : null;
  const provider: SmsProvider = deliver ? config.sms.provider : 'outbox';
  const count = (outcome: 'sent' | 'failed' | 'logged') =>
    metrics.smsOutcomes.inc({ provider, outcome });

  if (!deliver) {
    return {
      async deliver() {
        count('logged');
        return 'logged';
      },
      async send(db, to, body, opts) {
        const kept = config.isProduction ? maskSecret(body, opts?.secret) : body;
        await recordMessage(db, { channel: 'sms', to, body: kept }, 'logged');
        count('logged');
        log.info({ to, channel: 'sms' }, 'sms kept in the outbox (dev route /api/v1/dev/outbox)');
      },
    };
  }
  return {
    async deliver(to, body) {
      try {
        await deliver(to, body, undefined);
      } catch (error) {
        count('failed');
        if (error instanceof SmsNotSentError) throw error;
        throw new SmsNotSentError(error instanceof Error ? error.message : String(error));
      }
      count('sent');
      return 'sent';
    },
    async send(db, to, body, opts) {
      const kept = maskSecret(body, opts?.secret);
      const row = await recordMessage(db, { channel: 'sms', to, body: kept }, 'pending');
      if (!row) return;
      try {
        await deliver(to, body, opts?.secret);
      } catch (error) {
        const reason =
          error instanceof SmsNotSentError
            ? error.message
            : error instanceof Error
              ? `${error.name}: ${error.message}`
              : 'unknown error';
        await settleMessage(db, row.id, { status: 'failed', attempts: 1, error: reason });
        count('failed');
        log.warn({ to, channel: 'sms', provider, reason }, 'sms not sent');
        throw new SmsNotSentError(reason);
      }
      await settleMessage(db, row.id, { status: 'sent', attempts: 1 });
      count('sent');
      log.info({ to, channel: 'sms', provider }, 'sms sent');
    },
  };
}
