import path from 'node:path';
import {
  CATALOG_MESSAGES,
  importLimitMessage,
  cardLimitMessage,
  LIBRARY_MESSAGES,
  type AddLibraryCardsResponse,
  type Library,
  type LibraryCard,
  type LibraryCardsResponse,
} from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { injectApi } from '../../../test/inject-api';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { findCardSets, importCatalog } from '../catalog/index';
import { expectError } from '../../../test/error-answer';
import { scaled } from '../../../test/time-factor';

/** POST/PATCH /api/library[/buying]/card, DELETE /api/library[/buying]/card/{id}, the 1000-card limit. */

const suite = useTestApp();
let ownerSession: TestSession;
let otherSession: TestSession;
let boltM10: string;
let giantGrowthM10: string;

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  const sets = await findCardSets(suite.app.db, 'Lightning Bolt');
  boltM10 = sets.find((set) => set.setCode === 'M10')!.id;
  giantGrowthM10 = (await findCardSets(suite.app.db, 'Giant Growth')).find(
    (s) => s.setCode === 'M10',
  )!.id;
  ownerSession = await loginAs(suite.app, await createUser(suite.app));
  otherSession = await loginAs(suite.app, await createUser(suite.app));
}, scaled(120_000));

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = ownerSession.cookieHeaders,
) => injectApi(suite.app, method, url, headers, payload);

async function newLibrary(payload: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/library', { name: 'Cartas', ...payload });
  return (res.json() as Library).internalId;
}

async function addCards(libraryId: string, cards: object | object[], base = '/library') {
  const payload = Array.isArray(cards)
    ? cards.map((card) => ({ libraryId, ...card }))
    : { libraryId, ...cards };
  return call('POST', `${base}/card`, payload);
}

async function cardsOf(libraryId: string, base = '/library'): Promise<LibraryCardsResponse> {
  return (await call('GET', `${base}/${libraryId}`)).json() as LibraryCardsResponse;
}

describe('adding cards', () => {
  it('adds a card chosen in the dialog with its catalog printing', async () => {
    const libraryId = await newLibrary();
    const res = await addCards(libraryId, {
      referenceId: boltM10,
      name: 'Lightning Bolt',
      foil: true,
      condition: 'SP',
      language: 'es',
      quantity: 3,
      reserved: false,
      price: '2.5',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as AddLibraryCardsResponse;
    expect(body).toMatchObject({ created: 1, updated: 0, cardCount: 3, addedCopies: 3 });
    expect(body.cards[0]).toMatchObject({
      libraryId,
      referenceId: boltM10,
      cardName: 'Lightning Bolt',
      setCode: 'M10',
      setName: 'Magic 2010',
      foil: true,
      condition: 'SP',
      language: 'es',
      quantity: 3,
      price: '2.50',
      reserved: false,
      type: 'Instant',
      images: [expect.stringContaining(boltM10)],
    });
    const read = await cardsOf(libraryId);
    expect(read.library.cardCount).toBe(3);
    expect(read.cards).toEqual(body.cards);
  });

  it('imports many rows at once: resolved by set and number or name, unknown ones kept by name', async () => {
    const libraryId = await newLibrary();
    const res = await addCards(libraryId, [
      {
        referenceId: null,
        name: 'Lightning Bolt',
        set: 'm10',
        collectorNumber: '146',
        quantity: 4,
        price: 'ck',
      },
      { referenceId: null, name: 'Relámpago', condition: 'LP', price: 1 },
      { referenceId: null, name: 'Carta Que No Existe', set: 'XYZ', collectorNumber: '7' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json() as AddLibraryCardsResponse;
    expect(body).toMatchObject({ created: 3, updated: 0, cardCount: 6, addedCopies: 6 });
    const [bolt, relampago, unknown] = body.cards;
    expect(bolt).toMatchObject({
      referenceId: boltM10,
      collectorNumber: '146',
      quantity: 4,
      price: 'ck',
    });
    expect(relampago).toMatchObject({ cardName: 'Lightning Bolt', condition: 'LP', price: '1.00' });
    expect(unknown).toMatchObject({
      referenceId: null,
      cardName: 'Carta Que No Existe',
      setCode: 'XYZ',
      collectorNumber: '7',
      images: [],
      type: null,
      // Defaults of a row: NM, English, one copy, non-foil, follows the reference price.
      condition: 'NM',
      language: 'en',
      quantity: 1,
      foil: false,
      price: 'ck',
    });
  });

  it('adding the same card again updates quantity and price instead of repeating it', async () => {
    const libraryId = await newLibrary();
    const rows = [
      { name: 'Lightning Bolt', set: 'M10', collectorNumber: '146', quantity: 2, price: '1.00' },
      { name: 'Carta Inventada', quantity: 1, price: '5' },
    ];
    expect((await addCards(libraryId, rows)).statusCode).toBe(201);
    const again = await addCards(libraryId, [
      { ...rows[0], quantity: 3, price: '1.25' },
      { ...rows[1] },
      { name: 'Lightning Bolt', set: 'M10', collectorNumber: '146', foil: true },
    ]);
    expect(again.statusCode).toBe(201);
    // An updated line adds the difference of its copies: 2 → 3 Bolts, the same Carta, a new foil.
    expect(again.json()).toMatchObject({ created: 1, updated: 2, cardCount: 5, addedCopies: 2 });
    const { cards } = await cardsOf(libraryId);
    expect(cards).toHaveLength(3);
    expect(cards.find((c) => c.cardName === 'Lightning Bolt' && !c.foil)).toMatchObject({
      quantity: 3,
      price: '1.25',
    });
    // The dialog's single add of the same printing is the same line too.
    const single = await addCards(libraryId, {
      referenceId: boltM10,
      name: 'Lightning Bolt',
      quantity: 1,
      price: '0.90',
    });
    expect(single.json()).toMatchObject({ created: 0, updated: 1, cardCount: 3, addedCopies: -2 });
  });

  it('rows of the same card in one import add up', async () => {
    const libraryId = await newLibrary();
    const res = await addCards(libraryId, [
      { name: 'Carta Repetida', quantity: 2 },
      { name: 'carta repetida', quantity: 3 },
    ]);
    expect(res.json()).toMatchObject({ created: 1, cardCount: 5 });
    expect((await cardsOf(libraryId)).cards[0]!.quantity).toBe(5);
  });

  it('buying libraries take cards through /library/buying/card only', async () => {
    const buying = await newLibrary({ buying: true });
    const sale = await newLibrary();
    expect((await addCards(buying, { name: 'Lightning Bolt' }, '/library/buying')).statusCode).toBe(
      201,
    );
    expect((await cardsOf(buying, '/library/buying')).cards).toHaveLength(1);
    expect((await addCards(buying, { name: 'Lightning Bolt' })).statusCode).toBe(404);
    expect((await addCards(sale, { name: 'Lightning Bolt' }, '/library/buying')).statusCode).toBe(
      404,
    );
  });

  it('another user cannot add, edit or delete the owner cards', async () => {
    const libraryId = await newLibrary();
    const added = (
      await addCards(libraryId, { name: 'Carta Ajena' })
    ).json() as AddLibraryCardsResponse;
    const cardId = added.cards[0]!.id;
    const other = otherSession.cookieHeaders;
    const post = await call('POST', '/library/card', { libraryId, name: 'X' }, other);
    expect(post.statusCode).toBe(403);
    const patch = await call('PATCH', '/library/card', { id: cardId, price: '1' }, other);
    expectError(patch, 403, { code: 'LIB-004', message: LIBRARY_MESSAGES.cardForbidden });
    const del = await call('DELETE', `/library/card/${cardId}`, undefined, other);
    expect(del.statusCode).toBe(403);
    expect((await cardsOf(libraryId)).cards[0]).toMatchObject({ id: cardId, price: 'ck' });
  });
  it('another user cannot touch the cards of a buying library either', async () => {
    const libraryId = await newLibrary({ buying: true });
    const added = (
      await addCards(libraryId, { name: 'Carta Buscada' }, '/library/buying')
    ).json() as AddLibraryCardsResponse;
    const cardId = added.cards[0]!.id;
    const other = otherSession.bearerHeaders;
    const calls: [Method, string, unknown?][] = [
      ['POST', '/library/buying/card', { libraryId, name: 'X' }],
      ['PATCH', '/library/buying/card', { id: cardId, quantity: 2 }],
      ['DELETE', `/library/buying/card/${cardId}`],
      ['GET', `/library/buying/${libraryId}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, payload, other);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await call('GET', `/library/buying/${libraryId}/public`, undefined, {})).statusCode,
    ).toBe(200);
    expect((await cardsOf(libraryId, '/library/buying')).cards[0]).toMatchObject({ quantity: 1 });
  });

  it('all cards of one call go to one library', async () => {
    const first = await newLibrary();
    const second = await newLibrary();
    const res = await call('POST', '/library/card', [
      { libraryId: first, name: 'Carta Uno' },
      { libraryId: second, name: 'Carta Dos' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LIBRARY_MESSAGES.mixedLibraries);
  });
});

describe('editing and deleting cards', () => {
  it('edits price, quantity, condition, language, finish and printing', async () => {
    const libraryId = await newLibrary();
    const added = (
      await addCards(libraryId, { name: 'Lightning Bolt', quantity: 1, price: '1' })
    ).json() as AddLibraryCardsResponse;
    const card = added.cards[0]!;
    const res = await call('PATCH', '/library/card', {
      id: card.id,
      libraryId,
      referenceId: boltM10,
      name: 'Otro nombre (ignorado)',
      foil: true,
      condition: 'MP',
      language: 'it',
      quantity: 2,
      cardSet: 'Magic 2010',
      price: 'ck',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: card.id,
      cardName: 'Lightning Bolt',
      referenceId: boltM10,
      foil: true,
      condition: 'MP',
      language: 'it',
      quantity: 2,
      price: 'ck',
    } satisfies Partial<LibraryCard>);
    expect((await cardsOf(libraryId)).library.cardCount).toBe(2);
  });

  it('an edit cannot move the card to a printing of another card', async () => {
    const libraryId = await newLibrary();
    const added = (
      await addCards(libraryId, { referenceId: boltM10, name: 'Lightning Bolt' })
    ).json() as AddLibraryCardsResponse;
    const res = await call('PATCH', '/library/card', {
      id: added.cards[0]!.id,
      referenceId: giantGrowthM10,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: LIBRARY_MESSAGES.otherCard, field: 'referenceId' });
  });

  it('an edit that would repeat another card of the library is refused', async () => {
    const libraryId = await newLibrary();
    const added = (
      await addCards(libraryId, [
        { referenceId: boltM10, name: 'Lightning Bolt', condition: 'NM' },
        { referenceId: boltM10, name: 'Lightning Bolt', condition: 'SP' },
      ])
    ).json() as AddLibraryCardsResponse;
    const res = await call('PATCH', '/library/card', { id: added.cards[1]!.id, condition: 'NM' });
    expectError(res, 409, { code: 'LIB-002', message: LIBRARY_MESSAGES.duplicateCard });
  });

  it('deletes a card; the wrong kind or a missing card is 404', async () => {
    const libraryId = await newLibrary();
    const added = (
      await addCards(libraryId, { name: 'Carta Borrable', quantity: 2 })
    ).json() as AddLibraryCardsResponse;
    const cardId = added.cards[0]!.id;
    expect((await call('DELETE', `/library/buying/card/${cardId}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/library/buying/card', { id: cardId, price: '2' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/library/card/${cardId}`)).statusCode).toBe(204);
    const gone = await call('DELETE', `/library/card/${cardId}`);
    expectError(gone, 404, { code: 'LIB-003', message: LIBRARY_MESSAGES.cardNotFound });
    expect((await cardsOf(libraryId)).library.cardCount).toBe(0);
  });

  it('deleting a library deletes its cards', async () => {
    const libraryId = await newLibrary();
    const added = (
      await addCards(libraryId, { name: 'Carta Huérfana' })
    ).json() as AddLibraryCardsResponse;
    expect((await call('DELETE', `/library/${libraryId}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/library/card/${added.cards[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('card validation', () => {
  let libraryId: string;
  beforeAll(async () => {
    libraryId = await newLibrary();
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['price with letters', { price: 'abc' }, LIBRARY_MESSAGES.priceInvalid],
    ['price with 3 decimals', { price: '1.234' }, LIBRARY_MESSAGES.priceInvalid],
    ['negative price', { price: -1 }, LIBRARY_MESSAGES.priceInvalid],
    ['price with a comma and 3 decimals', { price: '12,500' }, LIBRARY_MESSAGES.priceInvalid],
    ['price too long', { price: '1234567890123' }, LIBRARY_MESSAGES.priceInvalid],
    ['price of another type', { price: true }, LIBRARY_MESSAGES.priceInvalid],
    ['condition', { condition: 'EX' }, CATALOG_MESSAGES.conditionInvalid],
    ['language', { language: 'xx' }, CATALOG_MESSAGES.languageInvalid],
    ['foil', { foil: 'yes' }, LIBRARY_MESSAGES.foilInvalid],
    ['zero quantity', { quantity: 0 }, LIBRARY_MESSAGES.quantityInvalid],
    ['fractional quantity', { quantity: 1.5 }, LIBRARY_MESSAGES.quantityInvalid],
    ['quantity over the limit', { quantity: 1001 }, LIBRARY_MESSAGES.quantityInvalid],
    ['missing name', { name: undefined }, CATALOG_MESSAGES.nameRequired],
    ['blank name', { name: '  ' }, CATALOG_MESSAGES.nameRequired],
    ['long name', { name: 'x'.repeat(201) }, CATALOG_MESSAGES.nameTooLong],
    ['reference id', { referenceId: 'abc' }, CATALOG_MESSAGES.referenceIdInvalid],
    ['library id', { libraryId: 'abc' }, LIBRARY_MESSAGES.libraryIdInvalid],
    ['set code', { set: 'x'.repeat(21) }, CATALOG_MESSAGES.setTooLong],
    [
      'collector number',
      { collectorNumber: 'x'.repeat(21) },
      CATALOG_MESSAGES.collectorNumberTooLong,
    ],
  ];
  it.each(cases)('add: %s', async (_label, change, message) => {
    const res = await call('POST', '/library/card', {
      libraryId,
      name: 'Lightning Bolt',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL-400', message });
  });

  it('add: an empty list, too many rows, or no body', async () => {
    for (const [payload, message] of [
      [[], LIBRARY_MESSAGES.cardsRequired],
      [
        Array.from({ length: 1001 }, () => ({ libraryId, name: 'x' })),
        LIBRARY_MESSAGES.tooManyRows,
      ],
    ] as const) {
      const res = await call('POST', '/library/card', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', '/library/card')).statusCode).toBe(400);
  });

  it('a price with a decimal comma is stored with the point, on add and on edit', async () => {
    const res = await call('POST', '/library/card', {
      libraryId,
      name: 'Carta con Coma',
      price: '12,5',
    });
    expect(res.statusCode).toBe(201);
    const [card] = (res.json() as AddLibraryCardsResponse).cards;
    expect(card!.price).toBe('12.50');
    const edited = await call('PATCH', '/library/card', { id: card!.id, price: ' 7,25 ' });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as LibraryCard).price).toBe('7.25');
    const stored = (await cardsOf(libraryId)).cards.find((c) => c.id === card!.id);
    expect(stored?.price).toBe('7.25');
  });

  it('edit: the same rules', async () => {
    const added = (
      await addCards(libraryId, { name: 'Lightning Bolt' })
    ).json() as AddLibraryCardsResponse;
    const id = added.cards[0]!.id;
    for (const [change, message] of [
      [{ price: '1.234' }, LIBRARY_MESSAGES.priceInvalid],
      [{ quantity: 0 }, LIBRARY_MESSAGES.quantityInvalid],
      [{ condition: 'LP!' }, CATALOG_MESSAGES.conditionInvalid],
      [{ language: 'klingon' }, CATALOG_MESSAGES.languageInvalid],
      [{ id: 'abc' }, LIBRARY_MESSAGES.cardIdInvalid],
    ] as const) {
      const res = await call('PATCH', '/library/card', { id, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('at most 1000 cards a library, counted as copies', () => {
  it('refuses an import that would pass it, whole, naming the total', async () => {
    const libraryId = await newLibrary();
    expect((await addCards(libraryId, { name: 'Carta Base', quantity: 998 })).statusCode).toBe(201);
    const res = await addCards(libraryId, [
      { name: 'Carta Uno', quantity: 1 },
      { name: 'Carta Dos', quantity: 2 },
    ]);
    expectError(res, 409, { code: 'LIB-001', message: importLimitMessage(1001) });
    expect((await cardsOf(libraryId)).cards).toHaveLength(1);
    const single = await addCards(libraryId, { name: 'Carta Tres', quantity: 3 });
    expectError(single, 409, { code: 'LIB-001', message: cardLimitMessage(1001) });
    // Updating a card counts its new quantity, not both.
    const update = await addCards(libraryId, { name: 'Carta Base', quantity: 1000 });
    expect(update.json()).toMatchObject({ updated: 1, cardCount: 1000 });
    const edit = await call('PATCH', '/library/card', {
      id: (update.json() as AddLibraryCardsResponse).cards[0]!.id,
      quantity: 1000,
      price: '2',
    });
    expect(edit.statusCode).toBe(200);
  });

  it('an edit that raises the quantity past it is refused', async () => {
    const libraryId = await newLibrary();
    const added = (
      await addCards(libraryId, [
        { name: 'Carta A', quantity: 500 },
        { name: 'Carta B', quantity: 500 },
      ])
    ).json() as AddLibraryCardsResponse;
    const res = await call('PATCH', '/library/card', { id: added.cards[0]!.id, quantity: 501 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(cardLimitMessage(1001));
  });

  it('10 concurrent imports cannot pass it', async () => {
    const libraryId = await newLibrary();
    expect((await addCards(libraryId, { name: 'Carta Base', quantity: 900 })).statusCode).toBe(201);
    // Each import brings 30 copies in 3 new rows: only 3 of the 10 fit in the 100 left.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addCards(libraryId, [
          { name: `Importada ${i} A`, quantity: 10 },
          { name: `Importada ${i} B`, quantity: 10 },
          { name: `Importada ${i} C`, quantity: 10 },
        ]),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(importLimitMessage(1020));
    }
    const { library, cards } = await cardsOf(libraryId);
    expect(library.cardCount).toBe(990);
    expect(cards.reduce((sum, card) => sum + card.quantity, 0)).toBe(990);
  });

  it('10 concurrent single adds stop at exactly 1000', async () => {
    const libraryId = await newLibrary();
    await addCards(libraryId, { name: 'Carta Base', quantity: 996 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addCards(libraryId, { name: `Suelta ${i}`, quantity: 1 }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(4);
    expect((await cardsOf(libraryId)).library.cardCount).toBe(1000);
  });
});
