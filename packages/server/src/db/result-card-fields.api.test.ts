import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { createLibraryWithCards } from '../../test/library-factory';
import { queryArrays, type DatabaseHandle } from './client';
import { staleResultCardParts } from './result-card-check';
import { ALL_PARTS } from './result-card-fields';
import { resultCardMigration } from './result-card-migration';

/**
 * The migrations leave exactly the result card functions and generated columns that
 * result-card-fields.ts lists: a field changed there without its migration (npm run
 * db:generate) fails here, on both drivers.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const offerTexts = async () =>
  queryArrays(
    handle.db,
    sql`select offer_card, offer_owner, offer_seller, offer_price from library_cards order by id`,
  );

describe('the result card fields and the migrations', () => {
  it('finds the migrated functions and generated columns to be the listed ones', async () => {
    expect(await staleResultCardParts(handle.db)).toEqual([]);
  });

  it('finds a part whose function says something else stale', async () => {
    await handle.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION offer_seller_json(username text)
      RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN json_ascii(',"ownerUser":' || coalesce(to_json(username)::text, 'null') || ',"x":1')`),
    );
    expect(await staleResultCardParts(handle.db)).toEqual(['seller']);
  });

  it('writes a migration that replaces every part and the texts the lines keep', async () => {
    const owner = await createUser(handle, { user: 'vendedora', region: 'Córdoba' });
    await createLibraryWithCards(handle, owner, { selling: true }, [
      { name: 'Carta Inventada', set: 'XYZ', collectorNumber: '7', price: '1.50' },
    ]);
    const before = await offerTexts();
    // The stale seller part of the test above wrote its extra field on this new line.
    expect(before[0]![2]).toBe(',"ownerUser":"vendedora","x":1');

    for (const statement of resultCardMigration(ALL_PARTS).split('--> statement-breakpoint\n')) {
      await handle.db.execute(sql.raw(statement));
    }

    expect(await staleResultCardParts(handle.db)).toEqual([]);
    const after = await offerTexts();
    expect(after).toEqual([
      [before[0]![0], before[0]![1], ',"ownerUser":"vendedora"', before[0]![3]],
    ]);
  });
});
