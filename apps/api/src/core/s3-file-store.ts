import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import type { Config } from './config.ts';
// A cycle with file-store.ts (its factory picks this store); both only call into each other
// at run time, never while loading.
import {
  checkKey,
  filesUnavailable,
  type FileStore,
  type StoreLog,
} from './file-store-contract.ts';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** S3 says the object is not there (GetObject: NoSuchKey; HEAD-style answers: NotFound). */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2…): every instance reads what any other
 * wrote. A missing object is null; anything else (bucket gone, credentials refused, endpoint
 * down) is logged with its details and reaches the user as a plain 503. Without keys in the
 * config the SDK's default chain applies (environment, shared files, IAM role).
 */
export function s3FileStore(s3: NonNullable<Config['s3']>, log: StoreLog): FileStore {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // An unreachable endpoint fails in seconds (three tries, the SDK's default) rather than
    // holding a request open until the client gives up.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const bucket = s3.bucket;

  async function call<T>(op: string, key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error, bucket, key, op }, `file store: S3 ${op} failed`);
      throw filesUnavailable();
    }
  }

  // async: a refused key rejects like every other failure
  return {
    put: async (key, bytes) =>
      call('put', checkKey(key), async () => {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: TYPES[key.slice(key.lastIndexOf('.') + 1)],
          }),
        );
      }),
    get: async (key) =>
      call('get', checkKey(key), async () => {
        try {
          const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          if (!res.Body) return null;
          return Buffer.from(await res.Body.transformToByteArray());
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),
    delete: async (key) =>
      call('delete', checkKey(key), async () => {
        try {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }),
    close: () => client.destroy(),
  };
}
