import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

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
  const etag = etagOf(JSON.stringify(body));
  reply.header('cache-control', cacheControl).header('etag', etag);
  return matchesEtag(req.headers['if-none-match'], etag);
}

function etagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

function matchesEtag(sent: string | undefined, etag: string): boolean {
  if (!sent) return false;
  return sent
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === etag || t === '*' || t === etag.slice(2));
}

type CachedAnswer = { json: string; etag: string; expires: number };

/**
 * A small in-process cache of public answers (the serialized JSON and its ETag), by URL. Entries
 * live `ttlMs`; the whole cache is emptied after any successful write this instance handles
 * (see registerPublicCache), so an instance never serves its own stale data and other instances
 * at most `ttlMs` late. At most `max` entries (oldest dropped first), so odd query strings cannot
 * grow it without bound.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string, now = Date.now()): CachedAnswer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  set(key: string, body: unknown, now = Date.now()): CachedAnswer {
    const json = JSON.stringify(body);
    const entry = { json, etag: etagOf(json), expires: now + this.ttlMs };
    if (this.entries.size >= this.max) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Public catalogue answers are kept 5 s in memory (ours): the database is read at most that often per URL. */
export const PUBLIC_ANSWER_TTL_MS = 5_000;

/**
 * Answers a public GET from the instance's response cache, computing and storing it when missing;
 * 304 with no body when the client's ETag is current. `compute` returns the whole envelope;
 * `schema` is the route's 200 answer schema.
 */
export async function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType,
  compute: () => Promise<unknown>,
  cacheControl: string = PUBLIC_CACHE_CONTROL,
) {
  const cache = req.server.publicCache;
  const key = req.url;
  // Parsed with the route's answer schema first, as Fastify's serializer would (drops extra keys).
  const entry = cache.get(key) ?? cache.set(key, schema.parse(await compute()));
  reply.header('cache-control', cacheControl).header('etag', entry.etag);
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send(undefined as never);
  }
  // Already JSON: Fastify sends a string with a JSON content type as it is.
  return reply.type('application/json; charset=utf-8').send(entry.json as never);
}

/** Decorates the app with its public response cache, emptied after every successful write. */
export function registerPublicCache(app: FastifyInstance, ttlMs = PUBLIC_ANSWER_TTL_MS) {
  const cache = new ResponseCache(ttlMs, 500);
  app.decorate('publicCache', cache);
  app.addHook('onResponse', (req, reply, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) cache.clear();
    done();
  });
}
