import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { files, webinarCertificates } from '../../db/schema/index.ts';
import {
  insertBatch,
  insertCourse,
  insertPayment,
} from '../../features/commerce/payments-admin.fixtures.ts';
import {
  insertRegistrants,
  insertWebinar,
} from '../../features/webinars/webinar-campaigns.fixtures.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { newId } from '../ids.ts';

/**
 * Two instances of the API on one database and one S3 bucket, each with its own (empty) uploads
 * folder: whatever one stores, the other serves, at the URL the upload returned (issue 14).
 */
let s3: TestS3;
let ctx: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  s3 = await startTestS3();
  const folder = () => path.join(tmpdir(), `kodeschool-instance-${randomBytes(4).toString('hex')}`);
  ctx = await createTestContext({ config: { s3: s3.config, uploadsDir: folder() } });
  a = ctx.app;
  b = await buildApp({
    config: { ...ctx.config, uploadsDir: folder() },
    db: ctx.db,
    logger: false,
    google: null,
  });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await ctx?.close();
  await s3?.close();
});

const png = (size: number) =>
  Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), randomBytes(size - 8)]);
async function signedIn(values: Parameters<typeof createUser>[1]) {
  const user = await createUser(ctx.db, values);
  return { user, cookie: await loginAs(a, user.phoneNumber!) };
}
const post = (app: FastifyInstance, url: string, cookie: string, body: Buffer) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'image/png' },
    payload: body,
  });

describe('two instances, one bucket', () => {
  it('a thumbnail uploaded on A is served by B at the URL A returned', async () => {
    const { cookie } = await signedIn({ role: 'admin' });
    const bytes = png(300_000);
    const res = await post(a, '/api/v1/admin/uploads/thumbnail', cookie, bytes);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json().data.file as { url: string };
    const served = await b.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // in the bucket, on neither machine's disk
    expect(await s3.keys()).toContain(`thumbnail/${url.split('/').pop()}.png`);
    expect(existsSync(ctx.config.uploadsDir)).toBe(false);
    expect(existsSync(b.config.uploadsDir)).toBe(false);
  });

  it('a payment proof uploaded on A is read by staff through the approvals route on B', async () => {
    const student = await signedIn({ role: 'student' });
    const sales = await signedIn({ role: 'sales_and_marketing' });
    const bytes = png(50_000);
    const res = await post(a, '/api/v1/uploads/payment-proof', student.cookie, bytes);
    expect(res.statusCode, res.body).toBe(201);
    const fileId = res.json().data.file._id as string;
    expect(res.json().data.file.url).toBeNull(); // private

    const batch = await insertBatch(ctx.db, await insertCourse(ctx.db));
    const payment = await insertPayment(ctx.db, batch, student.user.id, {
      method: 'manual',
      gateway: null,
      status: 'pending_approval',
      reference: 'UTR998877665',
      screenshotFileId: fileId,
    });
    const shot = await b.inject({
      url: `/api/v1/admin/payment-approvals/${payment.id}/screenshot`,
      headers: { cookie: sales.cookie },
    });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.equals(bytes)).toBe(true);
    // never public, on either instance
    for (const app of [a, b]) {
      expect((await app.inject({ url: `/api/v1/files/${fileId}` })).statusCode).toBe(404);
    }
  });

  it('a certificate PDF made by a job on A is served by B', async () => {
    const { cookie } = await signedIn({ role: 'instructor' });
    const webinar = await insertWebinar(ctx.db, { title: 'Scaling Out' });
    await insertRegistrants(ctx.db, webinar.id, 1, { prefix: 'scale', attendedEvery: 1 });
    const run = await a.inject({
      method: 'POST',
      url: `/api/v1/admin/webinars/${webinar.id}/send-certificates`,
      headers: { cookie },
      payload: {},
    });
    expect(run.statusCode, run.body).toBe(202);
    await a.jobs.drain();
    const [cert] = await ctx.db
      .select()
      .from(webinarCertificates)
      .where(eq(webinarCertificates.webinarId, webinar.id));
    expect(cert?.fileKey).toMatch(/^certificates\/[0-9a-f]{24}\.pdf$/);
    const stored = await fetch(`${s3.config.endpoint}/${s3.config.bucket}/${cert!.fileKey}`);
    expect(stored.status).toBe(200);
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await b.inject({ url: `/api/v1/certificates/${cert!.code}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(bytes)).toBe(true); // A's file, not one B made again
  });

  it('one user’s hourly upload limit is counted once across both instances', async () => {
    const { user, cookie } = await signedIn({ role: 'student' });
    // 28 uploads ten minutes ago, through either instance
    await ctx.db.insert(files).values(
      Array.from({ length: 28 }, () => {
        const id = newId();
        return {
          id,
          ownerId: user.id,
          kind: 'payment-proof' as const,
          mime: 'image/png',
          size: 100,
          storageKey: `payment-proof/${id}.png`,
          createdAt: sql`now() - interval '10 minutes'` as unknown as Date,
        };
      }),
    );
    const proof = '/api/v1/uploads/payment-proof';
    expect((await post(a, proof, cookie, png(100))).statusCode).toBe(201);
    expect((await post(b, proof, cookie, png(100))).statusCode).toBe(201);
    for (const app of [a, b]) {
      const refused = await post(app, proof, cookie, png(100));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().data.retryAfter).toBeGreaterThan(2900);
    }
  });
});
