import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { WEBINAR_MSG, type Campaign, type EmailPreview } from '@app/shared';

import { loadConfig } from '../../core/config.ts';
import { createMailer } from '../../core/mailer.ts';
import { activityLogs, jobs, webinarDeliveries, webinarUsers } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import {
  insertRegistrants,
  insertWebinar,
  steeredMailer,
  transientError,
} from './webinar-campaigns.fixtures.ts';
import { istWebinarTime } from './webinars.dto.ts';

let smtp: TestSmtp;
let ctx: TestContext;
let steer: ReturnType<typeof steeredMailer>;
let admin: string;
let mentor: string;
let support: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const smtpConfig = loadConfig(
    { NODE_ENV: 'test', SMTP_URL: smtp.url },
    { jwtSecret: 'x'.repeat(48) },
  );
  steer = steeredMailer(createMailer(smtpConfig, { info() {} } as unknown as FastifyBaseLogger));
  ctx = await createTestContext({ mailer: steer.mailer, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await loginAs(ctx.app, (await createUser(ctx.db, { role: 'admin' })).phoneNumber!);
  mentor = await loginAs(ctx.app, (await createUser(ctx.db, { role: 'mentor' })).phoneNumber!);
  support = await loginAs(ctx.app, (await createUser(ctx.db, { role: 'support' })).phoneNumber!);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});
// a failed test must not leave sends held for the next one
afterEach(() => steer.release());
const slowly = { timeout: 20_000, interval: 50 };

const post = (url: string, payload: object, cookie = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin${url}`, headers: { cookie }, payload });
const get = (url: string, cookie = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: { cookie } });

async function preview(webinarId: string, body: object) {
  const res = await post(`/webinars/${webinarId}/send-emails/preview`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.preview as EmailPreview;
}
async function send(webinarId: string, body: object, cookie = admin) {
  const res = await post(`/webinars/${webinarId}/send-emails`, body, cookie);
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.campaign as Campaign;
}
async function campaigns(webinarId: string) {
  const res = await get(`/webinars/${webinarId}/campaigns`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.campaigns as Campaign[];
}
const addresses = () => smtp.received.map((m) => m.to).sort();
const perAddress = () => {
  const n = new Map<string, number>();
  for (const m of smtp.received) n.set(m.to, (n.get(m.to) ?? 0) + 1);
  return n;
};

describe('audience and preview', () => {
  let webinarId: string;
  beforeAll(async () => {
    webinarId = (await insertWebinar(ctx.db)).id;
    // 10 registrants; every third attended: 3, 6 and 9
    await insertRegistrants(ctx.db, webinarId, 10, { prefix: 'aud', attendedEvery: 3 });
  });

  it('counts and picks the first recipient of each audience', async () => {
    const body = { subject: 'Hello {name}', body: 'See you at {startTime}' };
    const all = await preview(webinarId, { ...body, audience: 'all' });
    expect(all).toMatchObject({ to: 'aud-1@example.com', name: 'aud 1', recipientCount: 10 });
    const attended = await preview(webinarId, { ...body, audience: 'attended' });
    expect(attended).toMatchObject({ to: 'aud-3@example.com', recipientCount: 3 });
    const absent = await preview(webinarId, { ...body, audience: 'not_attended' });
    expect(absent).toMatchObject({ to: 'aud-1@example.com', recipientCount: 7 });
    // audience defaults to everyone
    expect((await preview(webinarId, body)).recipientCount).toBe(10);
  });

  it('fills every placeholder in subject and body, the start in IST', async () => {
    const [user] = await ctx.db
      .select()
      .from(webinarUsers)
      .where(and(eq(webinarUsers.webinarId, webinarId), eq(webinarUsers.name, 'aud 6')));
    const p = await preview(webinarId, {
      subject: '{name}, {webinarTitle} starts soon',
      body: 'Hi {name}!\nJoin {joinLink} on {startTime}. {name} again; {notAPlaceholder without braces',
      audience: 'attended',
      webinarUserId: user!.id,
    });
    expect(p.to).toBe('aud-6@example.com');
    expect(p.subject).toBe('aud 6, React Hooks in Practice starts soon');
    expect(p.body).toBe(
      'Hi aud 6!\nJoin https://meet.example.com/abc-defg-hij on Sat, 28 Nov 2026, 7:00 pm IST. ' +
        'aud 6 again; {notAPlaceholder without braces',
    );
    expect(istWebinarTime(new Date('2026-01-05T04:35:00Z'))).toBe('Mon, 5 Jan 2026, 10:05 am IST');
  });

  it('refuses an unknown placeholder with the schema message, in preview and send', async () => {
    for (const url of ['send-emails/preview', 'send-emails']) {
      const res = await post(`/webinars/${webinarId}/${url}`, {
        subject: 'Hi {fullName}',
        body: 'Welcome {name} to {webinar}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual([
        { field: 'subject', message: WEBINAR_MSG.unknownPlaceholder.replace('{name}', 'fullName') },
        { field: 'body', message: WEBINAR_MSG.unknownPlaceholder.replace('{name}', 'webinar') },
      ]);
    }
    expect(await ctx.db.$count(webinarDeliveries)).toBe(0);
  });

  it('answers 400 noRecipients for an empty audience and 404 for strangers', async () => {
    const empty = (await insertWebinar(ctx.db)).id;
    await insertRegistrants(ctx.db, empty, 2, { prefix: 'absent' });
    for (const url of ['send-emails/preview', 'send-emails']) {
      const res = await post(`/webinars/${empty}/${url}`, {
        subject: 'S',
        body: 'B',
        audience: 'attended',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(WEBINAR_MSG.noRecipients);
    }
    const [other] = await ctx.db
      .select()
      .from(webinarUsers)
      .where(eq(webinarUsers.webinarId, empty));
    const res = await post(`/webinars/${webinarId}/send-emails/preview`, {
      subject: 'S',
      body: 'B',
      webinarUserId: other!.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(WEBINAR_MSG.userNotFound);
    const missing = await post('/webinars/000000000000000000000000/send-emails', {
      subject: 'S',
      body: 'B',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(WEBINAR_MSG.notFound);
  });

  it('is for webinar staff only', async () => {
    const body = { subject: 'S', body: 'B' };
    expect(
      (await post(`/webinars/${webinarId}/send-emails/preview`, body, mentor)).statusCode,
    ).toBe(200);
    expect((await post(`/webinars/${webinarId}/send-emails`, body, support)).statusCode).toBe(403);
    expect((await get(`/webinars/${webinarId}/campaigns`, support)).statusCode).toBe(403);
  });
});

describe('sending', () => {
  it('sends each audience exactly its registrants, filled, with a stable Message-ID', async () => {
    const webinarId = (await insertWebinar(ctx.db, { title: 'Audience Check' })).id;
    await insertRegistrants(ctx.db, webinarId, 9, { prefix: 'snd', attendedEvery: 3 });
    const run = await send(webinarId, {
      subject: 'Thanks {name}',
      body: 'You attended {webinarTitle}.',
      audience: 'attended',
    });
    expect(run).toMatchObject({ kind: 'email', status: 'queued', total: 3, queued: 3, sent: 0 });
    await ctx.app.jobs.drain();
    expect(addresses()).toEqual(['snd-3@example.com', 'snd-6@example.com', 'snd-9@example.com']);
    const mail = smtp.received.find((m) => m.to === 'snd-6@example.com')!;
    expect(mail.subject).toBe('Thanks snd 6');
    expect(mail.text.trim()).toBe('You attended Audience Check.');
    const [delivery] = await ctx.db
      .select()
      .from(webinarDeliveries)
      .where(eq(webinarDeliveries.to, 'snd-6@example.com'));
    expect(delivery!.messageId).toMatch(/^<delivery-[0-9a-f]{24}@localhost>$/);
    expect(mail.messageId).toBe(delivery!.messageId);

    smtp.received.length = 0;
    await send(webinarId, { subject: 'We missed you', body: '-', audience: 'not_attended' });
    await ctx.app.jobs.drain();
    expect(addresses()).toEqual([1, 2, 4, 5, 7, 8].map((n) => `snd-${n}@example.com`).sort());
    const [latest, first] = await campaigns(webinarId);
    expect(latest).toMatchObject({ audience: 'not_attended', total: 6, sent: 6, status: 'done' });
    expect(first).toMatchObject({ audience: 'attended', total: 3, sent: 3, status: 'done' });
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, 'webinar.email.send'), eq(activityLogs.entityId, webinarId)),
      );
    expect(logs).toHaveLength(2);
  });

  it('shows live counts while sending and after', async () => {
    const webinarId = (await insertWebinar(ctx.db)).id;
    await insertRegistrants(ctx.db, webinarId, 12, { prefix: 'live' });
    const run = await send(webinarId, { subject: 'S', body: 'B' });
    expect((await campaigns(webinarId))[0]).toMatchObject({
      _id: run._id,
      status: 'queued',
      queued: 12,
    });

    steer.holdFrom(5);
    const draining = ctx.app.jobs.drain();
    await vi.waitFor(async () => {
      const [c] = await campaigns(webinarId);
      expect(c!.sent).toBe(5);
      expect(steer.held.length).toBeGreaterThan(0);
    }, slowly);
    const [during] = await campaigns(webinarId);
    expect(during).toMatchObject({ status: 'sending', total: 12, sent: 5, queued: 7, failed: 0 });
    expect(during!.finishedAt).toBeNull();
    steer.release();
    await draining;
    const [after] = await campaigns(webinarId);
    expect(after).toMatchObject({ status: 'done', sent: 12, queued: 0, failed: 0 });
    expect(after!.finishedAt).not.toBeNull();
  });

  it('fails only the recipient the server refuses (5xx); the run still ends', async () => {
    const webinarId = (await insertWebinar(ctx.db)).id;
    await insertRegistrants(ctx.db, webinarId, 6, { prefix: 'ref' });
    smtp.rejectNext('ref-4@example.com');
    await send(webinarId, { subject: 'S', body: 'B' });
    await ctx.app.jobs.drain();
    expect(addresses()).toEqual([1, 2, 3, 5, 6].map((n) => `ref-${n}@example.com`));
    const [c] = await campaigns(webinarId);
    expect(c).toMatchObject({ status: 'done', sent: 5, failed: 1, queued: 0 });
    const [refused] = await ctx.db
      .select()
      .from(webinarDeliveries)
      .where(eq(webinarDeliveries.to, 'ref-4@example.com'));
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(refused!.lastError).toMatch(/550/);
  });

  it('retries a chunk after a transient error and sends each remaining recipient once', async () => {
    const webinarId = (await insertWebinar(ctx.db)).id;
    await insertRegistrants(ctx.db, webinarId, 30, { prefix: 'tr' });
    steer.holdFrom(4);
    const run = await send(webinarId, { subject: 'S', body: 'B' });
    const draining = ctx.app.jobs.drain();
    await vi.waitFor(() => expect(steer.held.length).toBeGreaterThan(3), slowly);
    // the server goes away: the held sends fail with connection refused
    steer.release(transientError());
    await draining;
    let [c] = await campaigns(webinarId);
    expect(c).toMatchObject({ status: 'sending', sent: 4, queued: 26, failed: 0 });
    const [job] = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `campaign:${run._id}:0`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toMatch(/ECONNREFUSED/);
    // the server is back and the backoff has passed
    steer.release();
    await ctx.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job!.id));
    await ctx.app.jobs.drain();
    [c] = await campaigns(webinarId);
    expect(c).toMatchObject({ status: 'done', sent: 30, queued: 0, failed: 0 });
    expect(smtp.received).toHaveLength(30);
    expect([...perAddress().values()].every((n) => n === 1)).toBe(true);
    const retried = await ctx.db
      .select()
      .from(webinarDeliveries)
      .where(and(eq(webinarDeliveries.campaignId, run._id), eq(webinarDeliveries.attempts, 2)));
    expect(retried.length).toBeGreaterThan(3);
    expect(retried.every((d) => d.lastError === null && d.status === 'sent')).toBe(true);
  });

  it('splits a large run into chunks of 200, one job each', async () => {
    const webinarId = (await insertWebinar(ctx.db)).id;
    await insertRegistrants(ctx.db, webinarId, 450, { prefix: 'big' });
    const run = await send(webinarId, { subject: 'S', body: '{name}' });
    const chunks = await ctx.db
      .select({ chunk: webinarDeliveries.chunk, n: sql<number>`count(*)::int` })
      .from(webinarDeliveries)
      .where(eq(webinarDeliveries.campaignId, run._id))
      .groupBy(webinarDeliveries.chunk)
      .orderBy(webinarDeliveries.chunk);
    expect(chunks).toEqual([
      { chunk: 0, n: 200 },
      { chunk: 1, n: 200 },
      { chunk: 2, n: 50 },
    ]);
    const queued = await ctx.db
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(sql`${jobs.dedupeKey} like ${`campaign:${run._id}:%`}`);
    expect(queued.map((j) => j.key).sort()).toEqual(
      [0, 1, 2].map((n) => `campaign:${run._id}:${n}`),
    );
    await ctx.app.jobs.drain();
    expect(smtp.received).toHaveLength(450);
    expect(perAddress().size).toBe(450);
    expect((await campaigns(webinarId))[0]).toMatchObject({ status: 'done', sent: 450 });
  });
});
