import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

import type { Config } from '../core/config.ts';

// The SDK warns once per process that its releases from 2027 need Node 22; on our Node 20 that
// notice is noise in every test run (a server started on Node 20 still prints it once).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export type TestS3 = {
  /** the `config.s3` that points an app at this server's bucket */
  config: NonNullable<Config['s3']>;
  /** every key in the bucket, sorted */
  keys(): Promise<string[]>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free local port, its bucket in a temporary folder
 * removed on close. s3rver knows one access key, S3RVER (it refuses others; it does not check
 * SigV4 signatures).
 */
export async function startTestS3(bucket = 'kodeschool-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kodeschool-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: TestS3['config'] = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    config,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      // Apps' S3 clients keep connections alive; close() would wait for them to time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
