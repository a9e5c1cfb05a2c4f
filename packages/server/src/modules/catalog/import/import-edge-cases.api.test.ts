import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../../test/database';
import { countRows, tempDir } from '../testing/catalog-fixtures';
import { allPricesToday } from '../testing/price-fixtures';
import { mtgjsonSetFile } from '../testing/shared-data';
import { importCatalog } from './import-catalog';
import { importPrices } from './import-prices';

/** Files that are almost right: a byte-order mark is fine; an empty or scalar list is not. */

const BOM = '\uFEFF';

describe('importer edge cases', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = tempDir();
  });
  afterAll(() => database.close());

  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('imports a catalog file that starts with a UTF-8 byte-order mark', async () => {
    const text = gunzipSync(fs.readFileSync(mtgjsonSetFile('PELD'))).toString('utf8');
    const result = await importCatalog(database.db, write('PELD.json', BOM + text));
    expect(result.printings).toBeGreaterThan(0);
    expect(await countRows(database.db, 'card_printings', `set_code = 'PELD'`)).toBe(
      result.printings,
    );
  });

  it('imports a price file that starts with a UTF-8 byte-order mark', async () => {
    const prices = allPricesToday('2022-04-25', {
      '00000000-0000-4000-8000-000000000001': { ck: 1.5 },
    });
    const result = await importPrices(
      database.db,
      write('AllPricesToday.json', BOM + JSON.stringify(prices)),
    );
    expect(result.records).toBe(1);
  });

  it.each([
    ['[]', 'no card records found'],
    ['{"data":[]}', 'no card records found'],
    ['[1,2,3]', 'record [0]: expected a card object, found number'],
    ['["Lightning Bolt"]', 'record [0]: expected a card object, found string'],
  ])('refuses a catalog file holding %s, naming the file', async (text, reason) => {
    const file = write('cards.json', text);
    await expect(importCatalog(database.db, file)).rejects.toThrow(`${file}: ${reason}`);
  });

  it.each(['[]', '[1,2,3]', '{"data":{}}'])(
    'refuses a price file holding %s, naming the file',
    async (text) => {
      const file = write('prices.json', text);
      await expect(importPrices(database.db, file)).rejects.toThrow(
        `${file}: no price records found`,
      );
    },
  );
});
