import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../../test/database';
import {
  catalogFingerprint,
  countRows,
  importSets,
  tempDir,
  writeJsonFile,
} from '../testing/catalog-fixtures';
import { serveFiles } from '../testing/serve-files';
import { mtgjsonSetFile, SCRYFALL_SAMPLES_DIR, TEST_SETS } from '../testing/shared-data';
import { importCatalog } from './import-catalog';
import { scaled } from '../../../../test/time-factor';

/** Importing the real MTGJSON and Scryfall files of ../shared/data into the database. */

describe('catalog import', () => {
  let database: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await importSets(database.db, TEST_SETS);
    before = await catalogFingerprint(database.db);
  }, scaled(120_000));
  afterAll(() => database.close());

  it('imports every paper printing of the test sets once', async () => {
    expect(await countRows(database.db, 'card_sets')).toBe(TEST_SETS.length);
    // 458 card records in ELD's file: each face of its 61 adventure cards is a record.
    expect(await countRows(database.db, 'card_printings', `set_code = 'ELD'`)).toBe(397);
    expect(await countRows(database.db, 'card_mtgjson_uuids')).toBeGreaterThan(
      await countRows(database.db, 'card_printings'),
    );
  });

  it('changes nothing when the same files are imported again', async () => {
    for (const code of TEST_SETS) {
      const result = await importCatalog(database.db, mtgjsonSetFile(code));
      for (const changes of Object.values(result.changes)) {
        expect(changes).toEqual({ inserted: 0, updated: 0 });
      }
    }
    expect(await catalogFingerprint(database.db)).toBe(before);
  });

  it('rejects a truncated gzip file, naming it and the last record, and writes nothing', async () => {
    const file = path.join(tempDir(), 'M11.json.gz');
    const bytes = fs.readFileSync(mtgjsonSetFile('M11'));
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(importCatalog(database.db, file)).rejects.toThrow(
      new RegExp(
        `^${file}: the gzip data is truncated or corrupt .* last complete record was data\\.cards\\[\\d+\\]$`,
      ),
    );
    expect(await catalogFingerprint(database.db)).toBe(before);
  });

  it('rejects a malformed record, naming it and its field, and writes nothing', async () => {
    const set = JSON.parse(gunzipSync(fs.readFileSync(mtgjsonSetFile('M11'))).toString());
    delete set.data.cards[5].identifiers.scryfallId;
    const name = set.data.cards[5].name as string;
    const file = writeJsonFile(tempDir(), 'M11.json', set);
    // zod's sentence after the field depends on the locale the process chose (the app's is
    // Spanish, the CLI's zod's own): the record and its field are what this test is about.
    await expect(importCatalog(database.db, file)).rejects.toThrow(
      `${file}: record data.cards[5] (${name}): identifiers.scryfallId: `,
    );
    expect(await catalogFingerprint(database.db)).toBe(before);
  });

  it('imports a folder file by file: files before a bad one stay, the bad one writes nothing', async () => {
    const dir = tempDir();
    fs.copyFileSync(mtgjsonSetFile('PM20'), path.join(dir, '1-PM20.json.gz'));
    fs.writeFileSync(path.join(dir, '2-M20.json'), '{"meta":{},"data":{"code":"M20","cards":[{"na');
    await expect(importCatalog(database.db, dir)).rejects.toThrow(
      /2-M20\.json: the file ends in the middle of data\.cards\[0\]/,
    );
    expect(await countRows(database.db, 'card_printings', `set_code = 'PM20'`)).toBeGreaterThan(0);
    expect(await countRows(database.db, 'card_sets', `code = 'M20'`)).toBe(0);
  });

  it('streams a file from an http URL', async () => {
    const server = await serveFiles(path.dirname(mtgjsonSetFile('H1R')));
    try {
      const result = await importCatalog(database.db, `${server.url}/H1R.json.gz`);
      expect(result).toMatchObject({ files: 1, records: 40, printings: 40 });
      await expect(importCatalog(database.db, `${server.url}/NOPE.json`)).rejects.toThrow(
        'download failed: HTTP 404',
      );
    } finally {
      await server.close();
    }
  });

  it('imports Scryfall bulk files with their prices', async () => {
    const result = await importCatalog(database.db, SCRYFALL_SAMPLES_DIR);
    expect(result.files).toBe(5);
    expect(result.changes.prices.inserted).toBeGreaterThan(150);
    // The samples are snapshots of different days: only a file against itself is stable.
    const file = path.join(SCRYFALL_SAMPLES_DIR, 'xwosic-cache.json');
    await importCatalog(database.db, file);
    const fingerprint = await catalogFingerprint(database.db);
    const again = await importCatalog(database.db, file);
    for (const changes of Object.values(again.changes)) {
      expect(changes).toEqual({ inserted: 0, updated: 0 });
    }
    expect(await catalogFingerprint(database.db)).toBe(fingerprint);
  });
});
