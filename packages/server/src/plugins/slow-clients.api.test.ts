import http from 'node:http';
import net from 'node:net';
import { ERRORS } from '@mdc/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, listenOnFreePort } from '../../test/app';
import { parseRawAnswer } from '../../test/raw-http';
import { expectError } from '../../test/error-answer';

/**
 * Clients that would hold a connection for ever: a body that stalls or drips, and a
 * request that arrives on a busy keep-alive socket while the server stops.
 */

const EVENT = '{"type":"page_view","path":"/search"}';
const head = (length: number) =>
  [
    'POST /api/events HTTP/1.1',
    'Host: localhost',
    'Content-Type: application/json',
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');

/** Opens a socket, collects every byte until the server closes it. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  return { socket, closed };
}

async function listening(requestTimeoutSeconds: number) {
  const app = await createTestApp({ requestTimeoutSeconds });
  return { app, port: await listenOnFreePort(app) };
}

describe('slow clients', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it.each([
    ['stops after 30 bytes', (socket: net.Socket) => socket.write(head(100) + 'x'.repeat(30))],
    [
      'sends one byte at a time',
      (socket: net.Socket) => {
        socket.write(head(100));
        const drip = setInterval(() => socket.writable && socket.write('x'), 200);
        socket.on('close', () => clearInterval(drip));
      },
    ],
  ])('a body that %s gets the Spanish 408 once the time is up', async (_, send) => {
    const server = await listening(1);
    app = server.app;
    const started = Date.now();
    const { socket, closed } = connect(server.port);
    send(socket);
    const answer = parseRawAnswer(await closed);
    expectError(answer, 408, {
      code: ERRORS.requestTimeout.code,
      message: ERRORS.requestTimeout.message,
    });
    // One second of timeout, checked every second.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a request on a busy keep-alive socket while the server stops gets the Spanish 503 with Retry-After', async () => {
    const server = await listening(30);
    app = server.app;
    const { socket, closed } = connect(server.port);
    // A request in flight (half its body), then the server starts to stop.
    socket.write(head(EVENT.length) + EVENT.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = server.app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(EVENT.slice(10) + 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const text = await closed;
    await stopping;
    app = undefined;

    const second = text.indexOf('HTTP/1.1 ', 1);
    expect(parseRawAnswer(text.slice(0, second)).status).toBe(204);
    const refused = parseRawAnswer(text.slice(second));
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers.connection).toBe('close');
    expectError(refused, 503, {
      code: ERRORS.unavailable.code,
      message: ERRORS.unavailable.message,
    });
  });

  it('requests on idle keep-alive connections while the server stops get the Spanish 503, not a reset (issue 35)', async () => {
    const server = await listening(30);
    app = server.app;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 5 });
    const get = () =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
        (resolve, reject) => {
          const request = http.get(
            { host: '127.0.0.1', port: server.port, path: '/api/health', agent },
            (res) => {
              let body = '';
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
            },
          );
          request.on('error', reject);
        },
      );
    const warm = await Promise.all(Array.from({ length: 5 }, get));
    expect(warm.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(5);

    const stopping = server.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.allSettled(Array.from({ length: 5 }, get));
    await stopping;
    app = undefined;
    agent.destroy();
    for (const answer of answers) {
      expect(answer.status).toBe('fulfilled');
      if (answer.status !== 'fulfilled') continue;
      expect(answer.value.status).toBe(503);
      expect(answer.value.headers.connection).toBe('close');
      expect(JSON.parse(answer.value.body)).toMatchObject({
        code: ERRORS.unavailable.code,
        message: ERRORS.unavailable.message,
      });
    }
  });
});
