import type {
  AddLibraryCardsResponse,
  CardSetOption,
  CardSummaryResponse,
  Library,
} from '@mdc/shared';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { injectApi } from '../../../test/inject-api';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';
import { scaled } from '../../../test/time-factor';

/**
 * An imported row whose set the catalog lacks is found by name: the upload review shows the
 * printing the catalog chose, or another one the person picks, and sends its referenceId. What
 * is stored is that printing, never the file's set and number.
 */

const suite = useTestApp();
let session: TestSession;

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  session = await loginAs(suite.app, await createUser(suite.app));
}, scaled(120_000));

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  injectApi(suite.app, method, url, session.cookieHeaders, payload);

describe('a printing chosen in the upload review', () => {
  it('is stored as reviewed: the catalog guess, or the one picked instead', async () => {
    // M10 has four Forests; the file's FWB #10 is none of them.
    const row = { name: 'Forest', set: 'FWB', collectorNumber: '10', quantity: 1 };
    const summary = (await call('POST', '/library/card/summary', [row])).json();
    const [reviewed] = (summary as CardSummaryResponse).cards;
    expect(reviewed).toMatchObject({ match: 'name', set: 'FWB', collectorNumber: '10' });
    const guess = reviewed!.reference!;
    const printings = (
      await call('GET', `/library/reference/set?name=${encodeURIComponent(guess.name)}`)
    ).json() as CardSetOption[];
    const picked = printings.find((printing) => printing.id !== guess.id)!;
    expect(picked).toBeDefined();

    const library = (await call('POST', '/library', { name: 'Importada' })).json() as Library;
    const upload = (referenceId: string, set: string, collectorNumber: string) =>
      call('POST', '/library/card', [
        { libraryId: library.internalId, ...row, referenceId, set, collectorNumber },
      ]);
    const asGuessed = await upload(guess.id, guess.setCode, guess.collectorNumber);
    expect(asGuessed.statusCode).toBe(201);
    expect((asGuessed.json() as AddLibraryCardsResponse).cards[0]).toMatchObject({
      referenceId: guess.id,
      setCode: guess.setCode,
      setName: guess.setName,
      collectorNumber: guess.collectorNumber,
    });
    const asPicked = await upload(picked.id, picked.setCode, picked.collectorNumber);
    expect((asPicked.json() as AddLibraryCardsResponse).cards[0]).toMatchObject({
      referenceId: picked.id,
      setCode: picked.setCode,
      setName: picked.setName,
      collectorNumber: picked.collectorNumber,
      images: picked.image,
    });
  });
});
