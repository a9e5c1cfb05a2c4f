import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { catalogError, expectError } from '../../test/error-answer';
import { captureLogs } from '../../test/log-capture';
import { rawGet } from '../../test/raw-http';

describe('request ids', () => {
  const logs = captureLogs('info');
  const suite = useTestApp({}, { logger: logs.logger, listen: true });
  const linesOf = (id: string) =>
    logs.lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
      .filter((line) => line.reqId === id);

  it("takes the proxy's X-Request-Id, logs it and sends it back, errors included", async () => {
    const id = '5c1b7e0d9a2f4e6b8c3d1a0f9e8d7c6b';
    const res = await suite.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': id },
    });
    expect(res.headers['x-request-id']).toBe(id);
    expectError(res, 404, catalogError('notFound'));
    expect(res.json<{ requestId: string }>().requestId).toBe(id);
    expect(linesOf(id).length).toBeGreaterThanOrEqual(2);
  });

  it('makes its own when none, or an implausible one, is sent', async () => {
    for (const headers of [
      {},
      { 'x-request-id': 'a b<script>' },
      { 'x-request-id': 'x'.repeat(500) },
    ]) {
      const res = await suite.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("gives the router's refusals (a bad URL) the id, in the header and the body", async () => {
    const id = 'mal-url.0001';
    const res = await suite.app.inject({
      method: 'GET',
      url: '/api/%E0%A4%A',
      headers: { 'x-request-id': id },
    });
    expectError(res, 400, catalogError('badUrl'));
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('gives an answer of the HTTP parser an id of its own, on its log line too', async () => {
    const answer = await rawGet(suite.port, '/api/health', [`Cookie: big=${'a'.repeat(20_000)}`]);
    expectError(answer, 431, catalogError('headersTooLarge'));
    const id = answer.headers['x-request-id']!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id).map((line) => line.msg)).toEqual(['client error: headersTooLarge']);
  });
});
