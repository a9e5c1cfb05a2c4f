import path from 'node:path';
import {
  STORED_SEARCHES_PER_USER,
  type LastSearchResponse,
  type OlderResultsResponse,
} from '@mdc/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { searches, users } from '../../db/schema/index';
import { purgeDisabledAccounts } from '../accounts/index';
import { importCatalog } from '../catalog/index';
import { expectError } from '../../../test/error-answer';

/** Stored searches: POST /search keeps them, GET /search/last and GET /search/{id} run them. */

let app: FastifyInstance;
let ana: TestUser;
let anaSession: TestSession;
let bruno: TestUser;
let brunoSession: TestSession;
let anaLibrary: string;
let diegoLibrary: string;

beforeAll(async () => {
  app = await createTestApp();
  await importCatalog(app.db, path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'));
  ana = await createUser(app, { user: 'ana_cartas', phoneNumber: '+54 351 555-0199' });
  anaSession = await loginAs(app, ana);
  bruno = await createUser(app, { user: 'bruno_busca' });
  brunoSession = await loginAs(app, bruno);
  const diego = await createUser(app, { user: 'diego_vende' });
  anaLibrary = (
    await createLibraryWithCards(app, ana, { name: 'Venta' }, [
      { name: 'Lightning Bolt', set: 'M10', price: '3', quantity: 2 },
    ])
  ).libraryId;
  diegoLibrary = (
    await createLibraryWithCards(app, diego, { name: 'Venta' }, [
      { name: 'Lightning Bolt', set: 'M10', price: '4' },
    ])
  ).libraryId;
}, 120_000);
afterAll(() => app?.close());

const searchAs = (session: TestSession, names: string[]) =>
  injectApi(app, 'POST', '/search', session.bearerHeaders, names);
const storedOf = async (userId: string) =>
  (await app.db.select({ n: count() }).from(searches).where(eq(searches.userId, userId)))[0]!.n;
const last = async (session: TestSession) => {
  const res = await injectApi(app, 'GET', '/search/last', session.bearerHeaders);
  expect(res.statusCode).toBe(200);
  return res.json() as LastSearchResponse;
};
const older = async (id: string, headers: Record<string, string> = {}) => {
  const res = await injectApi(app, 'GET', `/search/${id}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as OlderResultsResponse;
};

describe('GET /api/search/last', () => {
  it('answers search null and empty lists to a user who never searched', async () => {
    const user = await createUser(app);
    expect(await last(await loginAs(app, user))).toEqual({
      results: [],
      notFound: [],
      suggestions: [],
      search: null,
    });
  });

  it('runs the newest search again, with fresh results, and stores nothing', async () => {
    const user = await createUser(app);
    const session = await loginAs(app, user);
    const res = await searchAs(session, ['Giant Growth', ' lightning bolt ']);
    const { searchId } = res.json();
    expect(searchId).toMatch(/^[0-9a-f-]{36}$/);
    await createLibraryWithCards(app, ana, { name: 'Más' }, [
      { name: 'Giant Growth', set: 'M10', price: '1' },
    ]);

    const body = await last(session);
    expect(body.search).toEqual({
      id: searchId,
      names: ['Giant Growth', 'lightning bolt'],
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
    const user = await createUser(app);
    const session = await loginAs(app, user);
    const ids: string[] = [];
    for (let i = 0; i <= STORED_SEARCHES_PER_USER; i++) {
      const res = await searchAs(session, [`Carta ${i}`]);
      ids.push(res.json().searchId);
    }
    expect(await storedOf(user.id)).toBe(STORED_SEARCHES_PER_USER);
    expect((await last(session)).search?.names).toEqual([`Carta ${STORED_SEARCHES_PER_USER}`]);
    expect((await injectApi(app, 'GET', `/search/${ids[0]}`, {})).statusCode).toBe(404);
    expect((await injectApi(app, 'GET', `/search/${ids[1]}`, {})).statusCode).toBe(200);
  });

  it('never stores an anonymous search', async () => {
    const before = (await app.db.select({ n: count() }).from(searches))[0]!.n;
    const res = await injectApi(app, 'POST', '/search/public', {}, ['Lightning Bolt']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('searchId');
    expect((await app.db.select({ n: count() }).from(searches))[0]!.n).toBe(before);
  });

  it.each(['/search/last', '/search/recommended'])(
    '%s asks anonymous visitors to log in',
    async (url) => {
      const res = await injectApi(app, 'GET', url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SEC-401');
    },
  );
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
      const res = await injectApi(app, 'GET', `/search/${encodeURIComponent(id)}`, {});
      expectError(res, 404, {
        code: 'SRC-404',
        message:
          'No encontramos esa búsqueda. Revisá que el enlace esté completo o hacé una búsqueda nueva.',
      });
    },
  );

  it("hides a deleted account's searches at once and erases them at the purge", async () => {
    const user = await createUser(app);
    const { searchId } = (await searchAs(await loginAs(app, user), ['Lightning Bolt'])).json();
    const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await app.db.update(users).set({ disabledAt: longAgo }).where(eq(users.id, user.id));
    expect((await injectApi(app, 'GET', `/search/${searchId}`, {})).statusCode).toBe(404);
    await app.db.transaction((tx) => purgeDisabledAccounts(tx, new Date(), 15));
    expect(await storedOf(user.id)).toBe(0);
  });
});
