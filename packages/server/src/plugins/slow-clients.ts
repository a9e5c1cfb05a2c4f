import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Connections that would hold the server: a body that never finishes arriving, an idle
 * keep-alive socket, a request that arrives while the server stops.
 *
 * A request (headers and body) must arrive within `requestTimeoutSeconds` or gets the Spanish
 * 408 (transport-errors.ts answers Node's ERR_HTTP_REQUEST_TIMEOUT); Node looks at its
 * connections every second, so the answer comes at most a second late. An idle keep-alive
 * socket closes after KEEP_ALIVE_MS (longer than a proxy's own idle time, so the proxy never
 * sends on a socket the server is closing).
 */

export const KEEP_ALIVE_MS = 72_000;

/** How long a stopping server lets requests in flight finish before it drops their sockets. */
export const SHUTDOWN_GRACE_MS = 3_000;

/**
 * How long a stopping server keeps its idle keep-alive connections open: Node closes them as soon
 * as the server stops listening, and a client sending its next request on one right then meets a
 * reset. Held open, that request gets the Spanish 503 with `Connection: close` (below). Short,
 * because every stop waits for it whenever a client (nginx's upstream pool) holds one idle.
 */
export const IDLE_HOLD_MS = 1_000;

/** What a client is told to wait before trying again while the server restarts. */
export const RESTART_RETRY_AFTER_SECONDS = 5;

export function slowClientOptions(requestTimeoutSeconds: number): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
  return503OnClosing: boolean;
} {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: { connectionsCheckingInterval: 1_000, headersTimeout: requestTimeout, requestTimeout },
    // Fastify's own 503 while closing is English and has no Retry-After: answered below.
    return503OnClosing: false,
  };
}

/**
 * Once the server is closing, every new request (one more on a busy keep-alive socket, or on an
 * idle one held open for IDLE_HOLD_MS) gets the Spanish 503 with Retry-After and `Connection:
 * close`, before any route work (docs/operations.md#shutdown).
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    // Node's server.close() calls this at once; the idle connections close after the hold.
    server.closeIdleConnections = () => {};
    setTimeout(closeIdle, IDLE_HOLD_MS).unref();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    const error = AppError.of('unavailable');
    error.retryAfterSeconds = RESTART_RETRY_AFTER_SECONDS;
    throw error;
  });
}
