import type { CardSetOption } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { createLibraryWithCards } from '../../../test/library-factory';
import { resolveNames } from './resolve-names';
import { importPrintingPrice, importSets } from './testing/catalog-fixtures';
import { scaled } from '../../../test/time-factor';

/**
 * GET /api/library/reference/set answers the printing the add-card dialog chooses first
 * (docs/product/libraries.md#library-page): the one most listed lines hold, else the newest
 * regular printing with a price, else the newest regular one. Counterspell's real printings:
 * 'Heads I Win, Tails You Lose' (PHED 33, 2022, a Secret Lair without a Card Kingdom id), the
 * duel decks JVC 24 (2014) and DD2 24 (2008), the promo F05 11 (foil only).
 */

const suite = useTestApp();
let session: TestSession;

beforeAll(async () => {
  await importSets(suite.app.db, ['PHED', 'JVC', 'DD2', 'F05']);
  session = await loginAs(suite.app, await createUser(suite.app));
}, scaled(120_000));

async function printings(): Promise<string[]> {
  const res = await suite.app.inject({
    method: 'GET',
    url: '/api/library/reference/set?name=counterspell',
    headers: session.cookieHeaders,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as CardSetOption[]).map((p) => `${p.setCode} ${p.collectorNumber}`);
}

const counterspell = (set: string, more: Record<string, unknown> = {}) => ({
  name: 'Counterspell',
  set,
  price: '1.00',
  ...more,
});

describe('the printing the add-card dialog offers first', () => {
  it('is the newest regular printing when none is listed or priced, as a name alone resolves', async () => {
    expect(await printings()).toEqual(['JVC 24', 'DD2 24', 'PHED 33', 'F05 11']);
    const [byName] = await resolveNames(suite.app.db, [{ name: 'Counterspell' }]);
    expect(byName!.printing).toMatchObject({ setCode: 'JVC', collectorNumber: '24' });
  });

  it('is the newest regular printing with a price', async () => {
    await importPrintingPrice(suite.app.db, { set: 'DD2', number: '24' }, { usd: 1.5 });
    expect(await printings()).toEqual(['DD2 24', 'JVC 24', 'PHED 33', 'F05 11']);
  });

  it('is the printing most listed lines hold, whatever it is; unlisted lines do not count', async () => {
    const seller = await createUser(suite.app);
    await createLibraryWithCards(suite.app, seller, { selling: true }, [
      counterspell('PHED'),
      counterspell('PHED', { condition: 'SP' }),
      counterspell('JVC'),
    ]);
    // Wanted lists and a library that neither sells nor trades list nothing.
    await createLibraryWithCards(suite.app, seller, { buying: true }, [
      { name: 'Counterspell', set: 'JVC' },
      { name: 'Counterspell', set: 'JVC', condition: 'SP' },
    ]);
    await createLibraryWithCards(suite.app, seller, { selling: false, trading: false }, [
      counterspell('JVC', { condition: 'MP' }),
      counterspell('JVC', { condition: 'HP' }),
    ]);
    expect(await printings()).toEqual(['PHED 33', 'JVC 24', 'DD2 24', 'F05 11']);
  });
});
