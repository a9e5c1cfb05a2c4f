import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorKey } from '@mdc/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors';
import { lingerAndClose } from './lingering-close';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Errors answered before any route runs, in the same `{code, message, requestId}` as the rest:
 * Node's HTTP parser refusing a request (headers or request line too big, a malformed request,
 * a client too slow) and Fastify's router refusing a URL (bad percent-encoding, a path
 * parameter over its length). Neither runs the request hooks, so each sets the `X-Request-Id`
 * header itself.
 */

/** A request line this long is a URL problem (414), not a header one (431). */
const LONG_REQUEST_LINE = 8 * 1024;

interface ParserError extends Error {
  code?: string;
  /** The bytes the parser held (a Buffer at run time, whatever the typings say). */
  rawPacket?: unknown;
}

function clientErrorKey(error: ParserError): ErrorKey {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'requestTimeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
    const lineEnd = raw.indexOf('\r\n');
    const requestLine = lineEnd === -1 ? raw.length : lineEnd;
    return requestLine >= LONG_REQUEST_LINE ? 'urlTooLong' : 'headersTooLarge';
  }
  return 'badRequest';
}

/** Writes a catalog error by hand on a socket no request object owns, announcing the close. */
export function writeRawAnswer(socket: Socket, key: ErrorKey, requestId: string): void {
  const { status } = ERRORS[key];
  const body = JSON.stringify(errorBody(key, requestId));
  socket.write(
    [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Request-Id: ${requestId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** Fastify's `clientErrorHandler`: the socket is answered by hand, as Node's parser gave up. */
export function answerClientError(
  this: { log: FastifyBaseLogger },
  error: ParserError,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer; one already answered is closing (Node's
  // parser reports each later chunk of a request it gave up on again).
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const key = clientErrorKey(error);
  // No request was read, so no id came with it: a new one, on the log line and in the answer.
  const requestId = randomUUID();
  this.log.info({ err: error, reqId: requestId }, `client error: ${key}`);
  writeRawAnswer(socket, key, requestId);
  // A client too slow to finish gets no more time; any other may still be sending (a 1 MB URL).
  if (key === 'requestTimeout') socket.destroy(error);
  else lingerAndClose(socket);
}

/** Fastify's `frameworkErrors`: router errors, which never reach the error handler. */
export function answerFrameworkError(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const key: ErrorKey = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'urlTooLong' : 'badUrl';
  void reply
    .status(ERRORS[key].status)
    .header(REQUEST_ID_HEADER, request.id)
    .send(errorBody(key, request.id));
}
