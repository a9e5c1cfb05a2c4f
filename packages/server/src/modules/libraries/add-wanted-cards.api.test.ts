import path from 'node:path';
import {
  CATALOG_MESSAGES,
  importLimitMessage,
  LIBRARY_MESSAGES,
  type AddWantedCardsResponse,
} from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { expectError } from '../../../test/error-answer';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';

/** POST /api/library/buying/wanted: a search's missing cards into a wanted list, alerts on. */

const suite = useTestApp();
let session: TestSession;
let other: TestSession;
let wantedId: string;

const post = (as: TestSession | null, body: unknown) =>
  injectApi(suite.app, 'POST', '/library/buying/wanted', as?.cookieHeaders ?? {}, body);
const cardsOf = async (libraryId: string) =>
  (
    (
      await injectApi(suite.app, 'GET', `/library/buying/${libraryId}`, session.cookieHeaders)
    ).json() as {
      cards: { cardName: string; quantity: number }[];
    }
  ).cards.map((card) => `${card.quantity} ${card.cardName}`);

/** The price of the line of `cardName` in that library. */
const priceOf = async (libraryId: string, cardName: string) =>
  (
    (
      await injectApi(suite.app, 'GET', `/library/buying/${libraryId}`, session.cookieHeaders)
    ).json() as {
      cards: { cardName: string; price: string }[];
    }
  ).cards.find((card) => card.cardName === cardName)?.price;

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  const me = await createUser(suite.app, { user: 'nico_mazo' });
  session = await loginAs(suite.app, me);
  other = await loginAs(suite.app, await createUser(suite.app, { user: 'otra_persona' }));
  wantedId = (
    await createLibraryWithCards(suite.app, me, { buying: true, name: 'Ya busco' }, [
      { name: 'Lightning Bolt', quantity: 4, price: '2.5' },
    ])
  ).libraryId;
});

describe('the missing cards of a search', () => {
  it('go into a new buying library with its alerts on', async () => {
    const answer = await post(session, {
      name: 'Busco: Burn',
      cards: ['Giant Growth', 'Carta Rara'],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const body = answer.json() as AddWantedCardsResponse;
    expect(body).toMatchObject({
      added: 2,
      raised: 0,
      library: { name: 'Busco: Burn', buying: true, alerts: true, cardCount: 2 },
    });
    expect((await cardsOf(body.library.internalId)).sort()).toEqual([
      '1 Carta Rara',
      '1 Giant Growth',
    ]);
  });

  it('into an existing one: a card already wanted keeps its quantity; alerts turn on', async () => {
    const answer = await post(session, {
      libraryId: wantedId,
      cards: ['Lightning Bolt', 'Divination'],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      added: 1,
      raised: 0,
      library: { alerts: true, cardCount: 5 },
    });
    expect((await cardsOf(wantedId)).sort()).toEqual(['1 Divination', '4 Lightning Bolt']);
  });

  it('with their copies: the same card twice adds up; fewer copies are raised, never lowered', async () => {
    const answer = await post(session, {
      libraryId: wantedId,
      cards: [
        { name: 'Lightning Bolt', quantity: 6 },
        'Giant Growth',
        { name: 'giant growth', quantity: 2 },
        { name: 'Divination', quantity: 1 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ added: 1, raised: 1, library: { cardCount: 10 } });
    expect((await cardsOf(wantedId)).sort()).toEqual([
      '1 Divination',
      '3 Giant Growth',
      '6 Lightning Bolt',
    ]);
    // The line raised keeps its price.
    expect(await priceOf(wantedId, 'Lightning Bolt')).toBe('2.50');
  });

  it('stays within the 1000-copy limit: all or nothing, in Spanish', async () => {
    const answer = await post(session, {
      libraryId: wantedId,
      cards: ['Divination', { name: 'Lightning Bolt', quantity: 997 }],
    });
    expectError(answer, 409, { code: 'LIB-001', message: importLimitMessage(1001) });
    expect((await cardsOf(wantedId)).sort()).toEqual([
      '1 Divination',
      '3 Giant Growth',
      '6 Lightning Bolt',
    ]);
  });

  it.each([
    [[{ name: 'Divination', quantity: 0 }], LIBRARY_MESSAGES.quantityInvalid, 'cards.0.quantity'],
    [['Divination', 7], LIBRARY_MESSAGES.wantedCardInvalid, 'cards.1'],
    [[{ quantity: 2 }], CATALOG_MESSAGES.nameRequired, 'cards.0.name'],
  ])('refuses the cards %j in Spanish', async (cards, message, field) => {
    expectError(await post(session, { libraryId: wantedId, cards }), 400, {
      code: 'VAL-400',
      message,
      field,
    });
  });

  it('refuses another user’s library, a visitor, and a body naming both or neither', async () => {
    expect((await post(other, { libraryId: wantedId, cards: ['Divination'] })).statusCode).toBe(
      403,
    );
    expect((await post(null, { name: 'X', cards: ['Divination'] })).statusCode).toBe(401);
    const both = await post(session, { libraryId: wantedId, name: 'X', cards: ['Divination'] });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(LIBRARY_MESSAGES.wantedLibraryRequired);
    const none = await post(session, { name: 'X', cards: [] });
    expect(none.json().message).toBe(LIBRARY_MESSAGES.wantedCardsRequired);
  });

  it('leaves basic lands out by the catalog unless asked for (issue 35)', async () => {
    const cards = [{ name: 'island', quantity: 12 }, 'Plains', 'Divination'];
    const left = await post(session, { name: 'Busco: Mono U', cards });
    expect(left.statusCode, left.body).toBe(201);
    const leftId = (left.json() as AddWantedCardsResponse).library.internalId;
    expect(await cardsOf(leftId)).toEqual(['1 Divination']);

    const kept = await post(session, { name: 'Busco: con tierras', cards, basicLands: true });
    expect(kept.statusCode, kept.body).toBe(201);
    const keptId = (kept.json() as AddWantedCardsResponse).library.internalId;
    expect((await cardsOf(keptId)).sort()).toEqual(['1 Divination', '1 Plains', '12 Island']);

    expectError(await post(session, { name: 'Solo tierras', cards: ['Island'] }), 400, {
      code: 'VAL-400',
      field: 'cards',
      message: LIBRARY_MESSAGES.wantedOnlyBasicLands,
    });
  });
});
