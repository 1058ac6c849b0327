import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMMERCE_MSG, IMAGE_WIDTHS } from '@app/shared';

import { buildApp } from '../../app.ts';
import { newId } from '../../core/ids.ts';
import { files } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { STAFF_QUOTA_FACTOR } from './uploads.service.ts';

const MB = 1024 * 1024;
/** A PNG as far as the sniffing goes (its signature), `size` bytes long, every one different. */
const png = (size: number) =>
  Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), randomBytes(size - 8)]);

let ctx: TestContext;
let s3: TestS3;
let onS3: FastifyInstance;

// Defaults of the settings: 30 uploads an hour, 25 MB each. The same database behind two apps,
// one keeping files in a folder, one in an S3 bucket.
beforeAll(async () => {
  s3 = await startTestS3();
  ctx = await createTestContext();
  expect(ctx.config.uploads).toEqual({ perHour: 30, quotaBytes: 25 * MB });
  onS3 = await buildApp({
    config: { ...ctx.config, s3: s3.config },
    db: ctx.db,
    logger: false,
    google: null,
  });
  await onS3.ready();
});
afterAll(async () => {
  await onS3.close();
  await ctx.close();
  await s3.close();
});

type Store = { name: string; app: () => FastifyInstance; keys: () => Promise<string[]> };
const stores: Store[] = [
  {
    name: 'local folder',
    app: () => ctx.app,
    keys: async () => {
      const dir = ctx.config.uploadsDir;
      const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
      return names.filter((n) => /\.\w+$/.test(n)).map((n) => n.split(path.sep).join('/'));
    },
  },
  { name: 'S3 bucket', app: () => onS3, keys: () => s3.keys() },
];

async function student(app: FastifyInstance, role: 'student' | 'admin' = 'student') {
  const user = await createUser(ctx.db, { role });
  return { user, cookie: await loginAs(app, user.phoneNumber!) };
}
const upload = (
  app: FastifyInstance,
  cookie: string,
  body: Buffer,
  url = '/uploads/payment-proof',
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { cookie, 'content-type': 'image/png' },
    payload: body,
  });
const rowsOf = (ownerId: string) => ctx.db.select().from(files).where(eq(files.ownerId, ownerId));
/** A file row as if uploaded `minutesAgo` (its bytes are not needed to count). */
async function pastUpload(ownerId: string, size: number, minutesAgo = 0) {
  const id = newId();
  await ctx.db.insert(files).values({
    id,
    ownerId,
    kind: 'payment-proof',
    mime: 'image/png',
    size,
    storageKey: `payment-proof/${id}.png`,
    createdAt: sql`now() - make_interval(mins => ${minutesAgo})` as unknown as Date,
  });
}
const statuses = (answers: LightMyRequestResponse[]) =>
  answers.map((a) => a.statusCode).sort((a, b) => a - b);

describe.each(stores)('$name', (store) => {
  it('30 × 1 MB payment proofs in a row (issue 14): 25 fit the quota, the rest are 413; every row has its bytes', async () => {
    const { user, cookie } = await student(store.app());
    const before = await store.keys();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 30; i++) answers.push(await upload(store.app(), cookie, png(MB)));
    expect(answers.slice(0, 25).map((a) => a.statusCode)).toEqual(Array(25).fill(201));
    for (const refused of answers.slice(25)) {
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        success: false,
        message: 'You have used your 25 MB of uploads',
        data: { quotaBytes: 25 * MB, usedBytes: 25 * MB },
      });
    }
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(25);
    expect(rows.reduce((sum, r) => sum + r.size, 0)).toBe(25 * MB);
    // exactly the rows' bytes were stored, nothing for the refused ones, no partial writes
    const added = (await store.keys()).filter((k) => !before.includes(k));
    expect(added.sort()).toEqual(rows.map((r) => r.storageKey).sort());
    const ids = answers.slice(0, 25).map((a) => a.json().data.file._id as string);
    expect(ids.sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('racing uploads never pass the quota or the hourly limit, and leave no stray bytes', async () => {
    const a = await student(store.app());
    await pastUpload(a.user.id, 22 * MB, 90); // room for three more 1 MB images
    const b = await student(store.app());
    for (let i = 0; i < 28; i++) await pastUpload(b.user.id, 100, 5); // room for two more uploads
    const before = await store.keys();
    const [forA, forB] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => upload(store.app(), a.cookie, png(MB)))),
      Promise.all(Array.from({ length: 6 }, () => upload(store.app(), b.cookie, png(1000)))),
    ]);
    expect(statuses(forA)).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    expect(statuses(forB)).toEqual([201, 201, 429, 429, 429, 429]);
    const stored = [...(await rowsOf(a.user.id)), ...(await rowsOf(b.user.id))].filter(
      (r) => r.size === MB || r.size === 1000,
    );
    expect(stored).toHaveLength(5);
    const added = (await store.keys()).filter((k) => !before.includes(k));
    expect(added.sort()).toEqual(stored.map((r) => r.storageKey).sort());
  });

  it('serves a public file by id; a row whose bytes are gone is a 404, not a 500', async () => {
    const { cookie } = await student(store.app(), 'admin');
    const bytes = png(2048);
    const res = await upload(store.app(), cookie, bytes, '/admin/uploads/thumbnail');
    expect(res.statusCode).toBe(201);
    const { _id: id, url } = res.json().data.file as { _id: string; url: string };
    const served = await store.app().inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const [row] = await ctx.db.select().from(files).where(eq(files.id, id));
    await store.app().files.delete(row!.storageKey);
    const gone = await store.app().inject({ url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: COMMERCE_MSG.fileNotFound });
  });
});

describe.each(stores)('pictures in the sizes pages need ($name)', (store) => {
  it('a thumbnail gets WebP copies at each width at upload; ?w picks one, made on demand when missing', async () => {
    const { cookie } = await student(store.app(), 'admin');
    const picture = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer();
    const res = await upload(store.app(), cookie, picture, '/admin/uploads/thumbnail');
    expect(res.statusCode).toBe(201);
    const { _id: id, url } = res.json().data.file as { _id: string; url: string };
    const [row] = await ctx.db.select().from(files).where(eq(files.id, id));
    const copies = IMAGE_WIDTHS.map((w) => row!.storageKey.replace('.png', `.w${w}.webp`));
    const keys = await store.keys();
    expect(copies.every((k) => keys.includes(k))).toBe(true);

    for (const width of IMAGE_WIDTHS) {
      const served = await store.app().inject({ url: `${url}?w=${width}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 9) / 16]);
    }
    // the original stays as it was uploaded
    const original = await store.app().inject({ url });
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(picture)).toBe(true);

    // a copy that is missing (a file from before) is made on its first request and kept
    await store.app().files.delete(copies[1]!);
    const remade = await store.app().inject({ url: `${url}?w=${IMAGE_WIDTHS[1]}` });
    expect(remade.headers['content-type']).toBe('image/webp');
    expect((await sharp(remade.rawPayload).metadata()).width).toBe(IMAGE_WIDTHS[1]);
    expect(await store.keys()).toContain(copies[1]);
  });

  it('refuses a width it does not make; a file sharp cannot read comes as it is', async () => {
    const { cookie } = await student(store.app(), 'admin');
    const bytes = png(4096);
    const res = await upload(store.app(), cookie, bytes, '/admin/uploads/thumbnail');
    const { url } = res.json().data.file as { url: string };
    for (const w of ['500', 'abc', '-640', '1e9', '640.5']) {
      const bad = await store.app().inject({ url: `${url}?w=${w}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Validation Error');
      expect(JSON.stringify(bad.json().data)).toContain(
        `The width must be one of ${IMAGE_WIDTHS.join(', ')}`,
      );
    }
    const asIs = await store.app().inject({ url: `${url}?w=640` });
    expect(asIs.statusCode).toBe(200);
    expect(asIs.headers['content-type']).toBe('image/png');
    expect(asIs.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('limits', () => {
  it('the 31st upload of the hour is a 429 with retryAfter; the hour rolls', async () => {
    const { user, cookie } = await student(ctx.app);
    for (let i = 0; i < 30; i++) await pastUpload(user.id, 100, 1);
    const refused = await upload(ctx.app, cookie, png(100));
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body.data.retryAfter).toBeGreaterThan(3500);
    expect(body.data.retryAfter).toBeLessThanOrEqual(3540);
    expect(refused.headers['retry-after']).toBe(String(body.data.retryAfter));
    expect(body.message).toBe(COMMERCE_MSG.uploadsPerHour(30, 59));
    expect(body.message).toBe('You can upload 30 files an hour. Please try again in 59 minutes.');

    // the oldest is about to leave the hour: wait a minute, not an hour
    await ctx.db
      .update(files)
      .set({ createdAt: sql`now() - interval '59 minutes 30 seconds'` as unknown as Date })
      .where(eq(files.id, (await rowsOf(user.id))[0]!.id));
    const soon = await upload(ctx.app, cookie, png(100));
    expect(soon.statusCode).toBe(429);
    expect(soon.json().data.retryAfter).toBeLessThanOrEqual(30);
    expect(soon.json().message).toBe(COMMERCE_MSG.uploadsPerHour(30, 1));
    expect(soon.json().message).toMatch(/in 1 minute\.$/);

    await ctx.db
      .update(files)
      .set({ createdAt: sql`now() - interval '61 minutes'` as unknown as Date })
      .where(eq(files.id, (await rowsOf(user.id))[0]!.id));
    expect((await upload(ctx.app, cookie, png(100))).statusCode).toBe(201);
    expect((await upload(ctx.app, cookie, png(100))).statusCode).toBe(429);
  });

  it('names the quota when an image does not fit; staff get a larger one', async () => {
    const { user, cookie } = await student(ctx.app);
    await pastUpload(user.id, 24.5 * MB, 120);
    const res = await upload(ctx.app, cookie, png(MB));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'This image does not fit in your 25 MB of uploads (24.5 MB used)',
    );
    expect((await upload(ctx.app, cookie, png(MB / 4))).statusCode).toBe(201);

    const staff = await student(ctx.app, 'admin');
    await pastUpload(staff.user.id, 100 * MB, 120);
    const cover = await upload(ctx.app, staff.cookie, png(MB), '/admin/uploads/thumbnail');
    expect(cover.statusCode).toBe(201);
    await pastUpload(staff.user.id, 25 * STAFF_QUOTA_FACTOR * MB - 101 * MB, 120);
    const over = await upload(ctx.app, staff.cookie, png(MB), '/admin/uploads/thumbnail');
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('You have used your 500 MB of uploads');
  });

  it('refuses empty and non-image bodies before counting anything', async () => {
    const { user, cookie } = await student(ctx.app);
    const empty = await upload(ctx.app, cookie, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const text = await upload(ctx.app, cookie, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(COMMERCE_MSG.uploadTypeInvalid);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });
});

describe('lesson files (issue 17)', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
  const send = (cookie: string, body: Buffer) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads/lesson-file',
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('staff with the courses menu upload a PDF, served publicly as a PDF', async () => {
    const staff = await student(ctx.app, 'admin');
    const res = await send(staff.cookie, PDF);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json().data.file as { url: string };
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses what is not a PDF, ZIP or image, and anyone without the courses menu', async () => {
    const staff = await student(ctx.app, 'admin');
    const text = await send(staff.cookie, Buffer.from('#!/bin/sh\necho hi\n'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Upload a PDF, ZIP or image (PNG, JPEG or WebP)');
    const learner = await student(ctx.app);
    expect((await send(learner.cookie, PDF)).statusCode).toBe(403);
    expect((await send('', PDF)).statusCode).toBe(401);
  });
});

describe('a file store that cannot be reached', () => {
  it('answers 503 in plain words, logs the cause and writes no row', async () => {
    const lines: string[] = [];
    const down = await buildApp({
      config: { ...ctx.config, s3: { ...s3.config, endpoint: 'http://127.0.0.1:1' } },
      db: ctx.db,
      logger: {
        level: 'error',
        stream: { write: (line: string) => void lines.push(line) },
      },
      google: null,
    });
    try {
      const { user, cookie } = await student(down);
      const res = await upload(down, cookie, png(1000));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: COMMERCE_MSG.filesUnavailable });
      expect(await rowsOf(user.id)).toHaveLength(0);

      await pastUpload(user.id, 10);
      const [row] = await rowsOf(user.id);
      await ctx.db.update(files).set({ isPublic: true }).where(eq(files.id, row!.id));
      const read = await down.inject({ url: `/api/v1/files/${row!.id}` });
      expect(read.statusCode).toBe(503);
      expect(read.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      const logged = lines.map((l) => JSON.parse(l) as { msg: string; key?: string });
      expect(logged.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['file store: S3 put failed', 'file store: S3 get failed']),
      );
      expect(lines.join('\n')).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });
});
