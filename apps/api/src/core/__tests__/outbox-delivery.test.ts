import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jobs, outbox } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { notifyPerson, OUTBOX_QUEUE } from '../outbox.ts';

/**
 * Notices (receipts, refunds, approvals) go through the transactional outbox: queued with the
 * work that caused them, delivered by the job queue through the real providers, at least once,
 * never for work that rolled back.
 */

let smtp: TestSmtp;
const gateway = { status: 200, received: [] as { to: string; body: string }[] };
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    if (gateway.status < 300)
      gateway.received.push(JSON.parse(raw) as { to: string; body: string });
    res.writeHead(gateway.status).end();
  });
});
let sending: TestContext;
let local: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtp();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  [sending, local] = await Promise.all([
    createTestContext({
      env: {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`,
        SMTP_URL: smtp.url,
      },
    }),
    createTestContext(),
  ]);
});

afterAll(async () => {
  await Promise.all([sending?.close(), local?.close()]);
  await smtp?.close();
  server.close();
});

const student = { firstName: 'Meera', phone: '9876543210', email: 'meera@example.com' };

async function rows(ctx: TestContext, key: string) {
  return ctx.db
    .select({ channel: outbox.channel, status: outbox.status, attempts: outbox.attempts })
    .from(outbox)
    .where(sql`${outbox.dedupeKey} like ${`${key}:%`}`)
    .orderBy(outbox.channel);
}

describe('transactional outbox delivery', () => {
  it('delivers a committed notice once by SMS and e-mail; replaying it queues nothing', async () => {
    const notice = { key: 'paid:1', refId: undefined, subject: 'Enrolled', text: 'You are in.' };
    await sending.db.transaction((tx) => notifyPerson(tx, student, notice));
    await sending.db.transaction((tx) => notifyPerson(tx, student, notice));
    expect(await rows(sending, 'paid:1')).toEqual([
      { channel: 'email', status: 'queued', attempts: 0 },
      { channel: 'sms', status: 'queued', attempts: 0 },
    ]);

    await sending.app.jobs.drain();
    await sending.app.jobs.drain();
    expect(gateway.received).toEqual([{ to: '+919876543210', body: 'KodeSchool: You are in.' }]);
    const mail = await smtp.waitFor(1);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([['meera@example.com', 'Enrolled']]);
    expect(mail[0]!.text).toContain('Hi Meera');
    expect(await rows(sending, 'paid:1')).toEqual([
      { channel: 'email', status: 'sent', attempts: 1 },
      { channel: 'sms', status: 'sent', attempts: 1 },
    ]);
  });

  it('sends nothing for work that rolled back', async () => {
    await expect(
      sending.db.transaction(async (tx) => {
        await notifyPerson(tx, student, { key: 'rolled:1', subject: 'S', text: 'T' });
        throw new Error('the payment did not commit');
      }),
    ).rejects.toThrow('did not commit');
    await sending.app.jobs.drain();
    expect(await rows(sending, 'rolled:1')).toEqual([]);
  });

  it('retries a refused SMS with backoff and marks it failed after the last attempt', async () => {
    gateway.status = 503;
    const before = gateway.received.length;
    await sending.db.transaction((tx) =>
      notifyPerson(tx, { phone: '9876543211' }, { key: 'retry:1', subject: 'S', text: 'Retry me' }),
    );
    await sending.app.jobs.drain();
    expect(await rows(sending, 'retry:1')).toEqual([
      { channel: 'sms', status: 'queued', attempts: 1 },
    ]);

    // The gateway is back: the retry (made due now) delivers it.
    gateway.status = 200;
    await sending.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.queue, OUTBOX_QUEUE), eq(jobs.status, 'queued')));
    await sending.app.jobs.drain();
    expect(gateway.received.slice(before)).toEqual([
      { to: '+919876543211', body: 'KodeSchool: Retry me' },
    ]);
    expect(await rows(sending, 'retry:1')).toEqual([
      { channel: 'sms', status: 'sent', attempts: 2 },
    ]);

    gateway.status = 500;
    await sending.db.transaction((tx) =>
      notifyPerson(tx, { phone: '9876543212' }, { key: 'fail:1', subject: 'S', text: 'Never' }),
    );
    await sending.db
      .update(jobs)
      .set({ maxAttempts: 1 })
      .where(and(eq(jobs.queue, OUTBOX_QUEUE), eq(jobs.status, 'queued')));
    await sending.app.jobs.drain();
    expect(await rows(sending, 'fail:1')).toEqual([
      { channel: 'sms', status: 'failed', attempts: 1 },
    ]);
    gateway.status = 200;
  });

  it('without providers (local) the notice is kept as logged for the dev outbox', async () => {
    await local.db.transaction((tx) =>
      notifyPerson(tx, student, { key: 'local:1', subject: 'S', text: 'Local' }),
    );
    await local.app.jobs.drain();
    expect(await rows(local, 'local:1')).toEqual([
      { channel: 'email', status: 'logged', attempts: 1 },
      { channel: 'sms', status: 'logged', attempts: 1 },
    ]);
  });
});
