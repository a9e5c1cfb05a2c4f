import path from 'node:path';
import {
  publicSearchResponseSchema,
  searchResponseSchema,
  type LibraryCardsResponse,
  type PublicSearchResponse,
  type SearchResponse,
} from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';
import { scaled } from '../../../test/time-factor';

/**
 * A card the catalog does not know (kept by name: no printing, the set and number of its import)
 * shows buyers what its line knows, as its owner sees it ('LCI #132'), never nothing
 * (docs/product/search.md#results): in the result card PostgreSQL keeps on the line.
 */

const suite = useTestApp();
let buyer: TestSession;
let owner: TestSession;
let libraryId: string;

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  const seller = await createUser(suite.app, { user: 'vera_vende' });
  owner = await loginAs(suite.app, seller);
  buyer = await loginAs(suite.app, await createUser(suite.app, { user: 'beto_busca' }));
  ({ libraryId } = await createLibraryWithCards(suite.app, seller, { selling: true }, [
    { name: "Aang's Journey", set: 'lci', collectorNumber: '132', price: '0.35' },
    { name: 'Carta Sin Número', set: 'XYZ', price: '1.00' },
    { name: 'Lightning Bolt', set: 'M10', price: '3.00' },
  ]));
}, scaled(120_000));

const setNames = (body: { results: { cardName: string; setName: string | null }[] }) =>
  Object.fromEntries(body.results.map((card) => [card.cardName, card.setName]));

const names = ["Aang's Journey", 'Carta Sin Número', 'Lightning Bolt'];
const expected = {
  "Aang's Journey": 'LCI #132',
  'Carta Sin Número': 'XYZ',
  'Lightning Bolt': 'Magic 2010',
};

describe('the set of a card kept by name, as buyers see it', () => {
  it('is the set code and number its line knows in a member’s search, as its owner sees them', async () => {
    const res = await injectApi(suite.app, 'POST', '/search', buyer.bearerHeaders, names);
    const body = searchResponseSchema.parse(res.json()) as SearchResponse;
    expect(setNames(body)).toEqual(expected);

    const own = await injectApi(suite.app, 'GET', `/library/${libraryId}`, owner.bearerHeaders);
    const line = (own.json() as LibraryCardsResponse).cards.find(
      (card) => card.cardName === "Aang's Journey",
    );
    expect(line).toMatchObject({ setCode: 'LCI', setName: null, collectorNumber: '132' });
  });

  it('is the same in an anonymous search', async () => {
    const res = await injectApi(suite.app, 'POST', '/search/public', {}, names);
    const body = publicSearchResponseSchema.parse(res.json()) as PublicSearchResponse;
    expect(setNames(body)).toEqual(expected);
  });
});
