import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../../test/database';
import { getReferencePrice } from '../get-reference-price';
import {
  cardKingdomListFromMoxfield,
  catalogFingerprint,
  importSets,
  moxfieldSampleCards,
  tempDir,
  writeJsonFile,
} from '../testing/catalog-fixtures';
import { allPricesToday, cardKingdomPriceList } from '../testing/price-fixtures';
import { importPrices } from './import-prices';
import { scaled } from '../../../../test/time-factor';

/** Reference prices for the printings of ELD, NEO and ISD. */

const GIANT = '09fd2d9c-1793-4beb-a3fb-7a869f660cd4';
const GIANT_FACE_A = 'd26fdb0c-80d4-5ea2-af6e-adbd290fc163';
const GIANT_FACE_B = '9ec1a801-76eb-57ae-a3a2-b8d2d1b06e8a';
const SNAPCASTER = '9e5b279e-4670-4a1e-87d0-3cab7e4f9e58';

describe('price import', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await importSets(database.db, ['ELD', 'NEO', 'ISD']);
  }, scaled(120_000));
  afterAll(() => database.close());

  it('maps MTGJSON AllPricesToday by the uuid of any face; counts unknown uuids', async () => {
    const file = writeJsonFile(
      tempDir(),
      'AllPricesToday.json.gz',
      allPricesToday('2022-04-25', {
        [GIANT_FACE_A]: { ck: 2.99, ckFoil: 4.99, usd: 2.1, eur: 1.8 },
        [GIANT_FACE_B]: { ck: 2.99, ckFoil: 4.99, usd: 2.1, eur: 1.8 },
        '00000000-0000-4000-8000-000000000000': { ck: 1 },
      }),
      true,
    );
    const result = await importPrices(database.db, file);
    expect(result).toMatchObject({
      records: 3,
      unmatched: 1,
      changes: { inserted: 1, updated: 0 },
    });
    expect(await getReferencePrice(database.db, GIANT)).toEqual({
      usd: 2.1,
      eur: 1.8,
      ck: 2.99,
      scg: 0,
      usd_foil: 0,
      eur_foil: 0,
      ck_foil: 4.99,
      scg_foil: 0,
      lastUpdatedAtUtc: '2022-04-25T00:00:00.000Z',
    });
    const again = await importPrices(database.db, file);
    expect(again.changes).toEqual({ inserted: 0, updated: 0 });
  });

  it('imports the real CK prices of the Moxfield samples from a Card Kingdom price list', async () => {
    const cards = moxfieldSampleCards();
    const file = writeJsonFile(tempDir(), 'pricelist.json', cardKingdomListFromMoxfield(cards));
    const result = await importPrices(database.db, file);
    // Snapcaster Mage (ISD), Mystical Dispute (ELD), Sokenzan (NEO)… are in the catalog.
    expect(result.changes.inserted).toBeGreaterThanOrEqual(14);
    expect(result.unmatched).toBeGreaterThan(100);
    expect(await getReferencePrice(database.db, SNAPCASTER)).toMatchObject({
      ck: 19.99,
      ck_foil: 74.99,
      lastUpdatedAtUtc: '2023-03-06T09:06:01.000Z',
    });
    const before = await catalogFingerprint(database.db);
    expect((await importPrices(database.db, file)).changes).toEqual({ inserted: 0, updated: 0 });
    expect(await catalogFingerprint(database.db)).toBe(before);
  });

  it('maps a Card Kingdom line without scryfall_id by its product id (MTGJSON cardKingdomId)', async () => {
    const file = writeJsonFile(
      tempDir(),
      'pricelist.json',
      cardKingdomPriceList('2024-05-01 10:00:00', [
        { id: 227538, scryfallId: null, foil: false, price: '3.49' },
        { id: 227865, scryfallId: null, foil: true, price: '5.99' },
      ]),
    );
    const result = await importPrices(database.db, file);
    expect(result).toMatchObject({ unmatched: 0, changes: { inserted: 0, updated: 1 } });
    // CK lines write only CK prices: the USD and EUR of the earlier file stay.
    expect(await getReferencePrice(database.db, GIANT)).toMatchObject({
      ck: 3.49,
      ck_foil: 5.99,
      usd: 2.1,
      eur: 1.8,
      lastUpdatedAtUtc: '2024-05-01T10:00:00.000Z',
    });
  });

  it('prices an etched-only printing as foil', async () => {
    const [farewell] = await queryRows<{ id: string; uuid: string }>(
      database.db,
      sql`select p.id, m.uuid from card_mtgjson_uuids m join card_printings p on p.id = m.printing_id
          where p.set_code = 'NEO' and p.collector_number = '417'`,
    );
    // Both are UUIDs: the Scryfall id of the printing, MTGJSON's of the card.
    const uuid = expect.stringMatching(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(farewell).toEqual({ id: uuid, uuid });
    const file = writeJsonFile(
      tempDir(),
      'AllPricesToday.json',
      allPricesToday('2022-04-25', { [farewell!.uuid]: { ckEtched: 12.5 } }),
    );
    await importPrices(database.db, file);
    expect(await getReferencePrice(database.db, farewell!.id)).toMatchObject({
      ck: 0,
      ck_foil: 12.5,
    });
  });

  it('rejects a malformed price file and writes nothing', async () => {
    const list = cardKingdomPriceList('2024-06-01', [
      { scryfallId: GIANT, foil: false, price: '9.99' },
      { scryfallId: GIANT, foil: true, price: 'caro' },
    ]);
    const file = writeJsonFile(tempDir(), 'pricelist.json', list);
    const before = await catalogFingerprint(database.db);
    await expect(importPrices(database.db, file)).rejects.toThrow(
      `${file}: record data[1]: price_retail: not a price`,
    );
    expect(await catalogFingerprint(database.db)).toBe(before);
  });
});
