import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectHealthy, useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { rawGet, rawRequest } from '../../test/raw-http';
import { catalogError, expectError } from '../../test/error-answer';

/** Statuses that come from the HTTP layer rather than a route: all in the Spanish contract. */

describe('answers outside any route, through a real socket', () => {
  const suite = useTestApp({}, { listen: true });

  it('414 for a request line longer than the parser takes', async () => {
    const answer = await rawGet(suite.port, `/api/health?x=${'a'.repeat(20_000)}`);
    expectError(answer, 414, catalogError('urlTooLong'));
  });

  it('414 for a path parameter over the router limit', async () => {
    const answer = await rawGet(suite.port, `/api/user/resend/${'a'.repeat(600)}%40example.com`);
    expectError(answer, 414, catalogError('urlTooLong'));
  });

  it('431 for headers over the limit', async () => {
    const answer = await rawGet(suite.port, '/api/health', [`Cookie: big=${'a'.repeat(20_000)}`]);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expectError(answer, 431, catalogError('headersTooLarge'));
  });

  it('400 for a request the parser cannot read, and the server keeps serving', async () => {
    const answer = await rawRequest(suite.port, { method: 'GET /api/health', target: 'x' });
    expectError(answer, 400, catalogError('badRequest'));
    expect((await rawGet(suite.port, '/api/health')).status).toBe(200);
  });

  it('400 in Spanish for an HTTP/1.1 request without Host (issue 35)', async () => {
    const answer = await rawRequest(suite.port, { target: '/api/health', host: null });
    expectError(answer, 400, catalogError('badRequest'));
  });

  it('400 in Spanish for CONNECT, then the socket closes (issue 35)', async () => {
    const answer = await rawRequest(suite.port, { method: 'CONNECT', target: 'example.com:443' });
    expectError(answer, 400, catalogError('badRequest'));
  });
});

describe('answers of the body parser and the limits, through app.inject', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('413 for a body over 5 MB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: `{"type":"page_view","path":"/${'a'.repeat(6 * 1024 * 1024)}"}`,
    });
    expectError(res, 413, catalogError('payloadTooLarge'));
  });

  it.each(['text/plain', 'application/xml', 'multipart/form-data; boundary=x'])(
    '415 for a body sent as %s',
    async (type) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': type },
        payload: 'type=page_view',
      });
      expectError(res, 415, catalogError('unsupportedMediaType'));
    },
  );

  it('429 of the request limit carries Retry-After', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { type: 'page_view', path: '/search' },
        remoteAddress: '10.77.0.1',
      });
    for (let i = 0; i < 120; i++) await send();
    const res = await send();
    expectError(res, 429, catalogError('rateLimited'));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('login and profile answers are never cached', async () => {
    const ana = await createUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ana.email, password: ana.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });
});

describe('an overloaded server', () => {
  let app: FastifyInstance;
  let webDistDir: string;
  beforeAll(async () => {
    // Any heap counts as too much: every sample after the first says "overloaded".
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-web-'));
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(webDistDir, 'assets', 'page.js'), 'export {};');
    app = await createTestApp(
      { webDistDir },
      { pressure: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 } },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers 503 in Spanish with Retry-After at once', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/library/reference/public?name=bolt' });
    expectError(res, 503, catalogError('overloaded'));
    expect(res.headers['retry-after']).toBe('10');
  });

  it("still serves the web app's pages and files", async () => {
    const page = await app.inject({ method: 'GET', url: '/faq' });
    expect(page.statusCode).toBe(200);
    const asset = await app.inject({ method: 'GET', url: '/assets/page.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('still answers the health check', () => expectHealthy(app));

  it('still answers ready: a busy instance is slow, not out of service', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
