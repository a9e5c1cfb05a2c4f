import path from 'node:path';
import type { AddLibraryCardsResponse, Library, LibraryCardsResponse } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { injectApi } from '../../../test/inject-api';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { findCardSets, importCatalog } from '../catalog/index';
import { scaled } from '../../../test/time-factor';

/**
 * GET /api/library answers each library's cardCount, the sum of its copies: what Mi panel shows
 * as count/1000. It must follow adds, imports, edits and deletes.
 */

const suite = useTestApp();
let session: TestSession;
let boltM10: string;

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  boltM10 = (await findCardSets(suite.app.db, 'Lightning Bolt')).find(
    (s) => s.setCode === 'M10',
  )!.id;
  session = await loginAs(suite.app, await createUser(suite.app));
}, scaled(120_000));

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  injectApi(suite.app, method, url, session.cookieHeaders, payload);

async function listed(buying = false): Promise<Map<string, number>> {
  const res = await call('GET', buying ? '/library?buying=true' : '/library');
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as Library[]).map((l) => [l.internalId, l.cardCount]));
}

/** The copies the library page itself counts, card by card. */
async function copiesOf(libraryId: string, buying = false): Promise<number> {
  const res = await call('GET', `/library${buying ? '/buying' : ''}/${libraryId}`);
  const { cards } = res.json() as LibraryCardsResponse;
  return cards.reduce((sum, card) => sum + card.quantity, 0);
}

describe('the card count of GET /library', () => {
  it.each([false, true])('buying %s: follows adds, imports, edits and deletes', async (buying) => {
    const base = buying ? '/library/buying' : '/library';
    const create = await call('POST', '/library', { name: 'Contada', buying });
    const libraryId = (create.json() as Library).internalId;
    const empty = (await call('POST', '/library', { name: 'Vacía', buying })).json() as Library;
    const expectCount = async (count: number) => {
      expect(await copiesOf(libraryId, buying)).toBe(count);
      const counts = await listed(buying);
      expect(counts.get(libraryId)).toBe(count);
      expect(counts.get(empty.internalId)).toBe(0);
    };

    // One card from the dialog, then an import of several rows (one of them the same line).
    const added = await call('POST', `${base}/card`, {
      libraryId,
      referenceId: boltM10,
      name: 'Lightning Bolt',
      quantity: 3,
      price: '2.50',
    });
    expect(added.statusCode).toBe(201);
    await expectCount(3);
    const imported = await call('POST', `${base}/card`, [
      { libraryId, name: 'Giant Growth', set: 'M10', collectorNumber: '186', quantity: 4 },
      { libraryId, name: 'Unknown Card Of Nobody', quantity: 2 },
      { libraryId, referenceId: boltM10, name: 'Lightning Bolt', quantity: 5 },
    ]);
    expect(imported.statusCode).toBe(201);
    expect((imported.json() as AddLibraryCardsResponse).cardCount).toBe(11);
    await expectCount(11);

    const { cards } = (await call('GET', `${base}/${libraryId}`)).json() as LibraryCardsResponse;
    const bolt = cards.find((card) => card.cardName === 'Lightning Bolt')!;
    const edited = await call('PATCH', `${base}/card`, { id: bolt.id, quantity: 1 });
    expect(edited.statusCode).toBe(200);
    await expectCount(7);

    expect((await call('DELETE', `${base}/card/${bolt.id}`)).statusCode).toBe(204);
    await expectCount(6);
  });
});
