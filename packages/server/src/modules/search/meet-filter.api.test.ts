import {
  MEETING_PLACE_MESSAGES,
  SEARCH_RESULTS_PER_NAME,
  type MemberPlace,
  type SearchResponse,
} from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { catalogError, expectError } from '../../../test/error-answer';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { CABA, insertTestGeo, LA_PLATA } from '../../../test/geo';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { removePlace } from '../places/index';

/**
 * The search by meeting ('Dónde', docs/product/meetings.md#search-by-meeting): `?meet=city`
 * keeps the sellers who meet in the searcher's city, `?meet=<placeId>` those who meet at that
 * place; the copies counted for each name are those sellers' only.
 */

const suite = useTestApp();
const CARD = { name: 'Carta Fama', set: 'XYZ', collectorNumber: '1', price: '1.00', quantity: 2 };
const RARE = { name: 'Carta Rara', set: 'XYZ', collectorNumber: '1', price: '2.00', quantity: 1 };

let porteño: TestSession;
let sinCiudad: TestSession;
let magicLair: MemberPlace;
let retiro: MemberPlace;

beforeAll(async () => {
  await insertTestGeo(suite.app);
  const sellerWith = async (user: string, places: unknown[], cards = [CARD]) => {
    const seller = await createUser(suite.app, { user });
    await createLibraryWithCards(suite.app, seller, {}, cards);
    const session = await loginAs(suite.app, seller);
    const saved = await injectApi(suite.app, 'PUT', '/user/places', session.bearerHeaders, places);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json() as MemberPlace[];
  };
  [retiro] = (await sellerWith('ana_retiro', [
    { kind: 'public', name: 'Estación Retiro', ...CABA },
  ])) as [MemberPlace];
  [magicLair] = (await sellerWith('beto_laplata', [
    { kind: 'store', name: 'Magic Lair', ...LA_PLATA, hours: 'sábados 15 a 19' },
  ])) as [MemberPlace];
  await sellerWith('caro_aconvenir', [], [CARD, { ...RARE, collectorNumber: '99' }]);
  // More lines of one card than an answer shows a name: its copies are counted apart.
  const lines = Array.from({ length: SEARCH_RESULTS_PER_NAME + 2 }, (_, i) => ({
    ...RARE,
    collectorNumber: String(i + 1),
  }));
  await sellerWith('dani_muchas', [{ kind: 'store', name: 'Magic Lair', ...LA_PLATA }], lines);
  porteño = await loginAs(suite.app, await createUser(suite.app, { ...CABA }));
  sinCiudad = await loginAs(suite.app, await createUser(suite.app, { cityId: null }));
});

const search = (session: TestSession, query: string) =>
  injectApi(suite.app, 'POST', `/search${query}`, session.bearerHeaders, [
    { name: 'Carta Fama', quantity: 6 },
  ]);
const sellersOf = async (session: TestSession, query: string) => {
  const res = await search(session, query);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as SearchResponse;
  return {
    sellers: answer.results.map((card) => card.ownerUser).sort(),
    available: answer.wanted[0]!.available,
  };
};

describe('POST /api/search?meet=', () => {
  it('without it, finds every seller', async () => {
    expect(await sellersOf(porteño, '')).toEqual({
      sellers: ['ana_retiro', 'beto_laplata', 'caro_aconvenir'],
      available: 6,
    });
  });

  it("city: only the sellers who meet in the searcher's city, and only their copies count", async () => {
    expect(await sellersOf(porteño, '?meet=city')).toEqual({
      sellers: ['ana_retiro'],
      available: 2,
    });
  });

  it('a place: only the sellers who meet there', async () => {
    expect(await sellersOf(porteño, `?meet=${magicLair.placeId}`)).toEqual({
      sellers: ['beto_laplata'],
      available: 2,
    });
  });

  it('counts every free copy of those sellers, past the lines an answer shows', async () => {
    const wanted = SEARCH_RESULTS_PER_NAME + 5;
    const res = await injectApi(
      suite.app,
      'POST',
      `/search?meet=${magicLair.placeId}`,
      porteño.bearerHeaders,
      [{ name: 'Carta Rara', quantity: wanted }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as SearchResponse;
    expect(answer.results).toHaveLength(SEARCH_RESULTS_PER_NAME);
    expect(new Set(answer.results.map((card) => card.ownerUser))).toEqual(new Set(['dani_muchas']));
    // dani's 12 copies; caro's, who meets nowhere, are not counted.
    expect(answer.wanted[0]!.available).toBe(SEARCH_RESULTS_PER_NAME + 2);
  });

  it('city, from a member whose profile names no city: says how to name it', async () => {
    expectError(await search(sinCiudad, '?meet=city'), 400, catalogError('meetNoCity'));
  });

  it('anything else: refused in Spanish', async () => {
    const res = await search(porteño, '?meet=cerca');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MEETING_PLACE_MESSAGES.meetInvalid);
  });

  it('a place a moderator removed finds no one', async () => {
    await removePlace(suite.app.db, retiro.placeId, new Date());
    expect(await sellersOf(porteño, `?meet=${retiro.placeId}`)).toEqual({
      sellers: [],
      available: 0,
    });
  });
});
