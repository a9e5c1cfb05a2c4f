import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { captureLogs } from '../test/log-capture';

/** Sends raw bytes so nothing on the client side fixes the encoding first. */
function rawGet(port: number, target: string, headers: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        [`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers, '', ''].join(
          '\r\n',
        ),
      );
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(answer.split(' ', 2)[1]);

describe('malformed percent-encoding, through the real logger and a real socket', () => {
  const logs = captureLogs('info');
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp({}, { logger: logs.logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it.each([
    ['a query key', '/api/health?%=1', 200],
    ['a query value', '/api/health?token=%E0%A4%A', 200],
    ['a broken key and value', '/api/health?%zz=%', 200],
    ['the path', '/api/%E0%A4%A', 400],
    ['a page path', '/%ff%', 400],
  ])('in %s: the server answers and keeps serving', async (_where, target, status) => {
    const answer = await rawGet(port, target);
    expect(statusOf(answer)).toBe(status);
    if (status >= 400) expect(answer).toMatch(/"code":"[A-Z]+-\d{3}","message":"[^"]+"/);
    expect(statusOf(await rawGet(port, '/api/health'))).toBe(200);
  });

  it('in a cookie: the request is answered as anonymous', async () => {
    const answer = await rawGet(port, '/api/user', ['Cookie: auth_token=%E0%A4%A; XSRF-TOKEN=%']);
    expect(statusOf(answer)).toBe(401);
    expect(statusOf(await rawGet(port, '/api/health'))).toBe(200);
  });

  it('logs the request line without throwing', () => {
    expect(logs.text()).toContain('/api/health?%=1');
  });
});
