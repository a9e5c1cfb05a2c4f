import { CATALOG_MESSAGES } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { importPrintingPrice, importSets } from './testing/catalog-fixtures';
import { scaled } from '../../../test/time-factor';

/** GET /api/library/reference/public, /api/library/reference, /api/library/reference/set */

const suite = useTestApp();
let session: TestSession;

beforeAll(async () => {
  await importSets(suite.app.db, ['ELD', 'PELD', 'M10']);
  session = await loginAs(suite.app, await createUser(suite.app));
}, scaled(120_000));

const get = (url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers });

describe('GET /api/library/reference/public (anonymous name search)', () => {
  it('answers ranked card names, Spanish names mapped to the English card', async () => {
    const res = await get('/api/library/reference/public?name=Rel%C3%A1mpago');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: string; name: string }[];
    expect(body[0]).toMatchObject({ name: 'Lightning Bolt', id: expect.any(String) });
  });

  it('answers 400 with a Spanish message for a missing or too long name', async () => {
    const missing = await get('/api/library/reference/public');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VAL-400',
      message: CATALOG_MESSAGES.nameRequired,
    });
    const long = await get(`/api/library/reference/public?name=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: CATALOG_MESSAGES.nameTooLong });
  });

  it('limits each visitor to 240 searches a minute', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses = [];
    for (let i = 0; i < 241; i++) {
      const res = await suite.app.inject({
        method: 'GET',
        url: '/api/library/reference/public?name=zz',
        remoteAddress: '203.0.113.9',
        headers,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(240);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('GET /api/library/reference (name search, logged in)', () => {
  it('answers 401 to an anonymous visitor', async () => {
    const res = await get('/api/library/reference?name=oko');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SEC-401' });
  });

  it('answers names to a logged-in user, by cookie or bearer token', async () => {
    for (const headers of [session.cookieHeaders, session.bearerHeaders]) {
      const res = await get('/api/library/reference?name=oko', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toEqual({ id: expect.any(String), name: 'Oko, Thief of Crowns' });
    }
  });
});

describe('GET /api/library/reference/set (printings of a name)', () => {
  it('lists every printing, the regular one first, with images and catalog USD prices', async () => {
    await importPrintingPrice(
      suite.app.db,
      { set: 'ELD', number: '197' },
      { usd: 3.5, usdFoil: 9.25 },
    );

    const res = await get(
      '/api/library/reference/set?name=oko%2C%20thief%20of%20crowns',
      session.cookieHeaders,
    );
    expect(res.statusCode).toBe(200);
    const sets = res.json() as Record<string, unknown>[];
    expect(sets.map((s) => `${s.setCode} ${s.collectorNumber}`)).toEqual([
      'ELD 197',
      'ELD 271',
      'PELD 197p',
      'PELD 197s',
    ]);
    expect(sets[0]).toMatchObject({
      setName: 'Throne of Eldraine',
      usd: 3.5,
      usdFoil: 9.25,
      language: 'en',
      finishes: ['nonfoil', 'foil'],
      image: [
        expect.stringMatching(/^https:\/\/cards\.scryfall\.io\/normal\/front\/.\/.\/.+\.jpg$/),
      ],
    });
    expect(sets[3]).toMatchObject({ finishes: ['foil'], usd: null, usdFoil: null });
  });

  it('answers no sets for an unknown name and 400 for an empty one', async () => {
    const unknown = await get(
      '/api/library/reference/set?name=Carta%20Inventada',
      session.cookieHeaders,
    );
    expect(unknown.json()).toEqual([]);
    const empty = await get('/api/library/reference/set?name=%20', session.cookieHeaders);
    expect(empty.statusCode).toBe(400);
  });

  it('answers 401 to an anonymous visitor', async () => {
    expect((await get('/api/library/reference/set?name=oko')).statusCode).toBe(401);
  });
});
