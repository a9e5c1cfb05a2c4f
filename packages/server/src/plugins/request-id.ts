import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What an id from outside may look like (nginx's $request_id is 32 hex digits). */
const ACCEPTED = /^[\w.:-]{8,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Every request's id (docs/operations.md#request-ids): the proxy's `X-Request-Id` when it sends a
 * plausible one, else a new UUID. Fastify writes it on the request's log lines (`reqId`); the
 * answer carries it back in its own `X-Request-Id` header, and an error answer in its body's
 * `requestId` too (errors.ts).
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED.test(sent) ? sent : randomUUID();
}

export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
