import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

/** Serving the built web app, the SPA fallback, the JSON 404 of the API, and the API docs. */
describe('web app serving', () => {
  let app: FastifyInstance;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-web-'));
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1)');
    app = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(['/', '/search', '/dashboard?tab=librarys', '/no/such/page'])(
    'answers index.html for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api'],
  ] as const)('answers a JSON 404 for %s %s', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'GEN-404', message: 'Recurso no encontrado.' });
  });

  it('publishes the OpenAPI document built from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/events']));
  });

  it('serves the docs UI', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });

  it('tells the browser only the public configuration', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ analytics: 'first-party', botCheck: false, exchangeRate: 1 });
  });
});

describe('without a built web app', () => {
  it('explains how to build it instead of failing', async () => {
    const app = await createTestApp({ webDistDir: path.join(os.tmpdir(), 'mdc-missing-dist') });
    const res = await app.inject({ method: 'GET', url: '/search' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await app.close();
  });
});
