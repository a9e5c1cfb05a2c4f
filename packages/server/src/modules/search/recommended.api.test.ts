import path from 'node:path';
import type { RecommendedCard } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';
import { scaled } from '../../../test/time-factor';

/** GET /api/search/recommended: cards on sale that match the user's buying libraries. */

const suite = useTestApp();
let session: TestSession;
const ids: Record<string, string> = {};

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  const me = await createUser(suite.app, { user: 'yo_compro' });
  session = await loginAs(suite.app, me);
  // Wanted: a catalog card (by its Spanish name: the same oracle id) and a card kept by name.
  await createLibraryWithCards(suite.app, me, { buying: true, name: 'Quiero' }, [
    { name: 'Relámpago' },
    { name: 'Carta Inventada', set: 'XYZ', collectorNumber: '7' },
    { name: 'Plains' },
  ]);
  await createLibraryWithCards(suite.app, me, { name: 'Mías' }, [
    { name: 'Lightning Bolt', set: 'M10', price: '1' },
  ]);

  const ana = await createUser(suite.app, { user: 'ana_cartas' });
  const first = await createLibraryWithCards(suite.app, ana, { name: 'Venta' }, [
    { name: 'Lightning Bolt', set: 'M10', price: '3', foil: true },
    { name: 'Giant Growth', set: 'M10', price: '1' },
    // Wanted, but a basic land: never recommended.
    { name: 'Plains', set: 'M10', price: '0.35' },
  ]);
  ids.bolt = first.cards.find((card) => card.cardName === 'Lightning Bolt')!.id;
  await pause();
  const second = await createLibraryWithCards(suite.app, ana, { name: 'Otra', trading: true }, [
    { name: 'carta inventada', set: 'ABC', collectorNumber: '1', price: '2' },
  ]);
  ids.invented = second.cards[0]!.id;

  // Never recommended: trade only, a wanted list, a deleted account.
  const bruno = await createUser(suite.app, { user: 'bruno_trueque' });
  await createLibraryWithCards(suite.app, bruno, { selling: false, trading: true }, [
    { name: 'Lightning Bolt', set: 'M10', price: '2' },
  ]);
  await createLibraryWithCards(suite.app, bruno, { buying: true }, [{ name: 'Lightning Bolt' }]);
  const dario = await createUser(suite.app, { user: 'dario_baja' });
  await createLibraryWithCards(suite.app, dario, {}, [
    { name: 'Lightning Bolt', set: 'M10', price: '1' },
  ]);
  const deleted = await suite.app.inject({
    method: 'POST',
    url: '/api/user/delete',
    payload: { email: dario.email, password: dario.password },
  });
  expect(deleted.statusCode).toBe(200);
}, scaled(120_000));

async function recommended(target: TestSession): Promise<RecommendedCard[]> {
  const res = await injectApi(suite.app, 'GET', '/search/recommended', target.bearerHeaders);
  expect(res.statusCode).toBe(200);
  return res.json() as RecommendedCard[];
}

describe('GET /api/search/recommended', () => {
  it("answers the other sellers' matching cards on sale, the newest listed first", async () => {
    const cards = await recommended(session);
    expect(cards.map((card) => card.id)).toEqual([ids.invented, ids.bolt]);
    expect(cards[1]).toMatchObject({
      cardName: 'Lightning Bolt',
      foil: true,
      ownerUser: 'ana_cartas',
      price: '3.00',
      transactionType: 'sale',
      available: 1,
      reserved: false,
      recommended: true,
    });
    expect(cards[0]).toMatchObject({ cardName: 'carta inventada', recommended: true });
  });

  it('answers the free copies of each card, and no card whose copies are all reserved', async () => {
    const lia = await createUser(suite.app, { user: 'lia_vende' });
    const { cards } = await createLibraryWithCards(suite.app, lia, { name: 'Lía' }, [
      { name: 'Lightning Bolt', set: 'M10', price: '2', quantity: 3 },
    ]);
    const buyer = await loginAs(suite.app, await createUser(suite.app));
    const reserve = async (copies: number) => {
      const items = Array.from({ length: copies }, () => ({
        cardId: cards[0]!.id,
        transactionType: 'sale',
      }));
      const res = await injectApi(suite.app, 'POST', '/reservation', buyer.bearerHeaders, items);
      expect(res.statusCode, res.body).toBe(201);
    };
    const lias = async () =>
      (await recommended(session)).filter((card) => card.id === cards[0]!.id);
    await reserve(1);
    expect(await lias()).toMatchObject([{ quantity: 3, available: 2, reserved: false }]);
    await reserve(2);
    expect(await lias()).toEqual([]);
  });

  it('answers an empty list to a user without buying libraries', async () => {
    const seller = await createUser(suite.app);
    await createLibraryWithCards(suite.app, seller, {}, [
      { name: 'Lightning Bolt', set: 'M10', price: '1' },
    ]);
    expect(await recommended(await loginAs(suite.app, seller))).toEqual([]);
  });
});
