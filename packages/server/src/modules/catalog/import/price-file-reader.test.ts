import { describe, expect, it } from 'vitest';
import {
  cardKingdomListFromMoxfield,
  moxfieldSampleCards,
  tempDir,
  writeJsonFile,
} from '../testing/catalog-fixtures';
import { allPricesToday, cardKingdomPriceList } from '../testing/price-fixtures';
import type { PriceRow } from './apply-prices';
import { listImportInputs } from './import-input';
import { parseInput } from './parse-input';
import { PriceFileReader } from './price-file-reader';
import { silentProgress } from './progress';

async function readPrices(value: unknown, gzip = false) {
  const file = writeJsonFile(tempDir(), gzip ? 'prices.json.gz' : 'prices.json', value, gzip);
  const rows: PriceRow[] = [];
  const reader = new PriceFileReader(rows);
  await parseInput(listImportInputs(file)[0]!, reader, silentProgress, async () => {});
  return { rows, fileDate: reader.fileDate, file };
}

const GIANT_A = 'd26fdb0c-80d4-5ea2-af6e-adbd290fc163';

describe('price files', () => {
  it('reads MTGJSON AllPricesToday: CK, TCGplayer and Cardmarket retail, newest date', async () => {
    const { rows, fileDate } = await readPrices(
      allPricesToday('2022-04-25', { [GIANT_A]: { ck: 2.99, ckEtched: 7.5, usd: 2.1, eur: 1.8 } }),
      true,
    );
    expect(fileDate).toBe('2022-04-25');
    expect(rows).toEqual([
      {
        mtgjsonUuid: GIANT_A,
        ck: 2.99,
        ckFoil: 7.5,
        usd: 2.1,
        usdFoil: null,
        eur: 1.8,
        eurFoil: null,
        pricedAt: '2022-04-25',
      },
    ]);
  });

  it('reads a Card Kingdom price list, prices and foil flags as text', async () => {
    const { rows, fileDate } = await readPrices(
      cardKingdomPriceList('2024-05-01 10:00:00', [
        {
          id: 227538,
          scryfallId: '09fd2d9c-1793-4beb-a3fb-7a869f660cd4',
          foil: false,
          price: '2.99',
        },
        { id: 227865, scryfallId: null, foil: true, price: '4.49' },
        { foil: false, price: '0.00' },
      ]),
    );
    expect(fileDate).toBe('2024-05-01 10:00:00');
    expect(rows).toEqual([
      {
        printingId: '09fd2d9c-1793-4beb-a3fb-7a869f660cd4',
        cardKingdomId: '227538',
        ck: 2.99,
        pricedAt: '',
      },
      { cardKingdomId: '227865', ckFoil: 4.49, pricedAt: '' },
    ]);
  });

  it('turns the real CK prices of the Moxfield samples into a CK price list', async () => {
    const cards = moxfieldSampleCards();
    const { rows } = await readPrices(cardKingdomListFromMoxfield(cards));
    const ugin = cards.find(
      (card) => card.name === 'Ugin, the Spirit Dragon' && card.set === 'm21',
    );
    expect(rows).toContainEqual({
      printingId: ugin?.scryfall_id,
      cardKingdomId: '233906',
      ck: 24.99,
      pricedAt: '',
    });
    expect(rows.length).toBeGreaterThan(200);
  });

  it('names the record of a malformed price', async () => {
    const list = cardKingdomPriceList('2024-05-01', [{ foil: false, price: '1.00' }]);
    (list.data[0] as Record<string, unknown>).price_retail = 'gratis';
    await expect(readPrices(list)).rejects.toThrow('record data[0]: price_retail');
  });
});
