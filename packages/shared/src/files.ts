/** A file uploaded to this site (POST /admin/uploads/… → data.file.url). */
export const UPLOADED_FILE_PATH = /^\/api\/v1\/files\/[0-9a-f]{24}$/;

/**
 * The widths (px) an uploaded picture is also served at, as WebP: GET /files/{id}?w=640. Made
 * at upload for thumbnails and covers, or on the first request for older files; a phone picks
 * the smallest that fills its slot (`imageSrcSet`).
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `srcset` for a picture uploaded here (every width of IMAGE_WIDTHS), or undefined for others. */
export function imageSrcSet(src: string): string | undefined {
  if (!UPLOADED_FILE_PATH.test(src)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}
