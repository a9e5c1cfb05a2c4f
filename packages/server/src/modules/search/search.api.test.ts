import path from 'node:path';
import zlib from 'node:zlib';
import {
  SEARCH_RESULTS_PER_NAME as PER_NAME,
  publicSearchResponseSchema,
  searchResponseSchema,
  type PublicSearchResponse,
  type SearchResponse,
} from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { injectApi } from '../../../test/inject-api';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';
import { scaled } from '../../../test/time-factor';

/** POST /api/search and /api/search/public on real catalog sets and real libraries. */

const suite = useTestApp();
let session: TestSession;
/** Card ids by what they are: `anaBolt`, `brunoBolt`… */
const ids: Record<string, string> = {};
let anaLibrary: string;
let ana: TestUser;
let dario: TestUser;
let bruno: TestUser;
let brunoLibrary: string;

const setFile = (code: string) =>
  path.join(SHARED_DATA_DIR, `mtgjson/sets-2022-04-25/${code}.json.gz`);

beforeAll(async () => {
  // Lightning Bolt ('Relámpago'), Llanowar Elves, Giant Growth; Lim-Dûl's Vault; a transform DFC.
  for (const code of ['M10', 'ALL', 'NEO']) await importCatalog(suite.app.db, setFile(code));
  session = await loginAs(suite.app, await createUser(suite.app));

  ana = await createUser(suite.app, { user: 'ana_cartas', region: 'Córdoba', city: 'Capital' });
  const anaCards = await createLibraryWithCards(suite.app, ana, { name: 'Venta', trading: true }, [
    { name: 'Lightning Bolt', set: 'M10', price: '3' },
    { name: 'Relámpago', set: 'M10', foil: true, price: 'ck' },
    { name: 'Fable of the Mirror-Breaker', set: 'NEO', price: '20.5' },
    { name: "Lim-Dûl's Vault", set: 'ALL', condition: 'SP', language: 'es', price: '1.5' },
    { name: 'Carta Inventada', set: 'XYZ', collectorNumber: '7', price: '1' },
  ]);
  anaLibrary = anaCards.libraryId;
  const idOf = (name: string, foil = false) =>
    anaCards.cards.find((card) => card.cardName.startsWith(name) && card.foil === foil)!.id;
  ids.anaBolt = idOf('Lightning Bolt');
  ids.anaFoilBolt = idOf('Lightning Bolt', true);
  ids.fable = idOf('Fable of the Mirror-Breaker');
  ids.vault = idOf('Lim-Dûl');
  ids.invented = idOf('Carta Inventada');

  bruno = await createUser(suite.app, {
    user: 'bruno_trueque',
    region: 'Buenos Aires',
    city: 'La Plata',
  });
  const brunoCards = await createLibraryWithCards(
    suite.app,
    bruno,
    { selling: false, trading: true },
    [{ name: 'Lightning Bolt', set: 'M10', price: '2' }],
  );
  ids.brunoBolt = brunoCards.cards[0]!.id;
  brunoLibrary = brunoCards.libraryId;

  // Never found: a wanted list, a library that neither sells nor trades, a deleted account.
  const carla = await createUser(suite.app, { user: 'carla_busca' });
  await createLibraryWithCards(suite.app, carla, { buying: true }, [{ name: 'Lightning Bolt' }]);
  await createLibraryWithCards(suite.app, carla, { selling: false, trading: false }, [
    { name: 'Lightning Bolt', set: 'M10', price: '0.4' },
  ]);
  dario = await createUser(suite.app, { user: 'dario_baja' });
  const darioCards = await createLibraryWithCards(suite.app, dario, {}, [
    { name: 'Lightning Bolt', set: 'M10', price: '0.5' },
  ]);
  ids.darioBolt = darioCards.cards[0]!.id;
}, scaled(180_000));

async function search(names: unknown): Promise<SearchResponse> {
  const res = await injectApi(suite.app, 'POST', '/search', session.bearerHeaders, names);
  expect(res.statusCode).toBe(200);
  return res.json() as SearchResponse;
}

const idsOf = (body: { results: { id: string }[] }) => body.results.map((card) => card.id);

describe('POST /api/search (logged in)', () => {
  it('answers every field of a result card, the cheapest first, ck last', async () => {
    const body = await search(['Lightning Bolt']);
    expect(idsOf(body)).toEqual([ids.darioBolt, ids.brunoBolt, ids.anaBolt, ids.anaFoilBolt]);
    expect(body.notFound).toEqual([]);
    const [, bruno, ana, foil] = body.results;
    expect(ana).toEqual({
      id: ids.anaBolt,
      referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      cardName: 'Lightning Bolt',
      searchedName: 'Lightning Bolt',
      setName: 'Magic 2010',
      language: 'en',
      condition: 'NM',
      foil: false,
      quantity: 1,
      images: [expect.stringContaining(ana!.referenceId!)],
      available: 1,
      reserved: false,
      ownerUser: 'ana_cartas',
      ownerRegion: 'Córdoba',
      ownerCity: 'Capital',
      transactionType: 'sale',
      // Her library sells and trades: the card says both.
      transactionTypes: ['sale', 'trade'],
      libraryId: anaLibrary,
      price: '3.00',
    });
    expect(bruno).toMatchObject({
      ownerUser: 'bruno_trueque',
      transactionType: 'trade',
      transactionTypes: ['trade'],
      price: '2.00',
    });
    expect(foil).toMatchObject({ foil: true, price: 'ck', transactionType: 'sale' });
  });

  it('answers exactly the shared contract (the route skips zod on its way out)', async () => {
    const body = await search(['Lightning Bolt', 'Fable of the Mirror-Breaker', 'Sin Dueño']);
    expect(body.results).toHaveLength(5);
    expect(searchResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ] as const)(
    'compresses the answer for a browser that accepts %s, as the uncompressed one',
    async (accepted, encoding, decompress) => {
      const names = ['Lightning Bolt', 'Fable of the Mirror-Breaker'];
      const plain = await search(names);
      const res = await injectApi(
        suite.app,
        'POST',
        '/search',
        {
          ...session.bearerHeaders,
          'accept-encoding': accepted,
        },
        names,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = JSON.parse(decompress(res.rawPayload).toString('utf8')) as SearchResponse;
      expect(body.results).toEqual(plain.results);
    },
  );

  it('answers plainly to x-no-compression, still saying that the answer varies', async () => {
    const headers = { ...session.bearerHeaders, 'accept-encoding': 'br', 'x-no-compression': '1' };
    const res = await injectApi(suite.app, 'POST', '/search', headers, ['Lightning Bolt']);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect((res.json() as SearchResponse).results).toEqual(
      (await search(['Lightning Bolt'])).results,
    );
  });

  it('meets the names of a catalog imported after an earlier search of them', async () => {
    expect((await search(['Monstrous Hound'])).notFound).toEqual(['Monstrous Hound']);
    await importCatalog(suite.app.db, setFile('PEXO'));
    const hound = await createLibraryWithCards(suite.app, await createUser(suite.app), {}, [
      { name: 'Monstrous Hound', set: 'PEXO', price: '4' },
    ]);
    const body = await search(['monstrous hound']);
    expect(idsOf(body)).toEqual([hound.cards[0]!.id]);
    expect(body.notFound).toEqual([]);
  });

  it('follows a library that stops trading, and trades again', async () => {
    const { bearerHeaders } = await loginAs(suite.app, bruno);
    const trade = async (trading: boolean) => {
      const res = await injectApi(suite.app, 'PATCH', '/library', bearerHeaders, {
        internalId: brunoLibrary,
        name: 'Trueques',
        selling: false,
        trading,
      });
      expect(res.statusCode).toBe(200);
    };
    await trade(false);
    expect(idsOf(await search(['Lightning Bolt']))).not.toContain(ids.brunoBolt);
    await trade(true);
    expect(idsOf(await search(['Lightning Bolt']))).toContain(ids.brunoBolt);
  });

  it("never answers a deleted account's cards", async () => {
    const deleted = await suite.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      payload: { email: dario.email, password: dario.password },
    });
    expect(deleted.statusCode).toBe(200);
    const body = await search(['Lightning Bolt']);
    // Nor a buying library's, nor one that neither sells nor trades (carla_busca has both).
    expect(idsOf(body)).toEqual([ids.brunoBolt, ids.anaBolt, ids.anaFoilBolt]);
    expect(body.results.map((card) => card.ownerUser)).not.toContain('carla_busca');
  });

  it.each([
    ['LIGHTNING BOLT', 'bolt'],
    ['relámpago', 'bolt'],
    ['RELAMPAGO', 'bolt'],
    ["lim-dul's vault", 'vault'],
    ['LIM DÛLS VAULT', 'vault'],
    ['Fable of the Mirror-Breaker', 'fable'],
    ['reflection of kiki-jiki', 'fable'],
    ['Fable of the Mirror-Breaker / Reflection of Kiki-Jiki', 'fable'],
    ['carta inventada', 'invented'],
  ])('finds %j', async (name, what) => {
    const expected: Record<string, (string | undefined)[]> = {
      bolt: [ids.brunoBolt, ids.anaBolt, ids.anaFoilBolt],
      vault: [ids.vault],
      fable: [ids.fable],
      invented: [ids.invented],
    };
    const body = await search([name]);
    expect(idsOf(body)).toEqual(expected[what]);
    // Each card says which searched name found it, as it was sent.
    expect(body.results.map((card) => card.searchedName)).toEqual(expected[what]!.map(() => name));
    expect(body.notFound).toEqual([]);
  });

  it('keeps the searched order, answers each card once and names what it did not find', async () => {
    const body = await search([
      "Lim-Dûl's Vault",
      'Nombre Que No Existe',
      'Lightning Bolt',
      'Giant Growth',
      'relámpago',
      'fable of the mirror-breaker // reflection of kiki-jiki',
      'giant growth',
    ]);
    expect(idsOf(body)).toEqual([
      ids.vault,
      ids.brunoBolt,
      ids.anaBolt,
      ids.anaFoilBolt,
      ids.fable,
    ]);
    expect(body.results[4]!.cardName).toBe(
      'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki',
    );
    // Giant Growth is in the catalog but nobody lists it.
    expect(body.notFound).toEqual(['Nombre Que No Existe', 'Giant Growth']);
  });

  it(`answers at most ${PER_NAME} offers per name, the cheapest, equal prices by card id`, async () => {
    const elves = Array.from({ length: PER_NAME + 1 }, (_, i) => ({
      name: 'Llanowar Elves',
      set: 'M10',
      condition: (['M', 'NM', 'SP', 'LP', 'MP', 'HP', 'DMG'] as const)[i % 7],
      language: (['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'ru'] as const)[
        Math.floor(i / 7)
      ],
      price: String(PER_NAME + 1 - i),
    }));
    const [zoe, yago] = [
      await createUser(suite.app, { user: 'zoe_elfos' }),
      await createUser(suite.app, { user: 'yago_elfos' }),
    ];
    const zoeCards = await createLibraryWithCards(suite.app, zoe, {}, elves);
    const yagoCards = await createLibraryWithCards(suite.app, yago, {}, [elves[PER_NAME]!]);
    const body = await search(['Llanowar Elves', 'Lightning Bolt']);
    const elfOffers = body.results.filter((card) => card.cardName === 'Llanowar Elves');
    expect(elfOffers).toHaveLength(PER_NAME);
    expect(elfOffers.map((card) => card.price)).toEqual([
      '1.00',
      '1.00',
      ...Array.from({ length: PER_NAME - 2 }, (_, i) => `${i + 2}.00`),
    ]);
    // Same price: the card ids' order (the search index's), whoever the seller.
    const cheapest = [
      yagoCards.cards[0]!.id,
      zoeCards.cards.find((card) => card.price === '1.00')!.id,
    ];
    expect(elfOffers.slice(0, 2).map((card) => card.id)).toEqual(cheapest.sort());
    expect(body.results.slice(PER_NAME).map((card) => card.cardName)).toEqual([
      'Lightning Bolt',
      'Lightning Bolt',
      'Lightning Bolt',
    ]);
  });
});

describe('what a member is not offered, and the names they may have meant', () => {
  it('never offers a member their own cards, in any search (issue 19)', async () => {
    const { bearerHeaders } = await loginAs(suite.app, ana);
    const res = await injectApi(suite.app, 'POST', '/search', bearerHeaders, [
      'Lightning Bolt',
      'Fable of the Mirror-Breaker',
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SearchResponse;
    // Only ana lists the Fable: for her, nobody does.
    expect(idsOf(body)).toEqual([ids.brunoBolt]);
    expect(body.notFound).toEqual(['Fable of the Mirror-Breaker']);
    // Her last search, run again, leaves them out too.
    const last = await injectApi(suite.app, 'GET', '/search/last', bearerHeaders);
    expect(idsOf(last.json() as SearchResponse)).toEqual([ids.brunoBolt]);
    // Anybody else is offered them.
    expect(idsOf(await search(['Fable of the Mirror-Breaker']))).toEqual([ids.fable]);
  });

  it('suggests close names for the names the catalog does not know, not for known ones', async () => {
    const body = await search(['Lightnig Bolt', 'Giant Growth', 'Relampagoo']);
    expect(body.notFound).toEqual(['Lightnig Bolt', 'Giant Growth', 'Relampagoo']);
    // Giant Growth is spelled right: nobody lists it, no suggestion.
    expect(body.suggestions.map((entry) => entry.name)).toEqual(['Lightnig Bolt', 'Relampagoo']);
    expect(body.suggestions[0]!.closeNames[0]).toBe('Lightning Bolt');
    expect(body.suggestions[1]!.closeNames).toContain('Lightning Bolt');
    expect(searchResponseSchema.parse(body)).toEqual(body);
    // A search without typos has none.
    expect((await search(['Lightning Bolt'])).suggestions).toEqual([]);
  });
});

describe('the seller as the search shows them', () => {
  it("follows a change of user name, province and city, and of the library's flags", async () => {
    const eva = await createUser(suite.app, {
      user: 'eva_vende',
      region: 'Córdoba',
      city: 'Capital',
    });
    const evaSession = await loginAs(suite.app, eva);
    const { libraryId } = await createLibraryWithCards(suite.app, eva, { name: 'Eva' }, [
      { name: 'Carta De Eva', set: 'XYZ', collectorNumber: '9', price: '2' },
    ]);
    const seller = async () => {
      const [card] = (await search(['Carta De Eva'])).results;
      return card && [card.ownerUser, card.ownerRegion, card.ownerCity, card.transactionTypes];
    };
    expect(await seller()).toEqual(['eva_vende', 'Córdoba', 'Capital', ['sale']]);

    const profile = { user: 'eva_mendoza', region: 'Mendoza', regionId: '50', city: 'Godoy Cruz' };
    const edited = await injectApi(suite.app, 'PATCH', '/user', evaSession.bearerHeaders, profile);
    expect(edited.statusCode).toBe(200);
    expect(await seller()).toEqual(['eva_mendoza', 'Mendoza', 'Godoy Cruz', ['sale']]);

    const setFlags = async (selling: boolean, trading: boolean) => {
      const flags = { internalId: libraryId, name: 'Eva', selling, trading };
      const res = await injectApi(suite.app, 'PATCH', '/library', evaSession.bearerHeaders, flags);
      expect(res.statusCode).toBe(200);
    };
    await setFlags(true, true);
    expect(await seller()).toEqual(['eva_mendoza', 'Mendoza', 'Godoy Cruz', ['sale', 'trade']]);
    await setFlags(false, true);
    expect(await seller()).toEqual(['eva_mendoza', 'Mendoza', 'Godoy Cruz', ['trade']]);

    await setFlags(false, false);
    expect(await seller()).toBeUndefined();
  });
});

describe('POST /api/search/public (anonymous)', () => {
  it('answers the same cards without owner, library or price', async () => {
    const res = await injectApi(suite.app, 'POST', '/search/public', {}, [
      'Lightning Bolt',
      'Sin Dueño',
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PublicSearchResponse;
    expect(idsOf(body)).toEqual([ids.brunoBolt, ids.anaBolt, ids.anaFoilBolt]);
    expect(body.notFound).toEqual(['Sin Dueño']);
    expect(body.suggestions).toEqual([]);
    expect(publicSearchResponseSchema.parse(body)).toEqual(body);
    for (const card of body.results) {
      expect(Object.keys(card).sort()).toEqual([
        'available',
        'cardName',
        'condition',
        'foil',
        'id',
        'images',
        'language',
        'ownerCity',
        'ownerRegion',
        'quantity',
        'referenceId',
        'reserved',
        'searchedName',
        'setName',
        'transactionType',
        'transactionTypes',
      ]);
    }
    expect(body.results[0]).toMatchObject({
      ownerRegion: 'Buenos Aires',
      ownerCity: 'La Plata',
      transactionType: 'trade',
    });
    for (const secret of ['ana_cartas', 'bruno_trueque', anaLibrary, '3.00', '"ck"']) {
      expect(res.body).not.toContain(secret);
    }
  });
});
