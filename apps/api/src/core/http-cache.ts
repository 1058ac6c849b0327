import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public catalogue reads: shared caches may keep them a minute (ours; calls.md §9 caches 5–10 min client-side). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/**
 * Sets Cache-Control and a weak ETag of the answer; true when the client's copy is current
 * (the caller then answers 304 with no body).
 */
export function isNotModified(
  req: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  cacheControl: string = PUBLIC_CACHE_CONTROL,
): boolean {
  const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  const sent = req.headers['if-none-match'];
  if (!sent) return false;
  return sent
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === etag || t === '*' || t === etag.slice(2));
}
