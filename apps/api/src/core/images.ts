import sharp from 'sharp';

import { IMAGE_WIDTHS, type ImageWidth } from '@app/shared';

import type { FileStore } from './file-store.ts';

/** What sharp is asked to resize: the pictures uploads take. */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

export function isResizable(mime: string): boolean {
  return RESIZABLE.has(mime);
}

/** The store key of a picture's copy `width` px wide: `thumbnail/<id>.w640.webp`. */
export function resizedKey(storageKey: string, width: ImageWidth): string {
  return storageKey.replace(/\.[a-z]+$/, `.w${width}.webp`);
}

/**
 * The picture at most `width` px wide (never enlarged), as WebP: a phone's course card loads a
 * 640 px copy of a 2,000 px upload. Null for bytes sharp cannot read.
 */
export async function resizeImage(bytes: Buffer, width: ImageWidth): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Stores every copy of a new picture (at upload, so no visitor waits for one; a file uploaded
 * before gets each copy on its first request instead). The same bytes on every instance.
 */
export async function storeResizedImages(
  files: FileStore,
  storageKey: string,
  original: Buffer,
): Promise<void> {
  for (const width of IMAGE_WIDTHS) {
    const bytes = await resizeImage(original, width);
    if (bytes) await files.put(resizedKey(storageKey, width), bytes);
  }
}
