import { shownSetName, type LineSetFields } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { createLibraryWithCards } from '../../test/library-factory';
import { queryArrays, type DatabaseHandle } from './client';
import { staleResultCardParts } from './result-card-check';
import { ALL_PARTS } from './result-card-fields';
import { resultCardMigration } from './result-card-migration';
import { partCall } from './result-card-sql';

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

  it('writes the set of a card kept by name as shared shownSetName says it', async () => {
    const lines: LineSetFields[] = [
      { setName: 'Magic 2010', setCode: 'M10', collectorNumber: '146' },
      { setName: null, setCode: 'LCI', collectorNumber: '132' },
      { setName: null, setCode: ' LCI ', collectorNumber: ' 132 ' },
      { setName: null, setCode: 'XYZ', collectorNumber: null },
      { setName: null, setCode: null, collectorNumber: '7' },
      { setName: null, setCode: ' ', collectorNumber: '' },
      { setName: null, setCode: null, collectorNumber: null },
    ];
    const rows = lines.map((line) => ({
      id: '2feca728-6500-4d73-9b68-eed2d3feb890',
      name: 'Carta',
      set_name: line.setName,
      set_code: line.setCode,
      collector_number: line.collectorNumber,
      language: 'en',
      condition: 'NM',
      foil: false,
      quantity: 1,
      image_urls: [],
    }));
    const written = await queryArrays(
      handle.db,
      sql`select ${sql.raw(partCall('card'))} || '}'
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as l(id uuid, reference_id uuid,
            name text, set_name text, set_code text, collector_number text, language text,
            condition text, foil boolean, quantity integer, image_urls text[])`,
    );
    const setNames = written.map(
      ([card]) => (JSON.parse(card as string) as { setName: unknown }).setName,
    );
    expect(setNames).toEqual(lines.map(shownSetName));
    expect(setNames.slice(0, 3)).toEqual(['Magic 2010', 'LCI #132', 'LCI #132']);
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
