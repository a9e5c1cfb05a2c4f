import {
  MOXFIELD_MESSAGES,
  type MoxfieldSearchResponse,
  type PublicMoxfieldSearchResponse,
} from '@mdc/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import {
  RECORDED_DECK_ID,
  startFakeMoxfield,
  type FakeMoxfield,
} from '../../../test/fakes/moxfield';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { expectError } from '../../../test/error-answer';
import { scaled } from '../../../test/time-factor';

/** GET /api/search/moxfield/decks/{deckId}[/public] against a fake Moxfield with a real deck. */

let moxfield: FakeMoxfield;
let session: TestSession;
let anaLibrary: string;

const OTHER_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const deckPath = (id: string, audience = '') => `/search/moxfield/decks/${id}${audience}`;

beforeAll(async () => {
  moxfield = await startFakeMoxfield();
});
const suite = useTestApp(() => ({ moxfieldApiUrl: moxfield.url }));

beforeAll(async () => {
  session = await loginAs(suite.app, await createUser(suite.app));
  const ana = await createUser(suite.app, { user: 'ana_cartas' });
  // Kept by name (no catalog here): the search finds them by their names all the same.
  const sale = await createLibraryWithCards(suite.app, ana, { name: 'Venta' }, [
    { name: 'Arcane Signet', set: 'XYZ', collectorNumber: '1', price: '2' },
    { name: 'Blood Artist', set: 'XYZ', collectorNumber: '2', price: '1.5' },
  ]);
  anaLibrary = sale.libraryId;
}, scaled(60_000));
afterAll(async () => {
  await moxfield?.close();
});
beforeEach(() => {
  moxfield.requests.length = 0;
});

const deckRequests = () => moxfield.requests.filter((path) => path.startsWith('/v3/decks/all/'));

describe('a deck Moxfield shows', () => {
  it('searches the names of its commander and mainboard, stores the search, then serves it from the cache', async () => {
    const res = await injectApi(
      suite.app,
      'GET',
      deckPath(RECORDED_DECK_ID),
      session.bearerHeaders,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as MoxfieldSearchResponse;
    expect(body.deck).toMatchObject({ id: RECORDED_DECK_ID, name: 'Marchesa Dealer of Crimes' });
    expect(body.deck.names).toHaveLength(86);
    expect(body.results.map((card) => [card.cardName, card.ownerUser, card.price])).toEqual([
      ['Arcane Signet', 'ana_cartas', '2.00'],
      ['Blood Artist', 'ana_cartas', '1.50'],
    ]);
    expect(body.results[0]!.libraryId).toBe(anaLibrary);
    expect(body.notFound).toHaveLength(84);
    expect(body.notFound).toContain('Marchesa, Dealer of Death');
    expect(body.searchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(deckRequests()).toEqual([`/v3/decks/all/${RECORDED_DECK_ID}`]);

    const last = await injectApi(suite.app, 'GET', '/search/last', session.bearerHeaders);
    expect(last.json().search).toMatchObject({ id: body.searchId, deckId: RECORDED_DECK_ID });
    expect(last.json().search.names).toEqual(body.deck.names);
    // Each card with its copies: 100 in all, 7 Swamps.
    const { wanted } = body;
    expect(wanted.map((card) => card.name)).toEqual(body.deck.names);
    expect(wanted.reduce((sum, card) => sum + card.quantity, 0)).toBe(100);
    expect(wanted).toContainEqual({ name: 'Swamp', quantity: 7, available: 0 });
    expect(wanted).toContainEqual({ name: 'Arcane Signet', quantity: 1, available: 1 });
    expect(last.json().search.quantities).toEqual(wanted.map((card) => card.quantity));

    // The cache: the anonymous page and a whole link (URL-encoded) reach Moxfield no more.
    const open = await injectApi(suite.app, 'GET', deckPath(RECORDED_DECK_ID, '/public'), {});
    const link = encodeURIComponent(`https://moxfield.com/decks/${RECORDED_DECK_ID}`);
    const again = await injectApi(suite.app, 'GET', deckPath(link), session.bearerHeaders);
    expect([open.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().results).toEqual(body.results);
    expect(deckRequests()).toHaveLength(1);
  });

  it('answers anonymous visitors without owner, library or price', async () => {
    const res = await injectApi(suite.app, 'GET', deckPath(RECORDED_DECK_ID, '/public'), {});
    const body = res.json() as PublicMoxfieldSearchResponse;
    expect(body.results.map((card) => card.cardName)).toEqual(['Arcane Signet', 'Blood Artist']);
    for (const card of body.results) {
      expect(card).not.toHaveProperty('ownerUser');
      expect(card).not.toHaveProperty('libraryId');
      expect(card).not.toHaveProperty('price');
    }
    expect(res.body).not.toContain('ana_cartas');
    expect(body).not.toHaveProperty('searchId');
  });

  it('answers a deck without cards with no results', async () => {
    moxfield.setDeck('EmptyDeckEmptyDeck0000', {
      name: 'Vacío',
      boards: { mainboard: { cards: {} } },
    });
    const res = await injectApi(
      suite.app,
      'GET',
      deckPath('EmptyDeckEmptyDeck0000', '/public'),
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      wanted: [],
      results: [],
      notFound: [],
      suggestions: [],
      deck: { id: 'EmptyDeckEmptyDeck0000', name: 'Vacío', names: [] },
    });
  });
});

describe('the sideboard', () => {
  const SIDEBOARD_DECK = 'SideboardDeckSideboard';
  // From an address of their own: the anonymous route's limit is the other tests' to spend.
  const get = (url: string, headers: Record<string, string>) =>
    suite.app.inject({ method: 'GET', url: `/api${url}`, headers, remoteAddress: '10.30.0.1' });
  beforeAll(() => {
    moxfield.setDeck(SIDEBOARD_DECK, {
      name: 'Con sideboard',
      boards: {
        mainboard: { cards: { a: { quantity: 2, card: { name: 'Blood Artist' } } } },
        sideboard: {
          cards: {
            b: { quantity: 1, card: { name: 'Blood Artist' } },
            c: { quantity: 3, card: { name: 'Arcane Signet' } },
          },
        },
        maybeboard: { cards: { d: { quantity: 1, card: { name: 'Opt' } } } },
      },
    });
  });

  it('counts only with ?sideboard=true, on both routes; the search is stored with it', async () => {
    for (const [audience, headers] of [
      ['', session.bearerHeaders],
      ['/public', {}],
    ] as const) {
      const without = await get(deckPath(SIDEBOARD_DECK, audience), headers);
      expect(without.json()).toMatchObject({
        wanted: [{ name: 'Blood Artist', quantity: 2, available: 1 }],
        deck: { names: ['Blood Artist'] },
      });
      const url = `${deckPath(SIDEBOARD_DECK, audience)}?sideboard=true`;
      const withSide = await get(url, headers);
      expect(withSide.json()).toMatchObject({
        wanted: [
          { name: 'Blood Artist', quantity: 3, available: 1 },
          { name: 'Arcane Signet', quantity: 3, available: 1 },
        ],
        deck: { names: ['Blood Artist', 'Arcane Signet'] },
      });
      expect(withSide.json().results).toHaveLength(2);
    }
    const last = await injectApi(suite.app, 'GET', '/search/last', session.bearerHeaders);
    expect(last.json().search).toMatchObject({
      names: ['Blood Artist', 'Arcane Signet'],
      quantities: [3, 3],
      deckId: SIDEBOARD_DECK,
    });
    // One fetch served all four: the sideboard is chosen after the cache.
    expect(deckRequests()).toHaveLength(1);
  });

  it.each(['quizás', 'TRUE', '1'])('refuses ?sideboard=%s in Spanish', async (value) => {
    const url = `${deckPath(SIDEBOARD_DECK, '/public')}?sideboard=${encodeURIComponent(value)}`;
    const res = await get(url, {});
    expectError(res, 400, {
      code: 'VAL-400',
      message: MOXFIELD_MESSAGES.sideboardInvalid,
      field: 'sideboard',
    });
  });
});

describe('a deck Moxfield does not give', () => {
  it.each([
    [
      'private',
      404,
      'MOX-404',
      'No encontramos ese mazo en Moxfield. Revisá el enlace o que el mazo sea público.',
    ],
    [
      'missing',
      404,
      'MOX-404',
      'No encontramos ese mazo en Moxfield. Revisá el enlace o que el mazo sea público.',
    ],
    [
      'error',
      502,
      'MOX-502',
      'Moxfield no responde en este momento. Probá de nuevo en unos minutos.',
    ],
    [
      'garbage',
      502,
      'MOX-502',
      'Moxfield no responde en este momento. Probá de nuevo en unos minutos.',
    ],
    [
      { title: 'not a deck' },
      502,
      'MOX-502',
      'Moxfield no responde en este momento. Probá de nuevo en unos minutos.',
    ],
  ] as const)('%j → %i', async (answer, status, code, message) => {
    moxfield.setDeck(OTHER_ID, answer);
    for (const [path, headers] of [
      [deckPath(OTHER_ID), session.bearerHeaders],
      [deckPath(OTHER_ID, '/public'), {}],
    ] as const) {
      const res = await injectApi(suite.app, 'GET', path, headers);
      expectError(res, status, { code, message });
    }
    // Failures are not cached: each call asked Moxfield.
    expect(deckRequests()).toHaveLength(2);
  });

  it(
    'gives up on a Moxfield that does not answer, with the 502',
    async () => {
      moxfield.setDeck('SlowDeckSlowDeckSlow00', 'slow');
      const res = await injectApi(
        suite.app,
        'GET',
        deckPath('SlowDeckSlowDeckSlow00', '/public'),
        {},
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('MOX-502');
    },
    scaled(15_000),
  );

  it('searches a deck that came back after a failure', async () => {
    moxfield.setDeck('BackAgainBackAgain0000', 'error');
    await injectApi(suite.app, 'GET', deckPath('BackAgainBackAgain0000', '/public'), {});
    moxfield.setDeck('BackAgainBackAgain0000', { name: 'Volvió', boards: {} });
    const res = await injectApi(
      suite.app,
      'GET',
      deckPath('BackAgainBackAgain0000', '/public'),
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().deck.name).toBe('Volvió');
  });
});

describe('the deck parameter (the deck link messages)', () => {
  const link = (text: string) => encodeURIComponent(text);
  it.each([
    [link(' '), 'La URL/ID de Moxfield está vacía.'],
    [
      link('https://moxfield.com/commanders/abc'),
      'La URL debe ser del tipo "decks". Ej: https://moxfield.com/decks/<ID>.',
    ],
    [link('https://moxfield.com/decks/'), 'No se pudo identificar el ID del deck en la URL.'],
    ['abc1234', 'El identificador del deck parece incompleto (se esperan 22 caracteres, hay 7).'],
    [
      link('https://moxfield.com/decks/abc1234'),
      'El identificador del deck parece incompleto (se esperan 22 caracteres, hay 7).',
    ],
    [link('abc!defghijklmnopqrstuv'), 'El identificador del deck no tiene el formato esperado.'],
    ['a'.repeat(23), 'El identificador del deck no tiene el formato esperado.'],
  ])('%s → 400', async (param, message) => {
    for (const [path, headers] of [
      [deckPath(param), session.bearerHeaders],
      [deckPath(param, '/public'), {}],
    ] as const) {
      const res = await injectApi(suite.app, 'GET', path, headers);
      expectError(res, 400, { code: 'MOX-400', message });
    }
    expect(deckRequests()).toEqual([]);
  });

  it('asks anonymous visitors to log in on the logged-in route', async () => {
    const res = await injectApi(suite.app, 'GET', deckPath(RECORDED_DECK_ID), {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SEC-401');
  });
});
