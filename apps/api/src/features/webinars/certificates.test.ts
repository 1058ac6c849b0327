import { rmSync } from 'node:fs';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CERTIFICATE_CODE_PATTERN,
  WEBINAR_MSG,
  type Campaign,
  type Certificate,
} from '@app/shared';

import {
  newCertificateCode,
  normalizeCertificateCode,
} from '../../core/certificates/certificate-files.ts';
import {
  activityLogs,
  webinarCertificates,
  webinars,
  webinarUsers,
  type WebinarUserRow,
} from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { insertRegistrants, insertWebinar } from './webinar-campaigns.fixtures.ts';

let smtp: TestSmtp;
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://kodeschool.test',
      RATE_LIMIT_MULTIPLIER: '1000',
    },
  });
  admin = await loginAs(ctx.app, (await createUser(ctx.db, { role: 'instructor' })).phoneNumber!);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const adminGet = (url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: { cookie: admin } });
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
async function sendCertificates(webinarId: string, payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/webinars/${webinarId}/send-certificates`,
    headers: { cookie: admin },
    ...(payload && { payload }),
  });
}
async function started(webinarId: string, payload?: object) {
  const res = await sendCertificates(webinarId, payload);
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.campaign as Campaign;
}

/** The text a one-page certificate draws (its content streams' strings), after checking its shape. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBe(1);
  const { width, height } = doc.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([842, 595]); // A4 landscape
  const contents = doc.getPage(0).node.Contents()!;
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((r) => doc.context.lookup(r))
      : [contents];
  const ops = streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
  return [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('\n');
}

async function usersOf(webinarId: string): Promise<WebinarUserRow[]> {
  return ctx.db
    .select()
    .from(webinarUsers)
    .where(eq(webinarUsers.webinarId, webinarId))
    .orderBy(webinarUsers.createdAt);
}
const statusOf = async (webinarId: string) =>
  (await ctx.db.select().from(webinars).where(eq(webinars.id, webinarId)))[0]!.certificateStatus;

describe('codes', () => {
  it('draws 12 characters of the unambiguous alphabet, and reads what people type', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCertificateCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(normalizeCertificateCode(' k7qm-4xpr-9tzc ')).toBe('K7QM-4XPR-9TZC');
    expect(normalizeCertificateCode('K7QM4XPR9TZC')).toBe('K7QM-4XPR-9TZC');
    for (const bad of ['K7QM-4XPR-9TZ0', 'K7QM-4XPR', '', 'O0I1-O0I1-O0I1', "'; drop table x"]) {
      expect(normalizeCertificateCode(bad)).toBeNull();
    }
  });
});

describe('a certificate run', () => {
  let webinarId: string;
  let attendees: WebinarUserRow[];
  beforeAll(async () => {
    webinarId = (await insertWebinar(ctx.db, { title: 'System Design for Freshers' })).id;
    await insertRegistrants(ctx.db, webinarId, 6, { prefix: 'cert', attendedEvery: 2 });
    attendees = (await usersOf(webinarId)).filter((u) => u.attended);
    expect(attendees.map((u) => u.name)).toEqual(['cert 2', 'cert 4', 'cert 6']);
  });

  it('previews a sample for staff before anything is issued', async () => {
    const res = await adminGet(`/webinars/${webinarId}/certificates/${attendees[0]!.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('cert 2');
    expect(text).toContain('XXXX-XXXX-XXXX');
    expect(text).toContain('PREVIEW - NOT ISSUED');
    expect(text).toContain('System Design for Freshers');
    expect(text).toContain('Ananya Krishnan');
    const stranger = await adminGet(
      `/webinars/${webinarId}/certificates/000000000000000000000000/pdf`,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(WEBINAR_MSG.userNotFound);
  });

  it('moves the statuses not_sent → in_progress → sent and mails each attendee the PDF', async () => {
    expect(await statusOf(webinarId)).toBe('not_sent');
    const run = await started(webinarId);
    expect(run).toMatchObject({ kind: 'certificates', audience: 'attended', total: 3, queued: 3 });
    expect(await statusOf(webinarId)).toBe('in_progress');
    const during = await usersOf(webinarId);
    expect(during.map((u) => u.certificateStatus)).toEqual([
      'not_sent',
      'in_progress',
      'not_sent',
      'in_progress',
      'not_sent',
      'in_progress',
    ]);
    await ctx.app.jobs.drain();
    expect(await statusOf(webinarId)).toBe('sent');
    const after = (await usersOf(webinarId)).filter((u) => u.attended);
    expect(after.map((u) => u.certificateStatus)).toEqual(['sent', 'sent', 'sent']);
    for (const user of after) {
      expect(user.certificateCode).toMatch(CERTIFICATE_CODE_PATTERN);
      const mail = smtp.received.find((m) => m.to === user.email)!;
      expect(mail.subject).toBe('Your certificate: System Design for Freshers');
      expect(mail.text).toContain(`https://kodeschool.test/certificates/${user.certificateCode}`);
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf).toMatchObject({
        filename: `kodeschool-certificate-${user.certificateCode}.pdf`,
        contentType: 'application/pdf',
      });
      const text = await pdfText(pdf!.content);
      expect(text).toContain(user.name);
      expect(text).toContain(user.certificateCode);
      expect(text).toContain(`https://kodeschool.test/certificates/${user.certificateCode}`);
      expect(text).not.toContain('PREVIEW');
    }
    expect(smtp.received).toHaveLength(3);
    const log = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.action, 'webinar.certificates.send'),
          eq(activityLogs.entityId, webinarId),
        ),
      );
    expect(log).toHaveLength(1);
  });

  it('lets anyone verify a code, in any case, and download the PDF', async () => {
    const [user] = (await usersOf(webinarId)).filter((u) => u.attended);
    const code = user!.certificateCode!;
    for (const typed of [code, code.toLowerCase(), code.replaceAll('-', '')]) {
      const res = await publicGet(`/certificates/${typed}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.certificate as Certificate).toEqual({
        code,
        kind: 'webinar',
        name: 'cert 2',
        webinarTitle: 'System Design for Freshers',
        webinarDate: '2026-11-28T13:30:00.000Z',
        issuedAt: expect.any(String),
        pdfUrl: `/api/v1/certificates/${code}/pdf`,
      });
    }
    const pdf = await publicGet(`/certificates/${code}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain('cert 2');
    // the stored file is gone: made again from the certificate
    const [cert] = await ctx.db
      .select()
      .from(webinarCertificates)
      .where(eq(webinarCertificates.code, code));
    rmSync(path.join(ctx.config.uploadsDir, cert!.fileKey!));
    const again = await publicGet(`/certificates/${code}/pdf`);
    expect(again.statusCode).toBe(200);
    expect(await pdfText(again.rawPayload)).toContain(code);

    for (const bad of [
      'ABCD-EFGH-JKLM',
      'nope',
      '%27%20or%201%3D1',
      'X'.repeat(64),
      'ABCD-EFGH-JKL0',
    ]) {
      for (const url of [`/certificates/${bad}`, `/certificates/${bad}/pdf`]) {
        const res = await publicGet(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe(WEBINAR_MSG.certificateNotFound);
      }
    }
  });

  it('answers 409 when nobody waits, and resends with the same codes', async () => {
    const none = await sendCertificates(webinarId, { resend: false });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(WEBINAR_MSG.noAttendees);
    const before = (await usersOf(webinarId)).map((u) => u.certificateCode);
    smtp.received.length = 0;
    const run = await started(webinarId, { resend: true });
    expect(run.total).toBe(3);
    await ctx.app.jobs.drain();
    expect((await usersOf(webinarId)).map((u) => u.certificateCode)).toEqual(before);
    expect(smtp.received).toHaveLength(3);
    expect(
      await ctx.db.$count(webinarCertificates, eq(webinarCertificates.webinarId, webinarId)),
    ).toBe(3);
  });

  it('marks a refused attendee failed, then a plain send retries only them', async () => {
    const id = (await insertWebinar(ctx.db)).id;
    await insertRegistrants(ctx.db, id, 3, { prefix: 'cfail', attendedEvery: 1 });
    smtp.rejectNext('cfail-2@example.com');
    await started(id);
    await ctx.app.jobs.drain();
    expect(await statusOf(id)).toBe('failed');
    const [u1, u2, u3] = await usersOf(id);
    expect([u1, u3].map((u) => u!.certificateStatus)).toEqual(['sent', 'sent']);
    expect(u2).toMatchObject({ certificateStatus: 'failed' });
    expect(u2!.certificateError).toMatch(/550/);
    // the code exists (issued before the e-mail was refused) and stays the same on the retry
    expect(u2!.certificateCode).toMatch(CERTIFICATE_CODE_PATTERN);
    const retry = await started(id);
    expect(retry.total).toBe(1);
    await ctx.app.jobs.drain();
    const [, again] = await usersOf(id);
    expect(again).toMatchObject({
      certificateStatus: 'sent',
      certificateError: null,
      certificateCode: u2!.certificateCode,
    });
    expect(await statusOf(id)).toBe('sent');
  });

  it('refuses webinars with certificates off or without attendees (409)', async () => {
    const off = (await insertWebinar(ctx.db, { certificateEnabled: false })).id;
    await insertRegistrants(ctx.db, off, 2, { prefix: 'off', attendedEvery: 1 });
    const res = await sendCertificates(off);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WEBINAR_MSG.certificatesDisabled);
    const empty = (await insertWebinar(ctx.db)).id;
    await insertRegistrants(ctx.db, empty, 2, { prefix: 'abs' });
    const none = await sendCertificates(empty, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(WEBINAR_MSG.noAttendees);
    expect(await statusOf(empty)).toBe('not_sent');
  });
});

describe('API description', () => {
  it('lists the run and certificate routes in OpenAPI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/webinars/{id}/send-emails',
        '/api/v1/admin/webinars/{id}/send-certificates',
        '/api/v1/admin/webinars/{id}/campaigns',
        '/api/v1/certificates/{code}',
      ]),
    );
  });
});

describe('without SMTP', () => {
  it('records the certificate e-mail in the outbox with the stored file key', async () => {
    const local = await createTestContext();
    try {
      const cookie = await loginAs(
        local.app,
        (await createUser(local.db, { role: 'admin' })).phoneNumber!,
      );
      const id = (await insertWebinar(local.db)).id;
      await insertRegistrants(local.db, id, 1, { prefix: 'obx', attendedEvery: 1 });
      const res = await local.app.inject({
        method: 'POST',
        url: `/api/v1/admin/webinars/${id}/send-certificates`,
        headers: { cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(202);
      await local.app.jobs.drain();
      const outbox = await local.app.inject({ url: '/api/v1/dev/outbox?to=obx-1@example.com' });
      const [message] = outbox.json().data.messages;
      const [cert] = await local.db.select().from(webinarCertificates);
      expect(message).toMatchObject({
        subject: 'Your certificate: React Hooks in Practice',
        attachments: [
          { filename: `kodeschool-certificate-${cert!.code}.pdf`, contentType: 'application/pdf' },
        ],
      });
      expect(cert!.fileKey).toMatch(/^certificates\/[0-9a-f]{24}\.pdf$/);
    } finally {
      await local.close();
    }
  });
});
