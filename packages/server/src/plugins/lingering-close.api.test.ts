import { ERRORS, type ErrorKey } from '@mdc/shared';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { fetchElsewhere, type FetchRequest } from '../../test/fetch-elsewhere';
import { parseRawAnswer } from '../../test/raw-http';
import { LINGER_MS } from './lingering-close';

/**
 * Refusals of a request the client is still sending: the server answers, then
 * keeps reading what still comes for a while before it closes, so the client reads the answer
 * instead of a reset (EPIPE) while it writes.
 */

const TRIES = 10;

describe('an answer the client can read while it still sends', () => {
  const suite = useTestApp({}, { listen: true });
  const url = (path: string) => `http://127.0.0.1:${suite.port}${path}`;

  async function expectReadEveryTime(request: FetchRequest, status: number, key: ErrorKey) {
    const outcomes = await fetchElsewhere(Array(TRIES).fill(request));
    const read = outcomes.map((outcome) =>
      'error' in outcome ? outcome.error : `${outcome.status} ${JSON.parse(outcome.body).code}`,
    );
    expect(read).toEqual(Array(TRIES).fill(`${status} ${ERRORS[key].code}`));
  }

  it(`413 to a 6 MB body, read by fetch ${TRIES} times of ${TRIES}`, () =>
    expectReadEveryTime(
      {
        url: url('/api/login'),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        bodyPrefix: '{"password":"x","email":"',
        bodyBytes: 6 * 1024 * 1024,
      },
      413,
      'payloadTooLarge',
    ));

  it(`414 to a 1 MB URL, read by fetch ${TRIES} times of ${TRIES}`, () =>
    expectReadEveryTime(
      { url: url(`/api/health?x=${'a'.repeat(1024 * 1024)}`) },
      414,
      'urlTooLong',
    ));

  it('a refused client that keeps sending forever loses its socket after the lingering time', async () => {
    // Half-open: it keeps sending after the server's FIN, as a hostile client would.
    const socket = net.connect({ port: suite.port, host: '127.0.0.1', allowHalfOpen: true });
    socket.on('error', () => {});
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const head = 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';
    socket.write(`${head}Content-Length: ${50 * 1024 * 1024}\r\n\r\n{"email":"`);
    const drip = setInterval(() => socket.writable && socket.write('a'.repeat(1024)), 50);
    const started = Date.now();
    await closed;
    clearInterval(drip);
    expect(parseRawAnswer(text).status).toBe(413);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LINGER_MS - 100);
    expect(Date.now() - started).toBeLessThan(LINGER_MS + 1_000);
  });
});
