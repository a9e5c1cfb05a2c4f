import path from 'node:path';
import {
  STORED_SEARCH_MESSAGES,
  STORED_SEARCHES_PER_USER,
  storedSearchSchema,
  type LastSearchResponse,
  type OlderResultsResponse,
} from '@mdc/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { searches, users } from '../../db/schema/index';
import { purgeDisabledAccounts } from '../accounts/index';
import { importCatalog } from '../catalog/index';
import { expectError } from '../../../test/error-answer';
import { scaled } from '../../../test/time-factor';

/** Stored searches: POST /search keeps them, GET /search/last and GET /search/{id} run them. */

const suite = useTestApp();
let ana: TestUser;
let anaSession: TestSession;
let bruno: TestUser;
let brunoSession: TestSession;
let anaLibrary: string;
let diegoLibrary: string;

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  ana = await createUser(suite.app, { user: 'ana_cartas', phoneNumber: '+54 351 555-0199' });
  anaSession = await loginAs(suite.app, ana);
  bruno = await createUser(suite.app, { user: 'bruno_busca' });
  brunoSession = await loginAs(suite.app, bruno);
  const diego = await createUser(suite.app, { user: 'diego_vende' });
  anaLibrary = (
    await createLibraryWithCards(suite.app, ana, { name: 'Venta' }, [
      { name: 'Lightning Bolt', set: 'M10', price: '3', quantity: 2 },
    ])
  ).libraryId;
  diegoLibrary = (
    await createLibraryWithCards(suite.app, diego, { name: 'Venta' }, [
      { name: 'Lightning Bolt', set: 'M10', price: '4' },
    ])
  ).libraryId;
}, scaled(120_000));

const searchAs = (session: TestSession, names: unknown[]) =>
  injectApi(suite.app, 'POST', '/search', session.bearerHeaders, names);
const storedOf = async (userId: string) =>
  (await suite.app.db.select({ n: count() }).from(searches).where(eq(searches.userId, userId)))[0]!
    .n;
const last = async (session: TestSession) => {
  const res = await injectApi(suite.app, 'GET', '/search/last', session.bearerHeaders);
  expect(res.statusCode).toBe(200);
  return res.json() as LastSearchResponse;
};
const older = async (id: string, headers: Record<string, string> = {}) => {
  const res = await injectApi(suite.app, 'GET', `/search/${id}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as OlderResultsResponse;
};

describe('GET /api/search/last', () => {
  it('answers search null and empty lists to a user who never searched', async () => {
    const user = await createUser(suite.app);
    expect(await last(await loginAs(suite.app, user))).toEqual({
      wanted: [],
      results: [],
      notFound: [],
      suggestions: [],
      search: null,
    });
  });

  it('runs the newest search again, with fresh results, and stores nothing', async () => {
    const user = await createUser(suite.app);
    const session = await loginAs(suite.app, user);
    const res = await searchAs(session, ['Giant Growth', ' lightning bolt ']);
    const { searchId } = res.json();
    expect(searchId).toMatch(/^[0-9a-f-]{36}$/);
    await createLibraryWithCards(suite.app, ana, { name: 'Más' }, [
      { name: 'Giant Growth', set: 'M10', price: '1' },
    ]);

    const body = await last(session);
    expect(body.search).toEqual({
      id: searchId,
      names: ['Giant Growth', 'lightning bolt'],
      quantities: [1, 1],
      deckId: null,
      createdAt: expect.any(String),
    });
    expect(body.searchId).toBe(searchId);
    expect(body.results.map((card) => [card.cardName, card.ownerUser])).toEqual([
      ['Giant Growth', 'ana_cartas'],
      ['Lightning Bolt', 'ana_cartas'],
      ['Lightning Bolt', 'diego_vende'],
    ]);
    expect(body.notFound).toEqual([]);
    expect(await storedOf(user.id)).toBe(1);
  });

  it(`keeps only the newest ${STORED_SEARCHES_PER_USER} searches of a user`, async () => {
    const user = await createUser(suite.app);
    const session = await loginAs(suite.app, user);
    const ids: string[] = [];
    for (let i = 0; i <= STORED_SEARCHES_PER_USER; i++) {
      const res = await searchAs(session, [`Carta ${i}`]);
      ids.push(res.json().searchId);
    }
    expect(await storedOf(user.id)).toBe(STORED_SEARCHES_PER_USER);
    expect((await last(session)).search?.names).toEqual([`Carta ${STORED_SEARCHES_PER_USER}`]);
    expect((await injectApi(suite.app, 'GET', `/search/${ids[0]}`, {})).statusCode).toBe(404);
    expect((await injectApi(suite.app, 'GET', `/search/${ids[1]}`, {})).statusCode).toBe(200);
  });

  it('never stores an anonymous search', async () => {
    const before = (await suite.app.db.select({ n: count() }).from(searches))[0]!.n;
    const res = await injectApi(suite.app, 'POST', '/search/public', {}, ['Lightning Bolt']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('searchId');
    expect((await suite.app.db.select({ n: count() }).from(searches))[0]!.n).toBe(before);
  });

  it.each(['/search/last', '/search/recommended'])(
    '%s asks anonymous visitors to log in',
    async (url) => {
      const res = await injectApi(suite.app, 'GET', url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SEC-401');
    },
  );
});

describe('the copies wanted, kept', () => {
  it('are stored with the names (the same name added up) and searched again by /search/last', async () => {
    const session = await loginAs(suite.app, await createUser(suite.app));
    const res = await searchAs(session, [
      { name: 'Lightning Bolt', quantity: 2 },
      'Giant Growth',
      { name: 'lightning bolt', quantity: 2 },
    ]);
    const { searchId } = res.json();
    const body = await last(session);
    expect(body.search).toMatchObject({
      id: searchId,
      names: ['Lightning Bolt', 'Giant Growth'],
      quantities: [4, 1],
    });
    // ana's 2 and diego's 1 Lightning Bolt: 3 of the 4 wanted.
    expect(body.wanted).toEqual([
      { name: 'Lightning Bolt', quantity: 4, available: 3 },
      { name: 'Giant Growth', quantity: 1, available: 1 },
    ]);
  });

  it('are one of each name for a search stored before they were', async () => {
    const user = await createUser(suite.app);
    const session = await loginAs(suite.app, user);
    const { searchId } = (await searchAs(session, ['Lightning Bolt', 'Giant Growth'])).json();
    await suite.app.db
      .update(searches)
      .set({ quantities: [] })
      .where(eq(searches.id, searchId as string));
    const res = await injectApi(suite.app, 'GET', `/search/stored/${searchId}`, {});
    expect(res.json()).toMatchObject({ quantities: [1, 1] });
    expect((await last(session)).wanted.map((card) => card.quantity)).toEqual([1, 1]);
  });
});

describe('GET /api/search/stored/{id}', () => {
  it('answers the stored search itself to anyone with the link', async () => {
    const { searchId } = (
      await searchAs(brunoSession, [{ name: 'Lightning Bolt', quantity: 3 }, 'Opt'])
    ).json();
    for (const headers of [{}, anaSession.bearerHeaders, brunoSession.cookieHeaders]) {
      const res = await injectApi(suite.app, 'GET', `/search/stored/${searchId}`, headers);
      expect(res.statusCode).toBe(200);
      expect(storedSearchSchema.strict().parse(res.json())).toEqual({
        id: searchId,
        names: ['Lightning Bolt', 'Opt'],
        quantities: [3, 1],
        deckId: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
  });

  it.each(['no-es-un-id', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"])(
    'answers %j with the Spanish 404',
    async (id) => {
      const res = await injectApi(suite.app, 'GET', `/search/stored/${encodeURIComponent(id)}`, {});
      expectError(res, 404, {
        code: 'SRC-404',
        message: STORED_SEARCH_MESSAGES.notFound,
      });
    },
  );

  it("answers a disabled account's search with the 404", async () => {
    const user = await createUser(suite.app);
    const { searchId } = (await searchAs(await loginAs(suite.app, user), ['Opt'])).json();
    await suite.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const res = await injectApi(suite.app, 'GET', `/search/stored/${searchId}`, {});
    expect(res.statusCode).toBe(404);
  });

  it('answers 60 calls a minute per address, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await suite.app.inject({
        method: 'GET',
        url: '/api/search/stored/no-es-un-id',
        remoteAddress: '203.0.113.61',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('GET /api/search/{id} (the older results page)', () => {
  let brunoSearch: string;
  beforeAll(async () => {
    brunoSearch = (await searchAs(brunoSession, ['Lightning Bolt'])).json().searchId;
  });

  const item = (
    owner: string,
    libraryId: string,
    quantity: number,
    contact = { ownerPhone: '', ownerEmail: '' },
  ) => ({
    cardName: 'Lightning Bolt',
    quantity,
    ownerName: owner,
    ...contact,
    imageUrl: expect.stringMatching(/^https:\/\//),
    libraryId,
  });

  it('shows anonymous visitors and other users no phone and no e-mail', async () => {
    const expected = [item('ana_cartas', anaLibrary, 2), item('diego_vende', diegoLibrary, 1)];
    expect((await older(brunoSearch)).results).toEqual(expected);
    expect((await older(brunoSearch, brunoSession.bearerHeaders)).results).toEqual(expected);
  });

  it('shows a seller his own contact on his own offers only', async () => {
    const { results } = await older(brunoSearch.toUpperCase(), anaSession.cookieHeaders);
    expect(results).toEqual([
      item('ana_cartas', anaLibrary, 2, { ownerPhone: '+54 351 555-0199', ownerEmail: ana.email }),
      item('diego_vende', diegoLibrary, 1),
    ]);
  });

  it.each(['no-es-un-id', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"])(
    'answers %j with the Spanish 404',
    async (id) => {
      const res = await injectApi(suite.app, 'GET', `/search/${encodeURIComponent(id)}`, {});
      expectError(res, 404, {
        code: 'SRC-404',
        message:
          'No encontramos esa búsqueda. Revisá que el enlace esté completo o hacé una búsqueda nueva.',
      });
    },
  );

  it("hides a deleted account's searches at once and erases them at the purge", async () => {
    const user = await createUser(suite.app);
    const { searchId } = (
      await searchAs(await loginAs(suite.app, user), ['Lightning Bolt'])
    ).json();
    const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await suite.app.db.update(users).set({ disabledAt: longAgo }).where(eq(users.id, user.id));
    expect((await injectApi(suite.app, 'GET', `/search/${searchId}`, {})).statusCode).toBe(404);
    await suite.app.db.transaction((tx) => purgeDisabledAccounts(tx, new Date(), 15));
    expect(await storedOf(user.id)).toBe(0);
  });
});
