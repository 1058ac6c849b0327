import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Config } from './config.ts';
import { checkKey, type FileStore, type StoreLog } from './file-store-contract.ts';
import { newId } from './ids.ts';
import { s3FileStore } from './s3-file-store.ts';

export type { FileStore, StoreLog } from './file-store-contract.ts';

/** The store config asks for: the S3 bucket when S3_BUCKET is set, else the uploads folder. */
export function createFileStore(
  config: Pick<Config, 's3' | 'uploadsDir'>,
  log: StoreLog = consoleLog,
): FileStore {
  return config.s3 ? s3FileStore(config.s3, log) : localFileStore(config.uploadsDir);
}

const consoleLog: StoreLog = { error: (obj, msg) => console.error(msg, obj) };

export function localFileStore(dir: string): FileStore {
  const resolve = (key: string) => path.join(dir, checkKey(key));
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, a crash leaves no torn one.
      const part = `${file}.${newId()}.part`;
      try {
        await writeFile(part, bytes);
        await rename(part, file);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

export type ImageKind = {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
};

/**
 * What the bytes really are, from their signature (never trusting the declared Content-Type):
 * PNG, JPEG or WebP, else null.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  ) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mime: 'image/jpeg', ext: 'jpg' };
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}

export type UploadKind = { mime: string; ext: string };

/**
 * A student's assignment file by its signature: an image (sniffImage), a PDF ("%PDF-") or a ZIP
 * (a local file header, or the end record of an empty archive), else null.
 */
export function sniffAssignmentFile(bytes: Buffer): UploadKind | null {
  const image = sniffImage(bytes);
  if (image) return image;
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') {
    return { mime: 'application/pdf', ext: 'pdf' };
  }
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  ) {
    return { mime: 'application/zip', ext: 'zip' };
  }
  return null;
}
