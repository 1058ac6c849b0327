import {
  API_PREFIX,
  COMMERCE_MSG,
  ID_PATTERN,
  isStaffRole,
  type ImageWidth,
  type UploadedFile,
} from '@app/shared';

import type { Config } from '../../core/config.ts';
import { AppError, badRequest, notFound, tooMany } from '../../core/errors.ts';
import type { FileStore, UploadKind } from '../../core/file-store.ts';
import { newId } from '../../core/ids.ts';
import { isResizable, resizedKey, resizeImage, storeResizedImages } from '../../core/images.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { FileRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './uploads.repo.ts';

type Deps = { db: Db; files: FileStore };
export type UploadLimits = { perHour: number; quotaBytes: number };

/**
 * Staff keep the site's pictures (course thumbnails, webinar covers: shared content that grows
 * with the catalogue and is never deleted, since old links may still point at it), so they get
 * 20 times a student's quota: 500 MB by default, a few thousand covers, yet still a bound on
 * what a stolen staff account could store. Students upload payment screenshots only.
 */
export const STAFF_QUOTA_FACTOR = 20;

export function uploadLimits(config: Pick<Config, 'uploads'>, role: string): UploadLimits {
  const { perHour, quotaBytes } = config.uploads;
  return { perHour, quotaBytes: isStaffRole(role) ? quotaBytes * STAFF_QUOTA_FACTOR : quotaBytes };
}

export function fileDto(row: FileRow): UploadedFile {
  return {
    _id: row.id,
    url: row.isPublic ? `${API_PREFIX}/files/${row.id}` : null,
    mime: row.mime,
    size: row.size,
  };
}

/**
 * 429 past the uploads of the rolling hour, 413 past the storage quota. Counted from the files
 * table, so the limits hold whichever instance took the earlier uploads.
 */
async function checkLimits(db: Tx, ownerId: string, size: number, limits: UploadLimits) {
  const usage = await repo.usageOf(db, ownerId);
  if (usage.lastHour >= limits.perHour) {
    const retryAfter = await repo.secondsUntilLeaves(db, ownerId, usage.lastHour - limits.perHour);
    throw tooMany(COMMERCE_MSG.uploadsPerHour(limits.perHour, Math.ceil(retryAfter / 60)), {
      retryAfter,
    });
  }
  if (usage.usedBytes + size > limits.quotaBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      COMMERCE_MSG.uploadQuota(limits.quotaBytes, usage.usedBytes),
      { quotaBytes: limits.quotaBytes, usedBytes: usage.usedBytes },
    );
  }
}

/**
 * Stores an uploaded file after checking what it really is (`sniff`: images, or assignment files
 * and lesson resources) and the owner's limits. The bytes go first and the row last, under a
 * lock on the owner that checks the limits again (uploads racing on several instances); a
 * refused or failed row removes the bytes it stored, so every row has its bytes and no stored
 * bytes escape the quota.
 */
export async function saveUpload(
  deps: Deps,
  body: unknown,
  opts: {
    kind: FileRow['kind'];
    ownerId: string;
    isPublic: boolean;
    limits: UploadLimits;
    sniff: (bytes: Buffer) => UploadKind | null;
    typeInvalid: string;
    /** A picture pages show: store its smaller copies (IMAGE_WIDTHS) now. */
    resize?: boolean;
  },
): Promise<UploadedFile> {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest(COMMERCE_MSG.uploadEmpty, [
      { field: 'file', message: COMMERCE_MSG.uploadEmpty },
    ]);
  }
  const kind = opts.sniff(body);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', opts.typeInvalid);
  }
  // Refused early without storing anything in the usual case; checked again under the lock.
  await checkLimits(deps.db, opts.ownerId, body.length, opts.limits);
  const id = newId();
  const storageKey = `${opts.kind}/${id}.${kind.ext}`;
  await deps.files.put(storageKey, body);
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      await repo.lockOwner(tx, opts.ownerId);
      await checkLimits(tx, opts.ownerId, body.length, opts.limits);
      return repo.insertFile(tx, {
        id,
        ownerId: opts.ownerId,
        kind: opts.kind,
        mime: kind.mime,
        size: body.length,
        storageKey,
        isPublic: opts.isPublic,
      });
    });
    if (opts.resize && isResizable(kind.mime)) {
      // The upload stands without them (each is made on its first request then); the store
      // logs a failed write itself.
      await storeResizedImages(deps.files, storageKey, body).catch(() => undefined);
    }
    return fileDto(row);
  } catch (error) {
    // The store logs a failed delete itself; the user hears why the upload was refused.
    await deps.files.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A file's row and bytes, or 404. */
export async function readFile(deps: Deps, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound(COMMERCE_MSG.fileNotFound);
  const row = await repo.findFile(deps.db, id);
  if (!row) throw notFound(COMMERCE_MSG.fileNotFound);
  const bytes = await deps.files.get(row.storageKey);
  if (!bytes) throw notFound(COMMERCE_MSG.fileNotFound);
  return { row, mime: row.mime, bytes };
}

/**
 * A public file; with `width`, a picture's copy that wide as WebP (IMAGE_WIDTHS): the stored
 * copy, else made from the original now and stored. Other files, and pictures sharp cannot
 * read, come as they are.
 */
export async function readPublicFile(deps: Deps, id: string, width?: ImageWidth) {
  if (!ID_PATTERN.test(id)) throw notFound(COMMERCE_MSG.fileNotFound);
  const row = await repo.findFile(deps.db, id);
  if (!row?.isPublic) throw notFound(COMMERCE_MSG.fileNotFound);
  const resizable = width !== undefined && isResizable(row.mime);
  if (resizable) {
    const stored = await deps.files.get(resizedKey(row.storageKey, width));
    if (stored) return { row, mime: 'image/webp', bytes: stored };
  }
  const bytes = await deps.files.get(row.storageKey);
  if (!bytes) throw notFound(COMMERCE_MSG.fileNotFound);
  if (resizable) {
    const resized = await resizeImage(bytes, width);
    if (resized) {
      await deps.files.put(resizedKey(row.storageKey, width), resized);
      return { row, mime: 'image/webp', bytes: resized };
    }
  }
  return { row, mime: row.mime, bytes };
}
