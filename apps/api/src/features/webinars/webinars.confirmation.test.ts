import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { webinars } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { istWebinarTime } from './webinars.dto.ts';
import { insertWebinar } from './webinars.fixtures.ts';

/** The registration confirmation: a job that e-mails the join link and an .ics invite. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(() => ctx.close());

let phoneCounter = 0;
const person = (overrides: Record<string, unknown> = {}) => {
  const phone = `97${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;
  return { name: 'Sneha Patil', email: `sneha.${phone}@gmail.com`, phone, ...overrides };
};
const register = (code: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/webinars/${code}/register`,
    payload: payload as object,
  });

describe('confirmation e-mail through the outbox', () => {
  it('sends one message with the join link, the IST time and an .ics invite', async () => {
    const w = await insertWebinar(ctx.db, { startInHours: 30 });
    const who = person({ email: 'meera.confirm@gmail.com', name: 'Meera Pillai' });
    expect((await register(w.webinarCode, who)).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    const res = await ctx.app.inject({ url: '/api/v1/dev/outbox?to=meera.confirm@gmail.com' });
    const messages = res.json().data.messages as {
      subject: string;
      body: string;
      attachments: { filename: string; contentType: string }[];
    }[];
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail!.subject).toBe(`You're registered: ${w.title}`);
    expect(mail!.body).toContain('Hi Meera Pillai,');
    expect(mail!.body).toContain(w.joinLink);
    expect(mail!.body).toContain(istWebinarTime(w.startTime));
    expect(mail!.body).toContain('120 minutes');
    expect(mail!.attachments).toEqual([
      { filename: 'webinar.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);
  });

  it('sends nothing for a registrant deleted before the job ran', async () => {
    const w = await insertWebinar(ctx.db);
    const who = person({ email: 'gone.before@gmail.com' });
    expect((await register(w.webinarCode, who)).statusCode).toBe(201);
    await ctx.db.delete(webinars).where(eq(webinars.id, w.id));
    await ctx.app.jobs.drain();
    const res = await ctx.app.inject({ url: '/api/v1/dev/outbox?to=gone.before@gmail.com' });
    expect(res.json().data.messages).toEqual([]);
  });
});

describe('confirmation e-mail over SMTP (SMTP_URL set)', () => {
  it('delivers the join link and a text/calendar invite with the right DTSTART', async () => {
    const smtp = await startTestSmtp();
    const mailCtx = await createTestContext({
      env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '1000' },
    });
    try {
      const w = await insertWebinar(mailCtx.db, { startInHours: 50 });
      const res = await mailCtx.app.inject({
        method: 'POST',
        url: `/api/v1/webinars/${w.webinarCode}/register`,
        payload: person({ email: 'karthik.smtp@gmail.com', name: 'Karthik Subramanian' }),
      });
      expect(res.statusCode).toBe(201);
      await mailCtx.app.jobs.drain();
      const [mail] = await smtp.waitFor(1);
      expect(mail).toMatchObject({
        to: 'karthik.smtp@gmail.com',
        subject: `You're registered: ${w.title}`,
      });
      expect(mail!.text).toContain(w.joinLink);
      expect(mail!.messageId).toMatch(/^<webinar-confirm-[0-9a-f]{24}@/);
      const ics = mail!.attachments.find((a) => a.contentType === 'text/calendar');
      expect(ics, JSON.stringify(mail!.attachments.map((a) => a.contentType))).toBeDefined();
      expect(ics!.filename).toBe('webinar.ics');
      const text = ics!.content.toString('utf8');
      const dtstart = w.startTime
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      expect(text).toContain('BEGIN:VEVENT');
      expect(text).toContain(`DTSTART:${dtstart}`);
      expect(text).toContain('DURATION:PT120M');
      expect(text).toMatch(/UID:webinar-[0-9a-f]{24}@/);
      expect(text).toContain(`URL:${w.joinLink}`);
      // Drained again: the job is done, nothing is sent twice.
      await mailCtx.app.jobs.drain();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await mailCtx.close();
      await smtp.close();
    }
  });
});
