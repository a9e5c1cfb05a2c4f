import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Lingering close, as nginx does it (`lingering_close`): a refusal answered while the client is
 * still sending (a 413 to a 6 MB body, a 414 to a 1 MB URL) must not be followed by an abrupt
 * close. Closing a socket with unread bytes makes the kernel send a reset, and a client that is
 * still writing then sees EPIPE or ECONNRESET (a browser: a network error) instead of the
 * Spanish answer. So the server writes the answer, half-closes (FIN), and reads and throws away
 * what still arrives until the client closes its side, within bounds, then closes
 * (docs/operations.md#logs-and-the-http-edges).
 */

/**
 * How long a refused client may keep sending: a browser that gets the answer stops within a
 * round trip; 2 s is nginx's `lingering_time` over its 30 s, kept short since a slow client
 * gains nothing from it (the answer is already written).
 */
export const LINGER_MS = 2_000;

/**
 * How many bytes are read and thrown away at most: more than a refused upload's rest (the body
 * limit is 5 MB; a 6 MB body has 1 MB left; the fastest client on a LAN sends ~50 MB in 2 s).
 */
export const LINGER_BYTES = 32 * 1024 * 1024;

const CHECK_MS = 100;
const lingering = new WeakSet<Socket>();

/** Ends `socket` after what was written, keeps reading (bounded) and then destroys it. */
export function lingerAndClose(socket: Socket): void {
  if (socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  const startBytes = socket.bytesRead;
  const deadline = setTimeout(() => done(), LINGER_MS);
  // Node's parser reads a request's rest itself; bytesRead counts what it took.
  const check = setInterval(() => {
    if (socket.bytesRead - startBytes > LINGER_BYTES) done();
  }, CHECK_MS);
  const done = () => {
    clearInterval(check);
    clearTimeout(deadline);
    socket.destroy();
  };
  socket.once('end', done);
  socket.once('close', done);
  socket.on('error', done);
  socket.end();
  // Bytes nobody consumes are dropped instead of stopping the reads.
  socket.resume();
}

/**
 * An answer sent before the request's body was all read (Fastify's 413 sets `Connection:
 * close`): Node closes such a socket with `destroySoon` once the answer is written, which
 * lingers instead.
 */
export function lingerOnEarlyAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const socket = request.raw.socket as Socket | null;
    if (!request.raw.complete && socket) {
      socket.destroySoon = () => lingerAndClose(socket);
    }
    return payload;
  });
}
