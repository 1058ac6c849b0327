import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of 1 KB or more (lists, OpenAPI, metrics) in brotli or gzip, as the client accepts.
 * Registered before any route: the plugin attaches itself to each route as it is added. The
 * built web app's files do not go through it: core/spa.ts serves their precompressed .br/.gz
 * copies (and compresses the pages it writes, which are not routes, with reply.compress).
 * Only text types: images, PDFs and other binary files are compressed already or gain nothing,
 * and request bodies are never decompressed (a small gzip body could expand past the body limit
 * checks' intent).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|^application\/javascript/,
    globalDecompression: false,
  });
}
