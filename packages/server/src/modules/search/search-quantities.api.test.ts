import path from 'node:path';
import {
  publicSearchResponseSchema,
  searchResponseSchema,
  type PublicSearchResponse,
  type SearchResponse,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { libraries, users } from '../../db/schema/index';
import { importCatalog } from '../catalog/index';
import { relistLibraryCards, relistOwnerCards } from '../libraries/index';
import { scaled } from '../../../test/time-factor';

/**
 * Quantities in POST /api/search and /api/search/public (docs/product/search.md#quantities):
 * names with the copies wanted, the same name twice added up, `wanted` with the free copies of
 * every listed line a name matches, and each result card's own free copies.
 */

const suite = useTestApp();
let me: TestUser;
let session: TestSession;
const ids: Record<string, string> = {};

const bolt = (set: string, quantity: number, price: string) => ({
  name: 'Lightning Bolt',
  set,
  quantity,
  price,
});

type Library = Parameters<typeof createLibraryWithCards>[2];
type Cards = NonNullable<Parameters<typeof createLibraryWithCards>[3]>;

/** A seller with one library of these cards; `library` its flags. */
async function seller(user: string, cards: Cards, library: Library = {}) {
  const owner = await createUser(suite.app, { user });
  return { owner, ...(await createLibraryWithCards(suite.app, owner, library, cards)) };
}

beforeAll(async () => {
  // Lightning Bolt in two printings (M10, STA), Llanowar Elves.
  const sets = path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25');
  for (const code of ['M10', 'STA'])
    await importCatalog(suite.app.db, path.join(sets, `${code}.json.gz`));
  me = await createUser(suite.app, { user: 'yo_busco' });
  session = await loginAs(suite.app, me);

  // Counted: ana's lines (both printings, and a card kept by name), fede's trade library.
  const ana = await seller('ana_cartas', [
    bolt('M10', 3, '2'),
    bolt('STA', 2, '4'),
    { name: 'Carta Inventada', set: 'XYZ', collectorNumber: '7', quantity: 2, price: '1' },
  ]);
  ids.anaM10 = ana.cards.find((card) => card.setCode === 'M10')!.id;
  ids.anaSta = ana.cards.find((card) => card.setCode === 'STA')!.id;
  await seller('fede_cambia', [bolt('M10', 1, '3')], { selling: false, trading: true });
  // Eleven lines of one card: more than the 10 a search answers.
  const elves = Array.from({ length: 11 }, (_, i) => ({
    name: 'Llanowar Elves',
    set: 'M10',
    condition: (['M', 'NM', 'SP', 'LP', 'MP', 'HP', 'DMG'] as const)[i % 7],
    language: (['en', 'es'] as const)[Math.floor(i / 7)],
    price: String(i + 1),
  }));
  ids.gusFirst = (await seller('gus_elfos', elves)).cards.find((card) => card.price === '1.00')!.id;

  // Left out for the member: his own cards, and users blocked either way (cheaper than gus's).
  const elf = (quantity: number) => ({
    name: 'Llanowar Elves',
    set: 'M10',
    quantity,
    price: '0.5',
  });
  await createLibraryWithCards(suite.app, me, { name: 'Mías' }, [bolt('M10', 7, '1'), elf(5)]);
  await seller('bruno_bloqueado', [bolt('M10', 1, '1'), elf(3)]);
  const carla = await seller('carla_bloquea', [bolt('M10', 1, '1'), elf(2)]);
  const block = async (as: TestSession, user: string) =>
    expect(
      (await injectApi(suite.app, 'PUT', `/blocks/${user}`, as.bearerHeaders)).statusCode,
    ).toBe(200);
  await block(session, 'bruno_bloqueado');
  await block(await loginAs(suite.app, carla.owner), 'yo_busco');

  // Left out for everyone: a suspended seller, a hidden library, a deleted account.
  const dario = await seller('dario_suspendido', [bolt('M10', 5, '1'), elf(4)]);
  await suite.app.db.transaction(async (tx) => {
    await tx.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, dario.owner.id));
    await relistOwnerCards(tx, dario.owner.id);
  });
  const eva = await seller('eva_oculta', [bolt('M10', 4, '1')]);
  await suite.app.db.transaction(async (tx) => {
    await tx.update(libraries).set({ hiddenAt: new Date() }).where(eq(libraries.id, eva.libraryId));
    await relistLibraryCards(tx, eva.libraryId);
  });
  const ivan = await seller('ivan_baja', [bolt('M10', 3, '1')]);
  const deleted = await injectApi(
    suite.app,
    'POST',
    '/user/delete',
    {},
    {
      email: ivan.owner.email,
      password: ivan.owner.password,
    },
  );
  expect(deleted.statusCode).toBe(200);

  // Reserved copies: one of ana's three M10 Bolts, both of her STA ones, gus's cheapest elf.
  const hugo = await loginAs(suite.app, await createUser(suite.app, { user: 'hugo_reserva' }));
  const reserve = (cardId: string) => ({ cardId, transactionType: 'sale' });
  const reserved = await injectApi(suite.app, 'POST', '/reservation', hugo.bearerHeaders, [
    reserve(ids.anaM10),
    reserve(ids.anaSta),
    reserve(ids.anaSta),
    reserve(ids.gusFirst),
  ]);
  expect(reserved.statusCode, reserved.body).toBe(201);
}, scaled(180_000));

async function search(body: unknown): Promise<SearchResponse> {
  const res = await injectApi(suite.app, 'POST', '/search', session.bearerHeaders, body);
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.strict().parse(res.json());
}

async function publicSearch(body: unknown): Promise<PublicSearchResponse> {
  const res = await injectApi(suite.app, 'POST', '/search/public', {}, body);
  expect(res.statusCode, res.body).toBe(200);
  return publicSearchResponseSchema.strict().parse(res.json());
}

describe('the names searched, with their copies', () => {
  it('takes plain names and names with copies mixed; the same name twice adds up', async () => {
    const { wanted } = await search([
      'lightning bolt',
      { name: 'Carta Inventada', quantity: 2 },
      { name: 'LIGHTNING BOLT', quantity: 2 },
      { name: 'Nada Que Ver' },
    ]);
    expect(wanted).toEqual([
      { name: 'lightning bolt', quantity: 3, available: 3 },
      { name: 'Carta Inventada', quantity: 2, available: 2 },
      { name: 'Nada Que Ver', quantity: 1, available: 0 },
    ]);
  });

  it('counts 99 copies at most, as each item may ask', async () => {
    const { wanted } = await search([
      { name: 'Llanowar Elves', quantity: 60 },
      { name: 'llanowar elves', quantity: 60 },
    ]);
    expect(wanted).toEqual([{ name: 'Llanowar Elves', quantity: 99, available: 10 }]);
  });
});

describe('wanted: the free copies the searcher could reserve', () => {
  it('counts every matching listed line, not only the 10 answered, with the same exclusions', async () => {
    // gus's 11 lines but the one reserved: not the member's own, bruno's, carla's or dario's.
    const body = await search([{ name: 'Llanowar Elves', quantity: 20 }]);
    expect(body.results).toHaveLength(10);
    expect(body.wanted).toEqual([{ name: 'Llanowar Elves', quantity: 20, available: 10 }]);
    // A guest's count has the member's 5, bruno's 3 and carla's 2 too; never dario's.
    const open = await publicSearch([{ name: 'Llanowar Elves', quantity: 30 }]);
    expect(open.wanted).toEqual([{ name: 'Llanowar Elves', quantity: 30, available: 20 }]);
  });

  it("leaves out the member's own cards, blocked users', reserved copies and unlisted sellers'", async () => {
    // ana: 2 of 3 M10 free, none of 2 STA; fede: 1. Not me (7), bruno, carla, dario, eva, ivan.
    const body = await search([{ name: 'Lightning Bolt', quantity: 50 }]);
    expect(body.wanted).toEqual([{ name: 'Lightning Bolt', quantity: 50, available: 3 }]);
  });

  it('counts an anonymous visitor the copies of every active seller', async () => {
    // The member's 3, and mine (7), bruno's (1) and carla's (1).
    const body = await publicSearch([{ name: 'Lightning Bolt', quantity: 50 }]);
    expect(body.wanted).toEqual([{ name: 'Lightning Bolt', quantity: 50, available: 12 }]);
  });

  it('counts up to the copies wanted: enough is all a name needs to know', async () => {
    const body = await search([{ name: 'Lightning Bolt', quantity: 2 }, 'Carta Inventada']);
    expect(body.wanted).toEqual([
      { name: 'Lightning Bolt', quantity: 2, available: 2 },
      { name: 'Carta Inventada', quantity: 1, available: 1 },
    ]);
  });

  it('counts each name by its own matching, even when another name answered its offers', async () => {
    const body = await search(['Lightning Bolt', { name: 'Relámpago', quantity: 5 }]);
    expect(body.results.every((card) => card.searchedName === 'Lightning Bolt')).toBe(true);
    expect(body.wanted).toEqual([
      { name: 'Lightning Bolt', quantity: 1, available: 1 },
      { name: 'Relámpago', quantity: 5, available: 3 },
    ]);
    expect(body.notFound).toEqual([]);
  });
});

describe("a result card's available copies", () => {
  it('are its copies less its active reservations; none left is reserved', async () => {
    const body = await search(['Lightning Bolt']);
    const byId = new Map(body.results.map((card) => [card.id, card]));
    expect(byId.get(ids.anaM10!)).toMatchObject({ quantity: 3, available: 2, reserved: false });
    expect(byId.get(ids.anaSta!)).toMatchObject({ quantity: 2, available: 0, reserved: true });
    const open = await publicSearch(['Lightning Bolt']);
    const anonymous = open.results.find((card) => card.id === ids.anaM10);
    expect(anonymous).toMatchObject({ quantity: 3, available: 2, reserved: false });
  });
});
