import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';
import { pageViewCounts } from '../../db/schema/index';
import { expectError } from '../../../test/error-answer';

describe('POST /api/events', () => {
  const suite = useTestApp();

  const send = (payload: unknown) =>
    suite.app.inject({ method: 'POST', url: '/api/events', payload: payload as object });

  it('counts page views per path and day', async () => {
    expect((await send({ type: 'page_view', path: '/search' })).statusCode).toBe(204);
    expect((await send({ type: 'page_view', path: '/search' })).statusCode).toBe(204);
    expect((await send({ type: 'page_view', path: '/faq' })).statusCode).toBe(204);
    const rows = await suite.app.db.select().from(pageViewCounts);
    const counts = Object.fromEntries(rows.map((row) => [row.path, row.count]));
    expect(counts).toEqual({ '/search': 2, '/faq': 1 });
  });

  it('stores pages of the suite.app only: ids collapse to their route, anything else is one row', async () => {
    for (const path of [
      '/search/lightning-bolt',
      '/search/otra',
      '/faq/',
      '/x1',
      '/x2',
      '/a/b/c',
    ]) {
      expect((await send({ type: 'page_view', path })).statusCode).toBe(204);
    }
    const rows = await suite.app.db.select().from(pageViewCounts);
    const counts = Object.fromEntries(rows.map((row) => [row.path, row.count]));
    expect(counts).toEqual({ '/search': 2, '/faq': 2, '/search/:lastSearch': 2, '(other)': 3 });
  });

  it.each([
    [{ type: 'page_view', path: 'search' }, 'path'],
    [{ type: 'page_view', path: '/search?q=1' }, 'path'],
    [{ type: 'click', path: '/search' }, 'type'],
    [{ type: 'page_view' }, 'path'],
  ])('refuses %j with a Spanish 400 naming the field', async (payload, field) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL-400', field });
  });

  it('answers a 400, not a 500, to a body that is not JSON', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expectError(res, 400, {
      code: 'VAL-001',
      message: 'El cuerpo de la solicitud no es válido.',
    });
  });

  it('counts nothing when analytics is off', async () => {
    const quiet = await createTestApp({ analytics: 'off' });
    const res = await quiet.inject({
      method: 'POST',
      url: '/api/events',
      payload: { type: 'page_view', path: '/x' },
    });
    expect(res.statusCode).toBe(204);
    expect(await quiet.db.select().from(pageViewCounts)).toEqual([]);
    await quiet.close();
  });
});
