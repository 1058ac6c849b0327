import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { API_PREFIX, MSG } from '@app/shared';

/**
 * Serves the built web app and answers unknown non-API GETs with index.html so client routes
 * load on refresh. Unknown API paths keep the JSON 404. Each file goes out as the brotli or gzip
 * copy the build made next to it (`x.js.br`, `x.js.gz`) when the client accepts one, else as it
 * is; hashed assets are cached for a year, index.html and the rest revalidate every time.
 */
export async function registerSpaAndNotFound(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const hasSpa = existsSync(path.join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Routes for the files themselves only: the .br/.gz copies are picked by preCompressed.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(API_PREFIX) || request.url.startsWith('/api/');
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !isApi) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: MSG.routeNotFound });
  });
}
