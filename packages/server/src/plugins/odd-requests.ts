import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { lingerAndClose } from './lingering-close';
import { writeRawAnswer } from './transport-errors';

/**
 * Requests Node would answer on its own, outside the Spanish contract: an
 * HTTP/1.1 request without `Host` (Node's 400 has an empty body) and CONNECT (Node closes the
 * socket without a word). Both get the `{code, message, requestId}` 400 of a request that is not
 * valid (docs/product/api.md#errors).
 */

/** Node's own check of `Host` is off (app.ts): this one answers in Spanish instead. */
export const HTTP_SERVER_OPTIONS = { requireHostHeader: false } as const;

export function answerOddRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // HTTP/1.0 had no Host; HTTP/1.1 requires it (RFC 9112, 3.2). A client that broken is not
    // kept on its connection.
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      request.log.info('request without Host refused');
      reply.header('connection', 'close');
      throw AppError.of('badRequest');
    }
  });
  // This is no proxy: a CONNECT is refused, then the socket closes.
  app.server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    const requestId = randomUUID();
    app.log.info({ reqId: requestId }, 'CONNECT refused');
    writeRawAnswer(socket, 'badRequest', requestId);
    lingerAndClose(socket);
  });
}
