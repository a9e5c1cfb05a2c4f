import path from 'node:path';
import type { Reservation } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';

/**
 * Wanted-list alerts and the copies wanted (docs/product/notifications.md#alerts): a listing
 * alerts a buyer while the free copies of his earlier matches of the card are fewer than the
 * copies he wants. bea wants 4 Lightning Bolts; dani 1 in one alerting list and 3 in another
 * (and 10 in a list without alerts); eli 1. Sellers list 2, 2 and 1 at a time.
 */

const suite = useTestApp();
/** Each seller's session and Lightning Bolt line. */
const sellers: Record<string, { session: TestSession; cardId: string }> = {};

/** The unread matches of each buyer, by seller, in the order they were written or renewed. */
async function unread(): Promise<Record<string, string[]>> {
  const rows = await queryRows<{ buyer: string; seller: string }>(
    suite.app.db,
    sql`select u.username as buyer, n.data->>'seller' as seller from notifications n
        join users u on u.id = n.user_id
        where n.kind = 'match' and n.read_at is null order by n.created_at, n.id`,
  );
  const found: Record<string, string[]> = {};
  for (const row of rows) found[row.buyer] = [...(found[row.buyer] ?? []), row.seller];
  return found;
}

const readAll = () => suite.app.db.execute(sql`update notifications set read_at = now()`);

/** A seller listing `quantity` Lightning Bolts at USD 5. */
async function list(user: string, quantity: number) {
  const seller = await createUser(suite.app, { user });
  const { cards } = await createLibraryWithCards(suite.app, seller, { name: 'Venta' }, [
    { name: 'Lightning Bolt', set: 'M10', price: '5', quantity },
  ]);
  sellers[user] = { session: await loginAs(suite.app, seller), cardId: cards[0]!.id };
}

async function lowerPrice(user: string) {
  const { session, cardId } = sellers[user]!;
  const res = await injectApi(suite.app, 'PATCH', '/library/card', session.bearerHeaders, {
    id: cardId,
    price: '4',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A buyer of his own with these wanted lists of Lightning Bolt: [copies, alerts on]. */
async function buyer(user: string, lists: [number, boolean][]) {
  const owner = await createUser(suite.app, { user });
  for (const [quantity, alerts] of lists) {
    await createLibraryWithCards(
      suite.app,
      owner,
      { buying: true, alerts, name: `Quiero ${quantity}` },
      [{ name: 'Lightning Bolt', quantity }],
    );
  }
}

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  await buyer('bea_quiere_4', [[4, true]]);
  await buyer('dani_quiere_3', [
    [1, true],
    [3, true],
    [10, false],
  ]);
  await buyer('eli_quiere_1', [[1, true]]);
});

describe('a listing alerts a buyer while he is short of the copies he wants', () => {
  it('a second seller alerts again while the buyer is short; once enough are listed, no more', async () => {
    await list('ana_lista_2', 2);
    expect(await unread()).toEqual({
      bea_quiere_4: ['ana_lista_2'],
      dani_quiere_3: ['ana_lista_2'],
      eli_quiere_1: ['ana_lista_2'],
    });
    await list('beto_lista_2', 2);
    // eli wanted 1: ana's 2 are enough. dani wants 3 (his largest alerting list), not 10.
    expect(await unread()).toEqual({
      bea_quiere_4: ['ana_lista_2', 'beto_lista_2'],
      dani_quiere_3: ['ana_lista_2', 'beto_lista_2'],
      eli_quiere_1: ['ana_lista_2'],
    });
    await list('caro_lista_1', 1);
    expect((await unread()).bea_quiere_4).toEqual(['ana_lista_2', 'beto_lista_2']);
    expect((await unread()).dani_quiere_3).toEqual(['ana_lista_2', 'beto_lista_2']);
  });

  it('a cheaper price renews a match only while the buyer is short without that line', async () => {
    await readAll();
    // Without ana's line, bea has 2 of 4, dani 2 of 3, eli none of 1: all renewed.
    await lowerPrice('ana_lista_2');
    expect(await unread()).toEqual({
      bea_quiere_4: ['ana_lista_2'],
      dani_quiere_3: ['ana_lista_2'],
      eli_quiere_1: ['ana_lista_2'],
    });
    await readAll();
    // caro's line matched nobody: everyone had enough; cheaper, still the same.
    await lowerPrice('caro_lista_1');
    expect(await unread()).toEqual({});
  });

  it('counts a card kept by name by its name', async () => {
    await readAll();
    const fio = await createUser(suite.app, { user: 'fio_quiere_2' });
    await createLibraryWithCards(suite.app, fio, { buying: true, alerts: true }, [
      { name: 'Carta Inventada', set: 'XYZ', collectorNumber: '7', quantity: 2 },
    ]);
    const invented = async (user: string, quantity: number) => {
      const seller = await createUser(suite.app, { user });
      await createLibraryWithCards(suite.app, seller, { name: 'Venta' }, [
        { name: 'carta inventada', set: 'ABC', collectorNumber: '1', price: '1', quantity },
      ]);
    };
    await invented('gil_inventa_2', 2);
    await invented('ivo_inventa_1', 1);
    expect(await unread()).toEqual({ fio_quiere_2: ['gil_inventa_2'] });
  });

  it('reserved copies do not count; a copy freed renews while the buyer is short', async () => {
    const hugo = await loginAs(suite.app, await createUser(suite.app, { user: 'hugo_reserva' }));
    const beto = sellers.beto_lista_2!.cardId;
    const reserved = await injectApi(suite.app, 'POST', '/reservation', hugo.bearerHeaders, [
      { cardId: beto, transactionType: 'sale' },
      { cardId: beto, transactionType: 'sale' },
    ]);
    expect(reserved.statusCode, reserved.body).toBe(201);
    // beto's 2 are taken: bea has 2 free of 4, dani 2 of 3: dario's copy alerts them again.
    await readAll();
    await list('dario_lista_1', 1);
    expect(await unread()).toEqual({
      bea_quiere_4: ['dario_lista_1'],
      dani_quiere_3: ['dario_lista_1'],
    });
    await readAll();
    for (const { reservationId } of reserved.json() as Reservation[]) {
      const cancelled = await injectApi(suite.app, 'PATCH', '/reservation', hugo.bearerHeaders, {
        reservationId,
        disabled: true,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    // Without beto's line bea has 3 of 4 (ana 2, dario 1): renewed; dani has his 3: not.
    expect(await unread()).toEqual({ bea_quiere_4: ['beto_lista_2'] });
  });
});
