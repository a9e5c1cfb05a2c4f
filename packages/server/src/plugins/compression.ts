import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers compressed on the fly (brotli or gzip, as the client accepts). The web app's files
 * are compressed once at build time and sent as they are (plugins/web.ts), so only JSON is
 * compressed here: nothing is compressed twice. Request bodies are not inflated: a small gzip
 * body could expand far past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    // Below about a kilobyte the headers and the work cost more than the bytes saved.
    threshold: 1024,
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
  });
}
