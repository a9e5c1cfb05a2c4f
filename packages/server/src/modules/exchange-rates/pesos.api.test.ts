import { LIBRARY_MESSAGES, type NotificationsResponse, type SearchResponse } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { exchangeRateJobs } from './jobs';

/**
 * Lines priced in pesos (docs/product/notifications.md#pesos): stored as 'ARS 15000', ranked by
 * the search at their dollar value of the day, ranked again when the rate changes, and compared
 * with a wanted list's maximum price in dollars.
 */

const suite = useTestApp();
let sellerSession: TestSession;
let buyerSession: TestSession;
let libraryId: string;
const card = { referenceId: null, name: 'Carta Peso', set: 'XYZ', collectorNumber: '1' };

/** Stores ARS_PER_USD = `arsPerUsd` as the rate of the day, as the hourly job does. */
const storeRate = (arsPerUsd: number) =>
  exchangeRateJobs({ ...suite.app.config, arsPerUsd })[0]!.run(suite.app.db, new Date());

const prices = async () => {
  const res = await injectApi(suite.app, 'POST', '/search', buyerSession.bearerHeaders, [
    'Carta Peso',
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResponse).results.map((result) => result.price);
};

beforeAll(async () => {
  const seller = await createUser(suite.app, { user: 'pia_pesos' });
  const dollars = await createUser(suite.app, { user: 'dora_dolares' });
  const buyer = await createUser(suite.app, { user: 'bruno_busca' });
  sellerSession = await loginAs(suite.app, seller);
  buyerSession = await loginAs(suite.app, buyer);
  await createLibraryWithCards(
    suite.app,
    buyer,
    { buying: true, alerts: true, alertMaxPrice: '8.00' },
    [{ name: 'Carta Peso', set: 'XYZ', collectorNumber: '1' }],
  );
  libraryId = (await createLibraryWithCards(suite.app, seller, { name: 'Pesos' })).libraryId;
  await createLibraryWithCards(suite.app, dollars, {}, [{ ...card, price: '10.00' }]);
});

describe('prices in pesos', () => {
  it('a price in pesos is stored whole as ARS; pesos with cents are refused', async () => {
    const add = (price: string) =>
      injectApi(suite.app, 'POST', '/library/card', sellerSession.cookieHeaders, {
        ...card,
        libraryId,
        price,
      });
    const refused = await add('ARS 15000,50');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: LIBRARY_MESSAGES.priceInvalid });
    const added = await add('$ 15.000');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ cards: [{ price: 'ARS 15000' }] });
  });

  it('without a rate, pesos come after every dollar price', async () => {
    expect(await prices()).toEqual(['10.00', 'ARS 15000']);
  });

  it('the search ranks pesos by their dollars of the day, again when the rate changes', async () => {
    expect(await storeRate(1000)).toBe('ARS per USD: 1000 (fixed)');
    expect(await storeRate(1000)).toBe('');
    // ARS 15000 at 1000 is USD 15: dearer than USD 10.
    expect(await prices()).toEqual(['10.00', 'ARS 15000']);
    await storeRate(2000);
    // At 2000 it is USD 7.50: the cheapest.
    expect(await prices()).toEqual(['ARS 15000', '10.00']);
  });

  it("a wanted list's maximum price in dollars applies to pesos at the rate of the day", async () => {
    const res = await injectApi(suite.app, 'GET', '/notifications', buyerSession.cookieHeaders);
    const list = res.json() as NotificationsResponse;
    // Listed before any rate, the ARS line was worth nothing known: no match then. A new line
    // listed at USD 7.50 of the day (ARS 15000 at 2000) is under the buyer's USD 8.00.
    expect(list.items).toEqual([]);
    const other = await injectApi(suite.app, 'POST', '/library/card', sellerSession.cookieHeaders, {
      ...card,
      condition: 'SP',
      libraryId,
      price: 'ARS 15000',
    });
    expect(other.statusCode, other.body).toBe(201);
    const after = (
      await injectApi(suite.app, 'GET', '/notifications', buyerSession.cookieHeaders)
    ).json() as NotificationsResponse;
    expect(after.items.map((item) => item.text)).toEqual([expect.stringContaining('Carta Peso')]);
  });
});
