import { CATALOG_MESSAGES, type CardSummaryResponse } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { importPrices } from './import/import-prices';
import { importSets, tempDir, writeJsonFile } from './testing/catalog-fixtures';
import { allPricesToday } from './testing/price-fixtures';
import { expectError } from '../../../test/error-answer';
import { scaled } from '../../../test/time-factor';

/** POST /api/library/card/summary, GET /api/moxfield/price/{id}, GET /api/library/reference/{id}/price */

const GIANT = '09fd2d9c-1793-4beb-a3fb-7a869f660cd4';
const GIANT_FACE_A = 'd26fdb0c-80d4-5ea2-af6e-adbd290fc163';
const UNPRICED = '00000000-0000-4000-8000-000000000000';

const suite = useTestApp({ exchangeRate: 1.25 });
let session: TestSession;

beforeAll(async () => {
  await importSets(suite.app.db, ['ELD', 'PELD', 'M10']);
  const prices = allPricesToday('2022-04-25', {
    [GIANT_FACE_A]: { ck: 2.99, ckFoil: 4.99, usd: 2.1, usdFoil: 3.4, eur: 1.8 },
  });
  await importPrices(suite.app.db, writeJsonFile(tempDir(), 'AllPricesToday.json', prices));
  session = await loginAs(suite.app, await createUser(suite.app));
}, scaled(120_000));

const summary = (payload: unknown, headers: Record<string, string> = session.cookieHeaders) =>
  suite.app.inject({
    method: 'POST',
    url: '/api/library/card/summary',
    headers,
    payload: payload as object,
  });

describe('POST /api/library/card/summary (card data of imported rows)', () => {
  it('resolves each row and answers the exchange rate', async () => {
    const res = await summary([
      {
        name: 'Oko, Thief of Crowns',
        set: 'PELD',
        collectorNumber: '197p',
        foil: true,
        condition: 'NM',
        language: 'es',
        price: '12.50',
        quantity: 2,
      },
      { name: 'Relámpago' },
      { name: 'Bonecrusher Giant / Stomp', set: 'ELD', price: 'ck' },
      { name: 'Lightnig Bolt', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CardSummaryResponse;
    expect(body.exchangeRate).toBe(1.25);
    expect(body.cards[0]).toMatchObject({
      name: 'Oko, Thief of Crowns',
      foil: true,
      language: 'es',
      price: '12.50',
      quantity: 2,
      match: 'printing',
      reference: { setCode: 'PELD', setName: 'Throne of Eldraine Promos', collectorNumber: '197p' },
    });
    // Defaults of an import row: NM, English, one copy, not foil.
    expect(body.cards[1]).toMatchObject({
      condition: 'NM',
      language: 'en',
      quantity: 1,
      foil: false,
      match: 'name',
      reference: { name: 'Lightning Bolt', setCode: 'M10' },
    });
    expect(body.cards[2]).toMatchObject({
      match: 'set',
      price: 'ck',
      reference: { id: GIANT, usd: 2.1, usdFoil: 3.4, images: [expect.stringContaining(GIANT)] },
    });
    expect(body.cards[3]).toMatchObject({ match: 'none', reference: null });
    expect(body.cards[3]?.suggestions[0]).toBe('Lightning Bolt');
  });

  it('answers 400 with a Spanish message for an empty list or a bad row', async () => {
    const empty = await summary([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: CATALOG_MESSAGES.cardsRequired });
    const badCondition = await summary([{ name: 'Island', condition: 'Nuevo' }]);
    expect(badCondition.statusCode).toBe(400);
    expect(badCondition.json()).toMatchObject({ message: CATALOG_MESSAGES.conditionInvalid });
    const tooMany = await summary(Array.from({ length: 1001 }, () => ({ name: 'Island' })));
    expect(tooMany.json()).toMatchObject({ message: CATALOG_MESSAGES.tooManyCards });
  });

  it('limits each user to 30 lookups a minute, whatever the address', async () => {
    const busy = await loginAs(suite.app, await createUser(suite.app));
    const lookup = (headers: Record<string, string>, i: number) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/library/card/summary',
        headers,
        payload: [{ name: 'Island' }],
        remoteAddress: `10.40.0.${i}`,
      });
    for (let i = 0; i < 30; i++) expect((await lookup(busy.bearerHeaders, i)).statusCode).toBe(200);
    const refused = await lookup(busy.bearerHeaders, 31);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'SEC-429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user from the same address is not affected.
    const other = await loginAs(suite.app, await createUser(suite.app));
    expect((await lookup(other.bearerHeaders, 31)).statusCode).toBe(200);
  });

  it('offers close names for the first 10 different names not found only', async () => {
    const typos = Array.from({ length: 25 }, (_, i) => ({
      name: `Lightnig Bolt ${'x'.repeat(i)}`,
    }));
    const res = await summary([{ name: 'Lightnig Bolt' }, ...typos, { name: 'Lightnig Bolt' }]);
    expect(res.statusCode).toBe(200);
    const cards = (res.json() as CardSummaryResponse).cards;
    expect(cards.every((card) => card.match === 'none')).toBe(true);
    const offered = cards.map((card) => card.suggestions.length > 0);
    // Rows 0 and 1 are one name; rows 2–10 the next 9; rows 11–25 come too late. The repeated
    // first name at the end shares its close names.
    expect(offered[0]).toBe(true);
    expect(offered.at(-1)).toBe(true);
    expect(offered.slice(11, 26)).toEqual(Array.from({ length: 15 }, () => false));
  });

  it('answers 401 to an anonymous visitor and 403 to a cookie without its CSRF header', async () => {
    const anonymous = await summary([{ name: 'Island' }], {});
    expect(anonymous.statusCode).toBe(401);
    const { 'x-xsrf-token': _dropped, ...cookieOnly } = session.cookieHeaders;
    const forged = await summary([{ name: 'Island' }], cookieOnly);
    expect(forged.statusCode).toBe(403);
  });
});

describe.each(['/api/moxfield/price', '/api/library/reference'])(
  'reference price at %s',
  (base) => {
    const url = (id: string) => (base.endsWith('price') ? `${base}/${id}` : `${base}/${id}/price`);
    /** The reference price of `id`, asked by the logged-in member. */
    const priceOf = (id: string) =>
      suite.app.inject({ method: 'GET', url: url(id), headers: session.bearerHeaders });

    it('answers every reference price, 0 when unknown, with its date', async () => {
      const res = await priceOf(GIANT);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        usd: 2.1,
        eur: 1.8,
        ck: 2.99,
        scg: 0,
        usd_foil: 3.4,
        eur_foil: 0,
        ck_foil: 4.99,
        scg_foil: 0,
        lastUpdatedAtUtc: '2022-04-25T00:00:00.000Z',
      });
    });

    it('answers PRI-001 with the spec message when there is no price', async () => {
      const res = await priceOf(UNPRICED);
      expectError(res, 404, {
        code: 'PRI-001',
        message: 'No se encontró precio para la carta indicada',
      });
    });

    it('answers 400 for an id that is not a reference id, 401 to anonymous visitors', async () => {
      const bad = await priceOf('123');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: CATALOG_MESSAGES.referenceIdInvalid });
      expect((await suite.app.inject({ method: 'GET', url: url(GIANT) })).statusCode).toBe(401);
    });
  },
);

describe('OpenAPI document', () => {
  it('describes the catalog calls', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/library/reference/public',
        '/api/library/reference',
        '/api/library/reference/set',
        '/api/library/card/summary',
        '/api/moxfield/price/{id}',
        '/api/library/reference/{id}/price',
      ]),
    );
  });
});
