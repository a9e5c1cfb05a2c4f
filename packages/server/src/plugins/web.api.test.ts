import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CARD_NAME_MAX_LENGTH, SEARCH_MAX_QUANTITY } from '@mdc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app';
import { expectError } from '../../test/error-answer';

/**
 * Serving the built web app (pre-compressed files, the SPA fallback), the JSON 404 of the API
 * and of missing assets, compressed JSON answers, and the API docs.
 */
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;
const INDEX = '<!doctype html><div id="root"></div>';
describe('web app serving', () => {
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-web-'));
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    const write = (file: string, body: string | Buffer) =>
      fs.writeFileSync(path.join(webDistDir, file), body);
    write('index.html', INDEX);
    write('index.html.br', zlib.brotliCompressSync(INDEX));
    write('assets/app-1234.js', SCRIPT);
    write('assets/app-1234.js.br', zlib.brotliCompressSync(SCRIPT));
    write('assets/app-1234.js.gz', zlib.gzipSync(SCRIPT));
  });
  const suite = useTestApp(() => ({ webDistDir }));
  afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));

  it.each(['/', '/search', '/dashboard?tab=librarys', '/no/such/page'])(
    'answers index.html for %s',
    async (url) => {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it("never counts the app's files and pages against the per-IP request limit", async () => {
    // One address loading pages with dozens of code-split files, past the API's 1,000 a minute.
    const remoteAddress = '10.9.8.7';
    for (let i = 0; i < 1010; i++) {
      const url = i % 2 ? '/assets/app-1234.js' : '/faq';
      const res = await suite.app.inject({ method: 'GET', url, remoteAddress });
      if (res.statusCode !== 200) throw new Error(`request ${i} to ${url}: ${res.statusCode}`);
    }
    const api = await suite.app.inject({ method: 'GET', url: '/api/config', remoteAddress });
    expect(api.headers['x-ratelimit-remaining']).toBe('999');
  });

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ] as const)(
    'sends the file compressed at build time when the browser accepts %s',
    async (accepted, encoding, decompress) => {
      const res = await suite.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // Once: decompressing it gives the file itself, not another compressed layer.
      expect(decompress(res.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('sends index.html pre-compressed too, still never cached', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/search',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it.each(['/assets/gone-5678.js', '/assets/', '/assets/deep/missing.css'])(
    'answers a JSON 404 for the missing asset %s, not the page',
    async (url) => {
      const res = await suite.app.inject({ method: 'GET', url });
      expectError(res, 404, { code: 'GEN-404', message: 'Recurso no encontrado.' });
    },
  );

  it('compresses a large JSON answer on the fly, and leaves a small one alone', async () => {
    const large = await suite.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString());
    expect(doc.openapi).toMatch(/^3\./);
    const small = await suite.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({
      analytics: 'first-party',
      botCheck: false,
      exchangeRate: 1,
      arsRate: null,
    });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api'],
  ] as const)('answers a JSON 404 for %s %s', async (method, url) => {
    const res = await suite.app.inject({ method, url });
    expectError(res, 404, { code: 'GEN-404', message: 'Recurso no encontrado.' });
  });

  it('publishes the OpenAPI document built from the route schemas', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/events']));
  });

  it('documents the names a search or a wanted list takes: plain, or with their copies', async () => {
    const doc = (await suite.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const bodyOf = (path: string) =>
      doc.paths[path].post.requestBody.content['application/json'].schema;
    const items = [
      ...['/api/search', '/api/search/public'].map((path) => {
        expect(bodyOf(path)).toMatchObject({ type: 'array', minItems: 1, maxItems: 1000 });
        return [bodyOf(path).items, SEARCH_MAX_QUANTITY] as const;
      }),
      [bodyOf('/api/library/buying/wanted').properties.cards.items, 1000] as const,
    ];
    for (const [item, most] of items) {
      const [name, card] = item.anyOf;
      expect(name).toEqual({ type: 'string', minLength: 1, maxLength: CARD_NAME_MAX_LENGTH });
      expect(card).toMatchObject({ type: 'object', properties: { name }, required: ['name'] });
      expect(card.properties.quantity).toMatchObject({
        type: 'integer',
        minimum: 1,
        maximum: most,
      });
    }
    // The hand-written form replaces what zod made of the schema: no `override` is left.
    expect(JSON.stringify(doc)).not.toContain('"override"');
    expect(doc.paths['/api/search/stored/{id}'].get).toBeDefined();
    const deck = doc.paths['/api/search/moxfield/decks/{deckId}'].get;
    expect(deck.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'sideboard', required: false }),
    );
  });

  it('serves the docs UI', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });

  it('tells the browser only the public configuration', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      analytics: 'first-party',
      botCheck: false,
      exchangeRate: 1,
      arsRate: null,
    });
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
