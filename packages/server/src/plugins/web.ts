import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@mdc/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Serves the built web app, each file as the `.br` or `.gz` written beside it at build time when
 * the browser accepts one. Unknown `/api/*` and `/assets/*` paths get a JSON 404 (a missing
 * script must fail as one, not load a page); any other unknown GET gets index.html so the
 * browser's router can answer it.
 */
export async function registerWeb(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // One route per file the browser asks for; the .br and .gz beside each are found on disk
      // when the route answers. Routes for them too were two thirds of the routes (~40 ms of
      // every start).
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const notPage = url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/');
    if (notPage || !['GET', 'HEAD'].includes(request.method)) {
      throw AppError.of('notFound');
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(ERRORS.webAppNotBuilt.message);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
