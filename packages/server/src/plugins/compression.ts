import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * JSON answers compressed on the fly (brotli or gzip, as the client accepts). The web app's files
 * are compressed once at build time and sent as they are (plugins/web.ts), so only JSON is
 * compressed here: nothing is compressed twice. Request bodies are not inflated: a small gzip
 * body could expand far past the body limit.
 */

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
/** Below about a kilobyte the headers and the work cost more than the bytes saved. */
const THRESHOLD = 1024;
/** The plugin's own brotli quality: a search's answer stays under 60 KB with it. */
const BROTLI_QUALITY = 4;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ENCODINGS,
    threshold: THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
  });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends a large JSON answer (a search's: ~440 KB for 100 names), given as its bytes, compressed
 * in one call on the thread pool. The plugin would compress it as a stream, 16 KB at a time,
 * which took ~8 ms for what one call does in ~3 ms; compressing it on the event loop instead
 * would hold every other request for those 3 ms. The plugin leaves an answer that already has
 * its encoding alone. As the plugin does, `x-no-compression` asks for the plain answer, and an
 * answer large enough to be compressed says it varies with `Accept-Encoding` either way.
 */
export async function sendCompressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (body.length < THRESHOLD) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && request.headers['x-no-compression'] === undefined
      ? negotiate(accepted.toLowerCase(), ENCODINGS)
      : null;
  if (!encoding) return reply.send(body);
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzip(body);
  return reply.header('content-encoding', encoding).send(compressed);
}
