import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMMERCE_MSG } from '@app/shared';

import { startTestS3, type TestS3 } from '../test/s3.ts';
import { AppError } from './errors.ts';
import { createFileStore, type FileStore, type StoreLog } from './file-store.ts';
import { newId } from './ids.ts';

let s3: TestS3;
let dir: string;
const logged: { obj: object; msg: string }[] = [];
const log: StoreLog = { error: (obj, msg) => void logged.push({ obj, msg }) };
const stores: FileStore[] = [];
/** A store that is closed after the file. */
const keep = (store: FileStore) => (stores.push(store), store);

beforeAll(async () => {
  const started = performance.now();
  s3 = await startTestS3();
  // The helper must stay cheap enough to start per test file.
  expect(performance.now() - started).toBeLessThan(1000);
  dir = await mkdtemp(path.join(tmpdir(), 'kodeschool-files-'));
});
afterAll(async () => {
  for (const store of stores) store.close?.();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const key = (kind = 'payment-proof', ext = 'png') => `${kind}/${newId()}.${ext}`;

// One contract, two stores: what the app relies on whichever one config picks.
describe.each([
  ['local folder', () => keep(createFileStore({ uploadsDir: dir }, log))],
  ['S3 bucket', () => keep(createFileStore({ uploadsDir: '/nonexistent', s3: s3.config }, log))],
])('%s store', (_name, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('gives back the exact bytes it was given, for every kind of key', async () => {
    const cases = [
      [key('payment-proof', 'png'), randomBytes(5 * 1024 * 1024)],
      [key('thumbnail', 'jpg'), randomBytes(1)],
      [key('thumbnail', 'webp'), Buffer.from('RIFF\0\0\0\0WEBP')],
      [key('certificates', 'pdf'), Buffer.from('%PDF-1.7\n…\n%%EOF')],
    ] as const;
    await Promise.all(cases.map(([k, bytes]) => store.put(k, bytes)));
    for (const [k, bytes] of cases) expect((await store.get(k))?.equals(bytes), k).toBe(true);
  });

  it('answers null for a file it does not have, and replaces a file put again', async () => {
    expect(await store.get(key())).toBeNull();
    const k = key('certificates', 'pdf');
    await store.put(k, Buffer.from('first'));
    await store.put(k, Buffer.from('second'));
    expect((await store.get(k))?.toString()).toBe('second');
  });

  it('deletes a file; deleting a missing one is not an error', async () => {
    const k = key();
    await store.put(k, Buffer.from('bytes'));
    await store.delete(k);
    expect(await store.get(k)).toBeNull();
    await expect(store.delete(k)).resolves.toBeUndefined();
  });

  it('refuses keys it did not generate, before touching anything', async () => {
    for (const bad of [
      '../etc/passwd',
      'payment-proof/../../x.png',
      `payment-proof/${newId()}.exe`,
      `Payment-Proof/${newId()}.png`,
      `payment-proof/${newId()}.png/x`,
      `/payment-proof/${newId()}.png`,
      'payment-proof/abc.png',
      '',
    ]) {
      await expect(store.put(bad, Buffer.from('x')), bad).rejects.toThrow(/Unsafe file key/);
      await expect(store.get(bad), bad).rejects.toThrow(/Unsafe file key/);
      await expect(store.delete(bad), bad).rejects.toThrow(/Unsafe file key/);
    }
  });
});

describe('S3 store', () => {
  it('writes to the configured bucket and sets each object’s content type', async () => {
    const store = keep(createFileStore({ uploadsDir: dir, s3: s3.config }, log));
    const k = key('certificates', 'pdf');
    await store.put(k, Buffer.from('%PDF'));
    expect(await s3.keys()).toContain(k);
    const res = await fetch(`${s3.config.endpoint}/${s3.config.bucket}/${k}`);
    // s3rver serves public reads without a signature
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const local = await readdir(dir, { recursive: true });
    expect(local.some((f) => f.includes(k.split('/')[1]!))).toBe(false);
  });

  it('turns an unreachable endpoint, a missing bucket or refused keys into a logged 503', async () => {
    const broken = {
      'endpoint down': { ...s3.config, endpoint: 'http://127.0.0.1:1' },
      'no such bucket': { ...s3.config, bucket: 'kodeschool-missing' },
      'unknown access key': { ...s3.config, accessKeyId: 'NOT-A-KEY' },
    };
    for (const [why, config] of Object.entries(broken)) {
      const store = keep(createFileStore({ uploadsDir: dir, s3: config }, log));
      logged.length = 0;
      for (const run of [
        () => store.put(key(), Buffer.from('x')),
        () => store.get(key()),
        () => store.delete(key()),
      ]) {
        const error = await run().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error, why).toBeInstanceOf(AppError);
        expect(error, why).toMatchObject({
          statusCode: 503,
          message: COMMERCE_MSG.filesUnavailable,
        });
      }
      // the details go to the log, never to the user
      expect(logged.map((l) => l.msg)).toEqual([
        'file store: S3 put failed',
        'file store: S3 get failed',
        'file store: S3 delete failed',
      ]);
      expect(logged[0]!.obj).toMatchObject({ bucket: config.bucket, err: expect.any(Error) });
    }
  });
});
