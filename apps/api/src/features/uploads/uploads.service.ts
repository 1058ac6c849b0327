import { eq } from 'drizzle-orm';

import { API_PREFIX, COMMERCE_MSG, ID_PATTERN, type UploadedFile } from '@app/shared';

import { AppError, badRequest, notFound } from '../../core/errors.ts';
import type { FileStore } from '../../core/file-store.ts';
import { sniffImage } from '../../core/file-store.ts';
import { newId } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import { files, type FileRow } from '../../db/schema/index.ts';

type Deps = { db: Db; files: FileStore };

export function fileDto(row: FileRow): UploadedFile {
  return {
    _id: row.id,
    url: row.isPublic ? `${API_PREFIX}/files/${row.id}` : null,
    mime: row.mime,
    size: row.size,
  };
}

/** Stores an uploaded image after checking what it really is; the row is written last. */
export async function saveImage(
  deps: Deps,
  body: unknown,
  opts: { kind: FileRow['kind']; ownerId: string; isPublic: boolean },
): Promise<UploadedFile> {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest(COMMERCE_MSG.uploadEmpty, [
      { field: 'file', message: COMMERCE_MSG.uploadEmpty },
    ]);
  }
  const kind = sniffImage(body);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', COMMERCE_MSG.uploadTypeInvalid);
  }
  const id = newId();
  const storageKey = `${opts.kind}/${id}.${kind.ext}`;
  await deps.files.put(storageKey, body);
  const [row] = await deps.db
    .insert(files)
    .values({
      id,
      ownerId: opts.ownerId,
      kind: opts.kind,
      mime: kind.mime,
      size: body.length,
      storageKey,
      isPublic: opts.isPublic,
    })
    .returning();
  return fileDto(row!);
}

/** A file's row and bytes, or 404. */
export async function readFile(deps: Deps, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound(COMMERCE_MSG.fileNotFound);
  const [row] = await deps.db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row) throw notFound(COMMERCE_MSG.fileNotFound);
  const bytes = await deps.files.get(row.storageKey);
  if (!bytes) throw notFound(COMMERCE_MSG.fileNotFound);
  return { row, mime: row.mime, bytes };
}

export async function readPublicFile(deps: Deps, id: string) {
  const file = await readFile(deps, id);
  if (!file.row.isPublic) throw notFound(COMMERCE_MSG.fileNotFound);
  return file;
}
