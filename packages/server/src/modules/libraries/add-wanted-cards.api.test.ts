import path from 'node:path';
import { LIBRARY_MESSAGES, type AddWantedCardsResponse } from '@mdc/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';

/** POST /api/library/buying/wanted: a search's missing cards into a wanted list, alerts on. */

let app: FastifyInstance;
let session: TestSession;
let other: TestSession;
let wantedId: string;

const post = (as: TestSession | null, body: unknown) =>
  injectApi(app, 'POST', '/library/buying/wanted', as?.cookieHeaders ?? {}, body);
const cardsOf = async (libraryId: string) =>
  (
    (await injectApi(app, 'GET', `/library/buying/${libraryId}`, session.cookieHeaders)).json() as {
      cards: { cardName: string; quantity: number }[];
    }
  ).cards.map((card) => `${card.quantity} ${card.cardName}`);

beforeAll(async () => {
  app = await createTestApp();
  await importCatalog(app.db, path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'));
  const me = await createUser(app, { user: 'nico_mazo' });
  session = await loginAs(app, me);
  other = await loginAs(app, await createUser(app, { user: 'otra_persona' }));
  wantedId = (
    await createLibraryWithCards(app, me, { buying: true, name: 'Ya busco' }, [
      { name: 'Lightning Bolt', quantity: 4 },
    ])
  ).libraryId;
});

afterAll(async () => {
  await app.close();
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
    expect(answer.json()).toMatchObject({ added: 1, library: { alerts: true, cardCount: 5 } });
    expect((await cardsOf(wantedId)).sort()).toEqual(['1 Divination', '4 Lightning Bolt']);
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
});
