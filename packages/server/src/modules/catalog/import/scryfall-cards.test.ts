import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogFile } from '../testing/read-catalog-file';
import { tempDir, writeJsonFile } from '../testing/catalog-fixtures';
import { SCRYFALL_SAMPLES_DIR } from '../testing/shared-data';
import { scryfallCardToPrinting } from './scryfall-cards';

describe('Scryfall card objects', () => {
  it('reads a bulk array with prices, etched and modal DFC printings; skips digital ones', async () => {
    const { printings, sets } = await readCatalogFile(
      path.join(SCRYFALL_SAMPLES_DIR, 'haganbmj-default-cards-ci.json'),
    );
    // 17 objects, 3 of them digital-only (pz2, prm, akr).
    expect(printings).toHaveLength(14);
    const etched = printings.find((p) => p.setCode === 'MUL' && p.collectorNumber === '104');
    expect(etched).toMatchObject({ finishes: ['etched'], prices: { usd: null, usdFoil: 0.38 } });
    const toralf = printings.find((p) => p.setCode === 'KHM' && p.collectorNumber === '154');
    expect(toralf).toMatchObject({
      name: "Toralf, God of Fury // Toralf's Hammer",
      faceNames: ['Toralf, God of Fury', "Toralf's Hammer"],
      prices: { usd: 3.15, usdFoil: 3.59, eur: 2.47, eurFoil: 2.67 },
    });
    expect(toralf?.imageUrls).toHaveLength(2);
    expect(sets.get('KHM')?.name).toBe('Kaldheim');
  });

  it('reads the {"data":[…]} wrapper of the samples', async () => {
    const { printings, records } = await readCatalogFile(
      path.join(SCRYFALL_SAMPLES_DIR, 'xwosic-daretti.json'),
    );
    expect(records).toBe(76);
    expect(printings).toHaveLength(75);
  });

  it('takes Spanish printed names from Spanish printings', () => {
    const mapped = scryfallCardToPrinting({
      object: 'card',
      id: 'b3c0aa4b-73a6-4e4e-8a5d-9b1b1a4e8f30',
      oracle_id: '4457ed35-7c10-48c8-9776-456485fdf070',
      name: 'Lightning Bolt',
      printed_name: 'Relámpago',
      lang: 'es',
      set: 'm10',
      set_name: 'Magic 2010',
      collector_number: '146',
      type_line: 'Instant',
      finishes: ['nonfoil', 'foil'],
      image_uris: { normal: 'https://cards.scryfall.io/normal/front/b/3/x.jpg' },
      prices: { usd: null, usd_foil: null, usd_etched: null, eur: '1.10', eur_foil: null },
    });
    expect(mapped?.printing).toMatchObject({
      language: 'es',
      spanishNames: ['Relámpago'],
      prices: { eur: 1.1, usd: null },
    });
  });

  it('names the record and the field of a malformed card', async () => {
    const dir = tempDir();
    const file = writeJsonFile(dir, 'bad.json', [
      {
        object: 'card',
        id: 'not-an-id',
        name: 'Broken',
        set: 'xxx',
        set_name: 'X',
        collector_number: '1',
      },
    ]);
    await expect(readCatalogFile(file)).rejects.toThrow(
      `${file}: record [0] (Broken): id: not a UUID`,
    );
  });
});
