import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { captureLogs } from '../../test/log-capture';

describe('request ids', () => {
  let app: FastifyInstance;
  const logs = captureLogs('info');
  beforeAll(async () => {
    app = await createTestApp({}, { logger: logs.logger });
  });
  afterAll(() => app.close());

  it("takes the proxy's X-Request-Id, logs it and sends it back, errors included", async () => {
    const id = '5c1b7e0d9a2f4e6b8c3d1a0f9e8d7c6b';
    const res = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe(id);
    const lines = logs.lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(lines.filter((line) => line.reqId === id).length).toBeGreaterThanOrEqual(2);
  });

  it('makes its own when none, or an implausible one, is sent', async () => {
    for (const headers of [
      {},
      { 'x-request-id': 'a b<script>' },
      { 'x-request-id': 'x'.repeat(500) },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
