/**
 * The display video as something an <iframe> can show. The provider list lives in @app/shared,
 * which the API's Content-Security-Policy frame-src is built from too.
 */
export { videoEmbedUrl } from '@app/shared';

/** Only http(s) links are rendered as links; anything else (javascript:, data:) is dropped. */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
