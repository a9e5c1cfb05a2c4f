import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';

/**
 * Wanted-list alerts and the copies wanted (docs/product/notifications.md#alerts): a buyer who
 * wants 4 copies of a card, and sellers who list it 2, 2 and 1 at a time.
 */

let app: FastifyInstance;

/** The sellers whose listings alerted `buyer`, in the order they did. */
async function alertedBy(buyer: string): Promise<string[]> {
  const rows = await queryRows<{ seller: string }>(
    app.db,
    sql`select n.data->>'seller' as seller from notifications n
        join users u on u.id = n.user_id
        where n.kind = 'match' and u.username = ${buyer} order by n.created_at, n.id`,
  );
  return rows.map((row) => row.seller);
}

/** A seller listing `quantity` Lightning Bolts. */
async function list(user: string, quantity: number) {
  const seller = await createUser(app, { user });
  await createLibraryWithCards(app, seller, { name: 'Venta' }, [
    { name: 'Lightning Bolt', set: 'M10', price: '2', quantity },
  ]);
}

beforeAll(async () => {
  app = await createTestApp();
  await importCatalog(app.db, path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'));
  const bea = await createUser(app, { user: 'bea_quiere_4' });
  await createLibraryWithCards(app, bea, { buying: true, alerts: true }, [
    { name: 'Lightning Bolt', quantity: 4 },
  ]);
});
afterAll(() => app?.close());

describe('a buyer who wants 4 copies', () => {
  it('today: every listing alerts, whatever the copies already listed', async () => {
    await list('ana_lista_2', 2);
    expect(await alertedBy('bea_quiere_4')).toEqual(['ana_lista_2']);
    await list('beto_lista_2', 2);
    expect(await alertedBy('bea_quiere_4')).toEqual(['ana_lista_2', 'beto_lista_2']);
    await list('caro_lista_1', 1);
    expect(await alertedBy('bea_quiere_4')).toEqual([
      'ana_lista_2',
      'beto_lista_2',
      'caro_lista_1',
    ]);
  });
});
