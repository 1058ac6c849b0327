import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

describe('mailer over SMTP (SMTP_URL set)', () => {
  let smtp: TestSmtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers text, attachments and the given Message-ID to the SMTP server', async () => {
    expect(ctx.app.mailer.transport).toBe('smtp');
    const sent = await ctx.app.mailer.send(ctx.db, {
      to: 'asha@example.com',
      subject: 'Hello',
      text: 'Body text',
      messageId: '<fixed-1@kodeschool.test>',
      attachments: [
        { filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });
    expect(sent.messageId).toBe('<fixed-1@kodeschool.test>');
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: 'asha@example.com', subject: 'Hello' });
    expect(mail!.text.trim()).toBe('Body text');
    expect(mail!.messageId).toBe('<fixed-1@kodeschool.test>');
    expect(mail!.attachments[0]).toMatchObject({ filename: 'a.ics', contentType: 'text/calendar' });
  });

  it('rejects when the server refuses the recipient', async () => {
    smtp.rejectNext('nobody@example.com');
    await expect(
      ctx.app.mailer.send(ctx.db, { to: 'nobody@example.com', subject: 'x', text: 'y' }),
    ).rejects.toThrow();
  });
});

describe('mailer without SMTP_URL', () => {
  it('records the message and its attachment names in the outbox', async () => {
    const ctx = await createTestContext();
    try {
      expect(ctx.app.mailer.transport).toBe('outbox');
      await ctx.app.mailer.send(ctx.db, {
        to: 'ravi@example.com',
        subject: 'Your certificate',
        text: 'Attached',
        attachments: [
          { filename: 'c.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
        ],
      });
      const res = await ctx.app.inject({ url: '/api/v1/dev/outbox?to=ravi@example.com' });
      expect(res.json().data.messages[0]).toMatchObject({
        channel: 'email',
        subject: 'Your certificate',
        attachments: [{ filename: 'c.pdf', contentType: 'application/pdf' }],
      });
    } finally {
      await ctx.close();
    }
  });
});
